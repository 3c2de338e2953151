// A team code's shape (docs/product-rules.md §5). No zod here: the owner app's join form takes it.

export const TEAM_CODE_LENGTH = 6;
// No look-alikes (0/O, 1/I/L), so a code read aloud or off a screen is typed right.
export const TEAM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
