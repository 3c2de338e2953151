// Google tags almost every place with these, so showing them tells the user nothing.
const GENERIC_PLACE_TYPES: ReadonlySet<string> = new Set(['point_of_interest', 'establishment']);

export function dropGenericPlaceTypes(types: readonly string[]): string[] {
  return types.filter((type) => !GENERIC_PLACE_TYPES.has(type));
}

/** `coffee_shop` → `Coffee Shop`, generic types dropped, at most `max` labels. */
export function displayPlaceTypes(types: string[], max = 3): string[] {
  return dropGenericPlaceTypes(types)
    .slice(0, Math.max(0, max))
    .map((type) =>
      type
        .split('_')
        .filter((word) => word.length > 0)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
        .join(' '),
    );
}

/** What the server and the setup screen say when the places search cannot answer. */
export const PLACES_UNAVAILABLE_MESSAGE =
  'Unable to search for businesses right now. Please try again in a moment.';
