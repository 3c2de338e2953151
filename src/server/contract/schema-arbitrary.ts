import fc from 'fast-check';

/** The JSON Schema keywords our zod schemas produce in the OpenAPI document. */
export type Schema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

const stringOf = (s: Schema): fc.Arbitrary<string> => {
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1_000));
    } catch {
      // an ECMAScript feature fast-check cannot generate from: fall through to plain strings
    }
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
};

const numberOf = (s: Schema, integer: boolean): fc.Arbitrary<number> => {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** Values the schema accepts (as far as these keywords tell): the "valid" half of the fuzz. */
export function validValue(s: Schema | undefined): fc.Arbitrary<unknown> {
  if (!s) return fc.constant(undefined);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validValue));
  if (s.allOf?.length) return validValue(s.allOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(s.items), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 8),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = validValue(v);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return fc.jsonValue();
  }
}

/** Hostile input: wrong types, huge and odd strings, control characters, nesting. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    '%00',
    '\u0000',
    'a\u0000b',
    '\u0001\u0002\u001b[31m\u007f',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>x</script>',
    'x'.repeat(70_000),
  ),
  fc.integer(),
  fc.constant(null),
);

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f'];

function insertEverywhere(value: unknown, c: string): unknown {
  if (typeof value === 'string')
    return `${value.slice(0, value.length >> 1)}${c}${value.slice(value.length >> 1)}`;
  if (Array.isArray(value)) return value.map((v) => insertEverywhere(v, c));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, insertEverywhere(v, c)]));
  }
  return value;
}

/** Valid values with a control character in the middle of every string (a NUL must never be a 500). */
export const withControlCharacters = (valid: fc.Arbitrary<unknown>) =>
  fc.tuple(valid, fc.constantFrom(...CONTROL)).map(([v, c]) => insertEverywhere(v, c));
