/**
 * The location an owner with several chose. The dashboard keeps it in the URL
 * (`?business=ID`), so a link or a reload shows the same location; the device remembers the last
 * choice, so the QR screens and pages reached by links without it follow the same location.
 * See docs/decisions/0019-more-locations.md.
 */
const KEY = 'reviewtap-location';

export function chosenLocation(search: URLSearchParams): string | null {
  const fromUrl = search.get('business');
  if (fromUrl) return fromUrl;
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberLocation(businessId: string) {
  try {
    localStorage.setItem(KEY, businessId);
  } catch {
    // Private mode or full storage: the URL still carries the choice.
  }
}

export function forgetLocation() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
