import { queryOptions, useQuery } from '@tanstack/react-query';
import type { notificationSettingsSchema } from '#shared/schemas/notifications.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'settings'],
    queryFn: () => api<Answer<typeof notificationSettingsSchema>>('/api/notifications/settings'),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
