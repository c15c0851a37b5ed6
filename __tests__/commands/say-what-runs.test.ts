// Every run opens with the config it loaded, the providers it uses and why, and the thresholds
// in force. The runs here stop at a server that cannot start: the lines come before any model
// is called, so a fake key reaches no network.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SERVER, ROOT, runCli, workspace } from './run-cli.js';
import { copyFixtures } from '../corpus/formats/helpers.js';

const FAKE_KEY = 'sk-fake-0123456789abcdefghij';
const corpus =
  'scenarios: [{ id: a, prompt: List, expect: { calls: [{ tool: list_clusters }] } }]\n';
const dir = workspace({
  'c.yaml': corpus,
  'configured/mcp-eval.yaml': `corpus: [../c.yaml]
providers: [anthropic:claude-x, replay]
thresholds: { overall: 0.85, tiers: { args: 0.9 }, categories: { safety: 1 } }
`,
});
const noServer = ['--server-command', 'no-such-mcp-server-cmd'];
const opening = (stderr: string) =>
  stderr.split('\n').filter((l) => /^(Config|Providers|Thresholds): /.test(l));

describe('mcp-eval run says what runs', () => {
  it('no provider named: the one a key in the environment picks, by the name of that key', async () => {
    const r = await runCli(['run', '--corpus', 'c.yaml', ...noServer], dir, {
      OPENAI_API_KEY: FAKE_KEY,
    });
    expect(r.code).toBe(2); // the server cannot start: nothing was called
    expect(opening(r.stderr)).toEqual([
      'Config: none (no config file; using flags and defaults)',
      'Providers: openai:gpt-4.1-mini (no provider named; using openai:gpt-4.1-mini because OPENAI_API_KEY is set)',
      'Thresholds: none (the run passes whatever the accuracy)',
    ]);
    expect(r.stderr).not.toContain(FAKE_KEY);
    expect(r.stderr).toContain('could not be started');
  });

  it('no provider and no key: replay, and the keys it looked for', async () => {
    const r = await runCli(['run', '--corpus', 'c.yaml', ...noServer], dir);
    expect(opening(r.stderr)[1]).toBe(
      'Providers: replay (no provider named and none of OPENAI_API_KEY, GEMINI_API_KEY, GOOGLE_API_KEY, ANTHROPIC_API_KEY is set; using replay, which plays the expected calls)',
    );
  });

  it("the config's providers and thresholds, and a provider skipped for its missing key", async () => {
    const r = await runCli(['run', ...noServer], path.join(dir, 'configured'));
    expect(opening(r.stderr)).toEqual([
      'Config: mcp-eval.yaml',
      'Providers: anthropic:claude-x [skipped: ANTHROPIC_API_KEY is not set], replay (named by mcp-eval.yaml (providers))',
      'Thresholds: overall ≥ 0.85; tiers args ≥ 0.9; categories safety ≥ 1 (from mcp-eval.yaml)',
    ]);
  });

  it('flags beat the config, and say so', async () => {
    const r = await runCli(
      [
        'run',
        '-p',
        'replay',
        '--thresholds',
        '{overall: 0.5, providers: {replay: {overall: 1}}}',
        ...noServer,
      ],
      path.join(dir, 'configured'),
      { OPENAI_API_KEY: FAKE_KEY },
    );
    expect(opening(r.stderr)).toEqual([
      'Config: mcp-eval.yaml',
      'Providers: replay (named by --provider)',
      'Thresholds: overall ≥ 0.5; for replay: overall ≥ 1 (from --thresholds)',
    ]);
  });

  it('npm run eval names replay, whatever keys the environment holds', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.eval).toMatch(/ run --config mcp-eval\.yaml --provider replay$/);
  });

  it('a run where every provider is skipped says nothing was scored, never "passed"', async () => {
    const live = workspace({
      'mcp-eval.yaml': `server: { command: node, args: ["${EXAMPLE_SERVER}"], env: { OPS_API_URL: "\${spy.url}" } }
corpus: [c.yaml]
providers: [openai:gpt-4.1-mini]
thresholds: { overall: 0.9 }
`,
      'c.yaml': corpus,
    });
    const r = await runCli(['run', '--out', 'out'], live);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Nothing scored \(no result: every provider was skipped/);
    expect(r.stdout).not.toMatch(/passed|thresholds met/);
  });
});

describe('mcp-eval score says what it scores against', () => {
  it("the config (none here) and the thresholds, from the corpus's thresholds file", async () => {
    const fixtures = copyFixtures();
    const r = await runCli(
      ['score', 'raw/tiered.json', '--corpus', 'tiered', '--out', 'out'],
      fixtures,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(opening(r.stderr)).toEqual([
      'Config: none (no config file; using flags and defaults)',
      "Thresholds: overall ≥ 0.85; tiers selection ≥ 0.85, args ≥ 0.9, sequence ≥ 0.8; for strict-model: overall ≥ 0.95; tiers sequence ≥ 1 (from the corpus's thresholds file)",
    ]);
  });
});
