// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Analytics } from '#shared/schemas/analytics.ts';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { TeamCard } from './team-card';

const figures = (scans: number) => ({
  scans,
  ratings: 0,
  conversions: 0,
  conversionRate: 0,
  feedbackCount: 0,
});
const periods = (scans: number) => ({
  thisWeek: figures(scans),
  lastWeek: figures(0),
  allTime: figures(scans),
});

const analytics = (over: Partial<Analytics>): Analytics =>
  ({
    thisWeekScans: 14,
    byStaff: [
      {
        staffRef: 'own1234',
        name: 'Olive Owner',
        role: 'owner',
        current: true,
        you: true,
        channels: [],
        ...periods(0),
      },
    ],
    teamTotals: periods(0),
    teamBoardVisible: true,
    ...over,
  }) as Analytics;

// The board showed the owner "0 scans" beside a week of 14 with no word why.
it("says how many scans came from the shop's own code and count for no one", () => {
  stubApi(() => ({ body: {} }));
  renderScreen(<TeamCard analytics={analytics({})} isOwner />);
  expect(screen.getByTestId('unattributed-scans').textContent).toBe(
    "14 scans this week came from the shop's printed code or plain link, so they count for no one on the team.",
  );
});

it('says nothing of the kind when every scan this week was someone’s', () => {
  stubApi(() => ({ body: {} }));
  renderScreen(<TeamCard analytics={analytics({ thisWeekScans: 3, teamTotals: periods(3) })} isOwner />);
  expect(screen.queryByTestId('unattributed-scans')).toBeNull();
});

// Each member's visits this week by how they came.
it("shows each person's visits this week by channel", () => {
  stubApi(() => ({ body: {} }));
  const row = {
    staffRef: 'mem1234',
    name: 'Mia Member',
    role: 'member' as const,
    current: true,
    you: false,
    channels: [
      { channel: 'qr' as const, scans: 3, conversions: 1 },
      { channel: 'sms' as const, scans: 2, conversions: 1 },
    ],
    ...periods(5),
  };
  renderScreen(<TeamCard analytics={analytics({ byStaff: [row] })} isOwner />);
  expect(screen.getByText('This week by channel: QR code 3 · SMS 2')).toBeTruthy();
});
