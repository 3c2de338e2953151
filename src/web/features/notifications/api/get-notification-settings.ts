import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'settings'],
    queryFn: () => answer(client.GET('/api/notifications/settings')),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
