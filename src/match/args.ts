// Argument matching: expected args are a subset of the actual ones; a value may be a matcher.
import { isDeepStrictEqual } from 'node:util';
import type { Json, JsonObject } from '../model/json.js';
import { pyEqual } from './py-equal.js';

export interface Mismatch {
  key: string;
  expected: Json;
  actual: Json | undefined;
}

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isMatcher = (v: Json): v is JsonObject =>
  isObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

/** Every mismatch between the expected subset and the actual args (empty when they match). */
export function matchArgs(
  expected: Record<string, Json>,
  actual: Record<string, Json>,
  prefix = '',
): Mismatch[] {
  return Object.entries(expected).flatMap(([key, want]) =>
    mismatches(want, actual[key], prefix + key),
  );
}

/** The mismatches of one value at `path`, down to the innermost one (`entities[0].observations`),
 * so that a failure in a long nested argument says where; the same verdict as matchValue. */
function mismatches(want: Json, got: Json | undefined, path: string): Mismatch[] {
  if (isObject(want) && !isMatcher(want) && isObject(got)) return matchArgs(want, got, `${path}.`);
  // A list of the expected length is compared item by item; of another length, whole.
  if (Array.isArray(want) && Array.isArray(got) && want.length === got.length)
    return want.flatMap((w, i) => mismatches(w, got[i], `${path}[${i}]`));
  return matchValue(want, got) ? [] : [{ key: path, expected: want, actual: got }];
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
  // Tiered corpora: Python's ==, and an absent key reads as null (as dict.get gives None).
  if ('$pyEq' in m) return pyEqual(m.$pyEq, got ?? null);
  if ('$absent' in m) return got === undefined;
  if ('$nonEmpty' in m) {
    if (got === undefined || got === null) return false;
    if (typeof got === 'string') return got.trim().length > 0;
    if (Array.isArray(got)) return got.length > 0;
    return isObject(got) ? Object.keys(got).length > 0 : true;
  }
  if (got === undefined) return false;
  if ('$oneOf' in m) return Array.isArray(m.$oneOf) && m.$oneOf.some((w) => matchValue(w, got));
  // A multiset: the same items in any order; $subset allows more in the actual list.
  if ('$unordered' in m) {
    const want = m.$unordered;
    return (
      Array.isArray(want) && Array.isArray(got) && want.length === got.length && covers(want, got)
    );
  }
  if ('$subset' in m)
    return Array.isArray(m.$subset) && Array.isArray(got) && covers(m.$subset, got);
  if ('$regex' in m) {
    return typeof got !== 'object' && safeTest(regexOf(m), String(got));
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

/**
 * Whether each expected item matches its own actual item, no actual item used twice: a maximum
 * bipartite matching (Kuhn's augmenting paths), since an item may be a matcher or a subset
 * object, where taking the first item that fits can block a later one.
 */
function covers(want: Json[], got: Json[]): boolean {
  const fits = want.map((w) => got.map((g) => matchValue(w, g)));
  const owner: (number | undefined)[] = got.map(() => undefined);
  const assign = (i: number, seen: boolean[]): boolean =>
    got.some((_, j) => {
      if (!fits[i][j] || seen[j]) return false;
      seen[j] = true;
      const prev = owner[j];
      if (prev !== undefined && !assign(prev, seen)) return false;
      owner[j] = i;
      return true;
    });
  return want.every((_, i) => assign(i, []));
}

export const MATCHER_KEYS = [
  '$any',
  '$eq',
  '$pyEq',
  '$absent',
  '$nonEmpty',
  '$oneOf',
  '$unordered',
  '$subset',
  '$regex',
  '$flags',
  '$contains',
  '$approx',
  '$tol',
];

/** The longest `$regex` a corpus may hold: V8 compiles a pattern on first use against an input
 * that could match, so one too large to compile would only fail then. */
export const MAX_REGEX = 10_000;

/** A test that cannot throw: a pattern V8 cannot compile matches nothing. */
export function safeTest(re: RegExp, text: string): boolean {
  try {
    return re.test(text);
  } catch {
    return false;
  }
}

/** A JavaScript RegExp: `$regex` is its source, `$flags` its flags (i, m, s, u, v, …). */
const regexOf = (m: JsonObject) =>
  new RegExp(String(m.$regex), typeof m.$flags === 'string' ? m.$flags : undefined);

function validFlags(flags: string): boolean {
  try {
    new RegExp('', flags);
    return true;
  } catch {
    return false;
  }
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
  const flags = value.$flags;
  const badFlags = '$flags' in value && (typeof flags !== 'string' || !validFlags(flags));
  if ('$flags' in value && !('$regex' in value)) bad('$flags goes with $regex');
  if (badFlags) {
    bad(
      typeof flags === 'string'
        ? `$flags "${flags}" are not JavaScript RegExp flags (d g i m s u v y, each once, not u with v)`
        : '$flags takes a string',
    );
  }
  // With its flags (u makes the syntax stricter), once they are valid.
  // Stryker disable next-line ConditionalExpression: equivalent, without $regex it compiles /undefined/, which is fine
  const long = typeof value.$regex === 'string' && value.$regex.length > MAX_REGEX;
  if (long) bad(`$regex is longer than ${MAX_REGEX.toLocaleString('en-US')} characters`);
  if ('$regex' in value && !badFlags && !long) {
    try {
      regexOf(value);
    } catch (err) {
      const why = (err as Error).message;
      bad(`$regex does not compile: ${why.length > 200 ? `${why.slice(0, 200)}…` : why}`);
    }
  }
  if ('$approx' in value && typeof value.$approx !== 'number') bad('$approx takes a number');
  if ('$tol' in value && typeof value.$tol !== 'number') bad('$tol takes a number');
  if ('$tol' in value && !('$approx' in value)) bad('$tol goes with $approx');
  for (const k of ['$oneOf', '$unordered', '$subset']) {
    if (!(k in value)) continue;
    const items = value[k];
    // Their items are expected values too, matchers included: check those below.
    if (Array.isArray(items)) out.push(...matcherProblems(items, [...path, k]));
    else bad(`${k} takes a list`);
  }
  return out;
}
