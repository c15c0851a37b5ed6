// Hostile content, terminal escapes: a server whose stderr, tool results and tool description hold
// a screen clear (ESC[2J), an OSC 52 clipboard write, BEL, a C1 CSI (\x9b) and a DCS; a hook that
// echoes them; a model API whose error text holds them. What the CLI prints on stdout and stderr
// (a terminal's, with its progress line) holds none of those bytes; the reports keep the text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/commands/main.js';
import type { Report } from '../../src/model/report.js';
import { workspace } from '../commands/run-cli.js';
import { startFake, type FakeServer } from '../fakes/wire.js';
import { calling, FAULTY, runFaulty } from './helpers.js';
import { addTally } from './tally.js';

// As servers/faulty-server.mjs sends them with FAULT_ESCAPES=1.
const SEQUENCES = {
  'screen clear': '\x1b[2J',
  'OSC 52 clipboard write': '\x1b]52;c;cm0gLXJmIH4=\x07',
  BEL: '\x07',
  'C1 CSI': '\x9b2J',
  DCS: '\x1bP+q\x1b\\',
};
const HOSTILE = Object.values(SEQUENCES).join('');
// Not named like a secret: one because a provider reads it as its key.
const KEY = 'hostile-k3y-0123456789';
// Any control character but newline and tab.
const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/; // eslint-disable-line no-control-regex -- the point
// The progress line's own: drawn in place on a terminal.
const CLEAR = '\r\x1b[2K';

let planted = 0;
let reached = 0;
afterAll(() => {
  console.log(`terminal: ${planted} sequences planted, ${reached} reached the terminal`);
  addTally({ faults: { tried: planted, survived: planted - reached } });
});

/** Fails naming the output and the first control character found in it. */
function expectSafe(outputs: Record<string, string>): void {
  const found: string[] = [];
  for (const [name, text] of Object.entries(outputs)) {
    planted += Object.keys(SEQUENCES).length;
    const m = RAW.exec(text);
    if (m) {
      reached++;
      found.push(`${name}: ${JSON.stringify(text.slice(Math.max(0, m.index - 20), m.index + 10))}`);
    }
  }
  expect(found).toEqual([]);
}

let api: FakeServer;
beforeAll(async () => {
  // Quoting the key it was sent, as OpenAI does.
  api = await startFake((req) => ({
    status: 401,
    json: {
      error: {
        message: `bad key ${String(req.headers.authorization).slice(7)}${HOSTILE} try again`,
        type: 'invalid_request_error',
      },
    },
  }));
});
afterAll(() => api.close());

describe("the CLI's output", () => {
  it("shows a dying server's stderr tail without its escapes", async () => {
    const r = await runFaulty(
      { FAULT_ESCAPES: '1', FAULT_EXIT_AT_START: '3' },
      `scenarios:\n${calling('e', 'echo', { text: 'hi' })}`,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/faulty: loading config.*\n\s+faulty: cannot log in/);
    expectSafe({ stdout: r.stdout, stderr: r.stderr });
  });

  it('on a terminal: results, stderr, a hook and a model API error, the progress line kept', async () => {
    const hook = `process.stdout.write('hook out${JSON.stringify(HOSTILE).slice(1, -1)}\\n'); process.stderr.write('hook err${JSON.stringify(HOSTILE).slice(1, -1)}\\n'); process.exit(1);`;
    const dir = workspace({
      'mcp-eval.yaml': `server:
  command: node
  args: ["${FAULTY}"]
  env: { FAULT_ESCAPES: "1" }
mode: live
corpus: [c.yaml]
concurrency: 1
providers:
  - replay
  - { id: hostile, provider: openai-compatible, model: m, base_url: "${api.url}/v1", api_key_env: HOSTILE_CRED, retries: 0 }
`,
      'c.yaml': `scenarios:
${calling('echo-it', 'echo', { text: 'hi' })}${calling('hooked', 'echo', { text: 'hi' }, 'before: "node hook.cjs", ')}${calling('crash-it', 'crash')}`,
      'hook.cjs': hook,
    });
    let stdout = '';
    let stderr = '';
    const code = await main(['node', 'mcp-eval', 'run', '-o', 'out'], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, HOSTILE_CRED: KEY },
      stdout: { write: (s: string) => (stdout += s) },
      stderr: { write: (s: string) => (stderr += s), isTTY: true, columns: 100 },
    });
    expect(code, stderr).toBe(0);
    // The bytes reached the run: the report keeps them (its writers escape them).
    const report = JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as Report;
    const echoed = report.results.find((r) => r.scenario === 'echo-it' && r.provider === 'replay');
    expect(echoed?.calls[0].result).toContain(HOSTILE);
    const hooked = report.results.find((r) => r.scenario === 'hooked' && r.provider === 'replay');
    expect(hooked?.hooks[0].stdout).toContain(SEQUENCES['OSC 52 clipboard write']);
    // The model API's error was printed, its escapes gone and its key redacted (on a terminal,
    // where the progress line wraps the logger, too).
    expect(stderr).toMatch(/Provider hostile stopped.*bad key \[REDACTED\]\S* try again/);
    expect(stdout + stderr).not.toContain(KEY);
    // The progress line was drawn in place: its own sequence is the only one.
    expect(stderr).toContain(CLEAR);
    expectSafe({ stdout, stderr: stderr.split(CLEAR).join('') });
  }, 60_000);
});
