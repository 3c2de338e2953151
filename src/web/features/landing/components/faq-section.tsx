import { ChevronDown } from 'lucide-react';
import { faqs } from '#web/features/landing/faqs.ts';
import { SECTION_IDS } from '#web/features/landing/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { SectionHeading } from './section-heading';

await loadMessages('landing');

export function FaqSection() {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <section id={SECTION_IDS.faq} aria-labelledby="faq-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
        <div className="flex flex-col gap-3">
          {faqs(i18n).map(({ q, a }) => (
            // Native disclosure: keyboard and screen readers work without any script.
            <details key={q} className="group rounded-xl border bg-card text-card-foreground shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                <span>{q}</span>
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-muted-foreground">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
