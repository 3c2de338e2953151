import { CalendarClock, Crown, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { PLAN } from '#shared/lib/plan.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  cancelSubscription,
  createSubscription,
  openPortal,
  resumeSubscription,
  useSubscriptionChange,
} from '#web/features/billing/api/change-subscription.ts';
import { isPro, shortDate, trialDaysLeft } from '#web/features/billing/lib/plan.ts';
import { type I18n, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

function planLine(
  s: Subscription,
  now: Date,
  t: I18n['t'],
  date: (iso: string) => string,
): { title: string; detail: string } {
  const periodEnd = s.currentPeriodEnd ? date(s.currentPeriodEnd) : null;
  if (s.status === 'active' && s.cancelAtPeriodEnd && periodEnd)
    return {
      title: t('team.plan.until', { plan: PLAN.name, date: periodEnd }),
      detail: t('team.plan.cancelled.detail'),
    };
  if (s.status === 'active' && periodEnd)
    return { title: PLAN.name, detail: t('team.plan.renews', { date: periodEnd }) };
  if (s.status === 'trialing') {
    const days = trialDaysLeft(s.trialEndsAt, now);
    const detail = !s.subscribed
      ? t('team.plan.trialEnds', { date: date(s.trialEndsAt) })
      : s.cancelAtPeriodEnd
        ? t('team.plan.cancelled.detail')
        : t('team.plan.trialSubscribed', { date: date(s.trialEndsAt) });
    return { title: t('team.plan.trialLeft', { days }), detail };
  }
  if (s.status === 'past_due')
    return { title: t('team.plan.pastDue.title'), detail: t('team.plan.pastDue.detail') };
  return {
    title: s.status === 'canceled' ? t('team.plan.subscriptionEnded') : t('team.plan.trialEnded'),
    detail:
      s.status === 'expired' && !s.subscribed
        ? t('team.plan.trialEnded.detail', { date: date(s.trialEndsAt) })
        : t('team.plan.ended.detail'),
  };
}

/** The plan: Pro or Trial, its dates and monthly total, and the owner's actions on it. */
export function PlanCard({
  businessId,
  subscription: s,
  now = new Date(),
}: {
  businessId: string;
  subscription: Subscription;
  now?: Date;
}) {
  const { t, money } = useI18n();
  const date = (iso: string) => shortDate(iso);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const start = useSubscriptionChange(businessId, () => createSubscription(businessId));
  const cancel = useSubscriptionChange(businessId, () => cancelSubscription(businessId));
  const resume = useSubscriptionChange(businessId, () => resumeSubscription(businessId));
  const portal = useSubscriptionChange(businessId, () => openPortal(businessId));
  const line = planLine(s, now, t, date);
  const canStart = !s.subscribed || s.status === 'canceled' || s.status === 'expired';
  const live = s.subscribed && (s.status === 'active' || s.status === 'trialing' || s.status === 'past_due');

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: (err) =>
        toast({
          title: t('team.plan.error.title'),
          description: messageOf(err, t('team.plan.startFailed')),
          variant: 'destructive',
        }),
    });
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirmCancel(false);
        toast({
          title: t('team.plan.cancelled.title'),
          description: s.currentPeriodEnd
            ? t('team.plan.cancelled.text', { plan: PLAN.name, date: date(s.currentPeriodEnd) })
            : undefined,
          variant: 'success',
        });
      },
      onError: (err) => {
        setConfirmCancel(false);
        toast({
          title: t('team.plan.cancelError.title'),
          description: messageOf(err, t('team.plan.cancelFailed')),
          variant: 'destructive',
        });
      },
    });
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('team.plan.resumed.title'),
          description: t('team.plan.resumed.text'),
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: t('team.plan.error.title'),
          description: messageOf(err, t('team.plan.resumeFailed')),
          variant: 'destructive',
        }),
    });
  const onPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (err) =>
        toast({
          title: t('team.plan.portalError.title'),
          description: messageOf(err, t('team.plan.portalFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('team.plan.title')}</CardTitle>
          <CardDescription>
            {t('team.plan.monthly', { price: money(s.monthlyTotalCents / 100) })}{' '}
            {s.cancelAtPeriodEnd && s.currentPeriodEnd
              ? t('team.plan.cancelledOn', { date: date(s.currentPeriodEnd) })
              : t('team.plan.cancelAnytime')}
          </CardDescription>
        </div>
        <Badge
          variant={isPro(s) ? 'success' : s.lapsed ? 'warning' : 'secondary'}
          className="gap-1"
          data-testid="plan-badge"
        >
          <Crown aria-hidden className="size-3" />
          {isPro(s) ? PLAN.name : t('team.plan.trial')}
        </Badge>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
          <CalendarClock aria-hidden className="size-5" />
        </span>
        <div>
          <p className="font-semibold" data-testid="plan-line">
            {line.title}
          </p>
          <p className="text-sm text-muted-foreground">{line.detail}</p>
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {canStart && (
          <Button onClick={onStart} disabled={start.isPending}>
            {start.isPending ? t('team.plan.opening') : t('team.plan.start')}
          </Button>
        )}
        {live && !s.cancelAtPeriodEnd && (
          <Button variant="outline" onClick={() => setConfirmCancel(true)}>
            {t('team.plan.cancel')}
          </Button>
        )}
        {live && s.cancelAtPeriodEnd && (
          <Button onClick={onResume} disabled={resume.isPending}>
            {resume.isPending ? t('team.plan.resuming') : t('team.plan.resume')}
          </Button>
        )}
        {s.portalAvailable && (
          <Button variant="ghost" onClick={onPortal} disabled={portal.isPending}>
            {t('team.plan.manage')} <ExternalLink aria-hidden className="size-4" />
          </Button>
        )}
      </CardFooter>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('team.plan.cancelDialog.title')}
        description={
          s.currentPeriodEnd
            ? t('team.plan.cancelDialog.text', { plan: PLAN.name, date: date(s.currentPeriodEnd) })
            : t('team.plan.cancelDialog.textNoDate')
        }
        cancelLabel={t('team.plan.cancelDialog.keep')}
        confirmLabel={t('team.plan.cancel')}
        pendingLabel={t('team.plan.cancelDialog.pending')}
        destructive
        pending={cancel.isPending}
        onConfirm={onCancel}
      />
    </Card>
  );
}
