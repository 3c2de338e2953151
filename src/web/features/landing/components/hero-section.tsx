import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PLAN, SECTION_IDS } from '#web/features/landing/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { HeroIllustration } from './hero-illustration';

await loadMessages('landing');

const ASSURANCES = [
  'landing.assurance.trial',
  'landing.assurance.noCard',
  'landing.assurance.cancel',
] as const;

export function HeroSection({ onStartTrial }: { onStartTrial: () => void }) {
  const { t, rich } = useI18n();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] items-center gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-12 lg:pt-20 lg:pb-24">
        <div className="flex flex-col items-start gap-6">
          <Badge
            variant="secondary"
            className="gap-1.5 px-3 py-1 text-xs whitespace-normal min-[360px]:text-sm"
          >
            <Sparkles aria-hidden className="size-4 text-primary" />
            {t('landing.hero.badge')}
          </Badge>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {rich('landing.hero.title', {
              accent: (chunks) => (
                <span key="accent" className="text-primary">
                  {chunks}
                </span>
              ),
            })}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">{t('landing.hero.text')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" onClick={onStartTrial} className="w-full sm:w-auto">
              {t('landing.hero.start')}
              <ArrowRight aria-hidden className="rtl:rotate-180" />
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href={`#${SECTION_IDS.howItWorks}`}>{t('landing.hero.how')}</a>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {ASSURANCES.map((key) => (
              <li key={key} className="flex items-center gap-1.5">
                <Check aria-hidden className="size-4 text-success" />
                {t(key, { days: PLAN.trialDays })}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-lg">
          <HeroIllustration className="h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
