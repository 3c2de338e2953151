import { Building2, MessageCircleHeart, QrCode } from 'lucide-react';
import { SECTION_IDS } from '#web/features/landing/plan.ts';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    Icon: Building2,
    title: 'Connect your Google Business Profile',
    text: 'Sign in, search for your business and confirm it. We link straight to your Google review page.',
  },
  {
    Icon: QrCode,
    title: 'Show the review screen on your phone',
    text: 'Open your review screen and hold up the QR code. Your customer scans it with their own camera.',
  },
  {
    Icon: MessageCircleHeart,
    title: 'Ask personally after service',
    text: 'A friendly "Would you mind leaving us a review?" at the right moment does the rest.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section id={SECTION_IDS.howItWorks} aria-labelledby="how-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How it works" title="Up and running in three steps">
          No hardware, no printing, no training. If you can show a photo, you can collect reviews.
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
                  className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border-2 border-background bg-foreground text-sm font-bold text-background"
                >
                  {i + 1}
                </span>
              </div>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="max-w-xs text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
