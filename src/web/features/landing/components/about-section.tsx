import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { SECTION_IDS } from '#web/features/landing/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { SectionHeading } from './section-heading';

await loadMessages('landing');

/**
 * Who is behind the product and how to reach them, a page of its own rather than
 * the legal pages. `contact` is the operator's LEGAL_CONTACT and name, as the app renders them.
 */
export function AboutSection({ contact }: { contact: ReactNode }) {
  const { t } = useI18n();
  const product = { product: PRODUCT_NAME };
  return (
    <section id={SECTION_IDS.about} aria-labelledby="about-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 sm:px-6">
        <SectionHeading
          id="about-title"
          eyebrow={t('landing.about.eyebrow')}
          title={t('landing.about.title', product)}
        />
        <p className="text-muted-foreground">{t('landing.about.text', product)}</p>
        <p id={SECTION_IDS.contact} className="scroll-mt-20 text-muted-foreground">
          <span className="font-semibold text-foreground">{t('landing.about.contact')} </span>
          {contact}
        </p>
      </div>
    </section>
  );
}
