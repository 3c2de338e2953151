import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useSubscription } from '#web/features/billing/api/get-subscription.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('billing');

/**
 * Shown to the owner above every dashboard section once the plan has lapsed (docs/product-rules.md
 * §6). It says what still works, so nobody panics about printed codes.
 */
export function SubscribePrompt({ businessId, billingHref }: { businessId: string; billingHref: string }) {
  const { t } = useI18n();
  const { data } = useSubscription(businessId);
  if (!data?.lapsed) return null;
  const what =
    data.status === 'expired' && !data.subscribed
      ? t('billing.subscribe.trialEnded')
      : t('billing.subscribe.planEnded');
  return (
    <section
      aria-label={t('billing.subscribe.label')}
      className="mb-6 flex flex-col gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 sm:flex-row sm:items-center"
    >
      <AlertTriangle aria-hidden className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">{what}</p>
        <p className="text-muted-foreground">{t('billing.subscribe.text')}</p>
      </div>
      <Button asChild>
        <Link to={billingHref}>{t('billing.subscribe.action')}</Link>
      </Button>
    </section>
  );
}
