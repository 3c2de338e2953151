import { randomInt } from 'node:crypto';
import { TEAM_CODE_ALPHABET, TEAM_CODE_LENGTH } from '#shared/lib/teams.ts';

export type RandomInt = (max: number) => number;

/**
 * A fresh invitation code: 6 characters from a 31-letter alphabet, about 887 million codes.
 * `crypto.randomInt` draws without modulo bias, so no code is likelier than another.
 */
export function generateTeamCode(random: RandomInt = randomInt): string {
  let code = '';
  for (let i = 0; i < TEAM_CODE_LENGTH; i += 1) code += TEAM_CODE_ALPHABET[random(TEAM_CODE_ALPHABET.length)];
  return code;
}
