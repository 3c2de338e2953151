// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { subscriptionSchema } from '#shared/schemas/billing.ts';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { PlanCard } from './plan-card';

const subscription = (over: Partial<Record<string, unknown>> = {}) =>
  subscriptionSchema.parse({
    status: 'active',
    trialEndsAt: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-24T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    extraSeats: 0,
    maxTeamSize: 3,
    teamCount: 1,
    monthlyTotalCents: 1900,
    provider: 'demo',
    subscribed: true,
    lapsed: false,
    portalAvailable: false,
    ...over,
  });

// The safe choice and the destructive one no longer share the word "Cancel".
it('asks before cancelling with "Keep my plan" and "Cancel subscription"', async () => {
  stubApi(() => ({ body: subscription({ cancelAtPeriodEnd: true }) }));
  const { user } = renderScreen(<PlanCard businessId="b_1" subscription={subscription()} />);
  expect(screen.getByText(/Cancel anytime\./)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain('Keep my plan');
  const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent?.trim());
  expect(buttons).toEqual(['Keep my plan', 'Cancel subscription']);
});

it('after cancelling, says when the plan ends instead of "Cancel anytime"', () => {
  stubApi(() => ({ body: {} }));
  renderScreen(<PlanCard businessId="b_1" subscription={subscription({ cancelAtPeriodEnd: true })} />);
  expect(screen.queryByText(/Cancel anytime/)).toBeNull();
  expect(document.body.textContent).toMatch(/Cancelled: it ends on Dec 24, 2026\./);
});
