// The little of JSON Schema that the replay provider needs: a property's type, whether a value
// fits, and a value that fits. Cheap on purpose: the server under test is the real validator.
import { isDeepStrictEqual } from 'node:util';
import type { Json, JsonObject } from '../model/json.js';
import { regexStrings } from './regex-example.js';

export type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Below this depth required objects are left empty: schemas may be recursive. */
const MAX_DEPTH = 6;

/**
 * The schema with its first non-null `anyOf`/`oneOf` branch and its `allOf` parts laid over it
 * (how zod and pydantic spell optional and nullable), or undefined for "anything".
 */
export function resolve(schema: unknown): Schema | undefined {
  if (!isObject(schema)) return undefined;
  let s: Schema = { ...schema };
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = Array.isArray(s[key]) ? (s[key] as unknown[]) : [];
    const pick = branches.find((b) => isObject(b) && b.type !== 'null') ?? branches[0];
    delete s[key];
    if (isObject(pick)) s = { ...s, ...resolve(pick) };
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map(resolve).filter((p) => p !== undefined);
    delete s.allOf;
    for (const p of parts) {
      s = {
        ...s,
        ...p,
        properties: { ...(s.properties as Schema), ...(p.properties as Schema) },
        required: [...asStrings(s.required), ...asStrings(p.required)],
      };
    }
  }
  return s;
}

const asStrings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];

/**
 * The schema with its local `$ref`s (`#/$defs/…`, as pydantic writes nested models) replaced by
 * what they point to; past a depth (recursive models) a reference is left as it is: anything.
 */
export function inlineRefs(root: unknown, node: unknown = root, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(root, n, depth));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#')) {
    if (depth >= MAX_DEPTH) return {};
    const target = ref
      .slice(1)
      .split('/')
      .filter(Boolean)
      .reduce<unknown>(
        (at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        root,
      );
    const { $ref: _ref, ...rest } = node;
    return inlineRefs(root, { ...rest, ...(isObject(target) ? target : {}) }, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineRefs(root, v, depth)]));
}

/** The JSON type a value for `s` has: the first non-null one, else read off its keywords. */
export function typeOf(s: Schema | undefined): string | undefined {
  if (!s) return undefined;
  const t = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? s.type[0]) : s.type;
  if (typeof t === 'string') return t;
  if (s.const !== undefined) return jsonType(s.const as Json);
  if (isObject(s.properties) || Array.isArray(s.required)) return 'object';
  if (s.items !== undefined || Array.isArray(s.prefixItems)) return 'array';
  return undefined;
}

function jsonType(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

export const propertyOf = (s: Schema | undefined, key: string): Schema | undefined =>
  isObject(s?.properties) ? resolve(s.properties[key]) : undefined;

export const requiredOf = (s: Schema | undefined): string[] => asStrings(s?.required);

export function itemOf(s: Schema | undefined, index = 0): Schema | undefined {
  const prefix = Array.isArray(s?.prefixItems) ? s.prefixItems : undefined;
  return resolve(prefix?.[index] ?? s?.items);
}

/** Whether `v` is of the schema's type and within its enum, const and bounds. */
export function fits(v: Json, s: Schema | undefined): boolean {
  if (!s) return true;
  if (s.const !== undefined && !isDeepStrictEqual(s.const, v)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => isDeepStrictEqual(e, v))) return false;
  const types = Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
  if (types.length && !types.some((t) => hasType(v, t))) return false;
  if (typeof v === 'string') {
    if (v.length < (num(s.minLength) ?? 0) || v.length > (num(s.maxLength) ?? Infinity))
      return false;
    if (typeof s.pattern === 'string' && !safeTest(s.pattern, v)) return false;
  }
  if (typeof v === 'number' && !inRange(v, s)) return false;
  if (Array.isArray(v))
    return v.length >= (num(s.minItems) ?? 0) && v.length <= (num(s.maxItems) ?? Infinity);
  return true;
}

function hasType(v: Json, t: unknown): boolean {
  if (t === 'integer') return Number.isInteger(v);
  if (t === 'object') return isObject(v);
  return jsonType(v) === t;
}

function inRange(n: number, s: Schema): boolean {
  // Draft 4 spells exclusive bounds as booleans beside minimum/maximum.
  const lo = num(s.minimum);
  const hi = num(s.maximum);
  const xlo = num(s.exclusiveMinimum) ?? (s.exclusiveMinimum === true ? lo : undefined);
  const xhi = num(s.exclusiveMaximum) ?? (s.exclusiveMaximum === true ? hi : undefined);
  const step = num(s.multipleOf);
  return (
    (lo === undefined || n >= lo) &&
    (hi === undefined || n <= hi) &&
    (xlo === undefined || n > xlo) &&
    (xhi === undefined || n < xhi) &&
    (!step || Number.isInteger(n / step))
  );
}

function safeTest(pattern: string, v: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(v);
  } catch {
    return true;
  }
}

const FORMATS: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** A value the schema accepts: its const, enum, default or example, else one made by type. */
export function valueFor(schema: unknown, depth = 0): Json {
  const s = resolve(schema);
  if (!s) return 'example';
  for (const v of [s.const, (s.enum as Json[] | undefined)?.[0], s.default])
    if (v !== undefined) return v as Json;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0] as Json;
  switch (typeOf(s)) {
    case 'string':
      return stringFor(s);
    case 'number':
    case 'integer':
      return numberFor(s);
    // false rather than true: a required flag such as `confirm` is safer unset.
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: num(s.minItems) ?? 0 }, (_, i) => valueFor(itemOf(s, i), depth));
    case 'object':
      return depth >= MAX_DEPTH ? {} : requiredValues(s, new Set(), depth + 1);
    default:
      return 'example';
  }
}

/** The schema's required properties not in `given`, each with a value of its own schema. */
export function requiredValues(s: Schema | undefined, given: Set<string>, depth = 0): JsonObject {
  return Object.fromEntries(
    requiredOf(s)
      .filter((k) => !given.has(k))
      .map((k) => [k, valueFor(propertyOf(s, k), depth)]),
  );
}

function stringFor(s: Schema): string {
  const min = num(s.minLength) ?? 0;
  const max = num(s.maxLength) ?? Infinity;
  const candidates = [
    ...(typeof s.format === 'string' && FORMATS[s.format] ? [FORMATS[s.format]] : []),
    ...(typeof s.pattern === 'string' ? regexStrings(s.pattern, 'u') : []),
    'example'.padEnd(min, 'x').slice(0, max),
  ];
  return candidates.find((c) => fits(c, s)) ?? candidates[candidates.length - 1];
}

function numberFor(s: Schema): number {
  const integer = typeOf(s) === 'integer';
  const step = num(s.multipleOf) ?? (integer ? 1 : undefined);
  const lo = num(s.minimum) ?? num(s.exclusiveMinimum);
  const hi = num(s.maximum) ?? num(s.exclusiveMaximum);
  const up = (n: number) => (step ? Math.ceil(n / step) * step : n);
  const down = (n: number) => (step ? Math.floor(n / step) * step : n);
  // 1 where allowed (0 is often "none"), else the nearest bound, nudged inside an exclusive one.
  const candidates = [up(1), ...(lo !== undefined ? [up(lo), up(lo + (step ?? 1))] : [])];
  if (hi !== undefined) candidates.push(down(hi), down(hi - (step ?? 1)));
  return candidates.find((n) => inRange(n, s)) ?? candidates[0];
}
