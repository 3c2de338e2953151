import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { browserTimeZone } from '#web/lib/time-zones.ts';

const updateTimeZone = (businessId: string, timeZone: string) =>
  answer(client.PATCH('/api/businesses/{id}', { ...forBusiness(businessId), body: { timeZone } }));

/** The business's zone (owner only); its figures are counted again, so every figure is refreshed. */
export function useUpdateTimeZone(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => updateTimeZone(businessId, timeZone),
    onSuccess: () => qc.invalidateQueries(),
  });
}

const TRIED_KEY = 'reviewtap:business-zone-tried:';

/**
 * A business registered before zones existed counts in UTC until its owner's next visit:
 * then the owner's browser gives its zone, once per business and session. Any later change is the
 * owner's, in the business settings.
 */
export function useAdoptBrowserTimeZone(business: { id: string; timeZone: string } | null | undefined) {
  const qc = useQueryClient();
  const id = business?.id;
  const unset = business?.timeZone === 'UTC';
  useEffect(() => {
    const zone = browserTimeZone();
    if (!id || !unset || !zone || zone === 'UTC' || sessionStorage.getItem(TRIED_KEY + id)) return;
    sessionStorage.setItem(TRIED_KEY + id, '1');
    updateTimeZone(id, zone)
      .then(() => qc.invalidateQueries())
      .catch(() => {
        // The settings let the owner pick it; nothing to bother them with here.
      });
  }, [id, unset, qc]);
}
