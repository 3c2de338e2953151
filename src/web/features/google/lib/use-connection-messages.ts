import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GOOGLE_CONNECT_ERROR, GOOGLE_CONNECT_SUCCESS } from '#shared/lib/google.ts';
import { invalidateAfterConnection } from '#web/features/google/api/get-google-status.ts';
import { i18nNow, loadMessages } from '#web/i18n/locale-store.ts';
import { listenToPopups } from '#web/lib/popup-messages.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('google');

/** What the connect popup reports back (from our own origin; anything else is ignored), as a toast. */
export function useConnectionMessages(businessId: string) {
  const qc = useQueryClient();
  useEffect(
    () =>
      listenToPopups((type) => {
        // The message can arrive after a change of language: the words of the moment.
        const now = i18nNow();
        if (type === GOOGLE_CONNECT_SUCCESS) {
          void invalidateAfterConnection(qc, businessId);
          toast({ title: now.t('google.connection.connected'), variant: 'success' });
        } else if (type === GOOGLE_CONNECT_ERROR) {
          toast({
            title: now.t('google.connection.notConnected'),
            description: now.t('google.connection.notGranted'),
            variant: 'destructive',
          });
        }
      }),
    [qc, businessId],
  );
}
