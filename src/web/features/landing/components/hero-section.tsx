import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PLAN, SECTION_IDS } from '#web/features/landing/plan.ts';
import { HeroIllustration } from './hero-illustration';

const ASSURANCES = [`${PLAN.trialDays}-day free trial`, 'No card required', 'Cancel anytime'];

export function HeroSection({ onStartTrial }: { onStartTrial: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] items-center gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-12 lg:pt-20 lg:pb-24">
        <div className="flex flex-col items-start gap-6">
          <Badge
            variant="secondary"
            className="gap-1.5 px-3 py-1 text-xs whitespace-normal min-[360px]:text-sm"
          >
            <Sparkles aria-hidden className="size-4 text-primary" />
            Get reviews while they're fresh
          </Badge>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Get more Google reviews using <span className="text-primary">just your phone</span>
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Right after great service, show your customer a QR code on your phone. They scan it, tap the stars
            and land on your Google review page, while the visit is still fresh. No printed signs, no
            follow-up e-mails.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" onClick={onStartTrial} className="w-full sm:w-auto">
              Start Free Trial
              <ArrowRight aria-hidden />
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href={`#${SECTION_IDS.howItWorks}`}>See how it works</a>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {ASSURANCES.map((text) => (
              <li key={text} className="flex items-center gap-1.5">
                <Check aria-hidden className="size-4 text-success" />
                {text}
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
