// Google tags almost every place with these, so showing them tells the user nothing.
const GENERIC_PLACE_TYPES: ReadonlySet<string> = new Set(['point_of_interest', 'establishment']);

export function dropGenericPlaceTypes(types: readonly string[]): string[] {
  return types.filter((type) => !GENERIC_PLACE_TYPES.has(type));
}

/** The types worth showing: generic ones dropped, at most `max`. */
export const shownPlaceTypes = (types: string[], max = 3): string[] =>
  dropGenericPlaceTypes(types).slice(0, Math.max(0, max));

/** `coffee_shop` → `Coffee Shop`: the English words of a type no catalogue names yet. */
export const placeTypeWords = (type: string): string =>
  type
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

/** `coffee_shop` → `Coffee Shop`, generic types dropped, at most `max` labels. */
export const displayPlaceTypes = (types: string[], max = 3): string[] =>
  shownPlaceTypes(types, max).map(placeTypeWords);

/** What the server and the setup screen say when the places search cannot answer. */
export const PLACES_UNAVAILABLE_MESSAGE =
  'Unable to search for businesses right now. Please try again in a moment.';
