import { describe, expect, it } from 'vitest';
import { createJoinAttempts, joinAttemptKeys, WRONG_CODE_LIMIT, WRONG_CODE_WINDOW_MS } from './join-attempts';

const MINUTE = 60 * 1000;

function clock() {
  let t = 1_000_000;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('join attempts counter', () => {
  it('allows 10 wrong codes in 15 minutes, then blocks', () => {
    expect(WRONG_CODE_LIMIT).toBe(10);
    expect(WRONG_CODE_WINDOW_MS).toBe(15 * MINUTE);
    const c = clock();
    const attempts = createJoinAttempts({ now: c.now });
    const keys = joinAttemptKeys('u1', '10.0.0.1');
    for (let i = 0; i < 9; i += 1) attempts.recordWrongCode(keys);
    expect(attempts.isBlocked(keys)).toBe(false);
    attempts.recordWrongCode(keys);
    expect(attempts.isBlocked(keys)).toBe(true);
  });

  it('blocks on either key: the same user from another IP, or another user from the same IP', () => {
    const attempts = createJoinAttempts({ now: clock().now });
    for (let i = 0; i < 10; i += 1) attempts.recordWrongCode(joinAttemptKeys('u1', '10.0.0.1'));
    expect(attempts.isBlocked(joinAttemptKeys('u1', '10.9.9.9'))).toBe(true);
    expect(attempts.isBlocked(joinAttemptKeys('u2', '10.0.0.1'))).toBe(true);
    expect(attempts.isBlocked(joinAttemptKeys('u2', '10.9.9.9'))).toBe(false);
  });

  it('forgets each wrong code 15 minutes after it was made (sliding window)', () => {
    const c = clock();
    const attempts = createJoinAttempts({ now: c.now });
    const keys = joinAttemptKeys('u1', '10.0.0.1');
    for (let i = 0; i < 5; i += 1) attempts.recordWrongCode(keys);
    c.advance(10 * MINUTE);
    for (let i = 0; i < 5; i += 1) attempts.recordWrongCode(keys);
    expect(attempts.isBlocked(keys)).toBe(true);
    c.advance(5 * MINUTE - 1);
    expect(attempts.isBlocked(keys)).toBe(true);
    c.advance(1);
    // The first five are now 15 minutes old.
    expect(attempts.isBlocked(keys)).toBe(false);
    c.advance(10 * MINUTE);
    expect(attempts.isBlocked(keys)).toBe(false);
    expect(attempts.size()).toBe(0);
  });

  it('sweeps expired keys once many IPs have been seen, so memory stays bounded', () => {
    const c = clock();
    const attempts = createJoinAttempts({ now: c.now });
    for (let i = 0; i < 10_001; i += 1) attempts.recordWrongCode([`ip:${i}`]);
    expect(attempts.size()).toBe(10_001);
    c.advance(WRONG_CODE_WINDOW_MS);
    attempts.recordWrongCode(['ip:fresh']);
    expect(attempts.size()).toBe(1);
  });
});
