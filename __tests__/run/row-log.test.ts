// Rows kept by the run without their transcript and checks (run/row-log.ts, score/stored-row.ts):
// the report files are what the same rows held whole give, to the byte, with the same redaction
// count and no secret in any file; each heavy field is read back from its own line, once per row.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { buildReport } from '../../src/report/build.js';
import { OUTPUTS } from '../../src/report/outputs/index.js';
import { Redactor, secretValues } from '../../src/redact/redact.js';
import { secretForms } from '../../src/redact/secret-forms.js';
import { redactRow, revise } from '../../src/score/stored-row.js';
import { writeReport } from '../../src/report/write.js';
import { PARTIAL_ROWS, RowLog } from '../../src/run/row-log.js';
import { priceRow } from '../../src/score/usage.js';
import { unobserve } from '../../src/score/verdict.js';
import { resultRow } from '../helpers.js';

const FORMATS = OUTPUTS.map((o) => o.format);
const SECRET = 'tok-7Hq2"Lx9/Vb4Rt';
const ENV = { DB_TOKEN: SECRET };
const dir = () => mkdtempSync(path.join(tmpdir(), 'mcp-eval-rowlog-'));
const HEAVY = ['turns', 'calls', 'requests', 'hooks', 'checks', 'observations'];

/** Rows with a secret in every heavy field of some, and in a small field (reason) of others. */
const rows = (n: number): ResultRow[] =>
  Array.from({ length: n }, (_, i) =>
    resultRow({
      scenario: `s${i}`,
      status: i % 3 ? 'pass' : 'fail',
      reason: i % 7 === 0 ? `saw ${SECRET}` : i % 3 ? '' : 'expected get_cluster',
      mode: i % 2 ? 'live' : 'stub',
      checks: [{ check: 'gate:no_mutation', passed: true, reason: 'ok' }],
      turns: [{ user: `Show c${i} </script>`, reply: i % 5 ? `c${i} 😀 "q"` : `key ${SECRET}` }],
      calls: [
        {
          turn: 0,
          tool: 'get_cluster',
          args: i % 10 === 1 ? { [SECRET]: true } : { id: `c${i}` },
          result: i % 10 === 2 ? JSON.stringify({ token: SECRET }) : '{\n  "ok": 1\n}',
          stubbed: true,
          durationMs: 1,
        },
      ],
      requests: [
        { method: 'GET', path: `/c/${i % 4 ? i : SECRET}`, query: {}, status: 200, at: i },
      ],
      hooks: [
        {
          phase: 'before',
          command: 'seed',
          exitCode: 0,
          stdout: i % 6 ? 'ok' : SECRET,
          stderr: '',
          durationMs: 2,
        },
      ],
      usage: { inputTokens: 10 + i, outputTokens: i, cachedTokens: 0 },
    }),
  );

/** Each row through a row log, as the run's pool keeps it. */
function store(out: string, whole: ResultRow[]): { log: RowLog; kept: ResultRow[] } {
  const log = new RowLog(out, new Redactor(secretValues(ENV)));
  return { log, kept: whole.map((r) => log.add(r)) };
}

const report = (results: ResultRow[]) =>
  buildReport({ started: new Date(0), cwd: '.', providers: [], notices: [], rows: results });

/** Every file of a folder, by name. */
const files = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder).map((f) => [f, readFileSync(path.join(folder, f), 'utf8')]),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rows stored in the row log', () => {
  it('write every report file byte for byte as the whole rows do, counting each secret once', async () => {
    const whole = rows(60);
    const plainOut = dir();
    const storedOut = dir();
    const { log, kept } = store(storedOut, whole);
    log.end();
    // One report (one finishing time), its rows whole or stored.
    const built = await report(whole);
    const plain = await writeReport(built, plainOut, ENV, [], FORMATS);
    const stored = await writeReport({ ...built, results: kept }, storedOut, ENV, [], FORMATS);
    log.remove();
    // The written report's rows are still stored: none was copied whole.
    for (const r of stored.report.results) {
      for (const key of HEAVY) {
        expect(Object.getOwnPropertyDescriptor(r, key)?.get, key).toBeTypeOf('function');
      }
    }

    const a = files(plainOut);
    const b = files(storedOut);
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    // Not toBe: a failure would print both files whole.
    for (const name of Object.keys(a)) expect(b[name] === a[name], name).toBe(true);
    expect(stored.report.redactions).toBe(plain.report.redactions);
    expect(stored.report.redactions).toBeGreaterThan(20);
    for (const [name, text] of Object.entries(b)) {
      for (const form of secretForms(SECRET)) expect(text, `${name}: ${form}`).not.toContain(form);
    }
  });

  it('keep the keys in their order, the transcript as getters reading its own line', () => {
    const out = dir();
    const whole = rows(12);
    const { log, kept } = store(out, whole);
    const redactor = new Redactor(secretValues(ENV));
    // Read out of order: each row's heavy fields are its own, redacted.
    for (const i of [5, 0, 11, 3, 3, 8]) {
      expect(Object.keys(kept[i])).toEqual(Object.keys(whole[i]));
      for (const key of HEAVY) {
        expect(Object.getOwnPropertyDescriptor(kept[i], key)?.get, key).toBeTypeOf('function');
        expect(kept[i][key as 'turns'], `${i} ${key}`).toEqual(
          redactor.redactDeep(whole[i][key as 'turns']),
        );
      }
    }
    // Small fields stay as the run made them: the writer redacts them.
    expect(kept[0].reason).toBe(whole[0].reason);
    expect(JSON.stringify(kept[8])).toBe(JSON.stringify(redactor.redactDeep(whole[8])));
    log.remove();
  });

  it('are redacted for the report files without reading their transcript back', () => {
    const whole = rows(14);
    const { log, kept } = store(dir(), whole);
    const read = vi.spyOn(log, 'read');
    const redactor = new Redactor(secretValues(ENV));
    const clean = kept.map((r) => redactRow(redactor, r));
    expect(read).not.toHaveBeenCalled();
    // Rows 0 and 7 hold the secret in their reason: redacted, counted, still stored.
    expect(redactor.count).toBe(2);
    expect(clean[7].reason).toBe('saw [REDACTED]');
    expect(clean[1]).toBe(kept[1]);
    expect(JSON.stringify(clean[7])).toBe(
      JSON.stringify(new Redactor([SECRET]).redactDeep(whole[7])),
    );
    log.remove();
  });

  it('read a row once for its heavy fields', () => {
    const { log, kept } = store(dir(), rows(4));
    const parse = vi.spyOn(JSON, 'parse');
    for (const r of [kept[2], kept[1]]) for (const key of HEAVY) void r[key as 'turns'];
    expect(parse).toHaveBeenCalledTimes(2);
    log.remove();
  });

  it('still read back once the file is removed', () => {
    const out = dir();
    const whole = rows(5);
    const { log, kept } = store(out, whole);
    log.remove();
    expect(existsSync(path.join(out, PARTIAL_ROWS))).toBe(false);
    expect(kept[4].calls).toEqual(whole[4].calls);
    expect(kept[3].turns).toEqual(whole[3].turns);
  });

  it('stay stored through the changes after the run (request gates blinded, cost)', () => {
    const { log, kept } = store(dir(), rows(4));
    const prices = { p: { input: 1, output: 2 } };
    const blind = (r: ResultRow) => unobserve(r, 'nothing received');
    const changed = kept.map((r) => revise(revise(r, blind), (x) => priceRow(x, prices)));
    for (const [i, r] of changed.entries()) {
      const expected = priceRow(blind({ ...kept[i] }), prices);
      expect(JSON.stringify(r)).toBe(JSON.stringify(expected));
      expect(r.cost?.total).toBeGreaterThan(0);
      // The checks the change decided again stay in memory; the rest is read from disk.
      for (const key of HEAVY) {
        const read = Object.getOwnPropertyDescriptor(r, key)?.get;
        if (key === 'checks') expect(read, key).toBeUndefined();
        else expect(read, key).toBeTypeOf('function');
      }
    }
    expect(changed[0].checks[0]).toMatchObject({ passed: false, unobserved: true });
    // A change that replaces a heavy field keeps what it made.
    const edited = revise(kept[1], (r) => ({ ...r, calls: [] }));
    expect(edited.calls).toEqual([]);
    expect(edited.turns).toEqual(kept[1].turns);
    log.remove();
  });

  it('redact in the report what a change after the run put in memory (a late request)', async () => {
    const out = dir();
    const { log, kept } = store(out, rows(3));
    const late = { method: 'DELETE', path: `/c/${SECRET}`, query: {}, status: 202, at: 9 };
    const changed = kept.map((r) =>
      revise(r, (x) => ({ ...x, requests: [...x.requests, late], status: 'fail' })),
    );
    for (const r of changed) {
      expect(Object.getOwnPropertyDescriptor(r, 'checks')?.get).toBeTypeOf('function');
      expect(r.requests.at(-1)).toEqual(late);
    }
    const written = await writeReport(await report(changed), out, ENV, [], FORMATS);
    log.remove();
    for (const [name, text] of Object.entries(files(out))) {
      for (const form of secretForms(SECRET)) expect(text, `${name}: ${form}`).not.toContain(form);
    }
    expect(written.report.results[2].requests.at(-1)?.path).toBe('/c/[REDACTED]');
  });

  it('leave no secret in the partial file, and write nothing once ended', () => {
    const out = dir();
    const { log } = store(out, rows(20));
    log.end();
    const row = resultRow({ scenario: 'late' });
    expect(log.add(row)).toBe(row);
    const text = readFileSync(path.join(out, PARTIAL_ROWS), 'utf8');
    expect(text.trim().split('\n')).toHaveLength(20);
    for (const form of secretForms(SECRET)) expect(text).not.toContain(form);
    log.remove();
  });
});
