/**
 * Names that identify something a request acts on: a business, a member, a feedback item, a mail,
 * a signed token, a team code. Every `:id` in our paths is a business.
 */
const IDENTIFIER = /^(id|token)$|(Id|Token|Code)$/;
const canonical = (key: string) => (key === 'id' ? 'businessId' : key);

function entries(source: unknown): [string, unknown][] {
  return source && typeof source === 'object' && !Array.isArray(source) ? Object.entries(source) : [];
}

/**
 * The first identifier a request gives two different values for, across its path, query and body
 * (or twice in one of them, as `?businessId=a&businessId=b`), else null. The access hook refuses
 * such a request before anything reads either value : otherwise the check could read the
 * query and the handler the body.
 */
export function conflictingIds(params: unknown, query: unknown, body: unknown): string | null {
  const seen = new Map<string, string>();
  for (const source of [params, query, body]) {
    for (const [key, raw] of entries(source)) {
      if (!IDENTIFIER.test(key)) continue;
      const name = canonical(key);
      for (const value of [raw].flat()) {
        if (value === undefined || value === null || typeof value === 'object') continue;
        const text = String(value);
        const before = seen.get(name);
        if (before !== undefined && before !== text) return name;
        seen.set(name, text);
      }
    }
  }
  return null;
}
