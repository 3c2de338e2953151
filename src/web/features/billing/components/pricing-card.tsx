import { Check } from 'lucide-react';
import { PLAN } from '#shared/lib/plan.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('billing');

export function PricingCard() {
  const { t, money } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.pricing.title')}</CardTitle>
        <CardDescription>{t('billing.pricing.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p>
          <span className="text-3xl font-extrabold">{money(PLAN.pricePerLocation)}</span>
          <span className="text-muted-foreground">{t('billing.pricing.perMonth')}</span>
        </p>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {t('billing.pricing.users', { users: PLAN.usersIncluded })}
          </li>
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {t('billing.pricing.extra', { price: money(PLAN.pricePerExtraSeat) })}
          </li>
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {t('billing.pricing.trial', { days: PLAN.trialDays })}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
