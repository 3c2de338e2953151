import { PLAN } from '#shared/lib/plan.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import type { I18n } from '#web/i18n/locale-store.ts';
import { trialDaysLeft } from './plan';

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
