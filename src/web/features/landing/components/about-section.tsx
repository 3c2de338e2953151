import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { SECTION_IDS } from '#web/features/landing/plan.ts';
import { SectionHeading } from './section-heading';

/**
 * Who is behind the product and how to reach them (issue 33: the footer's About and Contact led
 * into the legal pages). `contact` is the operator's LEGAL_CONTACT and name, as the app renders them.
 */
export function AboutSection({ contact }: { contact: ReactNode }) {
  return (
    <section id={SECTION_IDS.about} aria-labelledby="about-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 sm:px-6">
        <SectionHeading id="about-title" eyebrow="About" title={`About ${PRODUCT_NAME}`} />
        <p className="text-muted-foreground">
          {PRODUCT_NAME} helps local businesses collect more Google reviews in the moment a customer is
          happiest: a QR code on the owner's phone, a one-tap rating, and the customer lands straight on the
          Google review form. We store as little as we can, keep customers' private feedback private, and
          never sell data.
        </p>
        <p id={SECTION_IDS.contact} className="scroll-mt-20 text-muted-foreground">
          <span className="font-semibold text-foreground">Contact: </span>
          {contact}
        </p>
      </div>
    </section>
  );
}
