// The committed bundle with `baseline: same-job`, run the way the runner runs it (`node
// dist/index.js` on Node 24, every input as INPUT_*, GITHUB_* and an event payload) on a
// `pull_request` event, in a shallow clone of a real git repository with two commits of a small
// server: the head commit changes one tool's HTTP method, so the `restart` scenario regresses.
// The base commit is fetched, built in its own worktree and run in the same job as the head; the
// comment goes to a loopback fake of GitHub's REST API. __tests__/action/same-job.test.ts covers
// the same feature in-process, with its failure paths.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS_BOT, marker } from '../../src/github/comment.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-rest.js';
import { ACTION_BUNDLE, runStep } from '../fakes/runner.js';
import { BUILD, git, twoCommitRepo } from '../fixtures/same-job/repo.js';

const TOKEN = 'ghs_e2e_same_job';

describe.skipIf(!existsSync(ACTION_BUNDLE))('the bundle with baseline: same-job', () => {
  let gh: FakeGitHub;
  let tmp: string;
  let origin: string;
  let baseSha: string;
  let headSha: string;

  beforeAll(async () => {
    gh = await startFakeGitHub({ [TOKEN]: { login: ACTIONS_BOT, installation: true } });
    tmp = mkdtempSync(path.join(tmpdir(), 'mcp-eval-e2e-same-job-'));
    origin = path.join(tmp, 'origin');
    ({ baseSha, headSha } = twoCommitRepo(origin));
  });
  afterAll(async () => {
    await gh?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('fetches the base commit, builds it in a worktree, compares in one job and comments', async () => {
    // The checkout actions/checkout leaves: one commit deep, the head built.
    const clone = path.join(tmp, 'checkout');
    git(tmp, 'clone', '-q', '--depth=1', `file://${origin}`, clone);
    const build = BUILD;
    execFileSync('bash', ['-c', build], { cwd: clone });
    const temp = mkdtempSync(path.join(tmp, 'runner-temp-'));
    const event = {
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        base: { ref: 'main', sha: baseSha, repo: { full_name: 'octo/server' } },
        head: { ref: 'fix', sha: headSha, repo: { full_name: 'octo/server' } },
      },
      repository: { name: 'server', owner: { login: 'octo' }, full_name: 'octo/server' },
    };
    const inputs = {
      'working-directory': clone,
      'github-token': TOKEN,
      baseline: 'same-job',
      'base-build': build,
      'upload-artifact': 'false',
    };
    const env = {
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_SHA: headSha,
      GITHUB_RUN_ID: '901',
      GITHUB_API_URL: gh.url,
      GITHUB_WORKSPACE: clone,
    };
    const step = await runStep(
      { dir: temp, eventName: 'pull_request', event, inputs, env },
      { cwd: clone },
    );
    const { code } = step;
    const log = step.stdout + step.stderr;
    expect(code, log).toBe(0);

    // The base commit was fetched into the shallow clone and built in its own worktree.
    expect(log).toContain(`The base commit ${baseSha.slice(0, 7)} is not in the checkout`);
    expect(log).toMatch(/::group::base-build \(in the base checkout\)/);
    // Head against the base side, paired: the changed tool's scenario regressed.
    expect(step.outputs.regressions).toBe('1');
    const [comment] = gh.comments.filter((c) => c.body.includes(marker('default')));
    expect(comment.issue).toBe(7);
    expect(comment.body).toContain('same job, interleaved, paired');
    expect(comment.body).toMatch(/\| `restart` \| replay \| 3\/3 \(100%\) \| 0\/3 \(0%\) \|/);
    // The worktree is gone: only the checkout is left, and nothing of the base under RUNNER_TEMP.
    expect(git(clone, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(readdirSync(temp).filter((f) => f.startsWith('mcp-eval-base-'))).toEqual([]);
  }, 120_000);
});
