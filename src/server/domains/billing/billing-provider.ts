import type { SubscriptionStatusValue } from '#shared/schemas/billing.ts';

/** A subscription as the provider reports it, in the product's terms. */
export type ProviderSubscription = {
  id: string;
  customerId: string | null;
  status: SubscriptionStatusValue;
  /** The provider's own word for the state, kept to tell "still retrying" from "gave up". */
  providerStatus: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  extraSeats: number;
  /** The business this subscription pays for, as recorded at checkout. */
  businessId: string | null;
  /** When the provider created it: a late event for an older subscription never replaces a newer one. */
  createdAt: Date | null;
};

type CheckoutInput = {
  businessId: string;
  extraSeats: number;
  customerId: string | null;
  email: string;
  /** The end of a running trial: the first charge falls then. Null charges at once. */
  trialEnd: Date | null;
};

/** One interface, two adapters: Stripe, and the embedded demo (docs/decisions/0011-billing.md). */
export interface BillingProvider {
  readonly kind: 'stripe' | 'demo';
  /** A checkout page; `sessionId` names it at the provider, so it can be expired when replaced. */
  createCheckout(input: CheckoutInput): Promise<{ url: string; sessionId: string | null }>;
  /**
   * Closes a checkout that was never paid, so it can no longer be paid, and says what it found:
   * `complete` means it was paid (its subscription may not have reached us yet).
   */
  expireCheckout(sessionId: string): Promise<'expired' | 'complete'>;
  /** The subscription a paid checkout made, or null (not paid, or the provider makes none). */
  checkoutSubscription(sessionId: string): Promise<ProviderSubscription | null>;
  /** Every subscription of this customer for this business that still charges (not canceled). */
  liveSubscriptions(customerId: string, businessId: string): Promise<ProviderSubscription[]>;
  retrieve(subscriptionId: string): Promise<ProviderSubscription>;
  // The changes take the subscription as we hold it: Stripe needs only its id, and the demo adapter,
  // whose state is our own row, never has to read the database inside the caller's transaction.
  setCancelAtPeriodEnd(known: ProviderSubscription, cancel: boolean): Promise<ProviderSubscription>;
  /** Changes the paid seats, prorated. */
  setExtraSeats(known: ProviderSubscription, extraSeats: number): Promise<ProviderSubscription>;
  /** Moves a trialing subscription's first charge to `end` (the operator extended the trial). */
  setTrialEnd(known: ProviderSubscription, end: Date): Promise<ProviderSubscription>;
  /** Ends the subscription now (the business is being deleted). */
  cancelNow(known: ProviderSubscription): Promise<ProviderSubscription>;
  /** The customer portal for the card and invoices; null where the provider has none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
}

/** Lapsed: the plan has ended, or the provider gave up retrying the payment. */
export function isLapsedState(status: SubscriptionStatusValue, providerStatus: string | null): boolean {
  if (status === 'expired' || status === 'canceled') return true;
  return (
    providerStatus === 'unpaid' || providerStatus === 'incomplete_expired' || providerStatus === 'paused'
  );
}
