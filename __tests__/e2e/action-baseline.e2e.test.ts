// The committed bundle and `baseline: auto`, run the way the runner runs it (`node dist/index.js`
// with INPUT_* and GITHUB_* in the environment) against loopback fakes of GitHub's REST API
// (workflow runs, run artifacts, the artifact download's redirect and blob) and of the artifact
// service. A push to main leaves a report artifact (and finds no baseline: a notice); a pull
// request into main then finds that run among decoys, downloads its report, and posts one sticky
// comment with the comparison; `baseline: none` compares with nothing; `fail-on-regression: true`
// fails the step.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS_BOT, marker } from '../../src/github/comment.js';
import {
  readZip,
  runtimeToken,
  startFakeArtifactService,
  type FakeArtifactService,
} from '../fakes/artifact-service.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-rest.js';
import { ACTION_BUNDLE, EXAMPLE_CORPUS, ROOT, runStep, type StepResult } from '../fakes/runner.js';

const TOKEN = 'ghs_e2e_baseline_token';
const PR = 7;
const WORKFLOW = '.github/workflows/eval-pr.yml';
const BASE_SHA = 'b0a5e1'.padEnd(40, '0');
/** The scenario the replay provider always fails; it passed on main in the base report. */
const FLIPPED = 'e2e-replay-always-fails';
const DAY = 86_400_000;

describe.skipIf(!existsSync(ACTION_BUNDLE))('the bundle with baseline: auto', () => {
  let gh: FakeGitHub;
  let service: FakeArtifactService;
  let tmp: string;
  const artifactName = `mcp-eval-e2e-baseline-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    gh = await startFakeGitHub({ [TOKEN]: { login: ACTIONS_BOT, installation: true } });
    service = await startFakeArtifactService();
    tmp = mkdtempSync(path.join(tmpdir(), 'mcp-eval-e2e-baseline-'));
  });
  afterAll(async () => {
    await gh?.close();
    await service?.close();
    rmSync(tmp, { recursive: true, force: true });
    rmSync(path.join(ROOT, artifactName), { recursive: true, force: true });
  });

  async function runAction(options: {
    runId: number;
    eventName: string;
    event: object;
    ref: string;
    sha: string;
    inputs?: Record<string, string>;
  }): Promise<StepResult> {
    const dir = mkdtempSync(path.join(tmp, `run${options.runId}-`));
    return runStep({
      dir,
      eventName: options.eventName,
      event: options.event,
      inputs: {
        config: 'mcp-eval.yaml',
        corpus: [...EXAMPLE_CORPUS, '__tests__/action/fixtures/unmet-threshold.yaml'].join('\n'),
        providers: 'replay',
        'artifact-name': artifactName,
        'github-token': TOKEN,
        ...options.inputs,
      },
      env: {
        GITHUB_REF: options.ref,
        GITHUB_SHA: options.sha,
        GITHUB_WORKFLOW: 'MCP eval (PR)',
        GITHUB_WORKFLOW_REF: `octo/server/${WORKFLOW}@${options.ref}`,
        GITHUB_RUN_ID: String(options.runId),
        GITHUB_API_URL: gh.url,
        GITHUB_WORKSPACE: ROOT,
        ACTIONS_RUNTIME_TOKEN: runtimeToken(`run-${options.runId}`, `job-${options.runId}`),
        ACTIONS_RESULTS_URL: `${service.url}/`,
      },
    });
  }

  const pullRequest = {
    action: 'synchronize',
    number: PR,
    pull_request: {
      number: PR,
      head: { ref: 'feature', sha: 'f'.repeat(40) },
      base: { ref: 'main', sha: BASE_SHA },
    },
    repository: { name: 'server', owner: { login: 'octo' }, full_name: 'octo/server' },
  };
  const onPullRequest = (runId: number, inputs?: Record<string, string>) => {
    // This run, as the API lists it while it runs.
    gh.addRun({
      id: runId,
      path: WORKFLOW,
      event: 'pull_request',
      branch: 'feature',
      status: 'in_progress',
      conclusion: null,
    });
    return runAction({
      runId,
      eventName: 'pull_request',
      event: pullRequest,
      ref: `refs/pull/${PR}/merge`,
      sha: 'e'.repeat(40),
      inputs,
    });
  };
  const ours = () =>
    gh.comments.filter((c) => c.issue === PR && c.body.includes(marker('default')));

  it('push, then a pull request compared with it, then none, then fail-on-regression', async () => {
    // 1. A push to main: the first run of the workflow, nothing to compare with.
    const pushRun = gh.addRun({
      id: 601,
      path: WORKFLOW,
      event: 'push',
      branch: 'main',
      sha: BASE_SHA,
      status: 'in_progress',
      conclusion: null,
    });
    const push = await runAction({
      runId: pushRun.id,
      eventName: 'push',
      event: { ref: 'refs/heads/main', after: BASE_SHA, repository: pullRequest.repository },
      ref: 'refs/heads/main',
      sha: BASE_SHA,
    });
    expect(push.code, push.log).toBe(0);
    expect(push.stdout, push.log).toContain(
      '::notice::No baseline: no earlier successful run of eval-pr.yml on `main`. The report is published without a comparison.',
    );
    expect(push.summary).toContain('_No baseline: no earlier successful run of eval-pr.yml');
    expect(push.outputs.regressions).toBe('');
    expect(push.outputs.improvements).toBe('');
    expect(gh.comments).toEqual([]);

    // It succeeded two days ago and left its report as an artifact, the zip the action uploaded,
    // in which the scenario replay always fails had passed (so the pull request regresses it).
    Object.assign(pushRun, {
      status: 'completed',
      conclusion: 'success',
      createdAt: new Date(Date.now() - 2 * DAY).toISOString(),
    });
    const uploaded = service.artifacts.find((a) => String(a.id) === push.outputs['artifact-id']);
    expect(uploaded?.blob, push.log).toBeDefined();
    const files = Object.fromEntries(readZip(uploaded!.blob!));
    const report = JSON.parse(files['report.json'].toString('utf8')) as {
      results: {
        scenario: string;
        status: string;
        reason: string;
        checks: { passed: boolean }[];
      }[];
    };
    const flipped = report.results.filter((r) => r.scenario === FLIPPED);
    expect(flipped.length).toBeGreaterThan(0);
    for (const r of flipped) {
      expect(r.status).toBe('fail');
      Object.assign(r, { status: 'pass', reason: '' });
      for (const c of r.checks) c.passed = true;
    }
    files['report.json'] = Buffer.from(JSON.stringify(report));
    gh.addArtifact({ runId: pushRun.id, name: artifactName, files });

    // Decoys, each newer than the baseline: none of them may be picked.
    const decoy = { 'report.json': 'not the baseline' };
    const failed = gh.addRun({ path: WORKFLOW, branch: 'main', conclusion: 'failure' });
    gh.addArtifact({ runId: failed.id, name: artifactName, files: decoy });
    const other = gh.addRun({ path: '.github/workflows/other.yml', branch: 'main' });
    gh.addArtifact({ runId: other.id, name: artifactName, files: decoy });
    const fork = gh.addRun({
      path: WORKFLOW,
      branch: 'main',
      event: 'pull_request',
      headRepository: 'mallory/server',
    });
    gh.addArtifact({ runId: fork.id, name: artifactName, files: decoy });
    const noArtifact = gh.addRun({ path: WORKFLOW, branch: 'main', sha: 'c'.repeat(40) });

    // 2. A pull request into main: compared with the push's report; one sticky comment.
    const pr = await onPullRequest(602);
    expect(pr.code, pr.log).toBe(0);
    expect(pr.stdout, pr.log).not.toMatch(/^::(error|warning)/m);
    const zip = gh.requests.filter((r) => /\/actions\/artifacts\/\d+\/zip$/.test(r.path));
    expect(zip, pr.log).toHaveLength(1);
    expect(gh.requests.some((r) => r.path.startsWith('/blob/artifacts/'))).toBe(true);
    expect(
      gh.requests.filter((r) => r.path.includes(`/actions/runs/${noArtifact.id}/artifacts`)),
    ).toHaveLength(1);

    expect(ours(), pr.log).toHaveLength(1);
    const body = ours()[0].body;
    const line =
      `Baseline: [run #${pushRun.runNumber}](https://github.example/octo/server/actions/runs/${pushRun.id}) ` +
      `on \`main\`, commit \`${BASE_SHA.slice(0, 7)}\`, 2 days old.`;
    expect(body).toContain(line);
    expect(body).not.toContain('stale');
    // The comparison block: the alert, and the regressed scenario named.
    expect(body).toMatch(/^> \[!CAUTION\]\n> Regressed /m);
    expect(body).toMatch(new RegExp(`#### Regressed \\(1\\)[\\s\\S]*\`${FLIPPED}\``));
    expect(pr.summary).toContain(line);
    expect(pr.summary).toContain('> [!CAUTION]');
    expect(pr.outputs.regressions).toBe('1');
    expect(pr.outputs.improvements).toBe('0');
    expect(pr.stdout).toContain(
      `::notice::Regressed against the baseline run #${pushRun.runNumber} (https://github.example/octo/server/actions/runs/${pushRun.id}) on main @ ${BASE_SHA.slice(0, 7)}: 1 regressed, 0 fixed; fail-on-regression is false, so the step succeeds.`,
    );
    // report.json carries the comparison and the run it was made against.
    const written = JSON.parse(readFileSync(pr.outputs['report-json'], 'utf8')) as {
      comparison?: { verdict: string; base: { run?: { id: number; sha: string } } };
    };
    expect(written.comparison).toMatchObject({
      verdict: 'regressed',
      base: { run: { id: pushRun.id, number: pushRun.runNumber, sha: BASE_SHA } },
    });
    // report.md's comparison header names it as the comment does.
    expect(body).toContain(
      `### Compared with [run #${pushRun.runNumber}](https://github.example/octo/server/actions/runs/${pushRun.id}) on \`main\``,
    );

    // 3. baseline: none: no lookup, no comparison; the same comment, updated.
    const before = gh.requests.length;
    const none = await onPullRequest(603, { baseline: 'none', 'fail-on-regression': 'true' });
    expect(none.code, none.log).toBe(0);
    expect(gh.requests.slice(before).filter((r) => r.path.includes('/actions/'))).toEqual([]);
    expect(ours()).toHaveLength(1);
    expect(ours()[0].body).not.toContain('[!CAUTION]');
    expect(ours()[0].body).not.toContain('Baseline:');
    expect(none.outputs.regressions).toBe('');

    // 4. fail-on-regression: true fails the step on the regression, after publishing.
    const strict = await onPullRequest(604, { 'fail-on-regression': 'true' });
    expect(strict.code, strict.log).toBe(1);
    expect(strict.stdout).toContain(
      `::error::Regressed against the baseline run #${pushRun.runNumber} (https://github.example/octo/server/actions/runs/${pushRun.id}) on main`,
    );
    expect(ours()).toHaveLength(1);
    expect(ours()[0].body).toContain(line);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(strict.outputs.regressions).toBe('1');
  }, 240_000);
});
