// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Growth } from '#shared/schemas/google.ts';
import { renderScreen } from '#web/test/render.tsx';
import { GrowthCard } from './growth-card';

const growth = (over: Partial<Growth>): Growth => ({
  days: Array.from({ length: 7 }, (_, i) => ({
    date: `2030-03-0${i + 1}`,
    totalReviewCount: 100,
    averageRating: 4.5,
    newReviews: 1,
    conversions: 0,
  })),
  baselinePerWeek: 3,
  sincePerWeek: null,
  followedVisit: 0,
  followedVisitByMember: [],
  startedAt: null,
  ...over,
});

const since = () => screen.getByText('Per week since').nextElementSibling?.textContent;

// Before the first scan the card said "Per week since 0" and "0 reviews followed a visit".
it('before the first scan, says nothing is counted since yet', () => {
  renderScreen(<GrowthCard growth={growth({})} averageRating={4.5} total={100} />);
  expect(since()).toBe('—');
  expect(screen.queryByText(/followed a visit/)).toBeNull();
  expect(screen.getByText(/show your code to a customer to start/)).toBeTruthy();
});

it('once scans began, shows the weeks since and the reviews that followed a visit', () => {
  renderScreen(
    <GrowthCard
      growth={growth({ startedAt: '2030-03-01', sincePerWeek: 4, followedVisit: 2 })}
      averageRating={4.5}
      total={100}
    />,
  );
  expect(since()).toBe('4');
  expect(screen.getByText(/reviews followed a visit/)).toBeTruthy();
});
