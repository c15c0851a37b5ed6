import { SetupError } from '../errors.js';
import { TIERS, type Scenario } from '../model/scenario.js';

export interface Filters {
  tags?: string[];
  ids?: string[];
  tiers?: string[];
  types?: string[];
}

const lower = (xs: string[] | undefined) => xs?.map((x) => x.toLowerCase());

/** `<id>[i]` → `<id>`: the id a list of prompts was expanded from. */
const baseId = (id: string) => id.replace(/\[\d+\]$/, '');

/** Tags match if any is shared (case-insensitive); ids, tiers and types must be listed. */
export function filterScenarios(scenarios: Scenario[], f: Filters): Scenario[] {
  const tags = lower(f.tags);
  const tiers = lower(f.tiers);
  const types = lower(f.types);
  return scenarios.filter(
    (s) =>
      (!tags?.length || s.tags.some((t) => tags.includes(t.toLowerCase()))) &&
      // An id also selects its variants (`<id>[i]`, from a list of prompts).
      (!f.ids?.length || f.ids.includes(s.id) || f.ids.includes(baseId(s.id))) &&
      (!tiers?.length || tiers.includes(s.tier)) &&
      (!types?.length || (s.type !== undefined && types.includes(s.type.toLowerCase()))),
  );
}

export interface SelectOptions {
  /** The corpus globs, named when the corpus turns out empty. */
  corpus?: string[];
  /**
   * The corpus lost scenarios to problems reported elsewhere (validate): only checks that do
   * not depend on what the corpus holds (tier names) are made.
   */
  partial?: boolean;
}

/**
 * The scenarios the filters select. A filter value the corpus does not have, an empty corpus,
 * or filters that together select nothing are setup errors: a run of nothing must never read
 * as a pass.
 */
export function selectScenarios(all: Scenario[], f: Filters, opts: SelectOptions = {}): Scenario[] {
  const tierProblems = unknown('tier', f.tiers, TIERS, 'not a tier');
  if (opts.partial) {
    if (tierProblems.length) throw unknownError(tierProblems);
    return filterScenarios(all, f);
  }
  if (all.length === 0) {
    const where = opts.corpus?.length ? ` (corpus: ${opts.corpus.join(', ')})` : '';
    throw new SetupError(`The corpus has no scenario${where}: nothing to run`);
  }
  const problems = [
    ...unknown('tag', f.tags, distinct(all.flatMap((s) => s.tags)), 'no scenario has it'),
    // Ids are exact, as they are matched; a variant is known by its base id too.
    ...unknownIds(f.ids, all),
    ...tierProblems,
    ...unknown('type', f.types, distinct(all.flatMap((s) => s.type ?? [])), 'no scenario has it'),
  ];
  if (problems.length) throw unknownError(problems);
  const selected = filterScenarios(all, f);
  if (selected.length === 0) throw emptySelection(all, f);
  return selected;
}

/** Case-insensitively distinct, in first-seen spelling. */
function distinct(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const v of values) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
  return [...seen.values()];
}

/** Tags, tiers and types match whatever their case, so they are known whatever their case. */
function unknown(
  what: string,
  given: string[] | undefined,
  known: readonly string[],
  why: string,
): string[] {
  const set = new Set(known.map((k) => k.toLowerCase()));
  return (given ?? [])
    .filter((v) => !set.has(v.toLowerCase()))
    .map((v) => `${what} "${v}": ${why}; ${suggest(what, v, known)}`);
}

function unknownIds(ids: string[] | undefined, all: Scenario[]): string[] {
  const known = new Set(all.flatMap((s) => [s.id, baseId(s.id)]));
  const shown = distinct(all.map((s) => baseId(s.id)));
  return (ids ?? [])
    .filter((id) => !known.has(id))
    .map((id) => `id "${id}": no scenario has it; ${suggest('id', id, shown)}`);
}

function unknownError(problems: string[]): SetupError {
  return new SetupError(
    ['Unknown filter value(s): nothing to run', ...problems.map((p) => `  ${p}`)].join('\n'),
  );
}

const SHOWN = 10;

/** "known tags, closest first: smoke, db, …" — or that there is none to choose from. */
function suggest(what: string, value: string, known: readonly string[]): string {
  if (known.length === 0) return `the corpus has no ${what}s`;
  const ranked = closestFirst(value, known);
  const more = ranked.length > SHOWN ? `, … (${ranked.length - SHOWN} more)` : '';
  return `known ${what}s, closest first: ${ranked.slice(0, SHOWN).join(', ')}${more}`;
}

/**
 * `known` ranked by closeness to `value`: one containing the other first (a prefix typed, a
 * suffix forgotten), then by edit distance, then alphabetically; case is ignored.
 */
export function closestFirst(value: string, known: readonly string[]): string[] {
  const v = value.toLowerCase();
  const key = (k: string) => {
    const l = k.toLowerCase();
    return { contains: l.includes(v) || v.includes(l) ? 0 : 1, distance: editDistance(v, l) };
  };
  const keyed = known.map((k) => ({ k, ...key(k) }));
  keyed.sort(
    (a, b) => a.contains - b.contains || a.distance - b.distance || a.k.localeCompare(b.k),
  );
  return keyed.map((x) => x.k);
}

/** ` (did you mean "X"?)` for the known name closest to a misspelt one, when it is close: one
 * containing the other, or a third of its letters (at least two) to change. Else nothing. */
export function didYouMean(value: string, known: readonly string[]): string {
  const best = closestFirst(value, known)[0];
  if (best === undefined || best === value) return '';
  const [v, b] = [value.toLowerCase(), best.toLowerCase()];
  const near =
    b.includes(v) || v.includes(b) || editDistance(v, b) <= Math.max(2, Math.floor(v.length / 3));
  return near ? ` (did you mean "${best}"?)` : '';
}

/** Levenshtein distance: insertions, deletions and substitutions, one each. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

/** Each filter is known, yet together they select nothing: say what each selects alone. */
function emptySelection(all: Scenario[], f: Filters): SetupError {
  const given = (['tags', 'ids', 'tiers', 'types'] as const).filter((k) => f[k]?.length);
  const alone = given.map(
    (k) => `  ${k} ${f[k]!.join(', ')}: ${filterScenarios(all, { [k]: f[k] }).length} scenario(s)`,
  );
  // "smoke (3), db (1)": what a filter could pick instead.
  const counted = (values: string[]) => {
    const n = new Map<string, { v: string; c: number }>();
    for (const v of values) {
      const e = n.get(v.toLowerCase()) ?? { v, c: 0 };
      n.set(v.toLowerCase(), { v: e.v, c: e.c + 1 });
    }
    const sorted = [...n.values()].sort((a, b) => b.c - a.c || a.v.localeCompare(b.v));
    return sorted.map(({ v, c }) => `${v} (${c})`).join(', ') || 'none';
  };
  return new SetupError(
    [
      `The filters select no scenario of the ${all.length} in the corpus: nothing to run`,
      ...alone,
      ...(given.length > 1 ? ['  all of them together: none'] : []),
      `Tags in the corpus: ${counted(all.flatMap((s) => distinct(s.tags)))}`,
      ...(f.tiers?.length ? [`Tiers in the corpus: ${counted(all.map((s) => s.tier))}`] : []),
    ].join('\n'),
  );
}
