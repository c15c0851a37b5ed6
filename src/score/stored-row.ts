// A result row whose transcript and checks stay on disk: turns, calls, requests, hooks, checks and
// observations (what grows with a run: some 2 KB a row without the transcript, mostly checks)
// are read back from the row log (run/row-log.ts) when asked for; the status, reason and the
// other small fields stay in memory. The row keeps its keys in their order, the heavy ones as
// enumerable getters, so JSON.stringify, the outputs and the scores read it as any row, to the
// byte.
import type { ResultRow } from '../model/report.js';
import type { RecordedCall } from '../model/transcript.js';
import type { Redactor } from '../redact/redact.js';

const HEAVY = ['turns', 'calls', 'requests', 'hooks', 'checks', 'observations'] as const;
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

/** Stands for a heavy field read from disk in a row's entries. */
const ON_DISK = Symbol('on disk');

/** A row of these entries in order: each ON_DISK a getter into `place`. */
function build(entries: [string, unknown][], place: Place): ResultRow {
  const row: Fields = {};
  for (const [key, value] of entries) {
    if (value === ON_DISK) {
      Object.defineProperty(row, key, { get: GETTERS[key], enumerable: true, configurable: true });
    } else row[key] = value;
  }
  Object.defineProperty(row, PLACE, { value: place });
  return row as unknown as ResultRow;
}

/** A row's entries in order, each heavy one still on disk as ON_DISK (no getter runs). */
function entriesOf(row: ResultRow): [string, unknown][] {
  const fields = row as unknown as Fields;
  return Object.keys(row).map((k) => [
    k,
    IS_HEAVY.has(k) && Object.getOwnPropertyDescriptor(row, k)?.get === GETTERS[k]
      ? ON_DISK
      : fields[k],
  ]);
}

/** `row` (the one the run made) kept without its heavy parts, which `place` holds. */
export function storedRow(row: ResultRow, place: Place): ResultRow {
  const entries = Object.entries(row).map(([k, v]): [string, unknown] => [
    k,
    IS_HEAVY.has(k) ? ON_DISK : v,
  ]);
  return build(entries, place);
}

/**
 * A change to a row's small fields (a status, a cost) or some of its heavy ones (the checks a
 * late request decides again) that keeps a stored row stored. The change may copy the row (a
 * spread reads each getter once); heavy parts it left as they were go back to disk. One it
 * replaced stays as the change made it, in memory.
 */
export function revise(row: ResultRow, change: (row: ResultRow) => ResultRow): ResultRow {
  const next = change(row);
  const place = placeOf(row);
  if (next === row || !place) return next;
  // The row log keeps the last row it read: comparing reads no line again.
  const before = new Map(entriesOf(row));
  const entries = Object.keys(next).map((k): [string, unknown] => {
    const value = (next as unknown as Fields)[k];
    const unchanged = before.get(k) === ON_DISK && value === row[k as keyof ResultRow];
    return [k, unchanged ? ON_DISK : value];
  });
  return build(entries, place);
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
  // What is in memory: the small fields, and a heavy one a change replaced (revise).
  const own = Object.fromEntries(entries.filter(([, v]) => v !== ON_DISK));
  const small = Object.hasOwn(own, 'calls')
    ? { ...own, calls: redactCallSeams(redactor, own.calls as RecordedCall[]) }
    : own;
  const clean = redactor.redactDeep(small);
  if (clean === own) return row;
  // The redactor keeps every key in its place (renamed at most): matched by position.
  const cleaned = Object.entries(clean);
  let i = 0;
  return build(
    entries.map((e) => (e[1] === ON_DISK ? e : (cleaned[i++] as [string, unknown]))),
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
