import { ArrowRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { PLAN } from '#web/features/landing/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('landing');

export function FinalCtaSection({ onStartTrial }: { onStartTrial: () => void }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-16 dark:bg-primary/15 dark:text-foreground dark:ring-1 dark:ring-primary/40">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="max-w-xl text-lg text-pretty opacity-90">
          {t('landing.cta.text', { days: PLAN.trialDays })}
        </p>
        <Button
          size="lg"
          variant="secondary"
          onClick={onStartTrial}
          className="w-full focus-visible:ring-primary-foreground focus-visible:ring-offset-primary sm:w-auto dark:bg-primary dark:text-primary-foreground dark:hover:bg-primary/90 dark:focus-visible:ring-ring dark:focus-visible:ring-offset-background"
        >
          {t('landing.cta.start')}
          <ArrowRight aria-hidden className="rtl:rotate-180" />
        </Button>
      </div>
    </section>
  );
}
