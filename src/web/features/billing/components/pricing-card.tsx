import { Check } from 'lucide-react';
import { PLAN } from '#shared/constants/plan.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

export function PricingCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pricing</CardTitle>
        <CardDescription>Simple, per location. Cancel anytime.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p>
          <span className="text-3xl font-extrabold">${PLAN.pricePerLocation}</span>
          <span className="text-muted-foreground">/month per location</span>
        </p>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            Includes {PLAN.usersIncluded} users (you count as one)
          </li>
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            +${PLAN.pricePerExtraSeat}/month per extra user
          </li>
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {PLAN.trialDays}-day free trial, no card required
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
