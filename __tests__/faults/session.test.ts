// A streamable-HTTP server that loses its session (issue 25, point 6): the MCP spec's 404 for the
// Mcp-Session-Id. The run starts a new session once and sends the call again on it (the server
// never ran it); when that fails, the rows that needed the server are errored with the cause,
// never passed on a tool error the model shrugged off.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report, ResultRow } from '../../src/model/report.js';
import { runCli, workspace } from '../commands/run-cli.js';
import { sessionServer, type Forget, type SessionServer } from './fakes/session-server.js';
import { calling, faultCounter, STACK } from './helpers.js';

const fault = faultCounter('session');
let server: SessionServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const corpus = `scenarios:\n${['a', 'b', 'c'].map((t) => calling(t, 'echo', { text: t })).join('')}`;

/** Scenarios a, b, c (each calls echo once) through the CLI against a server that forgets. */
async function run(forget: Forget, after: number) {
  server = await sessionServer(forget, after);
  const dir = workspace({
    'mcp-eval.yaml': `server:\n  url: ${server.url}\ncorpus: [c.yaml]\nconcurrency: 1\n`,
    'c.yaml': corpus,
  });
  const r = await runCli(['run', '-p', 'replay', '-q', '-o', 'out'], dir);
  const file = path.join(dir, 'out/report.json');
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;
  const rows: Record<string, ResultRow> = Object.fromEntries(
    (report?.results ?? []).map((x) => [x.scenario, x]),
  );
  return { ...r, report, rows, server };
}

describe('a streamable-HTTP server that loses its session', () => {
  it(
    'once: a new session is started, the call sent again on it and run once, every row passes',
    fault(async () => {
      const r = await run('once', 1);
      expect(r.code).toBe(0);
      expect([r.rows.a.status, r.rows.b.status, r.rows.c.status]).toEqual(['pass', 'pass', 'pass']);
      expect(r.rows.b.calls[0].result).toBe('echo: b');
      // The server ran each call once: the 404 call was sent again, not twice.
      expect(r.server.calls).toEqual(['a', 'b', 'c']);
      expect(r.server.lost).toBe(1);
      expect(r.server.initializes).toBe(2);
      expect(r.stderr).toContain(
        `The MCP server at ${r.server.url} lost its HTTP session (404 for its Mcp-Session-Id); a new one was started`,
      );
    }),
  );

  it(
    'always: the new session is lost too, the rows that needed it errored with the cause',
    fault(async () => {
      const r = await run('always', 1);
      expect(r.rows.a.status).toBe('pass');
      for (const id of ['b', 'c']) {
        expect(r.rows[id].status).toBe('errored');
        expect(r.rows[id].reason).toMatch(
          new RegExp(
            `^The MCP server at ${r.server.url} lost its HTTP session and a new one failed: the new session was lost too \\(Streamable HTTP error: .*Session not found`,
          ),
        );
      }
      // Nothing ran but the first call; no row passed on a call that never ran.
      expect(r.server.calls).toEqual(['a']);
      expect(r.report?.summary).toBeDefined();
      expect(r.stderr).not.toMatch(STACK);
    }),
  );

  it(
    'refuse: initialize is refused, the rows errored naming it',
    fault(async () => {
      const r = await run('refuse', 1);
      expect(r.rows.a.status).toBe('pass');
      expect(r.rows.b.status).toBe('errored');
      expect(r.rows.b.reason).toMatch(
        /lost its HTTP session and a new one failed: initialize was not answered: .*503.*|not taking sessions/,
      );
      // The next scenario's connection is refused as well: errored, not passed.
      expect(r.rows.c.status).toBe('errored');
      expect(r.rows.c.reason).toContain(
        `The MCP server at ${r.server.url} did not answer initialize`,
      );
      expect(r.server.calls).toEqual(['a']);
    }),
  );

  it(
    'answers a call with HTTP 500 instead of JSON-RPC: that row errored, not a tool error to shrug off',
    fault(async () => {
      const r = await run('http500', 1);
      expect(r.rows.a.status).toBe('pass');
      expect(r.rows.b.status).toBe('errored');
      expect(r.rows.b.reason).toBe(
        `The MCP server at ${r.server.url} gave no answer to tools/call: Streamable HTTP error: Error POSTing to endpoint: internal server error`,
      );
      // The call stays on the record with what came back.
      expect(r.rows.b.calls[0].error).toContain('internal server error');
      expect(r.rows.c.status).toBe('errored');
    }),
  );
});
