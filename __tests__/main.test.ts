// run()'s composition and its one rule — never gating unless asked — with the engine mocked and
// the real @actions clients talking to the loopback fakes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EvalOptions, EvalOutcome } from '../src/run/options.js';
import { ACTIONS_BOT } from '../src/github/comment.js';
import { actionJob } from './fakes/action.js';
import { startFakeArtifactService, type FakeArtifactService } from './fakes/artifact-service.js';
import { startFakeGitHub, type FakeGitHub } from './fakes/github-rest.js';

const evaluate = vi.hoisted(() => vi.fn<(o: EvalOptions) => Promise<EvalOutcome>>());
vi.mock('../src/run/evaluate.js', () => ({ evaluate }));

let gh: FakeGitHub;
let service: FakeArtifactService;
// @actions/core and @actions/github are loaded once per process (as on a runner), so the
// summary file and github.context outlive vi.resetModules(): one summary file, and the event is
// set on github.context itself.
const summaryFile = path.join(tmpdir(), `mcp-eval-main-summary-${process.pid}.md`);
async function setEvent(eventName: string, payload: object = { pull_request: { number: 3 } }) {
  const { context } = await import('@actions/github');
  context.eventName = eventName;
  context.payload = payload;
}

beforeAll(async () => {
  gh = await startFakeGitHub({ ghs_ok: { login: ACTIONS_BOT, installation: true } });
  service = await startFakeArtifactService();
});
afterAll(async () => {
  rmSync(summaryFile, { force: true });
  await gh.close();
  await service.close();
});

const job = actionJob(
  'main',
  () => ({
    'INPUT_GITHUB-TOKEN': 'ghs_ok',
    'INPUT_ARTIFACT-NAME': 'mcp-eval-report',
    INPUT_PROVIDERS: 'replay, openai:gpt-4.1-mini',
    INPUT_REPEAT: '2',
    GITHUB_REPOSITORY: 'octo/server',
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.com',
    ACTIONS_RUNTIME_TOKEN: service.token,
    ACTIONS_RESULTS_URL: `${service.url}/`,
  }),
  { summaryFile },
);
const run = () => job.run();
const outputs = () => job.outputs();

beforeEach(async () => {
  await setEvent('pull_request');
  evaluate.mockReset();
  evaluate.mockImplementation(async (o) => fakeOutcome(o.out, { met: false }));
});

function fakeOutcome(out: string, thresholds: { met: boolean }): EvalOutcome {
  mkdirSync(out, { recursive: true });
  const json = path.join(out, 'report.json');
  const markdown = path.join(out, 'report.md');
  writeFileSync(json, '{"schemaVersion":1}');
  writeFileSync(markdown, '## MCP eval\n');
  return {
    report: {
      summary: { overall: { total: 4, counts: { pass: 3 }, scored: 4, accuracy: 0.75 } },
      thresholds: {
        ...thresholds,
        checks: thresholds.met
          ? []
          : [
              {
                scope: 'overall',
                key: 'overall',
                provider: 'replay',
                required: 0.9,
                actual: 0.75,
                met: false,
              },
            ],
      },
    } as unknown as EvalOutcome['report'],
    markdown: '## MCP eval\n',
    files: { json, md: markdown, jsonl: path.join(out, 'transcripts.jsonl') },
  };
}

describe('run()', () => {
  it('passes the inputs to evaluate, publishes everything and succeeds with thresholds unmet', async () => {
    await run();
    expect(process.exitCode).toBeUndefined();
    const options = evaluate.mock.calls[0][0];
    expect(options).toMatchObject({
      cwd: job.dir,
      out: path.join(job.dir, 'mcp-eval-report'),
      config: 'mcp-eval.yaml',
      providers: ['replay', 'openai:gpt-4.1-mini'],
      repeat: 2,
    });
    expect(gh.comments.filter((c) => c.issue === 3)).toHaveLength(1);
    expect(service.artifacts.at(-1)).toMatchObject({ name: 'mcp-eval-report', finalized: true });
    expect(readFileSync(job.summaryFile, 'utf8')).toContain('## MCP eval');
    expect(outputs()).toMatch(/thresholds-met<<\S+\nfalse\n/);
    expect(outputs()).toMatch(
      /comment-url<<\S+\nhttps:\/\/github\.example\/octo\/server\/pull\/3#issuecomment-\d+\n/,
    );
    expect(job.stdout).toMatch(/::notice::Thresholds not met/);
  });

  it('runs without mcp-eval.yaml when the inputs name the corpus', async () => {
    vi.stubEnv('INPUT_CONFIG', 'mcp-eval.yaml');
    vi.stubEnv('INPUT_CORPUS', 'evals/*.yaml');
    await run();
    expect(evaluate.mock.calls[0][0]).toMatchObject({
      config: undefined,
      corpus: ['evals/*.yaml'],
    });
    writeFileSync(path.join(job.dir, 'mcp-eval.yaml'), 'corpus: []\n');
    await run();
    expect(evaluate.mock.calls[1][0].config).toBe('mcp-eval.yaml');
  });

  it('fails the step on unmet thresholds only with fail-on-threshold: true', async () => {
    vi.stubEnv('INPUT_FAIL-ON-THRESHOLD', 'true');
    await run();
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toContain('::error::Thresholds not met: replay overall: 75%25 < 90%25');
    // Everything is still published before failing.
    expect(outputs()).toMatch(/report-json<</);
  });

  it('names a token budget exceeded in tokens, and fails on it only with fail-on-threshold: true', async () => {
    const budget = (o: EvalOptions) => {
      const outcome = fakeOutcome(o.out, { met: false });
      outcome.report.thresholds.checks = [
        { scope: 'budget', key: 'tools_tokens', required: 8000, actual: 9102, met: false },
      ];
      return Promise.resolve(outcome);
    };
    evaluate.mockImplementation(budget);
    await run();
    expect(process.exitCode).toBeUndefined();
    expect(job.stdout).toContain(
      '::notice::Thresholds not met (budget tools_tokens: 9102 tokens > 8000); fail-on-threshold is false',
    );
    vi.stubEnv('INPUT_FAIL-ON-THRESHOLD', 'true');
    await run();
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toContain(
      '::error::Thresholds not met: budget tools_tokens: 9102 tokens > 8000',
    );
  });

  it('succeeds with fail-on-threshold: true when thresholds are met', async () => {
    vi.stubEnv('INPUT_FAIL-ON-THRESHOLD', 'true');
    evaluate.mockImplementation(async (o) => fakeOutcome(o.out, { met: true }));
    await run();
    expect(process.exitCode).toBeUndefined();
  });

  it('fails on a setup error with its description and no stack', async () => {
    // The class from the same module graph as the freshly imported main.ts.
    const { SetupError } = await import('../src/errors.js');
    evaluate.mockRejectedValue(
      new SetupError('The corpus is not valid', [
        { file: 'corpus/a.yaml', line: 3, field: 'scenarios[0].prompt', message: 'Required' },
      ]),
    );
    await run();
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toContain(
      '::error::The corpus is not valid%0A  corpus/a.yaml:3: scenarios[0].prompt: Required',
    );
    expect(job.stdout).not.toMatch(/at .*\.ts:\d+/);
    expect(readFileSync(job.summaryFile, 'utf8')).toMatch(/setup error.*corpus\/a\.yaml:3/s);
  });

  it('fails on invalid inputs, naming each', async () => {
    vi.stubEnv('INPUT_REPEAT', 'two');
    vi.stubEnv('INPUT_COMMENT', 'yes');
    await run();
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toMatch(
      /::error::Invalid action inputs%0A.*repeat: expected a whole number from 1 to 1000, got "two".*comment: expected true or false/,
    );
    expect(evaluate).not.toHaveBeenCalled();
  });

  it('turns a failing comment and a failing upload into warnings; the step succeeds', async () => {
    vi.stubEnv('INPUT_GITHUB-TOKEN', 'revoked');
    vi.stubEnv('ACTIONS_RESULTS_URL', 'http://127.0.0.1:9/'); // nothing listens on the discard port
    vi.stubEnv('ACTIONS_RUNTIME_TOKEN', 'not-a-jwt');
    await run();
    expect(process.exitCode).toBeUndefined();
    expect(job.stdout).toMatch(/::warning::Could not comment on the pull request: Bad credentials/);
    expect(job.stdout).toMatch(/::warning::Could not upload the artifact mcp-eval-report/);
    expect(outputs()).toMatch(/comment-url<<\S+\n\n/);
    expect(outputs()).toMatch(/artifact-id<<\S+\n\n/);
  });

  it('comments only on pull request events, and only when asked', async () => {
    const comments = gh.requests.filter((r) => r.method !== 'GET').length;
    await setEvent('schedule', {});
    await run();
    vi.resetModules();
    await setEvent('pull_request_target');
    vi.stubEnv('INPUT_COMMENT', 'false');
    vi.stubEnv('INPUT_UPLOAD-ARTIFACT', 'false');
    const uploads = service.artifacts.length;
    await run();
    expect(gh.requests.filter((r) => r.method !== 'GET').length).toBe(comments);
    expect(service.artifacts.length).toBe(uploads);
    expect(process.exitCode).toBeUndefined();
  });

  it('logs a line per finished run in one group per provider, closed even when the run fails', async () => {
    const row = (provider: string, status: string) =>
      ({ status, scenario: 'list', provider, latencyMs: 1200, repetition: 0 }) as never;
    evaluate.mockImplementation(async (o) => {
      o.progress?.start?.({
        total: 2,
        providers: [
          { id: 'replay', runs: 1 },
          { id: 'openai:gpt-4.1-mini', runs: 1 },
        ],
      });
      o.progress?.row(row('openai:gpt-4.1-mini', 'fail'), 1, 2);
      o.progress?.row(row('replay', 'pass'), 2, 2);
      return fakeOutcome(o.out, { met: true });
    });
    await run();
    expect(job.stdout).toContain(
      [
        '::group::replay: 1 run(s)',
        '[2/2] pass list · replay · 1.2 s',
        '::endgroup::',
        '::group::openai:gpt-4.1-mini: 1 run(s)',
        '[1/2] fail list · openai:gpt-4.1-mini · 1.2 s',
        '::endgroup::',
      ].join('\n'),
    );

    job.stdout = '';
    evaluate.mockImplementation(async (o) => {
      o.progress?.start?.({ total: 2, providers: [{ id: 'replay', runs: 2 }] });
      throw new Error('boom');
    });
    vi.resetModules();
    await run();
    expect(job.stdout).toMatch(/::group::replay: 2 run\(s\)\n::endgroup::\n/);
    expect(process.exitCode).toBe(1);
  });
});
