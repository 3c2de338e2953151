import { MapPin, Smartphone, TrendingUp, UserRoundCheck } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { SECTION_IDS } from '#web/features/landing/plan.ts';
import { SectionHeading } from './section-heading';

const BENEFITS = [
  {
    Icon: UserRoundCheck,
    title: 'Phone-to-phone personal touch',
    text: 'Ask face to face, right after a great visit. A personal request from you gets a yes far more often than a sign on the wall or an e-mail days later.',
  },
  {
    Icon: MapPin,
    title: 'Local visibility on Maps and Search',
    text: 'Fresh, steady reviews help your business show up when nearby customers search on Google Maps and Google Search.',
  },
  {
    Icon: Smartphone,
    title: 'Phone screen display',
    text: 'A clean, bright review screen with your QR code, ready in one tap on the phone already in your pocket.',
  },
] as const;

export function BenefitsSection() {
  return (
    <section
      id={SECTION_IDS.benefits}
      aria-labelledby="benefits-title"
      className="scroll-mt-20 border-y bg-muted/40 py-16 sm:py-24"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="benefits-title"
          eyebrow="Why it works"
          title="Reviews come from people, not posters"
        >
          The best moment to ask for a review is while the customer is still smiling in front of you.
        </SectionHeading>
        <ul className="grid gap-5 md:grid-cols-3">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader className="gap-3">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-8 text-center text-primary-foreground sm:flex-row sm:gap-6 sm:px-10 sm:text-left dark:bg-primary/15 dark:text-foreground dark:ring-1 dark:ring-primary/40">
          <TrendingUp aria-hidden className="size-10 shrink-0 dark:text-primary" />
          <p className="text-lg text-pretty">
            <strong className="text-2xl font-extrabold sm:text-3xl">About 3x more Google reviews.</strong>{' '}
            That's what asking in person, phone to phone, can do compared with printed signs and follow-up
            e-mails.
          </p>
        </div>
      </div>
    </section>
  );
}
