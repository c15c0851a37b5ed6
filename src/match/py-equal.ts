// Python's `==` on JSON values: how a tiered corpus's own scorer compares arguments, so that an
// imported tiered corpus decides as it does. A bool is an int there (true == 1 == 1.0,
// false == 0 == -0.0); numbers compare by value; strings exactly; dicts by key set and values
// (key order ignored); lists by position. Nothing else converts: "5" != 5, null == null only.
import type { Json, JsonObject } from '../model/json.js';

const numeric = (v: Json): number | undefined =>
  typeof v === 'boolean' ? Number(v) : typeof v === 'number' ? v : undefined;

const isObject = (v: Json): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function pyEqual(a: Json, b: Json): boolean {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== undefined || y !== undefined) return x === y;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((v, i) => pyEqual(v, b[i]))
    );
  }
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && pyEqual(a[k], b[k]))
    );
  }
  return a === b;
}
