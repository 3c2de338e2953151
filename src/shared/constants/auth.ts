// Messages the sign-in popup posts to its opener. No zod here: the landing page imports them.

export const AUTH_SUCCESS = 'GOOGLE_AUTH_SUCCESS';
export const AUTH_ERROR = 'GOOGLE_AUTH_ERROR';
