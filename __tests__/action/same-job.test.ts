// `baseline: same-job` through run(), as the runner runs the action (INPUT_*, GITHUB_*, an event
// payload file), against a real git repository with two commits of a small server: the head
// commit changes one tool's HTTP method, so the `restart` scenario regresses. The checkout is a
// shallow clone of the head, as actions/checkout leaves it, so the base commit is fetched. The
// comment and the artifact go to loopback fakes of GitHub's REST API and artifact service; the
// model is the replay provider.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionJob } from '../fakes/action.js';
import { parseOutputs } from '../fakes/runner.js';
import { readZip, startFakeArtifactService } from '../fakes/artifact-service.js';
import { startFakeGitHub } from '../fakes/github-rest.js';
import { marker } from '../../src/github/comment.js';
import { BUILD, git, twoCommitRepo } from '../fixtures/same-job/repo.js';

const BOT = 'github-actions[bot]';
const gh = await startFakeGitHub({ ghs_ok: { login: BOT, installation: true } });
const service = await startFakeArtifactService();

let tmp: string;
let origin: string;
let baseSha: string;
let headSha: string;
let runs = 0;

// Per test (fakes/action.ts): the runner's temp folder (job.dir), with the shallow checkout of
// the head in it, as actions/checkout leaves it (one commit deep), built; what the action printed.
const job = actionJob('same-job', (j) => {
  const checkout = path.join(j.dir, 'checkout');
  git(tmp, 'clone', '-q', '--depth=1', `file://${origin}`, checkout);
  execFileSync('bash', ['-c', BUILD], { cwd: checkout });
  return {
    'INPUT_WORKING-DIRECTORY': checkout,
    'INPUT_GITHUB-TOKEN': 'ghs_ok',
    // One artifact service for every test: each run's artifact has a name of its own.
    'INPUT_ARTIFACT-NAME': `mcp-eval-report-${++runs}`,
    INPUT_BASELINE: 'same-job',
    INPUT_COMMENT: 'true',
    'INPUT_UPLOAD-ARTIFACT': 'true',
    GITHUB_REPOSITORY: 'octo/server',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: gh.url,
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_RUN_ID: '900',
    GITHUB_EVENT_PATH: path.join(j.dir, 'event.json'),
    RUNNER_TEMP: j.dir,
    ACTIONS_RUNTIME_TOKEN: service.token,
    ACTIONS_RESULTS_URL: `${service.url}/`,
    BUILD_MARK: path.join(j.dir, 'built-in'),
  };
});
const clone = () => path.join(job.dir, 'checkout');

const hasCommit = (sha: string) => {
  try {
    git(clone(), 'cat-file', '-e', `${sha}^{commit}`);
    return true;
  } catch {
    return false;
  }
};
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mcp-eval-same-job-'));
  origin = path.join(tmp, 'origin');
  ({ baseSha, headSha } = twoCommitRepo(origin));
});
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await gh.close();
  await service.close();
});
beforeEach(() => {
  gh.comments.length = 0;
});

async function runAction(eventName: string, build: string): Promise<void> {
  vi.stubEnv('GITHUB_EVENT_NAME', eventName);
  vi.stubEnv('INPUT_BASE-BUILD', build);
  const event =
    eventName === 'pull_request'
      ? {
          pull_request: {
            number: 7,
            base: { ref: 'main', sha: baseSha, repo: { full_name: 'octo/server' } },
            head: { ref: 'fix', sha: headSha, repo: { full_name: 'octo/server' } },
          },
        }
      : { ref: 'refs/heads/main', after: headSha };
  job.write('event.json', JSON.stringify(event));
  // @actions/github is loaded once per process (not reset between tests): its context read the
  // event when first imported, so it is told this one, as a fresh runner process would read it.
  const github = await import('@actions/github');
  github.context.eventName = eventName;
  github.context.payload = event;
  await job.run();
}

/** The step's outputs, from the file the runner reads them from. */
const outputs = () => parseOutputs(job.outputs());

interface Written {
  ab?: { side: string };
  comparison?: {
    verdict: string;
    base: { label: string };
    scenarios: { scenario: string; class: string }[];
  };
}
const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Written;
const worktrees = () =>
  git(clone(), 'worktree', 'list', '--porcelain').match(/^worktree /gm)!.length;

describe('baseline: same-job on a pull request', () => {
  it('fetches the base commit into a worktree, builds it there, and compares head with it in one job', async () => {
    expect(hasCommit(baseSha)).toBe(false); // the shallow checkout lacks it
    await run();
    expect(process.exitCode, job.stdout).toBeUndefined();
    expect(job.stdout).toContain(`The base commit ${baseSha.slice(0, 7)} is not in the checkout`);
    expect(hasCommit(baseSha)).toBe(true);

    // base-build ran in the base commit's worktree (under RUNNER_TEMP), inside a log group.
    const builtIn = readFileSync(path.join(job.dir, 'built-in'), 'utf8').trim();
    expect(builtIn).toMatch(new RegExp(`^${job.dir}/mcp-eval-base-[^/]+/base$`));
    expect(job.stdout).toMatch(/::group::base-build \(in the base checkout\): mkdir -p dist/);

    // The head report compares with the base side: restart regressed, status unchanged.
    const head = readReport(path.join(clone(), `mcp-eval-report-${runs}/report.json`));
    expect(head.ab?.side).toBe('head');
    expect(head.comparison?.verdict).toBe('regressed');
    expect(head.comparison?.base.label).toBe('the base side');
    const classOf = (id: string) =>
      head.comparison?.scenarios.find((p) => p.scenario === id)?.class;
    expect(classOf('restart')).toBe('regressed');
    expect(classOf('status')).toBe('unchanged');
    expect(readFileSync(path.join(clone(), `mcp-eval-report-${runs}/report.md`), 'utf8')).toContain(
      'same job, interleaved, paired',
    );

    // Published as usual: the comment (with the base commit named), outputs, one artifact with
    // the base side's report under base/.
    const [comment] = gh.comments.filter((c) => c.body.includes(marker('default')));
    expect(comment.issue).toBe(7);
    expect(comment.body).toContain(
      `Baseline: the pull request's base commit \`${baseSha.slice(0, 7)}\`, run in this job (same job, interleaved, paired).`,
    );
    expect(comment.body).toContain(
      'Regressed vs `the base side` (same job, interleaved, paired): 1 scenario regressed, 0 fixed',
    );
    expect(comment.body).toMatch(/\| `restart` \| replay \| 3\/3 \(100%\) \| 0\/3 \(0%\) \|/);
    const out = outputs();
    expect(out.regressions).toBe('1');
    expect(out.improvements).toBe('0');
    expect(out.total).toBe('6');
    const artifact = service.artifacts.find((a) => String(a.id) === out['artifact-id']);
    const files = Object.fromEntries(readZip(artifact!.blob!));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['report.json', 'report.md', 'base/report.json', 'base/report.md']),
    );
    const base = JSON.parse(files['base/report.json'].toString('utf8')) as Written;
    expect(base.ab?.side).toBe('base');

    // The worktree is gone, and git no longer lists it.
    expect(existsSync(builtIn)).toBe(false);
    expect(worktrees()).toBe(1);
  });

  it('a failing base-build: the head runs alone and is published without a comparison, and the step fails naming base-build', async () => {
    await runAction('pull_request', 'echo "cannot build this" >&2; exit 3');
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toContain('cannot build this');
    expect(job.stdout).toMatch(
      /::error::base-build failed in the base checkout with exit code 3 \(its output is in the log group "base-build"\)/,
    );
    const head = readReport(path.join(clone(), `mcp-eval-report-${runs}/report.json`));
    expect(head.comparison).toBeUndefined();
    expect(head.ab).toBeUndefined();
    const [comment] = gh.comments;
    expect(comment.body).toContain(
      `_No baseline: \`base-build\` failed in the base commit \`${baseSha.slice(0, 7)}\`'s checkout; this report has no comparison._`,
    );
    expect(outputs().regressions).toBe('');
    expect(outputs().total).toBe('6');
    expect(worktrees()).toBe(1);
  });

  it('a failing base-build with adaptive trials, which need both sides: the step fails naming the build first', async () => {
    const config = path.join(clone(), 'mcp-eval.yaml');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('repeat: 3', 'trials: { min: 3, max: 6 }'),
    );
    await runAction('pull_request', 'exit 4');
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toMatch(
      /::error::base-build failed in the base checkout with exit code 4 .*; and the head could not run alone: `trials` in the config: adaptive trials/,
    );
    expect(worktrees()).toBe(1);
  });

  it('on a push: a notice, no worktree, a run without comparison', async () => {
    await runAction('push', `${BUILD} && pwd > "$BUILD_MARK"`);
    expect(process.exitCode, job.stdout).toBeUndefined();
    expect(job.stdout).toContain(
      "::notice::baseline: same-job runs a pull request's base commit beside its head, and the event is push, not pull_request: this run has no comparison.",
    );
    expect(existsSync(path.join(job.dir, 'built-in'))).toBe(false);
    expect(hasCommit(baseSha)).toBe(false);
    const head = readReport(path.join(clone(), `mcp-eval-report-${runs}/report.json`));
    expect(head.comparison).toBeUndefined();
    expect(worktrees()).toBe(1);
  });
});

function run() {
  return runAction('pull_request', `${BUILD} && pwd > "$BUILD_MARK"`);
}
