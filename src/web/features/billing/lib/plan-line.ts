import { PLAN } from '#shared/lib/plan.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import type { I18n } from '#web/i18n/locale-store.ts';
import { loadMessages } from '#web/i18n/locale-store.ts';
import { trialDaysLeft } from './plan';

await loadMessages('billing');

/** The plan's line in words: what it is now, and what happens next. */
export function planLine(
  s: Subscription,
  now: Date,
  t: I18n['t'],
  date: (iso: string) => string,
): { title: string; detail: string } {
  const periodEnd = s.currentPeriodEnd ? date(s.currentPeriodEnd) : null;
  if (s.status === 'active' && s.cancelAtPeriodEnd && periodEnd)
    return {
      title: t('billing.plan.until', { plan: PLAN.name, date: periodEnd }),
      detail: t('billing.plan.cancelled.detail'),
    };
  if (s.status === 'active' && periodEnd)
    return { title: PLAN.name, detail: t('billing.plan.renews', { date: periodEnd }) };
  if (s.status === 'trialing') {
    const days = trialDaysLeft(s.trialEndsAt, now);
    const detail = !s.subscribed
      ? t('billing.plan.trialEnds', { date: date(s.trialEndsAt) })
      : s.cancelAtPeriodEnd
        ? t('billing.plan.cancelled.detail')
        : t('billing.plan.trialSubscribed', { date: date(s.trialEndsAt) });
    return { title: t('billing.plan.trialLeft', { days }), detail };
  }
  if (s.status === 'past_due')
    return { title: t('billing.plan.pastDue.title'), detail: t('billing.plan.pastDue.detail') };
  return {
    title: s.status === 'canceled' ? t('billing.plan.subscriptionEnded') : t('billing.plan.trialEnded'),
    detail:
      s.status === 'expired' && !s.subscribed
        ? t('billing.plan.trialEnded.detail', { date: date(s.trialEndsAt) })
        : t('billing.plan.ended.detail'),
  };
}
