import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  NotificationSettings,
  notificationSettingsSchema,
  outboxResponseSchema,
} from '#shared/schemas/notifications.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'settings'],
    queryFn: () => api<Answer<typeof notificationSettingsSchema>>('/api/notifications/settings'),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

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

const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'outbox'],
    queryFn: () => api<Answer<typeof outboxResponseSchema>>('/api/notifications/outbox'),
    // New alerts arrive within a minute; the page keeps up on its own.
    refetchInterval: 15_000,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());

export const outboxMailHref = (id: string) => `/api/notifications/outbox/${encodeURIComponent(id)}`;

const SENT_KEY = 'reviewtap:time-zone-sent';

/**
 * The browser's time zone, sent once per sign-in. The server keeps it only while the user has not
 * chosen one in the settings, so the weekly summary arrives at 08:00 where they are.
 */
export function useRememberBrowserTimeZone(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn || sessionStorage.getItem(SENT_KEY)) return;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!timeZone) return;
    api<{ saved: boolean }>('/api/notifications/time-zone', { method: 'POST', body: { timeZone } })
      .then(() => sessionStorage.setItem(SENT_KEY, '1'))
      .catch(() => {
        // Not worth bothering the user: the settings page lets them pick it.
      });
  }, [signedIn]);
}
