import { describe, expect, it } from 'vitest';
import { capacityPercent } from '#shared/lib/plan.ts';
import { trialDaysLeft } from './plan';

describe('plan helpers', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('counts trial days left, rounding a part day up, and 0 once ended', () => {
    expect(trialDaysLeft('2026-03-08T12:00:00Z', now)).toBe(7);
    expect(trialDaysLeft('2026-03-01T18:00:00Z', now)).toBe(1);
    expect(trialDaysLeft('2026-03-01T12:00:00Z', now)).toBe(0);
    expect(trialDaysLeft('2026-02-20T12:00:00Z', now)).toBe(0);
  });

  it('is members ÷ maximum as a whole percentage, capped at 100', () => {
    expect(capacityPercent(1, 3)).toBe(33);
    expect(capacityPercent(2, 3)).toBe(67);
    expect(capacityPercent(3, 3)).toBe(100);
    expect(capacityPercent(5, 3)).toBe(100);
  });
});
