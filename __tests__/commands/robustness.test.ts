// Failures users will meet: a server that cannot start or dies, a timeout that leaves the
// server busy, a run where nothing could be scored, secrets that look like numbers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import { SetupError } from '../../src/errors.js';
import { ROOT, runCli, workspace } from './run-cli.js';

const FRAGILE = path.join(ROOT, '__tests__/fixtures/servers/fragile.mjs');
const quiet = { info() {}, notice() {}, warn() {} };

function setup(corpus: string, extra = '') {
  return workspace({
    'mcp-eval.yaml': `server: { command: node, args: ["${FRAGILE}"], env: { API_URL: "\${spy.url}" } }
spy:
  routes:
    - { method: GET, path: /slow, delay: 1500, json: {} }
    - { path: "/things/**", json: { ok: true } }
    - { path: /things, delay: 2000, json: [1, 2] }
corpus: [c.yaml]
concurrency: 1
${extra}`,
    'c.yaml': corpus,
  });
}

const run = (dir: string, env: NodeJS.ProcessEnv = {}, more = {}) =>
  evaluate({
    cwd: dir,
    config: 'mcp-eval.yaml',
    providers: ['replay'],
    out: path.join(dir, 'out'),
    log: quiet,
    env,
    ...more,
  });

describe('robustness', () => {
  it('a server command that does not exist fails fast with exit 2, not a hang', async () => {
    const dir = workspace({ 'c.yaml': 'scenarios: [{ id: a, prompt: hi }]\n' });
    const started = Date.now();
    const r = await runCli(
      ['run', '-p', 'replay', '--corpus', 'c.yaml', '--server-command', 'no-such-mcp-server-cmd'],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/could not be started: spawn no-such-mcp-server-cmd ENOENT/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('a server that dies mid-run errors that scenario with its exit code, then is restarted', async () => {
    const dir = setup(`scenarios:
  - { id: a1, prompt: echo hi, expect: { calls: [{ tool: echo, args: { text: hi } }] } }
  - { id: a2, prompt: crash it, expect: { calls: [{ tool: crash }] } }
  - { id: a3, prompt: echo again, expect: { calls: [{ tool: echo, args: { text: again } }] } }
`);
    const { report } = await run(dir);
    const status = Object.fromEntries(report.results.map((r) => [r.scenario, r]));
    expect(status.a1.status).toBe('pass');
    expect(status.a2.status).toBe('errored');
    expect(status.a2.reason).toMatch(
      /exited with code 3; the last lines of its stderr:\n\s+fragile: crashing on purpose/,
    );
    expect(status.a3.status).toBe('pass');
    expect(status.a3.calls[0].result).toBe('echo: again');
  });

  it('a timed-out call cannot leak its requests into the next scenario', async () => {
    const dir = setup(`scenarios:
  - id: slow
    timeout: 0.5
    prompt: delete thing 1
    expect: { calls: [{ tool: slow_then_delete, args: { id: "1" } }] }
  - id: read-only
    prompt: list things
    expect: { calls: [{ tool: list_things }] }
    gates: [{ no_mutation: true }]
`);
    const { report } = await run(dir);
    const [slow, readOnly] = report.results;
    expect(slow.status).toBe('timeout');
    expect(slow.calls).toMatchObject([
      { tool: 'slow_then_delete', error: 'no answer before the scenario ended' },
    ]);
    // list_things waits 2 s on the backend: a DELETE from the old server would land meanwhile.
    expect(readOnly.status).toBe('pass');
    expect(readOnly.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /things']);
  });

  it('thresholds are not met when every row errored (a dead provider is not green)', async () => {
    const dir = setup(
      'scenarios: [{ id: a, prompt: echo, expect: { calls: [{ tool: echo, args: { text: x } }] } }]\n',
      'thresholds: { overall: 0.9 }',
    );
    const { report } = await run(
      dir,
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
      {
        providers: [{ provider: 'openai', model: 'gpt-test', retries: 0 }],
      },
    );
    expect(report.results[0].status).toBe('errored');
    expect(report.thresholds.met).toBe(false);
  });

  it('a secret made of digits is redacted without breaking report.json', async () => {
    const dir = setup(`scenarios:
  - { id: a, prompt: echo, expect: { calls: [{ tool: echo, args: { text: "pin 666666" } }] } }
  - { id: b, prompt: echo, expect: { calls: [{ tool: echo, args: { text: x } }] } }
  - { id: c, prompt: crash, expect: { calls: [{ tool: crash }] } }
`);
    await run(dir, { DB_PASSWORD: '666666' });
    const text = readFileSync(path.join(dir, 'out/report.json'), 'utf8');
    const report = JSON.parse(text);
    expect(text).not.toContain('666666');
    expect(report.redactions).toBeGreaterThan(0);
    expect(report.results[0].calls[0].result).toBe('echo: pin [REDACTED]');
  });

  it('past max_steps, the calls the model still asked for are on the record', async () => {
    const dir = setup(`scenarios:
  - id: many
    max_steps: 1
    prompt: echo twice
    expect: { calls: [{ tool: echo, args: { text: a } }, { tool: crash }] }
`);
    const { report } = await run(dir);
    expect(report.results[0].calls.map((c) => [c.tool, c.error ?? c.result])).toEqual([
      ['echo', 'echo: a'],
      ['crash', 'not run: max_steps (1) reached'],
    ]);
  });

  it('a catalog alone runs in stub mode; a live scenario against it is a setup error', async () => {
    const tools = JSON.stringify([{ name: 'echo', inputSchema: { type: 'object' } }]);
    const dir = workspace({
      'tools.json': tools,
      'mcp-eval.yaml': 'catalog: tools.json\ncorpus: [c.yaml]\n',
      'c.yaml': 'scenarios: [{ id: a, prompt: echo, expect: { calls: [{ tool: echo }] } }]\n',
    });
    const { report } = await run(dir);
    expect(report.results[0]).toMatchObject({ status: 'pass', mode: 'stub' });
    const live = workspace({
      'tools.json': tools,
      'mcp-eval.yaml': 'catalog: tools.json\ncorpus: [c.yaml]\n',
      'c.yaml': 'scenarios: [{ id: a, mode: live, prompt: echo }]\n',
    });
    await expect(run(live)).rejects.toThrow(SetupError);
  });
});

describe('validation of what used to slip through', () => {
  it('matchers are checked before any model runs', async () => {
    const dir = setup(`scenarios:
  - id: a
    prompt: echo
    expect:
      calls:
        - tool: echo
          args: { text: { $regex: "(" }, n: { $approx: "x" }, m: { $oneOF: [1] } }
`);
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /c\.yaml:7:19: scenarios\[0\]\.expect\.calls\[0\]\.args\.text: \$regex does not compile/,
    );
    expect(r.stderr).toMatch(/args\.n: \$approx takes a number/);
    expect(r.stderr).toMatch(/args\.m: unknown matcher \$oneOF/);
  });

  it('shell ${VARS} in hooks are left to the shell', async () => {
    const dir = setup(
      'scenarios:\n  - { id: a, prompt: echo, before: \'echo "home=${HOME}"\', expect: { calls: [{ tool: echo, args: { text: x } }] } }\n',
    );
    const { report } = await run(dir, { HOME: '/home/tester' });
    expect(report.results[0].hooks[0].stdout).toMatch(/^home=\/\S+/);
  });

  it('an unknown tier or id is an error, nothing runs and nothing is written', async () => {
    const dir = setup(
      'scenarios: [{ id: a, prompt: echo, expect: { calls: [{ tool: echo, args: { text: x } }] } }]\n',
    );
    const bad = await runCli(['run', '-p', 'replay', '--tiers', 'bogus'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('tier "bogus": not a tier; known tiers, closest first:');
    const out = path.join(dir, 'o');
    const none = await runCli(['run', '-p', 'replay', '--ids', 'nope', '--out', out], dir);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('id "nope": no scenario has it; known ids, closest first: a');
    expect(none.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  });

  it('--corpus keeps a brace glob whole', async () => {
    const dir = workspace({
      'c/a.yaml': 'scenarios: [{ id: a, prompt: hi }]\n',
      'c/b.json': '{"scenarios": [{"id": "b", "prompt": "hi"}]}',
    });
    const r = await runCli(['validate', '--no-server', '--corpus', 'c/*.{yaml,json}'], dir);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('OK: 2 scenario(s) valid');
  });
});
