// Server faults (issue 11, point 2): a real stdio MCP server that exits at start, crashes, hangs,
// prints to stdout, is slow or answers with JSON-RPC errors. Each run goes through the CLI
// in-process; a fault in one scenario never costs the others, a setup fault exits 2 readably.
import { describe, expect, it } from 'vitest';
import { calling, faultCounter, runFaulty, STACK } from './helpers.js';

const fault = faultCounter('server');
const TOKEN = 'tok-9f8e7d6c5b4a3';

describe('a server that fails to start', () => {
  it(
    'exits at start: exit 2 with its exit code and stderr tail, the secret redacted, no stack',
    fault(async () => {
      const r = await runFaulty(
        { FAULT_EXIT_AT_START: '3', FAULT_SECRET: '${env:FAULT_TOKEN}' },
        `scenarios:\n${calling('a', 'echo', { text: 'hi' })}`,
        { env: { FAULT_TOKEN: TOKEN } },
      );
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/The MCP server `node .*faulty-server\.mjs` exited with code 3/);
      expect(r.stderr).toContain('faulty: giving up');
      expect(r.stderr).toContain('faulty: cannot log in with token [REDACTED]');
      expect(r.stderr).not.toContain(TOKEN);
      expect(r.stderr).not.toMatch(STACK);
    }),
  );

  it(
    'answers tools/list with a JSON-RPC error: exit 2 quoting it, not 1 and not a crash',
    fault(async () => {
      const r = await runFaulty({ FAULT_LIST_ERROR: '1' }, `scenarios:\n${calling('a', 'echo')}`);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /The MCP server `node .*faulty-server\.mjs` answered tools\/list with an error: MCP error -32603: tool registry offline/,
      );
      expect(r.stderr).not.toMatch(STACK);
    }),
  );

  it(
    'lists its tools later than server.startup_timeout: exit 2 naming the timeout',
    fault(async () => {
      // 8 s: starting node may take seconds on a busy machine; tools/list alone takes 20.
      const r = await runFaulty({ FAULT_LIST_DELAY: '20' }, `scenarios:\n${calling('a', 'echo')}`, {
        config: '  startup_timeout: 8',
      });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /faulty-server\.mjs` did not answer tools\/list within 8 s \(server\.startup_timeout\)/,
      );
      expect(r.stderr).not.toMatch(STACK);
    }),
  );

  it(
    'lists its tools slowly but within server.startup_timeout: the run goes on',
    fault(async () => {
      const r = await runFaulty(
        { FAULT_LIST_DELAY: '1' },
        `scenarios:\n${calling('a', 'echo', { text: 'hi' })}`,
        { config: '  startup_timeout: 10' },
      );
      expect(r.code).toBe(0);
      expect(r.rows.a.status).toBe('pass');
      expect(r.rows.a.calls[0].result).toBe('echo: hi');
    }),
  );
});

describe('a server that fails during the run', () => {
  it(
    'crashes on the second scenario: that row errored with its exit code and stderr, then restarted',
    fault(async () => {
      const r = await runFaulty(
        { FAULT_CRASH_AFTER: '1' },
        `scenarios:\n${calling('first', 'pid')}${calling('second', 'echo', { text: 'x' })}${calling('third', 'pid')}`,
      );
      expect(r.code).toBe(0);
      expect(r.rows.first.status).toBe('pass');
      expect(r.rows.second.status).toBe('errored');
      expect(r.rows.second.reason).toMatch(
        /faulty-server\.mjs` exited with code 7; the last lines of its stderr:\n\s+faulty: crashing on call 2/,
      );
      expect(r.rows.third.status).toBe('pass');
      // Another process answered: the server was started again.
      expect(r.rows.third.calls[0].result).toMatch(/^pid \d+$/);
      expect(r.rows.third.calls[0].result).not.toBe(r.rows.first.calls[0].result);
    }),
  );

  it(
    'hangs on a call: that row timeout, the server discarded, the next scenario on a fresh one',
    fault(async () => {
      const r = await runFaulty(
        {},
        `scenarios:\n${calling('before', 'pid')}${calling('stuck', 'hang', {}, 'timeout: 2, ')}${calling('after', 'pid')}`,
      );
      expect(r.code).toBe(0);
      expect(r.rows.before.status).toBe('pass');
      expect(r.rows.stuck.status).toBe('timeout');
      expect(r.rows.stuck.reason).toBe('no verdict within 2 s');
      expect(r.rows.stuck.calls[0].error).toBe('no answer before the scenario ended');
      expect(r.rows.stuck.calls[0].unanswered).toBe(true);
      expect(r.rows.after.status).toBe('pass');
      expect(r.rows.after.calls[0].result).not.toBe(r.rows.before.calls[0].result);
    }),
  );

  it(
    'writes lines to stdout that are not JSON-RPC: skipped and logged once, the run unharmed',
    fault(async () => {
      const r = await runFaulty(
        { FAULT_STDOUT_NOISE: '1' },
        `scenarios:\n${calling('a', 'echo', { text: 'one' })}${calling('b', 'echo', { text: 'two' })}`,
      );
      expect(r.code).toBe(0);
      expect(r.rows.a.calls[0].result).toBe('echo: one');
      expect(r.rows.b.calls[0].result).toBe('echo: two');
      expect([r.rows.a.status, r.rows.b.status]).toEqual(['pass', 'pass']);
      const warnings = r.stderr.match(/wrote a line to stdout that is not JSON-RPC/g) ?? [];
      expect(warnings).toHaveLength(1);
      expect(r.stderr).toContain('faulty server starting (a banner on stdout)');
    }),
  );

  it(
    'answers tools/call with a JSON-RPC error: a tool error quoting code and message, the run goes on',
    fault(async () => {
      const r = await runFaulty(
        {},
        `scenarios:\n${calling('rejected', 'reject')}${calling('next', 'echo', { text: 'ok' })}`,
      );
      expect(r.code).toBe(0);
      expect(r.rows.rejected.calls[0].error).toBe('MCP error -32602: the id must be a number');
      expect(r.rows.rejected.status).not.toBe('errored');
      expect(r.rows.next.status).toBe('pass');
      expect(r.rows.next.calls[0].result).toBe('echo: ok');
    }),
  );
});
