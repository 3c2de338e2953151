// Messages the sign-in popup posts to its opener. No zod here: the landing page imports them.

export const AUTH_SUCCESS = 'GOOGLE_AUTH_SUCCESS';
export const AUTH_ERROR = 'GOOGLE_AUTH_ERROR';
/** What the Business Profile connect popup posts to the dashboard (issue 28). */
export const GOOGLE_CONNECT_SUCCESS = 'GOOGLE_CONNECT_SUCCESS';
export const GOOGLE_CONNECT_ERROR = 'GOOGLE_CONNECT_ERROR';
