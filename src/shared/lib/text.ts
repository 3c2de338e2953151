/**
 * Control characters no person types: everything below U+0020 except tab, line feed and carriage
 * return (a browser sends a textarea's line breaks as CR LF), and DEL. PostgreSQL cannot store NUL
 * in text at all. One rule for every text the contract accepts.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The same value with control characters taken out of every string in it, at any depth. */
export function withoutControlCharacters<T>(value: T): T {
  if (typeof value === 'string') return value.replace(CONTROL_CHARACTERS, '') as T;
  if (Array.isArray(value)) return value.map(withoutControlCharacters) as T;
  // Records of any prototype (form and query parsers make their own); never a Buffer or a date.
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof Date)) {
    const clean: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) clean[key] = withoutControlCharacters(v);
    return clean as T;
  }
  return value;
}
