import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { PLAN } from '#shared/lib/plan.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CardFooter } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  cancelSubscription,
  createSubscription,
  openPortal,
  resumeSubscription,
  useSubscriptionChange,
} from '#web/features/billing/api/change-subscription.ts';
import { shortDate } from '#web/features/billing/lib/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('billing');

/** The owner's actions on the plan: start, cancel (confirmed first), resume, manage at the provider. */
export function PlanActions({
  businessId,
  subscription: s,
}: {
  businessId: string;
  subscription: Subscription;
}) {
  const { t } = useI18n();
  const date = (iso: string) => shortDate(iso);
  const canStart = !s.subscribed || s.status === 'canceled' || s.status === 'expired';
  const live = s.subscribed && (s.status === 'active' || s.status === 'trialing' || s.status === 'past_due');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const start = useSubscriptionChange(businessId, () => createSubscription(businessId));
  const cancel = useSubscriptionChange(businessId, () => cancelSubscription(businessId));
  const resume = useSubscriptionChange(businessId, () => resumeSubscription(businessId));
  const portal = useSubscriptionChange(businessId, () => openPortal(businessId));

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: (err) =>
        toast({
          title: t('billing.plan.error.title'),
          description: messageOf(err, t('billing.plan.startFailed')),
          variant: 'destructive',
        }),
    });
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirmCancel(false);
        toast({
          title: t('billing.plan.cancelled.title'),
          description: s.currentPeriodEnd
            ? t('billing.plan.cancelled.text', { plan: PLAN.name, date: date(s.currentPeriodEnd) })
            : undefined,
          variant: 'success',
        });
      },
      onError: (err) => {
        setConfirmCancel(false);
        toast({
          title: t('billing.plan.cancelError.title'),
          description: messageOf(err, t('billing.plan.cancelFailed')),
          variant: 'destructive',
        });
      },
    });
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('billing.plan.resumed.title'),
          description: t('billing.plan.resumed.text'),
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: t('billing.plan.error.title'),
          description: messageOf(err, t('billing.plan.resumeFailed')),
          variant: 'destructive',
        }),
    });
  const onPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (err) =>
        toast({
          title: t('billing.plan.portalError.title'),
          description: messageOf(err, t('billing.plan.portalFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <CardFooter className="flex flex-wrap gap-2">
        {canStart && (
          <Button onClick={onStart} disabled={start.isPending}>
            {start.isPending ? t('billing.plan.opening') : t('billing.plan.start')}
          </Button>
        )}
        {live && !s.cancelAtPeriodEnd && (
          <Button variant="outline" onClick={() => setConfirmCancel(true)}>
            {t('billing.plan.cancel')}
          </Button>
        )}
        {live && s.cancelAtPeriodEnd && (
          <Button onClick={onResume} disabled={resume.isPending}>
            {resume.isPending ? t('billing.plan.resuming') : t('billing.plan.resume')}
          </Button>
        )}
        {s.portalAvailable && (
          <Button variant="ghost" onClick={onPortal} disabled={portal.isPending}>
            {t('billing.plan.manage')} <ExternalLink aria-hidden className="size-4" />
          </Button>
        )}
      </CardFooter>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('billing.plan.cancelDialog.title')}
        description={
          s.currentPeriodEnd
            ? t('billing.plan.cancelDialog.text', { plan: PLAN.name, date: date(s.currentPeriodEnd) })
            : t('billing.plan.cancelDialog.textNoDate')
        }
        cancelLabel={t('billing.plan.cancelDialog.keep')}
        confirmLabel={t('billing.plan.cancel')}
        pendingLabel={t('billing.plan.cancelDialog.pending')}
        destructive
        pending={cancel.isPending}
        onConfirm={onCancel}
      />
    </>
  );
}
