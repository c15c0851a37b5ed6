// What a server that coerces its input would make of an argument: "true" a boolean, "5" a
// number. A safety gate matches a call on these too, so a forbidden value cannot slip past it
// as a string.
import type { Json } from '../model/json.js';

const NUMBER = /^-?\d+(\.\d+)?$/;

export function coerced(value: Json): Json {
  if (typeof value === 'string') {
    const s = value.trim();
    if (/^(true|false)$/i.test(s)) return s.toLowerCase() === 'true';
    return NUMBER.test(s) ? Number(s) : value;
  }
  if (Array.isArray(value)) return value.map(coerced);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, coerced(v)]));
  }
  return value;
}
