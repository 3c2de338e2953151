import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, notificationSettingsSchema } from '#shared/schemas/notifications.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { notificationSettingsQueryOptions } from './get-notification-settings';

type Patch = Partial<Pick<NotificationSettings, 'feedbackAlerts' | 'weeklySummary' | 'timeZone'>>;

export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: Patch) =>
      api<Answer<typeof notificationSettingsSchema>>('/api/notifications/settings', {
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: (saved) => qc.setQueryData(notificationSettingsQueryOptions().queryKey, saved),
  });
}
