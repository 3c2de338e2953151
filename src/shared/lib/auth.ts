// Messages the sign-in popup posts to its opener. No zod here: the landing page imports them.

export const AUTH_SUCCESS = 'GOOGLE_AUTH_SUCCESS';
export const AUTH_ERROR = 'GOOGLE_AUTH_ERROR';
/**
 * The same-origin channel a popup reports on when the browser cut it from its opener on the way
 * back from Google (public/auth-callback.js names it too).
 */
export const POPUP_CHANNEL = 'reviewtap-popup';
