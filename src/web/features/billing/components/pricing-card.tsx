import { Check } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { INCLUDED_USERS, PRICE_PER_EXTRA_USER, PRICE_PER_LOCATION } from '../lib/plan';

export function PricingCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pricing</CardTitle>
        <CardDescription>Simple, per location. Cancel anytime.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p>
          <span className="text-3xl font-extrabold">${PRICE_PER_LOCATION}</span>
          <span className="text-muted-foreground">/month per location</span>
        </p>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            Includes {INCLUDED_USERS} users (you count as one)
          </li>
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            +${PRICE_PER_EXTRA_USER}/month per extra user
          </li>
          <li className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            Unlimited QR displays and review pages
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
