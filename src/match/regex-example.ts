// Strings that match a JavaScript regex, for the replay provider. randexp generates them; each one
// is tested against the real RegExp, so a string returned here always matches.
import randexpModule from 'randexp';
import { safeTest } from './args.js';

// randexp's CommonJS build sets module.exports to the class while its types declare an ES default
// export: under NodeNext the type is one level down, the value is not (in tsx, vitest and the bundle).
const loaded = randexpModule as unknown as { default?: typeof randexpModule.default };
const RandExp = (loaded.default ?? loaded) as typeof randexpModule.default;

/** Attempts per pattern: lookaheads and anchors in odd places are hit or miss. */
const TRIES = 24;

/**
 * Up to `limit` distinct strings that match `/source/flags`, the same for the same input (the
 * generator is seeded). Empty when none of the attempts matched, or the pattern is invalid.
 */
export function regexStrings(source: string, flags = '', limit = 8): string[] {
  let re: RegExp;
  try {
    re = new RegExp(source, flags);
  } catch {
    return [];
  }
  const unicode = flags.includes('u') || flags.includes('v');
  const generators = variants(source, unicode, flags);
  const found = new Set<string>();
  for (let i = 0; i < TRIES && generators.length && found.size < limit; i++) {
    const gen = generators[i % generators.length];
    const random = mulberry32(i + 1);
    gen.randInt = (a, b) => a + Math.floor(random() * (b - a + 1));
    // Short repetitions and letters and digits for `.`, `\S`, `[^…]` first: readable values;
    // longer ones and all printable ASCII later, for the patterns that need them.
    const early = i < TRIES / 2;
    gen.max = early ? 1 + (i % 3) : 8 + i;
    gen.defaultRange = early ? alnum(gen.defaultRange) : printable;
    let s: string;
    try {
      s = gen.gen();
    } catch {
      continue;
    }
    re.lastIndex = 0;
    if (safeTest(re, s)) found.add(s);
  }
  return [...found];
}

/**
 * Generators for the pattern, tried in turn. A lookbehind's text is often what precedes the
 * match: written out in some, left out in others. With `i`, the pattern's own case comes first.
 */
function variants(source: string, unicode: boolean, flags: string): RandExpInstance[] {
  const cases = flags.includes('i') ? ['', 'i'] : [''];
  return [true, false].flatMap((asText) =>
    cases.flatMap((ignoreCase) => {
      try {
        const m = (flags.includes('m') ? 'm' : '') + ignoreCase;
        return [new RandExp(forRandexp(source, unicode, asText), m)];
      } catch {
        return [];
      }
    }),
  );
}

type RandExpInstance = InstanceType<typeof RandExp>;
type Range = RandExpInstance['defaultRange'];

/** randexp's default: printable ASCII. */
const printable: Range = new RandExp('').defaultRange.clone();
const alnum = (r: Range): Range =>
  r.clone().intersect(0x30, 0x7a).subtract(0x3a, 0x40).subtract(0x5b, 0x60);

/**
 * Rewrites what randexp's parser (ret) does not read as JavaScript does: named groups and their
 * backreferences, lookbehinds, lazy quantifiers, lower-case hex escapes, and with the u or v flag
 * `\p{…}`, `\P{…}` and `\u{…}`. The result generates; it is not a regex to match with.
 */
export function forRandexp(source: string, unicode: boolean, lookbehindAsText = true): string {
  const groups = groupNumbers(source);
  let out = '';
  let inClass = false;
  // After a quantifier, `?` only makes it lazy, which changes no string the regex accepts.
  let quantified = false;
  for (let i = 0; i < source.length;) {
    const rest = source.slice(i);
    const brace = /^\{\d+(,\d*)?\}/.exec(rest);
    const named = /^\(\?<([^=!>][^>]*)>/.exec(rest);
    let [read, write] = [rest[0], rest[0]];
    let quantifier = false;
    if (rest[0] === '\\') [read, write] = escapeFor(rest, unicode, inClass, groups);
    else if (inClass) inClass = rest[0] !== ']';
    else if (rest[0] === '[') inClass = true;
    else if (named) [read, write] = [named[0], '('];
    else if (rest.startsWith('(?<=')) [read, write] = ['(?<=', lookbehindAsText ? '(?:' : '(?='];
    else if (rest.startsWith('(?<!')) [read, write] = ['(?<!', '(?!'];
    else if (brace) [read, write, quantifier] = [brace[0], brace[0], true];
    else if ('*+?'.includes(rest[0]))
      [write, quantifier] = quantified ? ['', false] : [rest[0], true];
    out += write;
    i += read.length;
    quantified = quantifier;
  }
  return out;
}

/** Capturing groups by name, numbered as JavaScript numbers them (named or not, in order). */
function groupNumbers(source: string): Map<string, number> {
  const groups = new Map<string, number>();
  let count = 0;
  for (const m of source.matchAll(/\\.|\[(?:\\.|[^\]\\])*\]|\((\?<([^=!>][^>]*)>)?(\?)?/g)) {
    if (!m[0].startsWith('(')) continue;
    if (m[2]) groups.set(m[2], ++count);
    else if (!m[3]) count++;
  }
  return groups;
}

/** One escape at the start of `rest`: what it reads, and what randexp gets instead. */
function escapeFor(
  rest: string,
  unicode: boolean,
  inClass: boolean,
  groups: Map<string, number>,
): [string, string] {
  const named = /^\\k<([^>]+)>/.exec(rest);
  if (named && groups.has(named[1])) return [named[0], `\\${groups.get(named[1])}`];
  const hex = /^\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/.exec(rest);
  if (hex) return [hex[0], `\\${hex[1][0]}${hex[1].slice(1).toUpperCase()}`];
  const prop = unicode ? /^\\([pP])\{([^}]+)\}/.exec(rest) : null;
  if (prop) {
    const chars = sample(prop[2], prop[1] === 'P');
    return [prop[0], inClass ? chars : `[${chars}]`];
  }
  const point = unicode ? /^\\u\{([0-9a-fA-F]+)\}/.exec(rest) : null;
  if (point) return [point[0], escape(String.fromCodePoint(parseInt(point[1], 16)))];
  return [rest.slice(0, 2), rest.slice(0, 2)];
}

/** `\uXXXX` per UTF-16 unit; ret reads only upper-case hex digits there. */
const escape = (ch: string) =>
  Array.from(
    { length: ch.length },
    (_, i) => `\\u${ch.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`,
  ).join('');

const samples = new Map<string, string>();
/** A few BMP characters with (or, negated, without) a Unicode property, as class members. */
function sample(property: string, negated: boolean): string {
  const key = `${negated}${property}`;
  let out = samples.get(key);
  if (out !== undefined) return out;
  let re: RegExp;
  try {
    re = new RegExp(`^\\${negated ? 'P' : 'p'}{${property}}$`, 'u');
  } catch {
    return '';
  }
  const chars: string[] = [];
  for (let cp = 0x21; cp <= 0xffff && chars.length < 32; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCharCode(cp);
    if (re.test(ch)) chars.push(escape(ch));
  }
  out = chars.join('');
  samples.set(key, out);
  return out;
}

/** A small seeded PRNG: the same corpus replays the same values. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
