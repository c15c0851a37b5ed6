// Argument matching: expected args are a subset of the actual ones; a value may be a matcher.
import { isDeepStrictEqual } from 'node:util';
import type { Json, JsonObject } from '../model/json.js';

export interface Mismatch {
  key: string;
  expected: Json;
  actual: Json | undefined;
}

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isMatcher = (v: Json): v is JsonObject =>
  isObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

/** Every mismatch between the expected subset and the actual args (empty when they match). */
export function matchArgs(
  expected: Record<string, Json>,
  actual: Record<string, Json>,
  prefix = '',
): Mismatch[] {
  return Object.entries(expected).flatMap(([key, want]) => {
    const got = actual[key];
    const name = prefix + key;
    if (isObject(want) && !isMatcher(want) && isObject(got))
      return matchArgs(want, got, `${name}.`);
    return matchValue(want, got) ? [] : [{ key: name, expected: want, actual: got }];
  });
}

export function matchValue(want: Json, got: Json | undefined): boolean {
  if (isMatcher(want)) return matchMatcher(want, got);
  // Stryker disable next-line ConditionalExpression: equivalent, a shortcut: no JSON value below equals undefined
  if (got === undefined) return false;
  if (Array.isArray(want)) {
    return (
      Array.isArray(got) &&
      want.length === got.length &&
      want.every((w, i) => matchValue(w, got[i]))
    );
  }
  if (isObject(want)) return isObject(got) && matchArgs(want, got).length === 0;
  return isDeepStrictEqual(want, got);
}

function matchMatcher(m: JsonObject, got: Json | undefined): boolean {
  if ('$any' in m) return got !== undefined;
  if ('$eq' in m) return isDeepStrictEqual(m.$eq, got);
  if ('$absent' in m) return got === undefined;
  if ('$nonEmpty' in m) {
    if (got === undefined || got === null) return false;
    if (typeof got === 'string') return got.trim().length > 0;
    if (Array.isArray(got)) return got.length > 0;
    return isObject(got) ? Object.keys(got).length > 0 : true;
  }
  if (got === undefined) return false;
  if ('$oneOf' in m) return Array.isArray(m.$oneOf) && m.$oneOf.some((w) => matchValue(w, got));
  if ('$regex' in m) {
    return typeof got !== 'object' && new RegExp(String(m.$regex)).test(String(got));
  }
  if ('$contains' in m) {
    if (Array.isArray(got)) return got.some((g) => matchValue(m.$contains, g));
    return String(got).toLowerCase().includes(String(m.$contains).toLowerCase());
  }
  // Stryker disable next-line ConditionalExpression: equivalent, without $approx the bound is NaN and nothing matches, as below
  if ('$approx' in m) {
    const tol = typeof m.$tol === 'number' ? m.$tol : 1e-9;
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, Number(n) is n for a number
    const n = typeof got === 'number' ? got : Number(got);
    return Number.isFinite(n) && Math.abs(n - Number(m.$approx)) <= tol;
  }
  return false;
}

export const MATCHER_KEYS = [
  '$any',
  '$eq',
  '$absent',
  '$nonEmpty',
  '$oneOf',
  '$regex',
  '$contains',
  '$approx',
  '$tol',
];

/** A concrete value that satisfies an expected value (what the replay provider sends). */
export function exampleOf(want: Json): Json {
  if (isMatcher(want)) {
    if ('$oneOf' in want && Array.isArray(want.$oneOf)) return exampleOf(want.$oneOf[0] ?? null);
    if ('$approx' in want) return Number(want.$approx);
    if ('$eq' in want) return want.$eq;
    if ('$contains' in want) return String(want.$contains);
    if ('$regex' in want) return regexExample(String(want.$regex));
    return 'example';
  }
  if (Array.isArray(want)) return want.map(exampleOf);
  if (isObject(want)) {
    return Object.fromEntries(
      Object.entries(want)
        .filter(([, v]) => !(isMatcher(v) && '$absent' in v))
        .map(([k, v]) => [k, exampleOf(v)]),
    );
  }
  return want;
}

/** Good enough for the literal-ish patterns corpora use; checked against the regex itself. */
function regexExample(source: string): string {
  const literal = source
    .replace(/^\^|\$$/g, '')
    .replace(/\(\?i\)/g, '')
    .replace(/\\d\+?|\[0-9\]\+?/g, '1')
    .replace(/\\w\+?|\.\+|\.\*/g, 'x')
    .replace(/\\(.)/g, '$1')
    .replace(/\(([^|)]*)\|[^)]*\)/g, '$1')
    .replace(/[?*+]/g, '');
  return new RegExp(source).test(literal) ? literal : source;
}

/** What is wrong with the matchers below `value` (unknown `$` keys, bad regexes, wrong types). */
export function matcherProblems(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => matcherProblems(v, [...path, i]));
  if (!isObject(value)) return [];
  const keys = Object.keys(value);
  const dollar = keys.filter((k) => k.startsWith('$'));
  if (dollar.length === 0) return keys.flatMap((k) => matcherProblems(value[k], [...path, k]));
  const out: { path: (string | number)[]; message: string }[] = [];
  const bad = (message: string) => out.push({ path, message });
  if (dollar.length !== keys.length)
    bad(`a matcher cannot mix $-keys with fields (${keys.join(', ')})`);
  for (const k of dollar)
    if (!MATCHER_KEYS.includes(k)) bad(`unknown matcher ${k} (known: ${MATCHER_KEYS.join(', ')})`);
  // Stryker disable next-line ConditionalExpression: equivalent, without $regex it compiles /undefined/, which is fine
  if ('$regex' in value) {
    try {
      new RegExp(String(value.$regex));
    } catch (err) {
      bad(`$regex does not compile: ${(err as Error).message}`);
    }
  }
  if ('$approx' in value && typeof value.$approx !== 'number') bad('$approx takes a number');
  if ('$tol' in value && typeof value.$tol !== 'number') bad('$tol takes a number');
  if ('$tol' in value && !('$approx' in value)) bad('$tol goes with $approx');
  if ('$oneOf' in value && !Array.isArray(value.$oneOf)) bad('$oneOf takes a list');
  return out;
}
