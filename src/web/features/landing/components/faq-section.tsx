import { ChevronDown } from 'lucide-react';
import { PLAN, SECTION_IDS } from '../plan';
import { SectionHeading } from './section-heading';

const FAQS = [
  {
    q: 'I have more than one location. Can I use it for all of them?',
    a: `Yes. Each location is its own plan at $${PLAN.pricePerLocation}/month, with its own Google review link, QR code and team, so every location collects reviews on its own Google profile.`,
  },
  {
    q: 'Why is a phone better than a printed sign or table card?',
    a: 'A sign is easy to ignore. When you show your phone and ask in person right after service, the request is personal and the moment is right, so far more customers follow through. It never fades, gets lost or needs reprinting.',
  },
  {
    q: 'Do I need any special equipment?',
    a: 'No. The phone you already carry is all you need. Your customers scan the code with their own phone camera; there is nothing for them to install.',
  },
  {
    q: 'How quickly can I get started?',
    a: 'In about 2 minutes. Sign in, find your business, confirm it, and your review screen is ready to show.',
  },
  {
    q: 'Can my whole team use it?',
    a: `Yes. Invite your staff with a 6-character business code so everyone can show the review screen on their own phone. ${PLAN.usersIncluded} users are included; each extra user is $${PLAN.pricePerExtraSeat}/month.`,
  },
] as const;

export function FaqSection() {
  return (
    <section id={SECTION_IDS.faq} aria-labelledby="faq-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="flex flex-col gap-3">
          {FAQS.map(({ q, a }) => (
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
