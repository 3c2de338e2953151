import { Check } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PLAN, PLAN_FEATURES, SECTION_IDS } from '#web/features/landing/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { SectionHeading } from './section-heading';

await loadMessages('landing');

export function PricingSection({ onStartTrial }: { onStartTrial: () => void }) {
  const { t, money } = useI18n();
  return (
    <section
      id={SECTION_IDS.pricing}
      aria-labelledby="pricing-title"
      className="scroll-mt-20 border-y bg-muted/40 py-16 sm:py-24"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('landing.pricing.eyebrow')}
          title={t('landing.pricing.title')}
        >
          {t('landing.pricing.intro')}
        </SectionHeading>
        <div className="relative mx-auto w-full max-w-md rounded-2xl border-2 border-primary bg-card p-6 text-card-foreground shadow-lg sm:p-8">
          <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-sm shadow-sm">
            {t('landing.pricing.popular')}
          </Badge>
          <h3 className="text-center text-lg font-semibold">{PLAN.name}</h3>
          <p className="mt-3 flex flex-wrap items-baseline justify-center gap-x-1">
            <span className="text-5xl font-extrabold tracking-tight">{money(PLAN.pricePerLocation)}</span>
            <span className="text-muted-foreground">{t('landing.pricing.perMonth')}</span>
          </p>
          <p className="mt-2 text-center text-sm text-muted-foreground">
            {t('landing.pricing.users', { users: PLAN.usersIncluded, extra: money(PLAN.pricePerExtraSeat) })}
          </p>
          <ul className="mt-6 flex flex-col gap-3" aria-label={t('landing.pricing.included')}>
            {PLAN_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-3">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                {t(feature)}
              </li>
            ))}
          </ul>
          <Button size="lg" className="mt-8 w-full" onClick={onStartTrial}>
            {t('landing.hero.start')}
          </Button>
          <p className="mt-3 text-center text-sm text-muted-foreground">
            {t('landing.pricing.trial', { days: PLAN.trialDays })}
          </p>
        </div>
      </div>
    </section>
  );
}
