import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '#shared/schemas/notifications.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { notificationSettingsQueryOptions } from './get-notification-settings';

type Patch = Partial<Pick<NotificationSettings, 'feedbackAlerts' | 'weeklySummary' | 'timeZone'>>;

export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: Patch) => answer(client.PATCH('/api/notifications/settings', { body: patch })),
    onSuccess: (saved) => qc.setQueryData(notificationSettingsQueryOptions().queryKey, saved),
  });
}
