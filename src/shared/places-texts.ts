// No zod here: the owner app's places search shows it.

/** What the server and the setup screen say when the places search cannot answer. */
export const PLACES_UNAVAILABLE_MESSAGE =
  'Unable to search for businesses right now. Please try again in a moment.';
