// Selection failures as a confusion table: for each failed selection check, each expected tool
// the model did not call, paired with a tool it called instead (in call order; null when it
// called no other tool). Counted per provider on each side, and as unordered pairs over both.
import type { ResultRow } from '../model/report.js';
import type { ConfusedPair, Confusion, ConfusionEntry } from '../model/comparison.js';

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

type Confused = Omit<ConfusionEntry, 'count'>;

/** The tools of the calls of a row's turn that could not be run (its call_format check). */
function unrunnable(r: ResultRow, turn: number | undefined): string[] {
  const format = r.checks.find((c) => c.check === 'call_format' && c.turn === turn);
  const calls = Array.isArray(format?.actual) ? format.actual : [];
  return calls.flatMap((c) =>
    typeof c === 'object' && c !== null && !Array.isArray(c) && typeof c.tool === 'string'
      ? [c.tool]
      : [],
  );
}

/** expected → chosen instead, one per missing tool of each failed selection check. A call that
 * could not be run is listed apart (unrunnable): the broken call to the expected tool itself
 * first, then the tools chosen instead, then calls to tools not offered. */
function confusions(r: ResultRow): Confused[] {
  return r.checks
    .filter((c) => c.check === 'selection' && !c.passed)
    .flatMap((c) => {
      const expected = new Set(strings(c.expected));
      const instead = [...new Set(strings(c.actual).filter((t) => !expected.has(t)))];
      const broken = unrunnable(r, c.turn);
      const unoffered = [...new Set(broken.filter((t) => !expected.has(t)))];
      return (c.missing ?? []).map((tool): Confused => {
        if (broken.includes(tool)) return { expected: tool, chosen: tool, unrunnable: true };
        const other = instead.shift();
        if (other !== undefined) return { expected: tool, chosen: other };
        const unknown = unoffered.shift();
        return unknown !== undefined
          ? { expected: tool, chosen: unknown, unrunnable: true }
          : { expected: tool, chosen: null };
      });
    });
}

function table(rows: ResultRow[]): ConfusionEntry[] {
  const counts = new Map<string, ConfusionEntry>();
  for (const confused of rows.flatMap(confusions)) {
    const key = JSON.stringify([confused.expected, confused.chosen, !!confused.unrunnable]);
    const entry = counts.get(key) ?? { ...confused, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort(
    (a, b) =>
      b.count - a.count ||
      a.expected.localeCompare(b.expected) ||
      (a.chosen ?? '').localeCompare(b.chosen ?? '') ||
      Number(!!a.unrunnable) - Number(!!b.unrunnable),
  );
}

/** Per provider of either side, the providers with no selection failure left out. */
export function confusion(base: ResultRow[], head: ResultRow[]): Confusion[] {
  const providers = [...new Set([...base, ...head].map((r) => r.provider))].sort();
  return providers
    .map((provider) => ({
      provider,
      base: table(base.filter((r) => r.provider === provider)),
      head: table(head.filter((r) => r.provider === provider)),
    }))
    .filter((c) => c.base.length || c.head.length);
}

/** Two tools chosen for one another (either way), summed over providers, most confused first. */
export function confusedPairs(tables: Confusion[], changed: Set<string>): ConfusedPair[] {
  const pairs = new Map<string, ConfusedPair>();
  for (const t of tables) {
    for (const side of ['base', 'head'] as const) {
      for (const e of t[side]) {
        // A call that could not be run is no choice between two tools.
        if (e.chosen === null || e.chosen === e.expected || e.unrunnable) continue;
        const tools = [e.expected, e.chosen].sort();
        const key = JSON.stringify(tools);
        const pair = pairs.get(key) ?? {
          tools,
          base: 0,
          head: 0,
          changed: tools.some((n) => changed.has(n)),
        };
        pair[side] += e.count;
        pairs.set(key, pair);
      }
    }
  }
  return [...pairs.values()].sort(
    (a, b) => b.base + b.head - (a.base + a.head) || a.tools.join().localeCompare(b.tools.join()),
  );
}
