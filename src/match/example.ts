// What the replay provider sends for an expected call: a value for each expected argument that
// satisfies its matcher and has the type the tool's inputSchema gives it, plus the schema's
// required arguments the expectation leaves out. A matcher that no such value satisfies is a
// problem at its path (validate names file and line); the replay still sends its best try.
import type { Json, JsonObject } from '../model/json.js';
import { isMatcher, matchValue } from './args.js';
import { regexStrings } from './regex-example.js';
import {
  fits,
  inlineRefs,
  itemOf,
  propertyOf,
  requiredOf,
  requiredValues,
  resolve,
  typeOf,
  valueFor,
  type Schema,
} from './schema-value.js';

export interface ExampleProblem {
  path: (string | number)[];
  message: string;
}

export interface Example {
  args: JsonObject;
  problems: ExampleProblem[];
}

/** The arguments for an expected call's `args`, typed and completed by the tool's schema. */
export function exampleArgs(
  want: Record<string, Json> | undefined,
  inputSchema?: unknown,
): Example {
  const problems: ExampleProblem[] = [];
  const args = objectFor(want ?? {}, resolve(inlineRefs(inputSchema)), [], problems);
  return { args, problems };
}

/** One expected value's example (undefined: leave the argument out); problems are dropped. */
export function exampleOf(want: Json, schema?: unknown): Json | undefined {
  return valueOf(want, resolve(inlineRefs(schema)), [], []);
}

type Path = (string | number)[];

function objectFor(want: JsonObject, s: Schema | undefined, path: Path, out: ExampleProblem[]) {
  const args: JsonObject = {};
  for (const [key, w] of Object.entries(want)) {
    const v = valueOf(w, propertyOf(s, key), [...path, key], out);
    if (v !== undefined) args[key] = v;
    else if (s && requiredOf(s).includes(key))
      out.push({
        path: [...path, key],
        message: 'the tool requires this argument: it cannot be absent',
      });
  }
  return { ...args, ...requiredValues(s, new Set(Object.keys(want))) };
}

/** A value for `want` under the schema `s`; undefined when the argument is to be left out. */
function valueOf(
  want: Json,
  s: Schema | undefined,
  path: Path,
  out: ExampleProblem[],
): Json | undefined {
  if (isMatcher(want)) return matcherValue(want, s, path, out);
  if (Array.isArray(want))
    return want.map((w, i) => valueOf(w, itemOf(s, i), [...path, i], out) ?? null);
  if (isObject(want)) return objectFor(want, s, path, out);
  return want;
}

function matcherValue(m: JsonObject, s: Schema | undefined, path: Path, out: ExampleProblem[]) {
  if ('$absent' in m) return undefined;
  // Python's dict.get gives None for an absent key: leave it out where the schema has no null.
  if ('$pyEq' in m && m.$pyEq === null && !fits(null, s)) return undefined;
  const before = out.length;
  const tried = candidates(m, s, path, out);
  const hit = tried.find((v) => matchValue(m, v) && fits(v, s));
  if (hit !== undefined) {
    out.length = before;
    return hit;
  }
  // An item of $unordered or $subset that cannot be made is the problem: named at its path.
  if (out.length === before) out.push({ path, message: unsatisfiable(m, s) });
  return tried[0] ?? valueFor(s);
}

/** Values that may satisfy `m` under `s`, best first; each is checked before it is used. */
function candidates(
  m: JsonObject,
  s: Schema | undefined,
  path: Path,
  out: ExampleProblem[],
): Json[] {
  const t = typeOf(s);
  if ('$eq' in m) return [m.$eq];
  if ('$pyEq' in m) return pyCandidates(m.$pyEq, t);
  // With an enum or a const, only its values can fit: the one the matcher takes wins.
  if (s?.const !== undefined) return [s.const as Json];
  if (Array.isArray(s?.enum)) return s.enum as Json[];
  if ('$oneOf' in m) {
    const alternatives = Array.isArray(m.$oneOf) ? m.$oneOf : [];
    return alternatives.flatMap((w) => valueOf(w, s, path, []) ?? []);
  }
  if ('$regex' in m) {
    const flags = typeof m.$flags === 'string' ? m.$flags : '';
    const strings = regexStrings(String(m.$regex), flags);
    if (t === 'number' || t === 'integer') return strings.map(Number).filter(Number.isFinite);
    if (t === 'boolean') return [true, false];
    return t === undefined || t === 'string' ? strings : [];
  }
  if ('$contains' in m) return containing(m.$contains, s, path);
  // The list itself: in the order written, each item typed by the schema's item at its place.
  if ('$unordered' in m) return listOf(m.$unordered, s, path, false, out);
  if ('$subset' in m) return listOf(m.$subset, s, path, true, out);
  if ('$approx' in m) {
    const a = Number(m.$approx);
    if (t === 'integer') return [Math.round(a), Math.floor(a), Math.ceil(a)];
    if (t === 'string') return [String(a)];
    return t === undefined || t === 'number' ? [a] : [];
  }
  if ('$nonEmpty' in m) return nonEmpty(s);
  return [valueFor(s)];
}

function pyCandidates(v: Json, t: string | undefined): Json[] {
  // Python's true == 1: a boolean or a number, whichever the schema wants.
  if (t === 'boolean' && (v === 0 || v === 1)) return [v === 1];
  if ((t === 'number' || t === 'integer') && typeof v === 'boolean') return [Number(v)];
  return [v];
}

function containing(c: Json, s: Schema | undefined, path: Path): Json[] {
  const t = typeOf(s);
  const scalar = typeof c !== 'object' || c === null;
  if (t === 'array' || (t === undefined && !scalar)) {
    const first = valueOf(c, itemOf(s, 0), path, []) ?? null;
    const min = typeof s?.minItems === 'number' ? s.minItems : 1;
    return [[first, ...Array.from({ length: min - 1 }, (_, i) => valueFor(itemOf(s, i + 1)))]];
  }
  if (!scalar || c === null) return [];
  if (t === 'number' || t === 'integer') return [Number(c)].filter(Number.isFinite);
  if (t === 'boolean') return [true, false];
  const min = typeof s?.minLength === 'number' ? s.minLength : 0;
  return t === undefined || t === 'string' ? [String(c).padEnd(min, 'x')] : [];
}

/** The items of `$unordered` or `$subset` as a list where the schema allows one; a `$subset`
 * takes more items, of the schema's item type, up to its `minItems`. A matcher among the items
 * that nothing of the item schema satisfies is a problem at its own path. */
function listOf(
  items: Json,
  s: Schema | undefined,
  path: Path,
  more: boolean,
  out: ExampleProblem[],
): Json[] {
  const t = typeOf(s);
  if (!Array.isArray(items) || (t !== undefined && t !== 'array')) return [];
  const list = items.map((w, i) => valueOf(w, itemOf(s, i), [...path, i], out) ?? null);
  const min = more && typeof s?.minItems === 'number' ? s.minItems : 0;
  for (let i = list.length; i < min; i++) list.push(valueFor(itemOf(s, i)));
  return [list];
}

function nonEmpty(s: Schema | undefined): Json[] {
  const base = valueFor(s);
  switch (typeOf(s)) {
    case 'string':
      return [base, 'example'.padEnd(typeof s?.minLength === 'number' ? s.minLength : 0, 'x')];
    case 'array': {
      const n = Math.max(1, typeof s?.minItems === 'number' ? s.minItems : 0);
      return [Array.from({ length: n }, (_, i) => valueFor(itemOf(s, i)))];
    }
    case 'object': {
      const props = Object.keys((s?.properties as object | undefined) ?? {});
      const extra = props.length
        ? { [props[0]]: valueFor(propertyOf(s, props[0])) }
        : { example: 'example' };
      return [base, { ...extra, ...(isObject(base) ? base : {}) }];
    }
    default:
      return [base];
  }
}

const isObject = (v: Json): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function unsatisfiable(m: JsonObject, s: Schema | undefined): string {
  if ('$oneOf' in m && Array.isArray(m.$oneOf) && m.$oneOf.length === 0)
    return '$oneOf lists no value: nothing can match it';
  const what =
    '$regex' in m
      ? `$regex /${String(m.$regex)}/${typeof m.$flags === 'string' ? m.$flags : ''}`
      : JSON.stringify(m);
  const t = typeOf(s);
  const allowed = s?.const !== undefined ? [s.const] : Array.isArray(s?.enum) ? s.enum : undefined;
  if (allowed) {
    const list = allowed.map((v) => JSON.stringify(v)).join(', ');
    return `${what} matches none of the values the tool's inputSchema allows here: ${list}`;
  }
  if (t) return `${what} matches no ${t}, the type the tool's inputSchema gives this argument`;
  if ('$regex' in m) return `no string that ${what} matches could be generated`;
  return `no value matches ${what}`;
}
