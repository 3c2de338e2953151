import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { i18nNow, loadMessages } from '#web/i18n/locale-store.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('billing');

/**
 * Back from a checkout (Stripe's or the demo's), `?checkout=success|cancelled` says how it went: one
 * toast, a fresh status, and the parameter removed so a reload does not toast again.
 */
export function useCheckoutReturnToast() {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const outcome = params.get('checkout');
  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    const { t } = i18nNow();
    if (outcome === 'success') {
      toast({
        title: t('billing.checkoutReturn.success.title'),
        description: t('billing.checkoutReturn.success.text'),
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: ['subscription'] });
    } else {
      toast({
        title: t('billing.checkoutReturn.cancelled.title'),
        description: t('billing.checkoutReturn.cancelled.text'),
      });
    }
    const next = new URLSearchParams(params);
    next.delete('checkout');
    setParams(next, { replace: true });
  }, [outcome, params, setParams, qc]);
}
