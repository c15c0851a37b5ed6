// Cancels never wait: a signal while the server starts, while it lists its tools, while a model
// call hangs, or while a hook runs with a job in the background ends the CLI promptly (the
// thing being cancelled is not waited for), with every report file, and no process of the run
// left. SIGHUP is a cancel like SIGTERM. The CLI runs as a real process on the sources.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import { startFake } from '../fakes/wire.js';
import {
  bench,
  faultCounter,
  orphans,
  quick,
  readReport,
  ROOT,
  slow,
  startCli,
  startCliWith,
  until,
  type Bench,
  type Proc,
} from './cancel-helpers.js';

const fault = faultCounter('cancel (phases)');
const STACK = /\n\s+at .+:\d+:\d+/;

function expectReports(b: Bench): void {
  for (const file of ['report.json', 'report.md', 'transcripts.jsonl'])
    expect(existsSync(path.join(b.out, file)), file).toBe(true);
}

/** Sends `signal` and waits for the exit: the exit code and ms from the signal to the exit. */
async function cancel(run: Proc, signal: NodeJS.Signals) {
  const sent = Date.now();
  run.child.kill(signal);
  const { code, at } = await run.exited;
  return {
    code,
    ms: at - sent,
    log: `--- stdout\n${run.stdout()}\n--- stderr\n${run.stderr()}`,
  };
}

/** A server that takes ten minutes before it reads initialize: only its start-up timeout (30 s)
 * or the cancel ends the wait. */
const SLOW_START = { serverEnv: { CANCEL_INIT_MS: '600000' } };

describe('a cancel does not wait for what it cancels (the CLI)', () => {
  it(
    'SIGINT while the server starts: exit 130 at once, every run `not started`, no orphan',
    fault(async () => {
      const b = bench(slow('s1') + slow('s2'), 2, SLOW_START);
      const run = startCli(b, '-q');
      await until('the server to start', () => b.started('starting'));
      const { code, ms, log } = await cancel(run, 'SIGINT');

      expect(code, log).toBe(130);
      expect(ms, log).toBeLessThan(5000);
      expect(run.stderr()).not.toMatch(STACK);
      expect(await orphans(b.marker)).toEqual([]);
      expectReports(b);
      const { report, rows } = readReport(b.out);
      expect(report.cancelled?.signal).toBe('SIGINT');
      for (const id of ['s1', 's2'])
        expect(rows[id]).toMatchObject({
          status: 'cancelled',
          reason: 'not started: cancelled by SIGINT',
        });
    }),
    60_000,
  );

  it(
    'SIGTERM while tools/list hangs: exit 143 at once, the report written, no orphan',
    fault(async () => {
      const b = bench(slow('s1'), 1, { serverEnv: { CANCEL_LIST_HANG: '1' } });
      const run = startCli(b, '-q');
      await until('tools/list', () => b.started('listing'));
      const { code, ms, log } = await cancel(run, 'SIGTERM');

      expect(code, log).toBe(143);
      expect(ms, log).toBeLessThan(5000);
      expect(await orphans(b.marker)).toEqual([]);
      expectReports(b);
      expect(readReport(b.out).rows.s1).toMatchObject({
        status: 'cancelled',
        reason: 'not started: cancelled by SIGTERM',
      });
    }),
    60_000,
  );

  it(
    'SIGINT while a model call hangs: the grace period, then the call is dropped; exit 130, no orphan',
    fault(async () => {
      const api = await startFake(() => ({ hang: true }));
      try {
        const b = bench(slow('s1'), 1, { providers: 'openai:gpt-4.1-mini' });
        const run = startCliWith(
          b,
          { OPENAI_API_KEY: 'sk-test-cancel', OPENAI_BASE_URL: `${api.url}/v1` },
          '-q',
          '--grace',
          '2',
        );
        await until('the model call', () => api.count() > 0);
        const { code, ms, log } = await cancel(run, 'SIGINT');

        expect(code, log).toBe(130);
        // The 2 s grace, then no wait for the answer that never comes.
        expect(ms, log).toBeGreaterThanOrEqual(1800);
        expect(ms, log).toBeLessThan(6000);
        expect(await orphans(b.marker)).toEqual([]);
        expectReports(b);
        expect(readReport(b.out).rows.s1).toMatchObject({ status: 'cancelled' });
        expect(readReport(b.out).rows.s1.reason).toMatch(/SIGINT.*2 s grace period ended/);
      } finally {
        await api.close();
      }
    }),
    60_000,
  );

  it(
    'SIGTERM while a before hook runs with a job in the background: both go with the grace; exit 143',
    fault(async () => {
      const hook = `touch slow-hk; sleep 600 & sleep 600`;
      const b = bench(slow('hk', `before: "${hook}", `), 1);
      const run = startCli(b, '-q', '--grace', '1');
      await until('the hook', () => b.started('hk'));
      const { code, ms, log } = await cancel(run, 'SIGTERM');

      expect(code, log).toBe(143);
      expect(ms, log).toBeLessThan(5000);
      expect(await orphans(b.marker)).toEqual([]);
      expectReports(b);
      const { rows } = readReport(b.out);
      expect(rows.hk).toMatchObject({ status: 'cancelled' });
      expect(rows.hk.hooks[0]).toMatchObject({ phase: 'before', exitCode: null });
      expect(rows.hk.hooks[0].stderr).toMatch(/cancelled by SIGTERM/);
    }),
    60_000,
  );

  it(
    'SIGHUP (the terminal closed) is a cancel like SIGTERM: exit 129, the report written, no orphan',
    fault(async () => {
      const b = bench(slow('s1') + slow('s2'), 1);
      const run = startCli(b, '-q', '--grace', '1');
      await until('s1 to run', () => b.started('s1'));
      const { code, ms, log } = await cancel(run, 'SIGHUP');

      expect(code, log).toBe(129);
      expect(ms, log).toBeLessThan(5000);
      expect(await orphans(b.marker)).toEqual([]);
      expectReports(b);
      const { report, rows } = readReport(b.out);
      expect(report.cancelled?.signal).toBe('SIGHUP');
      expect(rows.s1.reason).toMatch(/SIGHUP.*1 s grace period ended/);
      expect(rows.s2.reason).toBe('not started: cancelled by SIGHUP');
    }),
    60_000,
  );

  it(
    'SIGHUP with the terminal gone (its output pipes closed): the report still written, exit 129',
    fault(async () => {
      const b = bench(slow('s1'), 1);
      const run = startCli(b, '--grace', '1');
      await until('s1 to run', () => b.started('s1'));
      // What a closed terminal leaves: every later write to it fails.
      run.child.stdout!.destroy();
      run.child.stderr!.destroy();
      const { code, ms, log } = await cancel(run, 'SIGHUP');

      expect(code, log).toBe(129);
      expect(ms, log).toBeLessThan(5000);
      expect(await orphans(b.marker)).toEqual([]);
      expectReports(b);
      expect(readReport(b.out).report.cancelled?.signal).toBe('SIGHUP');
    }),
    60_000,
  );

  it(
    'a run that dies of an uncaught error takes the process groups it started (servers, hooks) with it',
    fault(async () => {
      const marker = `mcp-eval-cancel-crash-${process.pid}-${Date.now()}`;
      // As a server or a hook is started: its own group, tracked; then the run dies.
      const script = `
        import { spawn } from 'node:child_process';
        import { track } from './src/mcp/group.ts';
        const child = spawn('sh', ['-c', 'sleep 600 & sleep 600'], { detached: true, stdio: 'ignore' });
        track(child.pid);
        setTimeout(() => { throw new Error('a bug'); }, 300);`;
      const run = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: ROOT,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, CANCEL_MARKER: marker },
          stdio: 'ignore',
        },
      );
      const code = await new Promise((resolve) => run.once('exit', resolve));
      const left = await orphans(marker);
      for (const line of left) process.kill(Number(line.split(' ')[0]), 'SIGKILL');
      expect(code).toBe(1);
      expect(left).toEqual([]);
    }),
    60_000,
  );

  it(
    'SIGINT once every run finished, while the servers stop and the report is written: every row kept, exit 130',
    fault(async () => {
      const b = bench(quick('q1') + quick('q2'), 2);
      const run = startCli(b, '-q');
      // Both rows on disk: the run is stopping its servers (which ignore the end of their input
      // for half a second) and writing the report.
      const partial = path.join(b.out, 'rows.partial.jsonl');
      await until('both rows', () => {
        try {
          return readFileSync(partial, 'utf8').trim().split('\n').length === 2;
        } catch {
          return false;
        }
      });
      const { code, ms, log } = await cancel(run, 'SIGINT');

      expect(code, log).toBe(130);
      expect(ms, log).toBeLessThan(5000);
      expect(await orphans(b.marker)).toEqual([]);
      expectReports(b);
      const { report, rows } = readReport(b.out);
      // Said, yet nothing was cut short: both runs as they finished.
      expect(report.notices.join('\n')).toMatch(/Cancelled by SIGINT .*2 of 2 run\(s\) finished/);
      expect([rows.q1.status, rows.q2.status]).toEqual(['pass', 'pass']);
    }),
    60_000,
  );

  it(
    'on a GitHub runner (GITHUB_ACTIONS=true), no --grace: the action’s 3 s, the report within 5 s of SIGINT',
    fault(async () => {
      const b = bench(slow('s1'), 1);
      const run = startCliWith(b, { GITHUB_ACTIONS: 'true' }, '-q');
      await until('s1 to run', () => b.started('s1'));
      const sent = Date.now();
      const { code, ms, log } = await cancel(run, 'SIGINT');

      expect(code, log).toBe(130);
      expect(ms, log).toBeGreaterThanOrEqual(2500);
      expect(statSync(path.join(b.out, 'report.json')).mtimeMs - sent, log).toBeLessThan(5000);
      expect(readReport(b.out).rows.s1.reason).toMatch(/SIGINT.*3 s grace period ended/);
      expect(await orphans(b.marker)).toEqual([]);
    }),
    60_000,
  );

  it(
    'evaluate(): a streamable-HTTP server that never answers initialize is not waited for',
    fault(async () => {
      // Holds every request unanswered: the server's endpoint as a stalled process.
      const stalled = await startFake(() => ({ hang: true }));
      try {
        const b = bench(slow('s1') + slow('s2'), 2);
        writeFileSync(
          b.config,
          `server: { url: "${stalled.url}/mcp" }\ncorpus: [c.yaml]\nproviders: [replay]\n`,
        );
        const cancel = new AbortController();
        const running = evaluate({
          cwd: b.dir,
          config: b.config,
          out: b.out,
          log: QUIET,
          cancel: { signal: cancel.signal },
        });
        await until('initialize', () => stalled.count() > 0);
        const sent = Date.now();
        cancel.abort('SIGTERM');
        const { report } = await running;
        // Far from the 30 s start-up timeout.
        expect(Date.now() - sent).toBeLessThan(3000);
        expect(report.results.map((r) => [r.scenario, r.status, r.reason])).toEqual([
          ['s1', 'cancelled', 'not started: cancelled by SIGTERM'],
          ['s2', 'cancelled', 'not started: cancelled by SIGTERM'],
        ]);
        expectReports(b);
      } finally {
        await stalled.close();
      }
    }),
    60_000,
  );

  it(
    'evaluate(): a streamable-HTTP server that never answers the session’s DELETE holds no cancelled run',
    fault(async () => {
      const server = await sessionServer();
      try {
        const b = sessionBench(server.url);
        const cancel = new AbortController();
        const running = evaluate({
          cwd: b.dir,
          config: b.config,
          out: b.out,
          log: QUIET,
          // Both requests at once: no grace, the servers stop at once.
          cancel: { signal: cancel.signal, now: cancel.signal },
        });
        await until('tools/list', () => server.methods.includes('tools/list'));
        const sent = Date.now();
        cancel.abort('SIGTERM');
        const { report } = await running;
        expect(Date.now() - sent).toBeLessThan(3000);
        // The session was ended, and its unanswered DELETE not waited for.
        expect(server.methods).toContain('DELETE');
        expect(report.cancelled?.signal).toBe('SIGTERM');
        expectReports(b);
      } finally {
        await server.close();
      }
    }),
    60_000,
  );

  it(
    'evaluate(): a run not cancelled does not hang on a DELETE the server never answers',
    fault(async () => {
      const server = await sessionServer();
      try {
        const b = sessionBench(server.url);
        const started = Date.now();
        const { report } = await evaluate({ cwd: b.dir, config: b.config, out: b.out, log: QUIET });
        // The session's end is waited for 5 s at most.
        expect(Date.now() - started).toBeLessThan(5000 + 5000);
        expect(server.methods).toContain('DELETE');
        expect(report.results.map((r) => r.status)).toEqual(['pass']);
      } finally {
        await server.close();
      }
    }),
    60_000,
  );
});

const QUIET = { info: () => {}, notice: () => {}, warn: () => {} };

/** One `slow` scenario on the session server at `url`, run by replay. */
function sessionBench(url: string): Bench {
  const b = bench(slow('s1'), 1);
  writeFileSync(b.config, `server: { url: "${url}" }\ncorpus: [c.yaml]\nproviders: [replay]\n`);
  return b;
}

/** A streamable-HTTP MCP endpoint on 127.0.0.1 in JSON mode: a session, a `slow` tool that
 * answers at once; a DELETE (the client ending its session) is never answered. */
async function sessionServer() {
  const methods: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'DELETE') return void methods.push('DELETE');
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const msg = JSON.parse(body) as {
        id?: number;
        method: string;
        params?: { protocolVersion?: string };
      };
      methods.push(msg.method);
      if (msg.id === undefined) return void res.writeHead(202).end();
      const result =
        msg.method === 'initialize'
          ? {
              protocolVersion: msg.params?.protocolVersion,
              capabilities: { tools: {} },
              serverInfo: { name: 'session', version: '1.0.0' },
            }
          : msg.method === 'tools/list'
            ? { tools: [{ name: 'slow', inputSchema: { type: 'object' } }] }
            : { content: [{ type: 'text', text: 'done' }] };
      res.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 'session-1' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
