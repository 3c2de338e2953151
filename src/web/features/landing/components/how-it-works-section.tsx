import { Building2, MessageCircleHeart, QrCode } from 'lucide-react';
import { SECTION_IDS } from '#web/features/landing/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { SectionHeading } from './section-heading';

await loadMessages('landing');

const STEPS = [
  {
    Icon: Building2,
    title: 'landing.how.connect.title',
    text: 'landing.how.connect.text',
  },
  {
    Icon: QrCode,
    title: 'landing.how.show.title',
    text: 'landing.how.show.text',
  },
  {
    Icon: MessageCircleHeart,
    title: 'landing.how.ask.title',
    text: 'landing.how.ask.text',
  },
] as const;

export function HowItWorksSection() {
  const { t } = useI18n();
  return (
    <section id={SECTION_IDS.howItWorks} aria-labelledby="how-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow={t('landing.how.eyebrow')} title={t('landing.how.title')}>
          {t('landing.how.intro')}
        </SectionHeading>
        <ol className="grid gap-8 md:grid-cols-3 md:gap-6">
          {STEPS.map(({ Icon, title, text }, i) => (
            <li key={title} className="relative flex flex-col items-center gap-4 text-center">
              <div className="relative">
                <span className="flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm">
                  <Icon aria-hidden className="size-8" />
                </span>
                <span
                  aria-hidden
                  className="absolute -top-2 -end-2 flex size-7 items-center justify-center rounded-full border-2 border-background bg-foreground text-sm font-bold text-background"
                >
                  {i + 1}
                </span>
              </div>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">{t('landing.how.step', { n: i + 1 })} </span>
                {t(title)}
              </h3>
              <p className="max-w-xs text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
