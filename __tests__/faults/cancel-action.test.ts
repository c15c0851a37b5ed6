// Cancel-safe, the action: src/index.ts run as the runner runs it (INPUT_*, GITHUB_* files, an
// event payload; the sources through tsx, against a loopback fake of the artifact service). A
// cancelled job: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills the process.
// Whatever the job is doing then — a server starting or listing its tools, a model call that
// never answers, a hook with a job in the background — the report is on disk within 5 s of the
// SIGINT, the process is gone before the kill, and so is every process of the run.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readZip,
  runtimeToken,
  startFakeArtifactService,
  type FakeArtifactService,
} from '../fakes/artifact-service.js';
import { runnerEnv } from '../fakes/runner.js';
import { startFake } from '../fakes/wire.js';
import {
  bench,
  faultCounter,
  hooked,
  orphans,
  quick,
  readReport,
  slow,
  start,
  until,
  type Bench,
  type Proc,
} from './cancel-helpers.js';

const fault = faultCounter('cancel (action)');

let service: FakeArtifactService;
beforeAll(async () => (service = await startFakeArtifactService()));
afterAll(async () => service?.close());

/** The action on `b` as the runner starts it (every input, defaults filled in: fakes/runner.ts);
 * `extra` joins its environment (a provider's key and base URL). */
function startAction(b: Bench, extra: NodeJS.ProcessEnv = {}) {
  const env = runnerEnv({
    dir: b.dir,
    inputs: {
      config: b.config,
      'working-directory': b.dir,
      'artifact-name': 'out',
      baseline: 'none',
      'github-token': 'ghs_not_used',
    },
    eventName: 'workflow_dispatch',
    event: { inputs: {} },
    env: {
      CANCEL_MARKER: b.marker,
      GITHUB_API_URL: 'http://127.0.0.1:9', // nothing is asked of it: no PR, no baseline
      GITHUB_RUN_ID: '42',
      ACTIONS_RUNTIME_TOKEN: runtimeToken(`run-${b.marker}`, `job-${b.marker}`),
      ACTIONS_RESULTS_URL: `${service.url}/`,
      ...extra,
    },
  });
  return { run: start('action', [], env), summary: env.GITHUB_STEP_SUMMARY! };
}

describe('cancelling the action (a cancelled job)', () => {
  it(
    'SIGINT then SIGTERM: report files, job summary and artifact written, step failed saying so, no orphan',
    fault(async () => {
      const b = bench(
        quick('q1') + quick('q2') + slow('sa') + hooked('hb') + slow('sc') + slow('sd'),
        2,
      );
      const { run, summary } = startAction(b);
      await until('sa and hb to start', () => b.started('sa') && b.started('hb'));
      const sent = Date.now();
      run.child.kill('SIGINT');
      // The runner's SIGTERM, sooner than its 7.5 s: it ends the grace period at once.
      await new Promise((r) => setTimeout(r, 1500));
      run.child.kill('SIGTERM');
      const { code, at } = await run.exited;
      const log = `--- stdout\n${run.stdout()}\n--- stderr\n${run.stderr()}`;

      expect(code, log).toBe(1);
      expect(at - sent, log).toBeLessThan(15_000);
      expect(run.stdout()).toMatch(
        /^::error::Cancelled by SIGINT: the partial report was written \(2 run\(s\) finished, 4 cancelled\)/m,
      );
      expect(run.stdout()).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(await orphans(b.marker)).toEqual([]);

      const { report, rows } = readReport(b.out);
      expect(report.cancelled?.signal).toBe('SIGINT');
      expect([rows.q1.status, rows.q2.status]).toEqual(['pass', 'pass']);
      expect(rows.sa.reason).toMatch(/a second signal ended the grace period/);
      expect(rows.sd.reason).toBe('not started: cancelled by SIGINT');
      // Where people look first: the job summary says it was cancelled, with the rows so far.
      const text = readFileSync(summary, 'utf8');
      expect(text).toContain('Cancelled by SIGINT');
      expect(text).toContain('not started: cancelled by SIGINT');
      expect([...readZip(artifactOf(b)!.blob!).keys()], log).toContain('report.json');
    }),
    120_000,
  );

  it(
    'SIGINT alone: the 3 s grace ends and the report is published before the runner’s SIGTERM',
    fault(async () => {
      const b = bench(quick('q1') + slow('sa') + slow('sb'), 1);
      const { run, summary } = startAction(b);
      await until('sa to start', () => b.started('sa'));
      const sent = Date.now();
      run.child.kill('SIGINT');
      const { code, at } = await run.exited;
      const log = `--- stdout\n${run.stdout()}\n--- stderr\n${run.stderr()}`;
      expect(code, log).toBe(1);
      // The 3 s grace, then the report within 5 s of the SIGINT, published before the SIGTERM.
      expect(at - sent, log).toBeGreaterThanOrEqual(2500);
      expect(reportAt(b) - sent, log).toBeLessThan(5000);
      expect(at - sent, log).toBeLessThan(7500);
      expect(rowsOf(b)).toEqual({ q1: 'pass', sa: 'cancelled', sb: 'cancelled' });
      expect(readFileSync(summary, 'utf8')).toContain('Cancelled by SIGINT');
      expect(artifactOf(b), log).toBeDefined();
      expect(await orphans(b.marker)).toEqual([]);
    }),
    120_000,
  );
});

/** The runner's sequence on a cancelled job: SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after
 * that, each only while the process lives. How it ended, and when, from the SIGINT. */
async function cancelAsRunner(run: Proc) {
  const sent = Date.now();
  const send = (signal: NodeJS.Signals) => () => {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill(signal);
  };
  run.child.kill('SIGINT');
  const timers = [setTimeout(send('SIGTERM'), 7500), setTimeout(send('SIGKILL'), 10_000)];
  const { code, signal, at } = await run.exited;
  timers.forEach(clearTimeout);
  return {
    code,
    signal,
    sent,
    ms: at - sent,
    log: `--- stdout\n${run.stdout()}\n--- stderr\n${run.stderr()}`,
  };
}

/** When report.json was last written (ms since the epoch). */
const reportAt = (b: Bench) => statSync(path.join(b.out, 'report.json')).mtimeMs;

/** A server that takes ten minutes before it reads initialize: only its start-up timeout (30 s,
 * past the runner's kill) or the cancel ends the wait. */
const SLOW_START = { serverEnv: { CANCEL_INIT_MS: '600000' } };

describe('a cancelled job, whatever it is doing: the report within 5 s, nothing left running', () => {
  /** What every phase ends with: exit 1 before the runner's SIGTERM, the report out within 5 s
   * of the SIGINT, in the job summary and the artifact too, and no process left. */
  async function expectPromptCancel(b: Bench, run: Proc, summary: string) {
    const { code, signal, sent, ms, log } = await cancelAsRunner(run);
    expect(signal, log).toBeNull();
    expect(code, log).toBe(1);
    expect(ms, log).toBeLessThan(7500);
    expect(reportAt(b) - sent, log).toBeLessThan(5000);
    expect(run.stdout()).toMatch(/^::error::Cancelled by SIGINT: the partial report was written/m);
    expect(run.stdout()).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(readFileSync(summary, 'utf8')).toContain('Cancelled by SIGINT');
    expect(artifactOf(b), log).toBeDefined();
    expect(await orphans(b.marker)).toEqual([]);
    return readReport(b.out);
  }

  it(
    'while the server starts: every run `not started`',
    fault(async () => {
      const b = bench(slow('s1') + slow('s2'), 2, SLOW_START);
      const { run, summary } = startAction(b);
      await until('the server to start', () => b.started('starting'));
      const { rows } = await expectPromptCancel(b, run, summary);
      expect(rowsOf(b)).toEqual({ s1: 'cancelled', s2: 'cancelled' });
      expect(rows.s1.reason).toBe('not started: cancelled by SIGINT');
    }),
    60_000,
  );

  it(
    'while tools/list hangs: every run `not started`',
    fault(async () => {
      const b = bench(slow('s1'), 1, { serverEnv: { CANCEL_LIST_HANG: '1' } });
      const { run, summary } = startAction(b);
      await until('tools/list', () => b.started('listing'));
      await expectPromptCancel(b, run, summary);
      expect(rowsOf(b)).toEqual({ s1: 'cancelled' });
    }),
    60_000,
  );

  it(
    'while a model call never answers: the run cancelled when the grace ends',
    fault(async () => {
      const api = await startFake(() => ({ hang: true }));
      try {
        const b = bench(slow('s1') + slow('s2'), 1, { providers: 'openai:gpt-4.1-mini' });
        const { run, summary } = startAction(b, {
          OPENAI_API_KEY: 'sk-test-cancel',
          OPENAI_BASE_URL: `${api.url}/v1`,
        });
        await until('the model call', () => api.count() > 0);
        const { rows } = await expectPromptCancel(b, run, summary);
        expect(rows.s1.reason).toMatch(/SIGINT.*3 s grace period ended/);
        expect(rows.s2.reason).toBe('not started: cancelled by SIGINT');
      } finally {
        await api.close();
      }
    }),
    60_000,
  );

  it(
    'while the response cache is restored from a cache service that never answers',
    fault(async () => {
      // Any request is held unanswered: the Actions cache (v1 protocol) as a stalled network.
      const stalled = await startFake(() => ({ hang: true }));
      try {
        const b = bench(quick('q1') + slow('s1'), 1);
        const { run, summary } = startAction(b, {
          INPUT_CACHE: 'true',
          ACTIONS_CACHE_URL: `${stalled.url}/`,
        });
        await until('the cache restore', () => stalled.count() > 0);
        const { rows } = await expectPromptCancel(b, run, summary);
        expect(rows.q1.reason).toBe('not started: cancelled by SIGINT');
      } finally {
        await stalled.close();
      }
    }),
    60_000,
  );

  it(
    'while a before hook runs with a job in the background: the hook and its job killed',
    fault(async () => {
      const b = bench(slow('hk', 'before: "touch slow-hk; sleep 600 & sleep 600", '), 1);
      const { run, summary } = startAction(b);
      await until('the hook', () => b.started('hk'));
      const { rows } = await expectPromptCancel(b, run, summary);
      expect(rows.hk).toMatchObject({ status: 'cancelled' });
      expect(rows.hk.hooks[0]).toMatchObject({ phase: 'before', exitCode: null });
    }),
    60_000,
  );
});

const rowsOf = (b: Bench) =>
  Object.fromEntries(Object.entries(readReport(b.out).rows).map(([id, r]) => [id, r.status]));

/** The report artifact the action on `b` uploaded (its run's backend id names the bench). */
const artifactOf = (b: Bench) =>
  service.artifacts.find((a) => a.workflowRunBackendId === `run-${b.marker}` && a.finalized);
