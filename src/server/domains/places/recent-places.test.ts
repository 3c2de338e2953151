import { describe, expect, it } from 'vitest';
import type { FoundPlace } from './places-provider';
import { createRecentPlaces } from './recent-places';

const place = (placeId: string): FoundPlace => ({
  placeId,
  name: placeId,
  address: '',
  types: [],
  googleReviewUrl: '',
});

describe('createRecentPlaces', () => {
  it('evicts the least recently seen place beyond maxEntries', () => {
    const recent = createRecentPlaces({ maxEntries: 2, ttlMs: 1000, now: () => 0 });
    recent.remember([place('a'), place('b')]);
    recent.remember([place('a'), place('c')]);
    expect(recent.get('a')).not.toBeNull();
    expect(recent.get('b')).toBeNull();
    expect(recent.get('c')).not.toBeNull();
  });

  it('forgets places after ttlMs', () => {
    let clock = 0;
    const recent = createRecentPlaces({ maxEntries: 10, ttlMs: 1000, now: () => clock });
    recent.remember([place('a')]);
    clock = 999;
    expect(recent.get('a')).not.toBeNull();
    clock = 1000;
    expect(recent.get('a')).toBeNull();
  });
});
