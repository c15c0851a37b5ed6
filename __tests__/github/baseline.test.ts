// The baseline finder through the real @actions/github octokit and @actions/artifact's download
// against the loopback REST fake (workflow runs, run artifacts, the zip redirect and its blob).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaselineResult, FindBaselineOptions } from '../../src/github/baseline.js';
import { startFakeGitHub, workflowId, type FakeGitHub } from '../fakes/github-rest.js';

// As on a runner, GITHUB_API_URL is set before @actions/github loads: @actions/artifact's
// download reads it then (each test file runs in a process of its own).
const gh: FakeGitHub = await startFakeGitHub({
  ghs_ok: { login: 'github-actions[bot]', installation: true },
  ghs_no_actions: { login: 'github-actions[bot]', installation: true, noActions: true },
});
process.env.GITHUB_API_URL = gh.url;
const { describeBaseline, findBaseline, formatAge, withBaselineLine } =
  await import('../../src/github/baseline.js');

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();
const WORKFLOW = '.github/workflows/eval.yml';

let dir: string;
let infos: string[];

beforeEach(() => {
  gh.runs.length = 0;
  gh.artifacts.length = 0;
  gh.requests.length = 0;
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-baseline-'));
  infos = [];
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.com'); // not GHES: @actions/artifact refuses it
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => gh.close());

function options(over: Partial<FindBaselineOptions> = {}): FindBaselineOptions {
  return {
    token: 'ghs_ok',
    apiUrl: gh.url,
    owner: 'octo',
    repo: 'server',
    eventName: 'pull_request',
    payload: { pull_request: { number: 7, base: { ref: 'main' }, head: { ref: 'feature' } } },
    ref: 'refs/pull/7/merge',
    runId: 500,
    workflowRef: `octo/server/${WORKFLOW}@refs/pull/7/merge`,
    artifactName: 'mcp-eval-report',
    directory: dir,
    log: { info: (m) => infos.push(m) },
    ...over,
  };
}

/** A run with a report artifact whose report.json says which run it is. */
function runWithReport(run: Parameters<FakeGitHub['addRun']>[0], name = 'mcp-eval-report') {
  const r = gh.addRun({ path: WORKFLOW, ...run });
  gh.addArtifact({
    runId: r.id,
    name,
    files: { 'report.json': JSON.stringify({ schemaVersion: 1, run: r.id }), 'report.md': '# r\n' },
  });
  return r;
}

const reportRun = (result: BaselineResult) => {
  expect(result.found, JSON.stringify(result)).toBe(true);
  if (!result.found) throw new Error('not found');
  return (JSON.parse(readFileSync(result.path, 'utf8')) as { run: number }).run;
};

describe('findBaseline', () => {
  it("pull_request: the latest successful run of the same workflow on the PR's base branch", async () => {
    const base = runWithReport({ branch: 'main', createdAt: ago(2), sha: 'b'.repeat(40) });
    runWithReport({ branch: 'main', createdAt: ago(5) }); // older
    // Newer, but none of them is the baseline:
    runWithReport({ branch: 'main', createdAt: ago(1), conclusion: 'failure' });
    runWithReport({ branch: 'main', createdAt: ago(1), status: 'in_progress', conclusion: null });
    runWithReport({ branch: 'main', createdAt: ago(1), path: '.github/workflows/other.yml' });
    runWithReport({ branch: 'feature', createdAt: ago(1) }); // the PR's own branch
    runWithReport({
      // A fork's PR whose branch is called main.
      branch: 'main',
      createdAt: ago(1),
      event: 'pull_request',
      headRepository: 'mallory/server',
    });
    runWithReport({ branch: 'main', createdAt: ago(1), owner: 'octo', repo: 'other' });

    const result = await findBaseline(options());

    expect(reportRun(result)).toBe(base.id);
    expect(result).toMatchObject({
      found: true,
      run: {
        id: base.id,
        url: `https://github.example/octo/server/actions/runs/${base.id}`,
        sha: 'b'.repeat(40),
        branch: 'main',
        createdAt: ago(2),
        number: base.runNumber,
      },
    });
    expect(path.dirname((result as { path: string }).path)).toBe(dir);
    // Found by the workflow's file name, filtered on the branch and success; downloaded through
    // the zip endpoint's redirect to the blob.
    const paths = gh.requests.map((r) => r.path.split('?')[0]);
    expect(paths).toContain('/repos/octo/server/actions/workflows/eval.yml/runs');
    const list = gh.requests.find((r) => r.path.includes('/workflows/eval.yml/runs'))!;
    expect(list.path).toMatch(/[?&]branch=main(&|$)/);
    expect(list.path).toMatch(/[?&]status=success(&|$)/);
    expect(paths).toContain(`/repos/octo/server/actions/runs/${base.id}/artifacts`);
    expect(paths).toContain(
      `/repos/octo/server/actions/artifacts/${(result as { artifactId: number }).artifactId}/zip`,
    );
    expect(paths.some((p) => p.startsWith('/blob/artifacts/'))).toBe(true);
    expect(infos.join('\n')).toContain('eval.yml on the base branch `main`');
  });

  /** Successful pull-request runs of a fork whose branch is also called main. */
  function forkRuns(count: number, daysAgo: number) {
    for (let i = 0; i < count; i++) {
      const r = gh.addRun({
        path: WORKFLOW,
        branch: 'main',
        event: i % 2 ? 'pull_request' : 'pull_request_target',
        headRepository: 'mallory/server',
        createdAt: ago(daysAgo - i / 10_000),
      });
      // A few carry a report: never the baseline all the same.
      if (i < 3) {
        gh.addArtifact({ runId: r.id, name: 'mcp-eval-report', files: { 'report.json': '{}' } });
      }
    }
  }
  const listed = () =>
    gh.requests
      .filter((r) => r.path.includes('/workflows/eval.yml/runs'))
      .map((r) => new URL(r.path, gh.url).searchParams.get('page') ?? '1');

  it('a busy repository: pages past fork PR runs named `main` to the base run on page 3', async () => {
    forkRuns(230, 1); // pages 1 and 2, and the top of page 3
    const base = runWithReport({ branch: 'main', createdAt: ago(2) });
    for (let i = 0; i < 4; i++) gh.addRun({ path: WORKFLOW, branch: 'main', createdAt: ago(3) });
    forkRuns(100, 4); // the rest of page 3 (65), and a page 4 never read: page 3 had enough

    const result = await findBaseline(options());

    expect(reportRun(result)).toBe(base.id);
    expect(listed()).toEqual(['1', '2', '3']);
    const list = gh.requests.find((r) => r.path.includes('/workflows/eval.yml/runs'))!;
    expect(list.path).toMatch(/[?&]per_page=100(&|$)/);
    expect(infos.join('\n')).toContain(
      'Baseline: 5 candidate run(s) in 3 page(s) of runs (295 pull-request run(s) of the same branch name passed over).',
    );
  });

  it('stops at the page cap with a notice that says why', async () => {
    forkRuns(350, 1);
    runWithReport({ branch: 'main', createdAt: ago(2) }); // on page 4, past the cap

    const result = await findBaseline(options({ maxPages: 3 }));

    expect(listed()).toEqual(['1', '2', '3']);
    expect(result).toEqual({
      found: false,
      level: 'notice',
      reason:
        'no earlier successful run of eval.yml on the base branch `main` among the latest 300 ' +
        'successful runs of that branch name, where the lookup stops (3 pages of 100): 300 of ' +
        'them were pull-request runs, from forks whose branch is also named `main`. Give ' +
        "`baseline` a report's path, or run the workflow on `main` (push, schedule) so that a " +
        'recent run is there',
    });
  });

  it('the last page read at the cap was the end: not found, no cap to speak of', async () => {
    forkRuns(200, 1);
    const result = await findBaseline(options({ maxPages: 3 }));
    expect(listed()).toEqual(['1', '2']);
    expect(result).toMatchObject({
      found: false,
      reason: 'no earlier successful run of eval.yml on the base branch `main`',
    });
  });

  it("without GITHUB_WORKFLOW_REF, the workflow is this run's (GET the run)", async () => {
    const current = gh.addRun({
      id: 500,
      path: WORKFLOW,
      event: 'pull_request',
      branch: 'feature',
      status: 'in_progress',
      conclusion: null,
    });
    const base = runWithReport({ branch: 'main', createdAt: ago(1) });
    runWithReport({ branch: 'main', createdAt: ago(0.5), path: '.github/workflows/other.yml' });

    const result = await findBaseline(options({ workflowRef: undefined, runId: current.id }));

    expect(reportRun(result)).toBe(base.id);
    expect(gh.requests.map((r) => r.path.split('?')[0])).toContain(
      `/repos/octo/server/actions/workflows/${workflowId(WORKFLOW)}/runs`,
    );
  });

  it.each(['schedule', 'workflow_dispatch'])(
    '%s: the previous successful run on the same branch, not this one',
    async (eventName) => {
      const previous = runWithReport({ branch: 'nightly', event: 'schedule', createdAt: ago(1) });
      runWithReport({ branch: 'main', createdAt: ago(0.5) }); // another branch
      // This very run, as a re-run shows it: already successful once.
      runWithReport({ id: 777, branch: 'nightly', event: eventName, createdAt: ago(0.1) });

      const result = await findBaseline(
        options({
          eventName,
          payload: {},
          ref: 'refs/heads/nightly',
          runId: 777,
          workflowRef: `octo/server/${WORKFLOW}@refs/heads/nightly`,
        }),
      );

      expect(reportRun(result)).toBe(previous.id);
      expect(result).toMatchObject({ run: { branch: 'nightly', event: 'schedule' } });
    },
  );

  it('skips a newer run without the artifact (expired, other name, none uploaded)', async () => {
    const base = runWithReport({ branch: 'main', createdAt: ago(4) });
    runWithReport({ branch: 'main', createdAt: ago(3) }, 'another-eval');
    const expired = gh.addRun({ path: WORKFLOW, branch: 'main', createdAt: ago(2) });
    gh.addArtifact({ runId: expired.id, name: 'mcp-eval-report', files: {}, expired: true });
    gh.addRun({ path: WORKFLOW, branch: 'main', createdAt: ago(1) });

    expect(reportRun(await findBaseline(options()))).toBe(base.id);
  });

  it('finds report.json below the root of an artifact uploaded by hand', async () => {
    const r = gh.addRun({ path: WORKFLOW, branch: 'main' });
    gh.addArtifact({
      runId: r.id,
      name: 'mcp-eval-report',
      files: { 'out/report.json': '{"schemaVersion":1}', 'out/transcripts/report.json': '{}' },
    });
    const result = await findBaseline(options());
    expect(result).toMatchObject({ found: true, path: path.join(dir, 'out', 'report.json') });
  });

  it('none found: no earlier successful run, or none with the artifact', async () => {
    gh.addRun({ path: WORKFLOW, branch: 'main', conclusion: 'failure' });
    expect(await findBaseline(options())).toEqual({
      found: false,
      level: 'notice',
      reason: 'no earlier successful run of eval.yml on the base branch `main`',
    });

    gh.addRun({ path: WORKFLOW, branch: 'main' });
    const result = await findBaseline(options());
    expect(result).toMatchObject({ found: false, level: 'notice' });
    expect((result as { reason: string }).reason).toMatch(
      /no recent successful run of eval\.yml on the base branch `main` has an artifact mcp-eval-report/,
    );
  });

  it('a workflow that never ran (404) is a notice', async () => {
    const result = await findBaseline(options());
    expect(result).toMatchObject({ found: false, level: 'notice' });
    expect((result as { reason: string }).reason).toMatch(
      /listing the runs of eval\.yml answered 404/,
    );
  });

  it('403 (no `actions: read`) is a notice naming the permission, never an error', async () => {
    runWithReport({ branch: 'main' });
    const result = await findBaseline(options({ token: 'ghs_no_actions' }));
    expect(result).toMatchObject({ found: false, level: 'notice' });
    expect((result as { reason: string }).reason).toMatch(
      /may not read this repository's Actions runs \(Resource not accessible by integration\b.*\); give the workflow `permissions: actions: read`/,
    );
  });

  it('a run on no branch (a tag), or without a token, looks nothing up', async () => {
    expect(
      await findBaseline(options({ eventName: 'push', payload: {}, ref: 'refs/tags/v1.0.0' })),
    ).toMatchObject({ found: false, reason: 'this run is on no branch (ref refs/tags/v1.0.0)' });
    expect(await findBaseline(options({ token: '' }))).toMatchObject({ found: false });
    expect(gh.requests).toEqual([]);
  });

  it('never sends the token to another API than the lookup used', async () => {
    // The lookup asks `other`; the download would ask GITHUB_API_URL as it was at start (gh).
    const other = await startFakeGitHub({ ghs_ok: { login: 'github-actions[bot]' } });
    try {
      const r = other.addRun({ path: WORKFLOW, branch: 'main' });
      other.addArtifact({ runId: r.id, name: 'mcp-eval-report', files: { 'report.json': '{}' } });
      const result = await findBaseline(options({ apiUrl: other.url }));
      expect(result).toMatchObject({ found: false, level: 'warning' });
      expect((result as { reason: string }).reason).toContain(
        `would ask ${gh.url}, not ${other.url}`,
      );
      expect(gh.requests).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('a server error is a warning', async () => {
    runWithReport({ branch: 'main' });
    const result = await findBaseline(options({ token: 'revoked' }));
    expect(result).toMatchObject({ found: false, level: 'warning' });
    expect((result as { reason: string }).reason).toMatch(/Bad credentials/);
  });
});

describe('describeBaseline', () => {
  const found = (createdAt: string): BaselineResult => ({
    found: true,
    path: '/tmp/report.json',
    artifactId: 1,
    run: {
      id: 9001,
      number: 42,
      url: 'https://github.com/octo/server/actions/runs/9001',
      sha: '0123456789abcdef0123456789abcdef01234567',
      branch: 'main',
      createdAt,
    },
  });

  it('names the run (linked), the branch, the short commit and the age', () => {
    expect(describeBaseline(found(ago(2)), NOW)).toBe(
      'Baseline: [run #42](https://github.com/octo/server/actions/runs/9001) on `main`, commit `0123456`, 2 days old.',
    );
    expect(describeBaseline(found(ago(7)), NOW)).not.toContain('stale');
  });

  it('adds a staleness warning over 7 days', () => {
    const text = describeBaseline(found(ago(9)), NOW);
    expect(text).toMatch(
      /^Baseline: \[run #42\]\(.*\) on `main`, commit `0123456`, 9 days old\.\n\n> \[!WARNING\]\n> The baseline is stale: 9 days old, over 7 days\./,
    );
  });

  it('says why there is none', () => {
    expect(
      describeBaseline({ found: false, level: 'notice', reason: 'no earlier successful run' }),
    ).toBe('_No baseline: no earlier successful run. This report has no comparison._');
  });

  it('formats ages', () => {
    expect(formatAge(30_000)).toBe('1 minute');
    expect(formatAge(5 * 60_000)).toBe('5 minutes');
    expect(formatAge(3 * 3_600_000)).toBe('3 hours');
    expect(formatAge(47 * 3_600_000)).toBe('47 hours');
    expect(formatAge(8.5 * DAY)).toBe('8 days');
  });
});

describe('withBaselineLine', () => {
  it('puts the line under the title, or on top without one', () => {
    expect(withBaselineLine('## MCP eval: 90%\n\n> [!CAUTION]\n> x\n', 'Baseline: y')).toBe(
      '## MCP eval: 90%\n\nBaseline: y\n\n> [!CAUTION]\n> x\n',
    );
    expect(withBaselineLine('no title\n', 'Baseline: y')).toBe('Baseline: y\n\nno title\n');
    expect(withBaselineLine('## t\n', undefined)).toBe('## t\n');
  });
});
