// Cancel-safe: SIGTERM and SIGINT to the CLI, run as a real process on the sources, mid-run on a
// server started through `sh -c` with a helper of its own and a before hook that runs a
// grandchild. What a user gets: exit 143/130, every report file, the finished rows as they were
// and the rest `cancelled`, and no process of the run left behind, on this or any exit path.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import {
  bench,
  faultCounter,
  hooked,
  orphans,
  processesWith,
  quick,
  readReport,
  slow,
  startCli,
  until,
  type Bench,
} from './cancel-helpers.js';

const fault = faultCounter('cancel');
const STACK = /\n\s+at .+:\d+:\d+/;

/** Three quick runs, then on three workers: `sa` (slow for 4 s), `sb` (in a minute-long tool
 * call), `hc` (in a minute-long before hook); `sd` and `se` wait for a worker. */
function midRun(): Bench {
  return bench(
    quick('q1') +
      quick('q2') +
      quick('q3') +
      // Long enough to be running when the signal comes on a busy machine, within the grace.
      slow('sa', '', 4000) +
      slow('sb') +
      hooked('hc') +
      slow('sd') +
      slow('se'),
  );
}

/** Waits until sa, sb and hc run (the quick rows are done), checks that the whole tree is up. */
async function whenBusy(b: Bench): Promise<void> {
  await until('sa, sb and hc to start', () => ['sa', 'sb', 'hc'].every(b.started));
  // 3 servers × (sh, node, helper), plus the hook's bash and node: the scan does see them.
  expect(processesWith(b.marker).length).toBeGreaterThanOrEqual(11);
}

function expectReports(b: Bench): void {
  for (const file of ['report.json', 'report.md', 'transcripts.jsonl'])
    expect(existsSync(path.join(b.out, file)), file).toBe(true);
}

describe('cancelling `mcp-eval run`', () => {
  it(
    'SIGTERM: running scenarios get the grace period, the report keeps every row, exit 143, no orphan',
    fault(async () => {
      const b = midRun();
      const run = startCli(b, '--grace', '6');
      await whenBusy(b);
      const sent = Date.now();
      run.child.kill('SIGTERM');
      const { code, at } = await run.exited;
      const log = `--- stdout\n${run.stdout()}\n--- stderr\n${run.stderr()}`;

      expect(code, log).toBe(143);
      expect(run.stderr()).not.toMatch(STACK);
      expect(run.stderr()).toContain('SIGTERM: no new scenario starts');
      // The grace period was waited for (sb and hc would run a minute), and not much longer.
      expect(at - sent, log).toBeGreaterThanOrEqual(5500);
      expect(at - sent, log).toBeLessThan(15_000);
      expect(await orphans(b.marker)).toEqual([]);

      expectReports(b);
      const { report, rows } = readReport(b.out);
      expect(report.cancelled).toMatchObject({ signal: 'SIGTERM' });
      expect(report.notices.join('\n')).toMatch(/Cancelled by SIGTERM .*4 of 8 run\(s\) finished/);
      // Finished before the signal, and within the grace period: kept as they were.
      expect(['q1', 'q2', 'q3', 'sa'].map((id) => rows[id].status)).toEqual([
        'pass',
        'pass',
        'pass',
        'pass',
      ]);
      // Still running when the grace ended: cancelled, with what the transcript held.
      expect(rows.sb).toMatchObject({ status: 'cancelled' });
      expect(rows.sb.reason).toMatch(/SIGTERM.*6 s grace period ended/);
      expect(rows.sb.calls.map((c) => [c.tool, c.error])).toEqual([
        ['slow', 'no answer before the scenario ended'],
      ]);
      expect(rows.hc).toMatchObject({ status: 'cancelled' });
      expect(rows.hc.hooks[0]).toMatchObject({ phase: 'before', exitCode: null });
      // Never started: the three slots were held (sa and sb in their calls, hc in its hook) and
      // no worker took them after the signal. A live scenario takes its process at its first
      // call, and keeps its slot while one starts (run/server-pool.ts), so none lent a slot.
      for (const id of ['sd', 'se'])
        expect(rows[id]).toMatchObject({
          status: 'cancelled',
          reason: 'not started: cancelled by SIGTERM',
          attempts: 0,
        });
      expect(report.summary.overall).toMatchObject({ scored: 4, accuracy: 1 });
    }),
    120_000,
  );

  it(
    'SIGINT twice: the second ends the grace period at once; exit 130, no orphan',
    fault(async () => {
      const b = midRun();
      const run = startCli(b, '--grace', '60');
      await whenBusy(b);
      const sent = Date.now();
      run.child.kill('SIGINT');
      await new Promise((r) => setTimeout(r, 500));
      run.child.kill('SIGINT');
      const { code, at } = await run.exited;
      const log = `--- stdout\n${run.stdout()}\n--- stderr\n${run.stderr()}`;

      expect(code, log).toBe(130);
      // Far from the 60 s grace: servers stopped, reports written, gone.
      expect(at - sent, log).toBeLessThan(15_000);
      expect(await orphans(b.marker)).toEqual([]);
      expectReports(b);
      const { report, rows } = readReport(b.out);
      expect(report.cancelled?.signal).toBe('SIGINT');
      expect(rows.sb.reason).toMatch(/SIGINT.*a second signal ended the grace period/);
      expect(rows.sd.reason).toBe('not started: cancelled by SIGINT');
      expect(['q1', 'q2', 'q3'].map((id) => rows[id].status)).toEqual(['pass', 'pass', 'pass']);
    }),
    120_000,
  );

  it(
    'SIGKILL: no chance to write a report, yet every row finished before it is on disk',
    fault(async () => {
      const b = midRun();
      const run = startCli(b, '--grace', '6');
      await whenBusy(b);
      run.child.kill('SIGKILL');
      await run.exited;
      // Nothing could stop the servers: they are this test's to end.
      for (const line of processesWith(b.marker)) {
        try {
          process.kill(Number(line.split(' ')[0]), 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
      expect(existsSync(path.join(b.out, 'report.json'))).toBe(false);
      const partial = readFileSync(path.join(b.out, 'rows.partial.jsonl'), 'utf8');
      const rows = partial
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { scenario: string; status: string });
      // In the order they finished: the quick ones, and sa if its 4 s were over before the kill.
      const finished = rows.map((r) => r.scenario).sort();
      expect(finished.slice(0, 3)).toEqual(['q1', 'q2', 'q3']);
      expect(finished.slice(3)).toEqual(finished.length > 3 ? ['sa'] : []);
      expect(rows.every((r) => r.status === 'pass')).toBe(true);
    }),
    120_000,
  );

  it(
    'a run that ends normally leaves no process behind (the servers’ helpers included)',
    fault(async () => {
      const b = bench(quick('q1') + quick('q2') + slow('s1', '', 200), 2);
      const run = startCli(b, '-q');
      const { code } = await run.exited;
      expect(code, run.stderr()).toBe(0);
      expect(readReport(b.out).report.cancelled).toBeUndefined();
      // transcripts.jsonl holds every row: the partial file has done its job.
      expect(existsSync(path.join(b.out, 'rows.partial.jsonl'))).toBe(false);
      expect(await orphans(b.marker)).toEqual([]);
    }),
    120_000,
  );

  it(
    'a setup error after the servers started (an unknown tool) exits 2 and leaves no process behind',
    fault(async () => {
      const b = bench(
        quick('q1') + '  - { id: bad, prompt: "x", expect: { calls: [{ tool: nope }] } }\n',
        2,
      );
      const run = startCli(b, '-q');
      const { code } = await run.exited;
      expect(code, run.stderr()).toBe(2);
      expect(run.stderr()).toContain('nope');
      expect(run.stderr()).not.toMatch(STACK);
      expect(await orphans(b.marker)).toEqual([]);
    }),
    120_000,
  );

  it(
    'evaluate() cancelled before it starts: every run a `cancelled` row, the report still written',
    fault(async () => {
      const b = bench(quick('q1') + slow('s1'), 2);
      const quiet = { info: () => {}, notice: () => {}, warn: () => {} };
      const { report } = await evaluate({
        cwd: b.dir,
        config: b.config,
        out: b.out,
        log: quiet,
        cancel: { signal: AbortSignal.abort('SIGTERM') },
      });
      expect(report.results.map((r) => [r.scenario, r.status, r.reason])).toEqual([
        ['q1', 'cancelled', 'not started: cancelled by SIGTERM'],
        ['s1', 'cancelled', 'not started: cancelled by SIGTERM'],
      ]);
      expect(report.summary.overall.scored).toBe(0);
      expectReports(b);
      expect(await orphans(b.marker)).toEqual([]);
    }),
    120_000,
  );
});
