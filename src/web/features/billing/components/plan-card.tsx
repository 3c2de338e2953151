import { CalendarClock, Crown, ExternalLink } from 'lucide-react';
import { useState } from 'react';
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
import { dollars, isPro, shortDate, trialDaysLeft } from '#web/features/billing/lib/plan.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

function planLine(s: Subscription, now: Date): { title: string; detail: string } {
  const periodEnd = s.currentPeriodEnd ? shortDate(s.currentPeriodEnd) : null;
  if (s.status === 'active' && s.cancelAtPeriodEnd && periodEnd)
    return {
      title: `Pro until ${periodEnd}`,
      detail: 'Cancelled: your plan ends then unless you resume it.',
    };
  if (s.status === 'active' && periodEnd) return { title: 'Pro', detail: `Renews ${periodEnd}.` };
  if (s.status === 'trialing') {
    const days = trialDaysLeft(s.trialEndsAt, now);
    const detail = s.subscribed
      ? `Subscribed: the first charge is on ${shortDate(s.trialEndsAt)}, when the trial ends.`
      : `Your trial ends ${shortDate(s.trialEndsAt)}. No card needed until you subscribe.`;
    return { title: `Trial · ${days} ${days === 1 ? 'day' : 'days'} left`, detail };
  }
  if (s.status === 'past_due')
    return { title: 'Payment failed', detail: 'Update your card in Manage billing to keep your plan.' };
  const ended =
    s.status === 'expired' && !s.subscribed
      ? `Trial ended ${shortDate(s.trialEndsAt)}.`
      : 'Your plan has ended.';
  return {
    title: s.status === 'canceled' ? 'Subscription ended' : 'Trial ended',
    detail: `${ended} Your QR codes and review pages keep working for customers.`,
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
  const [confirmCancel, setConfirmCancel] = useState(false);
  const start = useSubscriptionChange(businessId, () => createSubscription(businessId));
  const cancel = useSubscriptionChange(businessId, () => cancelSubscription(businessId));
  const resume = useSubscriptionChange(businessId, () => resumeSubscription(businessId));
  const portal = useSubscriptionChange(businessId, () => openPortal(businessId));
  const line = planLine(s, now);
  const canStart = !s.subscribed || s.status === 'canceled' || s.status === 'expired';
  const live = s.subscribed && (s.status === 'active' || s.status === 'trialing' || s.status === 'past_due');

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: (err) =>
        toast({
          title: 'Subscription Error',
          description: messageOf(err, 'Failed to start subscription. Please try again.'),
          variant: 'destructive',
        }),
    });
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirmCancel(false);
        toast({
          title: 'Subscription Cancelled',
          description: s.currentPeriodEnd
            ? `You keep Pro until ${shortDate(s.currentPeriodEnd)}.`
            : undefined,
          variant: 'success',
        });
      },
      onError: (err) => {
        setConfirmCancel(false);
        toast({
          title: 'Cancellation Error',
          description: messageOf(err, 'Failed to cancel subscription. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Subscription Resumed',
          description: 'Your plan renews as before.',
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Subscription Error',
          description: messageOf(err, 'Failed to resume subscription. Please try again.'),
          variant: 'destructive',
        }),
    });
  const onPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (err) =>
        toast({
          title: 'Billing Error',
          description: messageOf(err, 'Could not open billing. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Your plan</CardTitle>
          <CardDescription>
            {dollars(s.monthlyTotalCents)} a month for this location.{' '}
            {s.cancelAtPeriodEnd && s.currentPeriodEnd
              ? `Cancelled: it ends on ${shortDate(s.currentPeriodEnd)}.`
              : 'Cancel anytime.'}
          </CardDescription>
        </div>
        <Badge
          variant={isPro(s) ? 'success' : s.lapsed ? 'warning' : 'secondary'}
          className="gap-1"
          data-testid="plan-badge"
        >
          <Crown aria-hidden className="size-3" />
          {isPro(s) ? 'Pro' : 'Trial'}
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
            {start.isPending ? 'Opening checkout…' : 'Start subscription'}
          </Button>
        )}
        {live && !s.cancelAtPeriodEnd && (
          <Button variant="outline" onClick={() => setConfirmCancel(true)}>
            Cancel subscription
          </Button>
        )}
        {live && s.cancelAtPeriodEnd && (
          <Button onClick={onResume} disabled={resume.isPending}>
            {resume.isPending ? 'Resuming…' : 'Resume subscription'}
          </Button>
        )}
        {s.portalAvailable && (
          <Button variant="ghost" onClick={onPortal} disabled={portal.isPending}>
            Manage billing <ExternalLink aria-hidden className="size-4" />
          </Button>
        )}
      </CardFooter>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your subscription?"
        description={
          s.currentPeriodEnd
            ? `You keep Pro until ${shortDate(s.currentPeriodEnd)}, and can resume before then. Your QR codes keep working afterwards.`
            : 'Your plan ends at the end of the period. Your QR codes keep working afterwards.'
        }
        cancelLabel="Keep my plan"
        confirmLabel="Cancel subscription"
        pendingLabel="Cancelling…"
        destructive
        pending={cancel.isPending}
        onConfirm={onCancel}
      />
    </Card>
  );
}
