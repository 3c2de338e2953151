// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Today } from '#shared/schemas/analytics.ts';
import { renderScreen } from '#web/test/render.tsx';
import { TodayPanel } from './today-panel';

const links = {
  reviews: '/dashboard?section=reviews',
  feedback: '/dashboard?section=reviews&kind=feedback',
  connect: '/dashboard?section=google',
};
const today = (minutesOld: number, over: Partial<Today> = {}): Today => ({
  day: '2030-03-15',
  timeZone: 'Europe/Berlin',
  asOf: new Date(Date.now() - minutesOld * 60_000).toISOString(),
  scans: 12,
  ratings: 8,
  sentToGoogle: 6,
  feedback: 1,
  unresolvedFeedback: 3,
  unrepliedReviews: 2,
  mine: { scans: 4, ratings: 3 },
  ...over,
});
const panel = (props: Partial<Parameters<typeof TodayPanel>[0]>) =>
  renderScreen(
    <TodayPanel
      today={today(0)}
      failed={false}
      refreshing={false}
      offline={false}
      onRetry={() => undefined}
      links={links}
      canConnectGoogle
      {...props}
    />,
  );

it('shows today’s four figures, what waits with links to it, and the person’s own share', () => {
  panel({});
  for (const [label, value] of [
    ['Scans', '12'],
    ['Ratings', '8'],
    ['Sent to Google', '6'],
    ['Private feedback', '1'],
  ] as const)
    expect(screen.getByText(label).nextElementSibling?.textContent).toBe(value);
  expect(screen.getByRole('link', { name: '2 Google reviews to answer' }).getAttribute('href')).toBe(
    links.reviews,
  );
  expect(screen.getByRole('link', { name: '3 private feedback to look at' }).getAttribute('href')).toBe(
    links.feedback,
  );
  expect(screen.getByText('Yours today: 4 scans, 3 ratings')).toBeTruthy();
  // Fresh figures need no time beside them.
  expect(screen.getByRole('status').textContent).toBe('');
});

it('says how old kept figures are: while they refresh, when they could not, and offline', () => {
  const first = panel({ today: today(30), refreshing: true });
  expect(screen.getByRole('status').textContent).toMatch(/^As of .+ · refreshing…$/);
  first.unmount();
  const second = panel({ today: today(30) });
  expect(screen.getByRole('status').textContent).toMatch(/^As of /);
  second.unmount();
  panel({ today: today(300), offline: true });
  expect(screen.getByRole('status').textContent).toMatch(/^Offline · as of /);
});

it('offers the connection to the owner only; a member sees the reviews once it is made', () => {
  const owner = panel({ today: today(0, { unrepliedReviews: null }) });
  expect(
    screen.getByRole('link', { name: 'Connect Google to answer your reviews here' }).getAttribute('href'),
  ).toBe(links.connect);
  owner.unmount();
  panel({ today: today(0, { unrepliedReviews: null }), canConnectGoogle: false });
  expect(screen.queryByText(/Connect Google/)).toBeNull();
  expect(screen.getByRole('link', { name: '3 private feedback to look at' })).toBeTruthy();
});

it('holds the figures’ places while they load, and offers a retry when they fail', async () => {
  const loading = panel({ today: undefined });
  for (const label of ['Scans', 'Ratings', 'Sent to Google', 'Private feedback'])
    expect(screen.getByText(label).nextElementSibling?.querySelector('[aria-hidden]')).not.toBeNull();
  loading.unmount();
  let retried = 0;
  const { user } = panel({ today: undefined, failed: true, onRetry: () => retried++ });
  expect(screen.getByRole('alert').textContent).toContain('Today’s figures could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(retried).toBe(1);
});

// A member saw "37 Google reviews to answer" though only the owner may reply.
it('lists nothing as waiting for a member, who may not answer', () => {
  panel({
    today: today(0, { unresolvedFeedback: null, unrepliedReviews: null }),
    canConnectGoogle: false,
  });
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.queryByRole('link', { name: /to answer|to look at/ })).toBeNull();
  expect(screen.getByText('Yours today: 4 scans, 3 ratings')).toBeTruthy();
});
