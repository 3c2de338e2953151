import { MapPin, Smartphone, TrendingUp, UserRoundCheck } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { SECTION_IDS } from '#web/features/landing/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { SectionHeading } from './section-heading';

await loadMessages('landing');

const BENEFITS = [
  {
    Icon: UserRoundCheck,
    title: 'landing.benefit.personal.title',
    text: 'landing.benefit.personal.text',
  },
  {
    Icon: MapPin,
    title: 'landing.benefit.local.title',
    text: 'landing.benefit.local.text',
  },
  {
    Icon: Smartphone,
    title: 'landing.benefit.screen.title',
    text: 'landing.benefit.screen.text',
  },
] as const;

export function BenefitsSection() {
  const { t, rich } = useI18n();
  return (
    <section
      id={SECTION_IDS.benefits}
      aria-labelledby="benefits-title"
      className="scroll-mt-20 border-y bg-muted/40 py-16 sm:py-24"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="benefits-title"
          eyebrow={t('landing.benefits.eyebrow')}
          title={t('landing.benefits.title')}
        >
          {t('landing.benefits.intro')}
        </SectionHeading>
        <ul className="grid gap-5 md:grid-cols-3">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader className="gap-3">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <CardTitle>{t(title)}</CardTitle>
                  <CardDescription className="text-base">{t(text)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-8 text-center text-primary-foreground sm:flex-row sm:gap-6 sm:px-10 sm:text-start dark:bg-primary/15 dark:text-foreground dark:ring-1 dark:ring-primary/40">
          <TrendingUp aria-hidden className="size-10 shrink-0 dark:text-primary" />
          <p className="text-lg text-pretty">
            {rich('landing.benefits.claim', {
              strong: (chunks) => (
                <strong key="claim" className="text-2xl font-extrabold sm:text-3xl">
                  {chunks}
                </strong>
              ),
            })}
          </p>
        </div>
      </div>
    </section>
  );
}
