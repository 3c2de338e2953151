/**
 * Parses a value with a JSON Schema generated from a zod schema (z.toJSONSchema), the way zod
 * would: wrong types throw, unknown object keys are dropped. Only the keywords z.toJSONSchema
 * writes for plain data are understood: type, const, enum, oneOf/anyOf, properties, required and
 * additionalProperties. It exists so the customer pages can check their data with the server's
 * schema for a few hundred bytes instead of zod's 15 KB (docs/decisions/0013-published-api.md).
 */
export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
};

const typeOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

export function parseWithJsonSchema(schema: JsonSchema, value: unknown, at = '$'): unknown {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    for (const option of alternatives) {
      try {
        return parseWithJsonSchema(option, value, at);
      } catch {
        // try the next alternative
      }
    }
    throw new TypeError(`${at} matches none of its alternatives`);
  }
  const fail = (what: string) => {
    throw new TypeError(`${at} ${what}`);
  };
  if (schema.type && ![schema.type].flat().includes(typeOf(value))) fail(`is not ${schema.type}`);
  if ('const' in schema && value !== schema.const) fail(`is not ${String(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value)) fail('is not one of the allowed values');
  if (typeOf(value) !== 'object') return value;
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of schema.required ?? []) if (!(key in input)) fail(`misses ${key}`);
  for (const [key, v] of Object.entries(input)) {
    const known = schema.properties?.[key];
    const extra = schema.additionalProperties;
    if (known) out[key] = parseWithJsonSchema(known, v, `${at}.${key}`);
    else if (extra && typeof extra === 'object') out[key] = parseWithJsonSchema(extra, v, `${at}.${key}`);
  }
  return out;
}
