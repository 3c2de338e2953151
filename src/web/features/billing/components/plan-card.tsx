import { CalendarClock, Crown } from 'lucide-react';
import { PLAN } from '#shared/lib/plan.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { isPro, shortDate } from '#web/features/billing/lib/plan.ts';
import { planLine } from '#web/features/billing/lib/plan-line.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { PlanActions } from './plan-actions';

await loadMessages('billing');

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
  const line = planLine(s, now, t, date);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('billing.plan.title')}</CardTitle>
          <CardDescription>
            {t('billing.plan.monthly', { price: money(s.monthlyTotalCents / 100) })}{' '}
            {s.cancelAtPeriodEnd && s.currentPeriodEnd
              ? t('billing.plan.cancelledOn', { date: date(s.currentPeriodEnd) })
              : t('billing.plan.cancelAnytime')}
          </CardDescription>
        </div>
        <Badge
          variant={isPro(s) ? 'success' : s.lapsed ? 'warning' : 'secondary'}
          className="gap-1"
          data-testid="plan-badge"
        >
          <Crown aria-hidden className="size-3" />
          {isPro(s) ? PLAN.name : t('billing.plan.trial')}
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
      <PlanActions businessId={businessId} subscription={s} />
    </Card>
  );
}
