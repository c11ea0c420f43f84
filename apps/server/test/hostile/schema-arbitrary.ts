import fc from 'fast-check';
import { hostileValue } from './hostile-values.ts';

/** The JSON Schema subset the OpenAPI document holds (zod's output for our contracts). */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
};

/** Ids of the demo data are small: a well-formed id names a record that exists more often than not. */
const plausibleInteger = (schema: JsonSchema) => {
  const min = Math.max(schema.minimum ?? -1_000, -2_147_483_648);
  const max = Math.min(schema.maximum ?? 1_000, 2_147_483_647);
  const low = Math.max(min, 1);
  return fc.oneof(fc.integer({ min: low, max: Math.max(low, Math.min(max, 20)) }), fc.integer({ min, max }));
};

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
    } catch {
      // A pattern fast-check cannot invert: plain text, refused or not.
    }
  }
  return fc.oneof(
    fc.constantFrom('demo', 'member', 'Claire', 'registered@demo.test', 'Reminder Payment'),
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) }),
  );
}

/**
 * A value for the schema: well-formed most of the time, so that a request gets past validation
 * into the service and the database, and hostile the rest of the time, at any depth.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue;
  return fc.oneof(
    { weight: 4, arbitrary: wellFormed(schema, depth, true) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Well-formed at every depth: the requests that reach the services and the database. */
const cleanValueFor = (schema: JsonSchema | undefined, depth: number) =>
  !schema || depth > 6 ? hostileValue : wellFormed(schema, depth, false);
export const wellFormedValue = (schema: JsonSchema | undefined) => cleanValueFor(schema, 0);

function wellFormed(schema: JsonSchema, depth: number, isHostile: boolean): fc.Arbitrary<unknown> {
  const child = (s: JsonSchema | undefined) =>
    isHostile ? valueFor(s, depth + 1) : cleanValueFor(s, depth + 1);
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.nullable) options.push(fc.constant(null));
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), ...options);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(child), ...options);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  for (const type of types) {
    switch (type) {
      case 'null':
        options.push(fc.constant(null));
        break;
      case 'string':
        options.push(plausibleString(schema));
        break;
      case 'integer':
        options.push(plausibleInteger(schema));
        break;
      case 'number':
        options.push(fc.oneof(plausibleInteger(schema), fc.double({ noNaN: true, noDefaultInfinity: true })));
        break;
      case 'boolean':
        options.push(fc.boolean());
        break;
      case 'array':
        options.push(fc.array(child(schema.items), { maxLength: Math.min(schema.maxItems ?? 4, 4) }));
        break;
      case 'object':
        options.push(objectFor(schema, child, isHostile));
        break;
      default:
        options.push(hostileValue);
    }
  }
  return options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
}

/**
 * Every property, each well-formed or hostile (a clean object: all well-formed); sometimes one is
 * missing, or a stray key is added.
 */
function objectFor(
  schema: JsonSchema,
  child: (schema: JsonSchema | undefined) => fc.Arbitrary<unknown>,
  isHostile: boolean,
): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const fields = Object.fromEntries(names.map((name) => [name, child(schema.properties?.[name])]));
  const keys = fc.constantFrom(...names, '__proto__', 'constructor', 'id', 'roles');
  const noKey = fc.constant(null);
  return fc
    .tuple(
      fc.record(fields),
      isHostile ? fc.option(keys) : noKey,
      isHostile ? fc.option(keys) : noKey,
      hostileValue,
    )
    .map(([record, missing, stray, strayValue]) => {
      // JSON.parse keeps `__proto__` an own key, as the server's parser would see it.
      const value = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
      if (missing !== null) delete value[missing];
      if (stray !== null) Object.defineProperty(value, stray, { value: strayValue, enumerable: true });
      return value;
    });
}
