import { useEffect } from 'react';
import { answer, client } from '#web/lib/api-client.ts';

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
    answer(client.POST('/api/notifications/time-zone', { body: { timeZone } }))
      .then(() => sessionStorage.setItem(SENT_KEY, '1'))
      .catch(() => {
        // Not worth bothering the user: the settings page lets them pick it.
      });
  }, [signedIn]);
}
