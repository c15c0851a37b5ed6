// The action's run() with the real engine (main.test.ts mocks it): filters that select nothing
// and an empty corpus fail the step as setup errors, and every run opens with what it loaded.
// Each run here stops before publishing (a setup error, or a server that cannot start), so no
// GitHub API is needed and no model is called.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_SERVER } from '../commands/run-cli.js';
import { actionJob, NO_KEYS } from '../fakes/action.js';

const FAKE_KEY = 'sk-fake-0123456789abcdefghij';
const job = actionJob('action-setup', () => ({
  INPUT_CORPUS: 'c.yaml',
  'INPUT_SERVER-COMMAND': 'no-such-mcp-server-cmd',
  'INPUT_UPLOAD-ARTIFACT': 'false',
  INPUT_COMMENT: 'false',
  ...NO_KEYS,
}));
const run = () => job.run();

beforeEach(() => {
  writeFileSync(
    path.join(job.dir, 'c.yaml'),
    `scenarios:
  - { id: list, tags: [smoke], prompt: List, expect: { calls: [{ tool: list }] } }
  - { id: drop, tags: [nightly], prompt: Drop, expect: { calls: [{ tool: drop }] } }
`,
  );
  writeFileSync(path.join(job.dir, 'empty.yaml'), 'scenarios: []\n');
});

describe('the action fails the step when nothing is selected', () => {
  it('an unknown tag: a setup error naming it and the known tags, in the log and the summary', async () => {
    vi.stubEnv('INPUT_TAGS', 'smok');
    await run();
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toContain(
      '::error::Unknown filter value(s): nothing to run%0A  tag "smok": no scenario has it; known tags, closest first: smoke, nightly',
    );
    expect(readFileSync(job.summaryFile, 'utf8')).toMatch(/setup error.*tag "smok"/s);
    expect(job.stdout).not.toMatch(/passed|thresholds met/i);
  });

  it('known filters that together select nothing', async () => {
    vi.stubEnv('INPUT_TAGS', 'smoke');
    vi.stubEnv('INPUT_IDS', 'drop');
    await run();
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toContain(
      '::error::The filters select no scenario of the 2 in the corpus: nothing to run%0A  tags smoke: 1 scenario(s)%0A  ids drop: 1 scenario(s)',
    );
  });

  it('an empty corpus', async () => {
    vi.stubEnv('INPUT_CORPUS', 'empty.yaml');
    await run();
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toContain(
      '::error::The corpus has no scenario (corpus: empty.yaml): nothing to run',
    );
  });
});

describe('the action says what runs', () => {
  it('no config, the provider a key picks, no thresholds; the key itself never printed', async () => {
    vi.stubEnv('OPENAI_API_KEY', FAKE_KEY);
    await run();
    // The server cannot start: the step fails before any model call.
    expect(process.exitCode).toBe(1);
    const opening = job.stdout
      .split('\n')
      .filter((l) => /^(Config|Providers|Thresholds): /.test(l));
    expect(opening).toEqual([
      'Config: none (no config file; using inputs and defaults)',
      'Providers: openai:gpt-4.1-mini (no provider named; using openai:gpt-4.1-mini because OPENAI_API_KEY is set)',
      'Thresholds: none (the run passes whatever the accuracy)',
    ]);
    // Only in the command that asks the runner to mask it (::add-mask::), never in a log line.
    expect(job.stdout).toContain(`::add-mask::${FAKE_KEY}`);
    expect(job.stdout.replace(/^::add-mask::.*\n/gm, '')).not.toContain(FAKE_KEY);
  });

  it('providers and thresholds named by the inputs', async () => {
    vi.stubEnv('INPUT_PROVIDERS', 'replay');
    vi.stubEnv('INPUT_THRESHOLDS', '{ overall: 0.8, tiers: { selection: 1 } }');
    await run();
    expect(job.stdout).toContain('Providers: replay (named by the providers input)\n');
    expect(job.stdout).toContain(
      'Thresholds: overall ≥ 0.8; tiers selection ≥ 1 (from the thresholds input)\n',
    );
  });
});

describe('the action with every provider skipped', () => {
  it('succeeds (a fork PR has no keys) but says nothing was scored, and never "passed"', async () => {
    writeFileSync(
      path.join(job.dir, 'mcp-eval.yaml'),
      `server: { command: node, args: ["${EXAMPLE_SERVER}"], env: { OPS_API_URL: "\${spy.url}" } }
corpus: [live.yaml]
thresholds: { overall: 0.9 }
`,
    );
    writeFileSync(
      path.join(job.dir, 'live.yaml'),
      'scenarios: [{ id: l, prompt: List, expect: { calls: [{ tool: list_clusters }] } }]\n',
    );
    vi.stubEnv('INPUT_SERVER-COMMAND', '');
    vi.stubEnv('INPUT_CORPUS', '');
    vi.stubEnv('INPUT_PROVIDERS', 'openai:gpt-4.1-mini');
    await run();
    expect(process.exitCode, job.stdout).toBeUndefined();
    expect(job.stdout).toContain(
      'Providers: openai:gpt-4.1-mini [skipped: OPENAI_API_KEY is not set] (named by the providers input)',
    );
    expect(job.stdout).toContain(
      '::notice::Nothing was scored (0 result row(s), none scored): no accuracy;',
    );
    expect(job.stdout).not.toMatch(/\bpassed\b|thresholds met/i);
  });
});
