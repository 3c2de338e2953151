import { describe, expect, it } from 'vitest';
import { TEAM_CODE_ALPHABET } from '#shared/lib/teams.ts';
import { generateTeamCode } from './team-code';

describe('generateTeamCode', () => {
  it('uses an alphabet without look-alikes', () => {
    expect(TEAM_CODE_ALPHABET).toHaveLength(31);
    for (const c of '0O1IL') expect(TEAM_CODE_ALPHABET).not.toContain(c);
    expect(new Set(TEAM_CODE_ALPHABET).size).toBe(TEAM_CODE_ALPHABET.length);
  });

  it('draws each of the 6 characters from the random source over the whole alphabet', () => {
    const bounds: number[] = [];
    const lowest = (max: number) => {
      bounds.push(max);
      return 0;
    };
    expect(generateTeamCode(lowest)).toBe('AAAAAA');
    expect(bounds).toEqual([31, 31, 31, 31, 31, 31]);
    expect(generateTeamCode((max) => max - 1)).toBe('999999');
    let i = 0;
    expect(generateTeamCode(() => i++)).toBe('ABCDEF');
  });

  it('by default gives well-formed, distinct codes from the secure generator', () => {
    const codes = Array.from({ length: 2000 }, () => generateTeamCode());
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    // Birthday bound over 31^6 ≈ 887 million codes: one repeat in 2,000 draws happens about once in
    // 450 runs; three or more, about once in a billion. A broken generator repeats far more.
    expect(new Set(codes).size).toBeGreaterThanOrEqual(codes.length - 2);
    // Every letter shows up among 12,000 draws; a biased or truncated source would miss some.
    expect(new Set(codes.join('')).size).toBe(31);
  });
});
