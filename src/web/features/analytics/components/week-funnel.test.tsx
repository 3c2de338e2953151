// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Analytics } from '#shared/schemas/analytics.ts';
import { renderScreen } from '#web/test/render.tsx';
import { WeekFunnel } from './week-funnel';

const day = (conversions: number): Analytics['daily'][number] =>
  ({ date: '2030-03-15', scans: 3, conversions, feedback: 0 }) as Analytics['daily'][number];

// "Sent to Google 1 → New Google reviews 2" read as a funnel that grew at its end.
it('sets Google’s count of new reviews apart from the funnel, and says whose count it is', () => {
  renderScreen(<WeekFunnel daily={[day(1)]} reviews={2} />);
  expect(screen.getByText('Sent to Google')).toBeTruthy();
  expect(screen.getByText('New Google reviews')).toBeTruthy();
  expect(
    screen.getByText(
      'Google’s own count of the same 7 days: reviews from every customer, not only those who scanned.',
    ),
  ).toBeTruthy();
});

it('without a connection, invites it and explains nothing more', () => {
  renderScreen(<WeekFunnel daily={[day(1)]} reviews={null} />);
  expect(screen.getByText('Connect Google to see them')).toBeTruthy();
  expect(screen.queryByText(/Google’s own count/)).toBeNull();
});
