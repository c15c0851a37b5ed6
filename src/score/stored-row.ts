// A result row whose transcript stays on disk: turns, calls, requests and hooks (what grows with a
// run) are read back from the row log (run/row-log.ts) when asked for; the verdict and the small
// fields stay in memory. The row keeps its keys in their order, the heavy ones as enumerable
// getters, so JSON.stringify, the outputs and the scores read it as any row, to the byte.
import type { ResultRow } from '../model/report.js';
import type { RecordedCall } from '../model/transcript.js';
import type { Redactor } from '../redact/redact.js';

const HEAVY = ['turns', 'calls', 'requests', 'hooks'] as const;
/** The fields left on disk. */
export const IS_HEAVY: ReadonlySet<string> = new Set<string>(HEAVY);

/** Where stored rows are read back from: the line at `offset`, `length` bytes, parsed. */
export interface RowSource {
  read(offset: number, length: number): ResultRow;
}

/** Where a row's heavy parts are, and what redacting them replaced when they were stored. */
export interface Place {
  source: RowSource;
  offset: number;
  length: number;
  redactions: number;
}

const PLACE = Symbol('stored row');
type Fields = Record<string | symbol, unknown>;

// One getter per heavy key, shared by every stored row (`this` is the row).
const GETTERS = Object.fromEntries(
  HEAVY.map((key) => [
    key,
    function (this: Fields): unknown {
      const p = this[PLACE] as Place;
      return p.source.read(p.offset, p.length)[key];
    },
  ]),
) as Record<string, () => unknown>;

function placeOf(row: ResultRow): Place | undefined {
  return (row as unknown as Fields)[PLACE] as Place | undefined;
}

/** A row of these entries in order: each heavy key a getter into `place` (its value unused). */
function build(entries: [string, unknown][], place: Place): ResultRow {
  const row: Fields = {};
  for (const [key, value] of entries) {
    if (IS_HEAVY.has(key)) {
      Object.defineProperty(row, key, { get: GETTERS[key], enumerable: true, configurable: true });
    } else row[key] = value;
  }
  Object.defineProperty(row, PLACE, { value: place });
  return row as unknown as ResultRow;
}

/** The small entries of a row in order, its heavy ones as their keys only (no getter runs). */
function entriesOf(row: ResultRow): [string, unknown][] {
  const fields = row as unknown as Fields;
  return Object.keys(row).map((k) => [k, IS_HEAVY.has(k) ? undefined : fields[k]]);
}

/** `row` (the one the run made) kept without its heavy parts, which `place` holds. */
export function storedRow(row: ResultRow, place: Place): ResultRow {
  return build(entriesOf(row), place);
}

/**
 * A change to a row's small fields (a status, a cost) that keeps a stored row stored. The change
 * may copy the row (a spread reads each getter once); heavy parts it left as they were go back to
 * disk. One it replaced stays as the change made it.
 */
export function revise(row: ResultRow, change: (row: ResultRow) => ResultRow): ResultRow {
  const next = change(row);
  const place = placeOf(row);
  if (next === row || !place) return next;
  // The row log keeps the last row it read: comparing reads no line again.
  const kept = HEAVY.every((k) => Object.hasOwn(next, k) && next[k] === row[k]);
  return kept ? build(entriesOf(next), place) : next;
}

/**
 * `row` redacted for the report files. A stored row's heavy parts were redacted when stored
 * (`redactions` counted them): only its small fields are searched, and none is read back.
 */
export function redactRow(redactor: Redactor, row: ResultRow): ResultRow {
  const place = placeOf(row);
  if (!place) {
    const calls = redactCallSeams(redactor, row.calls);
    return redactor.redactDeep(calls === row.calls ? row : { ...row, calls });
  }
  const entries = entriesOf(row);
  const small = Object.fromEntries(entries.filter(([k]) => !IS_HEAVY.has(k)));
  const clean = redactor.redactDeep(small);
  if (clean === small) return row;
  // The redactor keeps every key in its place (renamed at most): matched by position.
  const cleaned = Object.entries(clean);
  let i = 0;
  return build(
    entries.map((e) => (IS_HEAVY.has(e[0]) ? e : (cleaned[i++] as [string, unknown]))),
    place,
  );
}

/** Secrets replaced in the stored rows' heavy parts, when they were stored. */
export function storedRedactions(rows: ResultRow[]): number {
  let n = 0;
  for (const r of rows) n += placeOf(r)?.redactions ?? 0;
  return n;
}

/**
 * A row's calls with a secret split across two results that follow each other (the end of one,
 * the start of the next) replaced on both sides; the calls themselves when there is none.
 */
export function redactCallSeams(redactor: Redactor, calls: RecordedCall[]): RecordedCall[] {
  if (!Array.isArray(calls) || calls.length < 2) return calls;
  // Each call's result, then its error, in call order: what a model read one after the other.
  const at: [number, 'result' | 'error'][] = [];
  calls.forEach((c, i) => {
    if (typeof c.result === 'string') at.push([i, 'result']);
    if (typeof c.error === 'string') at.push([i, 'error']);
  });
  const texts = at.map(([i, k]) => calls[i][k] as string);
  const clean = redactor.redactSeams(texts);
  if (clean === texts) return calls;
  const out = calls.map((c) => ({ ...c }));
  at.forEach(([i, k], j) => (out[i][k] = clean[j]));
  return out;
}
