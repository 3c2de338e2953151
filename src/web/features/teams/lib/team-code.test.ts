import { describe, expect, it } from 'vitest';
import { isCompleteTeamCode, normalizeTeamCode } from './team-code';

describe('the join code field', () => {
  it('uppercases what is typed', () => {
    expect(normalizeTeamCode('ab7k')).toBe('AB7K');
  });

  it('cuts the code to 6 characters', () => {
    expect(normalizeTeamCode('abcdefgh')).toBe('ABCDEF');
  });

  it('drops the spaces and dashes a pasted code often carries, before cutting', () => {
    expect(normalizeTeamCode('  ab3-d4f ')).toBe('AB3D4F');
  });

  it('is complete only at exactly 6 characters', () => {
    expect(isCompleteTeamCode('ABCDE')).toBe(false);
    expect(isCompleteTeamCode('ABCDEF')).toBe(true);
    expect(isCompleteTeamCode('')).toBe(false);
  });
});
