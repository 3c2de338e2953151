import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Lock } from 'lucide-react';
import { PLAN } from '#shared/constants/plan.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { payDemoCheckout } from '#web/features/billing/api/change-subscription.ts';
import { useDemoCheckout } from '#web/features/billing/api/get-demo-checkout.ts';
import { dollars, shortDate } from '#web/features/billing/lib/plan.ts';
import { messageOf } from '#web/lib/api-client.ts';

/**
 * The embedded default's checkout (docs/decisions/0011-billing.md): it stands where Stripe's hosted
 * page would, says plainly that it is a demo, and returns to Billing as Stripe's return would.
 */
export function DemoCheckout({
  token,
  returnHref,
}: {
  token: string;
  returnHref: (outcome: 'success' | 'cancelled') => string;
}) {
  const checkout = useDemoCheckout(token);
  const pay = useMutation({ mutationFn: () => payDemoCheckout(token) });
  const onPay = () =>
    pay.mutate(undefined, { onSuccess: () => window.location.assign(returnHref('success')) });

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Badge variant="warning" className="w-fit gap-1">
            <FlaskConical aria-hidden className="size-3" />
            Demo checkout — no card is charged
          </Badge>
          <CardTitle className="pt-2 text-2xl">Subscribe to {PLAN.name}</CardTitle>
          <CardDescription>
            This server runs without Stripe, so this page stands in for the real checkout.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {checkout.isPending ? (
            <Spinner label="Loading checkout…" />
          ) : checkout.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {messageOf(checkout.error, 'This checkout could not be loaded. Start again from Billing.')}
            </p>
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm [&_dd]:pl-4">
              <dt className="text-muted-foreground">Location</dt>
              <dd className="text-right font-medium">{checkout.data.businessName}</dd>
              <dt className="text-muted-foreground">
                {PLAN.name} plan, {PLAN.usersIncluded} users included
              </dt>
              <dd className="text-right">{dollars(PLAN.pricePerLocation * 100)}/mo</dd>
              <dt className="text-muted-foreground">Extra seats × {checkout.data.extraSeats}</dt>
              <dd className="text-right">
                {dollars(PLAN.pricePerExtraSeat * 100 * checkout.data.extraSeats)}/mo
              </dd>
              <dt className="border-t pt-2 font-semibold">Monthly total</dt>
              <dd className="border-t pt-2 text-right text-lg font-bold" data-testid="checkout-total">
                {dollars(checkout.data.monthlyTotalCents)}
              </dd>
              <dt className="text-muted-foreground">First charge</dt>
              <dd className="text-right">{shortDate(checkout.data.firstChargeAt)}</dd>
            </dl>
          )}
          {pay.isError && (
            <p role="alert" className="text-sm text-destructive">
              {messageOf(pay.error, 'Payment failed. Please try again.')}
            </p>
          )}
        </CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button className="w-full sm:w-auto" onClick={onPay} disabled={!checkout.data || pay.isPending}>
            <Lock aria-hidden className="size-4" />
            {pay.isPending
              ? 'Paying…'
              : checkout.data
                ? `Pay ${dollars(checkout.data.monthlyTotalCents)}`
                : 'Pay'}
          </Button>
          <Button className="w-full sm:w-auto" variant="ghost" asChild>
            <a href={returnHref('cancelled')}>Cancel</a>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
