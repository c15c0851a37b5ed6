// The action in merge mode (`merge` input): the reports of shard jobs joined and published as one
// run's — one sticky comment, the job summary, the artifact, the outputs. The shards are real
// runs (replay, the example corpus) made in-process by the CLI.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '../src/model/report.js';
import { ROOT, runCli, workspace } from './commands/run-cli.js';
import { readZip, startFakeArtifactService } from './fakes/artifact-service.js';
import { startFakeGitHub } from './fakes/github-rest.js';

const BOT = 'github-actions[bot]';
// As on a runner, the API URL is set before @actions/github loads.
const gh = await startFakeGitHub({ ghs_ok: { login: BOT, installation: true } });
const service = await startFakeArtifactService();
process.env.GITHUB_API_URL = gh.url;
const github = await import('@actions/github');
const { run } = await import('../src/main.js');

const cwd = process.cwd();
const summaryFile = path.join(tmpdir(), `mcp-eval-main-merge-summary-${process.pid}.md`);
let dir: string;
let stdout: string;
let whole: Report;

const readReport = (p: string) =>
  JSON.parse(readFileSync(path.join(p, 'report.json'), 'utf8')) as Report;
const output = (name: string) =>
  new RegExp(`${name}<<(\\S+)\\n([^\\n]*)\\n\\1`).exec(
    readFileSync(path.join(dir, 'output'), 'utf8'),
  )?.[2];

beforeAll(async () => {
  // The shards as the matrix jobs leave them after actions/download-artifact: one folder each.
  dir = workspace({});
  const args = ['run', '--config', path.join(ROOT, 'mcp-eval.yaml'), '--provider', 'replay'];
  const filter = ['--tags', 'smoke', '-q'];
  const w = await runCli([...args, ...filter, '--out', path.join(dir, 'whole')], ROOT);
  expect(w.code, w.stderr).toBe(0);
  whole = readReport(path.join(dir, 'whole'));
  for (const i of [1, 2]) {
    const out = path.join(dir, `shards/mcp-eval-report-shard-${i}`);
    const r = await runCli([...args, ...filter, '--shard', `${i}/2`, '--out', out], ROOT);
    expect(r.code, r.stderr).toBe(0);
  }
}, 120_000);

beforeEach(() => {
  gh.comments.length = 0;
  github.context.eventName = 'pull_request';
  github.context.payload = { pull_request: { number: 7, base: { ref: 'main' } } };
  writeFileSync(summaryFile, '');
  writeFileSync(path.join(dir, 'output'), '');
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  for (const [k, v] of Object.entries({
    'INPUT_WORKING-DIRECTORY': dir,
    INPUT_MERGE: 'shards/*',
    INPUT_BASELINE: 'none',
    'INPUT_GITHUB-TOKEN': 'ghs_ok',
    'INPUT_ARTIFACT-NAME': 'mcp-eval-report',
    'INPUT_UPLOAD-ARTIFACT': 'true',
    GITHUB_REPOSITORY: 'octo/server',
    GITHUB_RUN_ID: '900',
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: path.join(dir, 'output'),
    ACTIONS_RUNTIME_TOKEN: service.token,
    ACTIONS_RESULTS_URL: `${service.url}/`,
  })) {
    vi.stubEnv(k, v);
  }
});

afterEach(() => {
  process.chdir(cwd);
  process.exitCode = undefined;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
afterAll(async () => {
  rmSync(summaryFile, { force: true });
  await gh.close();
  await service.close();
});

describe('the action in merge mode', () => {
  it('publishes the merged report once: one sticky comment, the summary, the artifact, the outputs', async () => {
    await run();
    expect(process.exitCode, stdout).toBeUndefined();

    const merged = readReport(path.join(dir, 'mcp-eval-report'));
    expect(merged.summary).toEqual(whole.summary);
    expect(merged.results.map((r) => [r.scenario, r.status])).toEqual(
      whole.results.map((r) => [r.scenario, r.status]),
    );

    const comments = gh.comments.filter((c) => c.issue === 7);
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toContain('Merged from shards 1/2, 2/2');
    expect(comments[0].body).not.toMatch(/Shard \d\/2:/);
    expect(readFileSync(summaryFile, 'utf8')).toContain('Merged from shards 1/2, 2/2');
    expect(output('total')).toBe(String(whole.summary.overall.total));
    expect(output('thresholds-met')).toBe(String(whole.thresholds.met));

    const artifact = service.artifacts.find((a) => a.id === Number(output('artifact-id')))!;
    expect(artifact.name).toBe('mcp-eval-report');
    const zipped = JSON.parse(readZip(artifact.blob!).get('report.json')!.toString()) as Report;
    expect(zipped.summary).toEqual(whole.summary);

    // A re-run of the merge job updates the one comment.
    vi.stubEnv('INPUT_UPLOAD-ARTIFACT', 'false');
    await run();
    expect(gh.comments.filter((c) => c.issue === 7)).toHaveLength(1);
  });

  it('compares the merged report with a baseline, as a run would be', async () => {
    vi.stubEnv('INPUT_BASELINE', 'whole');
    vi.stubEnv('INPUT_UPLOAD-ARTIFACT', 'false');
    await run();
    expect(process.exitCode, stdout).toBeUndefined();
    expect(readReport(path.join(dir, 'mcp-eval-report')).comparison?.verdict).toBe('unchanged');
    expect(output('regressions')).toBe('0');
  });

  it('fails the step, naming the missing shard, when a shard job left no report', async () => {
    vi.stubEnv('INPUT_MERGE', 'shards/mcp-eval-report-shard-1');
    await run();
    expect(process.exitCode).toBe(1);
    expect(stdout).toMatch(/::error::Shard\(s\) 2\/2 missing/);
    expect(gh.comments.filter((c) => c.issue === 7)).toHaveLength(0);
  });

  it('refuses `shard` with `merge`: the merge job runs nothing', async () => {
    vi.stubEnv('INPUT_SHARD', '1/2');
    await run();
    expect(process.exitCode).toBe(1);
    expect(stdout).toContain('merge: merges the shards of other jobs');
  });

  it('a bad `shard` input is named', async () => {
    vi.stubEnv('INPUT_MERGE', '');
    vi.stubEnv('INPUT_SHARD', '3/2');
    await run();
    expect(process.exitCode).toBe(1);
    expect(stdout).toMatch(
      /action inputs: shard: the shard index must be between 1 and 2, got "3\/2"/,
    );
  });
});
