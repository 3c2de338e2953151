import { TEAM_CODE_LENGTH } from '#shared/lib/teams.ts';

/**
 * What the code field keeps of what was typed or pasted: capitals, no spaces or dashes (a code
 * pasted from a message often carries them), at most 6 characters.
 */
export function normalizeTeamCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, TEAM_CODE_LENGTH);
}

export const isCompleteTeamCode = (code: string) => code.length === TEAM_CODE_LENGTH;
