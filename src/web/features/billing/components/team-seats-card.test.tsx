// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { subscriptionSchema } from '#shared/schemas/billing.ts';
import { TeamCapacityCard } from '#web/features/teams/components/team-capacity-card.tsx';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { TeamSeatsCard } from './team-seats-card';

const subscription = (over: Partial<Record<string, unknown>> = {}) =>
  subscriptionSchema.parse({
    status: 'active',
    trialEndsAt: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-24T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    extraSeats: 0,
    maxTeamSize: 3,
    teamCount: 3,
    monthlyTotalCents: 1900,
    provider: 'demo',
    subscribed: true,
    lapsed: false,
    portalAvailable: false,
    ...over,
  });

it('shows the new monthly total before a seat is confirmed, and confirms it', async () => {
  const calls = stubApi(() => ({
    body: subscription({ extraSeats: 1, maxTeamSize: 4, monthlyTotalCents: 2200 }),
  }));
  const { user } = renderScreen(
    <TeamSeatsCard businessId="b_1" subscription={subscription()} CapacityCard={TeamCapacityCard} />,
  );
  expect(screen.getByText('of 3 max members')).toBeTruthy();
  expect(screen.getByText('Team Full')).toBeTruthy();
  // A full team of 3 needs no paid seat, so none can be taken away.
  expect(screen.getByRole('button', { name: 'One seat fewer' })).toHaveProperty('disabled', true);
  await user.click(screen.getByRole('button', { name: 'One seat more' }));
  expect(screen.getByTestId('new-total').textContent).toBe('$22');
  await user.click(screen.getByRole('button', { name: 'Confirm seats' }));
  expect(await screen.findByText('Your team can now have 4 members.')).toBeTruthy();
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/subscription/seats',
      body: { businessId: 'b_1', extraSeats: 1 },
    }),
  );
});

it('Undo puts the seats back without asking the server', async () => {
  const calls = stubApi(() => ({ status: 500 }));
  const { user } = renderScreen(
    <TeamSeatsCard businessId="b_1" subscription={subscription()} CapacityCard={TeamCapacityCard} />,
  );
  await user.click(screen.getByRole('button', { name: 'One seat more' }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.queryByTestId('new-total')).toBeNull();
  expect(calls).toEqual([]);
});

it('a lapsed plan cannot grow the team', async () => {
  stubApi(() => ({ status: 500 }));
  const { user } = renderScreen(
    <TeamSeatsCard
      businessId="b_1"
      CapacityCard={TeamCapacityCard}
      subscription={subscription({ status: 'expired', lapsed: true, subscribed: false })}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'One seat more' }));
  expect(screen.getByRole('button', { name: 'Confirm seats' })).toHaveProperty('disabled', true);
});
