// @modelcontextprotocol/server-everything over streamable HTTP (`server.url`), started by the
// test on 127.0.0.1 with a port the OS picks; and the refusal of a non-loopback server URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SetupError } from '../../src/errors.js';
import { cleanup, fixture, run, SERVERS, statuses } from './helpers.js';

let server: ChildProcess;
let url = '';
const stdout: string[] = [];

/** Starts `server-everything streamableHttp` and resolves with its port once it listens. */
function startEverything(): Promise<number> {
  // The preload binds 127.0.0.1 (the server itself listens on every interface) and prints the
  // port really bound, so PORT=0 can let the OS choose.
  const preload = pathToFileURL(fixture('everything/loopback-listen.mjs')).href;
  server = spawn(process.execPath, ['--import', preload, SERVERS.everything, 'streamableHttp'], {
    env: { PATH: process.env.PATH ?? '', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`no port after 10 s: ${stderr}`)), 10_000);
    server.once('exit', (code) => reject(new Error(`server-everything exited ${code}: ${stderr}`)));
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const ready = /loopback-listen: ready on port (\d+)/.exec(stderr);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
  });
}

/** Resolves once the MCP endpoint answers an HTTP request (any status). */
async function answers(target: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(target, { method: 'GET' }).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${target} does not answer`);
}

beforeAll(async () => {
  const port = await startEverything();
  url = `http://127.0.0.1:${port}/mcp`;
  await answers(url);
}, 20_000);

afterAll(async () => {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('server-everything over streamable HTTP', () => {
  it('runs live and stub scenarios through server.url', async () => {
    const before = stdout.join('').split('Received MCP POST request').length;
    const { report, row } = await run({
      server: { url },
      corpus: [fixture('everything/live.yaml')],
    });

    expect(statuses(report)).toEqual({
      'everything-echo': 'pass',
      'everything-sum': 'pass',
      'everything-echo-stub': 'pass',
    });
    expect(report.summary.overall.accuracy).toBe(1);

    const echo = row('everything-echo');
    expect(echo.mode).toBe('live');
    expect(echo.calls).toEqual([
      expect.objectContaining({
        tool: 'echo',
        args: { message: 'hello over HTTP' },
        result: 'Echo: hello over HTTP',
        stubbed: false,
      }),
    ]);
    expect(echo.checks.find((c) => c.check === 'gate:tools_exposed')?.passed).toBe(true);
    expect(echo.observations[0]).toMatchObject({ kind: 'result_contains', observed: true });

    const sum = row('everything-sum');
    expect(sum.calls[0]).toMatchObject({ tool: 'get-sum', args: { a: 2, b: 40 }, stubbed: false });
    expect(sum.calls[0].result).toContain('42');
    expect(sum.turns[0].reply).toBe('42');

    expect(row('everything-echo-stub').calls[0]).toMatchObject({
      tool: 'echo',
      result: 'Echo: from the stub',
      stubbed: true,
    });

    // The engine really talked to this process over HTTP.
    const after = stdout.join('').split('Received MCP POST request').length;
    expect(after).toBeGreaterThan(before);
  });
});

describe('server-everything sessions', () => {
  // MCP spec, streamable HTTP: "Clients that no longer need a particular session ... SHOULD
  // send an HTTP DELETE to the MCP endpoint with the Mcp-Session-Id header". Without it, every
  // run leaves its sessions (one per worker) open on a long-lived server under test.
  it('ends every session it opened with DELETE when the run is over', async () => {
    const log = () => stdout.join('');
    const count = (text: string, what: RegExp) => (text.match(what) ?? []).length;
    const opened = count(log(), /Session initialized with ID/g);
    const closed = count(log(), /Received session termination request/g);
    // A session per scenario in flight (server.pool: 2), each ended.
    await run({
      server: { url, pool: 2 },
      corpus: [fixture('everything/live.yaml')],
      concurrency: 2,
    });
    const newSessions = count(log(), /Session initialized with ID/g) - opened;
    expect(newSessions).toBe(2);
    for (let i = 0; i < 20; i++) {
      if (count(log(), /Received session termination request/g) - closed >= newSessions) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(count(log(), /Received session termination request/g) - closed).toBe(newSessions);
  });
});

describe('a non-loopback server.url', () => {
  it('is refused with a SetupError naming allow_remote, before any connection attempt', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const started = Date.now();
    const error = await run({
      server: { url: 'http://10.1.2.3/mcp' },
      corpus: [fixture('everything/live.yaml')],
    }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(SetupError);
    expect((error as SetupError).message).toContain('http://10.1.2.3');
    expect((error as SetupError).message).toContain('allow_remote');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
