import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Lock } from 'lucide-react';
import { PLAN } from '#shared/lib/plan.ts';
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
import { shortDate } from '#web/features/billing/lib/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';

await loadMessages('billing');

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
  const { t, money } = useI18n();
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
            {t('billing.checkout.badge')}
          </Badge>
          <CardTitle className="pt-2 text-2xl">{t('billing.checkout.title', { plan: PLAN.name })}</CardTitle>
          <CardDescription>{t('billing.checkout.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {checkout.isPending ? (
            <Spinner label={t('billing.checkout.loading')} />
          ) : checkout.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {messageOf(checkout.error, t('billing.checkout.loadError'))}
            </p>
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm [&_dd]:ps-4">
              <dt className="text-muted-foreground">{t('billing.checkout.location')}</dt>
              <dd className="text-end font-medium">{checkout.data.businessName}</dd>
              <dt className="text-muted-foreground">
                {t('billing.checkout.plan', { plan: PLAN.name, users: PLAN.usersIncluded })}
              </dt>
              <dd className="text-end">
                {t('billing.checkout.perMonth', { price: money(PLAN.pricePerLocation) })}
              </dd>
              <dt className="text-muted-foreground">
                {t('billing.checkout.extraSeats', { count: checkout.data.extraSeats })}
              </dt>
              <dd className="text-end">
                {t('billing.checkout.perMonth', {
                  price: money(PLAN.pricePerExtraSeat * checkout.data.extraSeats),
                })}
              </dd>
              <dt className="border-t pt-2 font-semibold">{t('billing.checkout.total')}</dt>
              <dd className="border-t pt-2 text-end text-lg font-bold" data-testid="checkout-total">
                {money(checkout.data.monthlyTotalCents / 100)}
              </dd>
              <dt className="text-muted-foreground">{t('billing.checkout.firstCharge')}</dt>
              <dd className="text-end">{shortDate(checkout.data.firstChargeAt)}</dd>
            </dl>
          )}
          {pay.isError && (
            <p role="alert" className="text-sm text-destructive">
              {messageOf(pay.error, t('billing.checkout.payFailed'))}
            </p>
          )}
        </CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button className="w-full sm:w-auto" onClick={onPay} disabled={!checkout.data || pay.isPending}>
            <Lock aria-hidden className="size-4" />
            {pay.isPending
              ? t('billing.checkout.paying')
              : checkout.data
                ? t('billing.checkout.payAmount', { amount: money(checkout.data.monthlyTotalCents / 100) })
                : t('billing.checkout.pay')}
          </Button>
          <Button className="w-full sm:w-auto" variant="ghost" asChild>
            <a href={returnHref('cancelled')}>{t('billing.checkout.cancel')}</a>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
