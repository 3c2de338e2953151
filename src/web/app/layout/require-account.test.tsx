// @vitest-environment happy-dom
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { userSchema } from '#shared/schemas/auth.ts';
import { businessSchema, membershipsSchema } from '#shared/schemas/businesses.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { type ApiCall, stubApi } from '#web/test/render.tsx';
import { type AccountRouteHandle, RequireAccount } from './require-account';

afterEach(() => onlineManager.setOnline(true));

const user = userSchema.parse({
  id: 'u_1',
  firstName: 'Maya',
  lastName: 'Lee',
  email: 'maya@example.com',
  profileImageUrl: null,
  locale: 'en',
  localeSaved: false,
});
const business = businessSchema.parse({
  id: 'b_1',
  name: 'Golden Crust Bakery',
  address: '1 Main St',
  placeId: 'p_1',
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=p_1',
  reviewFilterEnabled: false,
  customerLanguage: 'auto',
  maxTeamSize: 3,
  trialEndsAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  feedbackRetention: '1y',
  placeClaimedAt: null,
  placeVerifiedAt: null,
  timeZone: 'Europe/London',
});

type Account = 'visitor' | 'no business' | 'owner' | 'failed read';

/** The account endpoints as the server answers them for each kind of user. */
function answers(account: Account, hold?: Promise<void>) {
  return async ({ path }: ApiCall) => {
    await hold;
    if (path === '/api/auth/user') return account === 'visitor' ? { status: 401 } : { body: user };
    if (path === '/api/teams/my-memberships') return { body: membershipsSchema.parse([]) };
    if (path === '/api/businesses/my-business') {
      if (account === 'failed read') return { status: 500, body: { message: 'Database unavailable' } };
      return account === 'owner' ? { body: business } : { status: 404 };
    }
    if (path === '/api/businesses/mine') return { body: [business] };
    return { status: 404 };
  };
}

/** A screen that keeps a counter, so a test can tell whether it stayed mounted. */
function Screen({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {name} {clicks}
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const routes = [
    { path: '/', element: <Where /> },
    { path: '/setup', element: <Where /> },
    {
      Component: RequireAccount,
      children: [
        { path: '/join', element: <Screen name="Join" /> },
        {
          path: '/dashboard',
          handle: { loading: 'dashboard.loadingDashboard', needsBusiness: true, worksOffline: true },
          element: <Screen name="Dashboard" />,
        },
        { path: '/mail-outbox', handle: { loading: 'dashboard.loadingQr' }, element: <Screen name="Mail" /> },
      ] satisfies (RouteObject & { handle?: AccountRouteHandle })[],
    },
  ];
  const client = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client };
}

it('shows the route’s loading text until the account is in, then the screen', async () => {
  let release = () => {};
  stubApi(answers('owner', new Promise<void>((r) => (release = r))));
  renderAt('/dashboard');
  expect(screen.getByRole('status').textContent).toContain('Loading dashboard...');
  expect(screen.queryByRole('button')).toBeNull();
  await act(async () => release());
  expect(await screen.findByRole('button', { name: 'Dashboard 0' })).toBeTruthy();
});

it('sends a visitor to the landing page', async () => {
  stubApi(answers('visitor'));
  renderAt('/mail-outbox');
  expect((await screen.findByTestId('where')).textContent).toBe('/');
});

it('sends a user with no business to setup from a screen that needs one, and not from one that does not', async () => {
  stubApi(answers('no business'));
  renderAt('/dashboard');
  expect((await screen.findByTestId('where')).textContent).toBe('/setup');

  stubApi(answers('no business'));
  renderAt('/join');
  expect(await screen.findByRole('button', { name: 'Join 0' })).toBeTruthy();
});

it('never sends an owner to setup because the business could not be read', async () => {
  stubApi(answers('failed read'));
  renderAt('/dashboard');
  expect(await screen.findByRole('button', { name: 'Dashboard 0' })).toBeTruthy();
  expect(screen.queryByTestId('where')).toBeNull();
});

it('keeps a screen mounted, with its state, when the account reloads part of itself', async () => {
  stubApi(answers('no business'));
  const { client } = renderAt('/join');
  const join = await screen.findByRole('button', { name: 'Join 0' });
  await act(async () => join.click());
  // The user became an owner (as after registering): the locations list is a new, pending query.
  let release = () => {};
  const calls = stubApi(answers('owner', new Promise<void>((r) => (release = r))));
  await act(async () => client.setQueryData(['businesses', 'my-business'], business));
  await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/businesses/mine'));
  expect(client.getQueryState(['businesses', 'mine'])?.status).toBe('pending');
  expect(screen.getByRole('button', { name: 'Join 1' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  await act(async () => release());
  await waitFor(() => expect(client.getQueryState(['businesses', 'mine'])?.status).toBe('success'));
  expect(screen.getByRole('button', { name: 'Join 1' })).toBeTruthy();
});

it('offline, a screen that works from the kept copy decides for itself; any other screen waits', async () => {
  onlineManager.setOnline(false);
  stubApi(answers('owner'));
  renderAt('/dashboard');
  expect(await screen.findByRole('button', { name: 'Dashboard 0' })).toBeTruthy();

  renderAt('/mail-outbox');
  expect(screen.getByRole('status').textContent).toContain('Loading QR code…');
});
