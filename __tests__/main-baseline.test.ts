// run() and the baseline input: auto (found through the REST fake and downloaded with the real
// @actions/artifact), none, a path; the regressions / improvements outputs; fail-on-regression;
// the baseline line in the comment and the job summary. The engine is mocked.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EvalOptions, EvalOutcome } from '../src/run/options.js';
import { compareReports } from '../src/compare/index.js';
import { renderMarkdown } from '../src/report/markdown.js';
import type { Comparison } from '../src/model/comparison.js';
import { report, trials } from './compare/builders.js';
import { startFakeArtifactService } from './fakes/artifact-service.js';
import { startFakeGitHub } from './fakes/github-rest.js';

const evaluate = vi.hoisted(() => vi.fn<(o: EvalOptions) => Promise<EvalOutcome>>());
vi.mock('../src/run/evaluate.js', () => ({ evaluate }));

const BOT = 'github-actions[bot]';
// As on a runner, GITHUB_API_URL is set before @actions/github loads (@actions/artifact's
// download reads it then): the fakes start first, the action is imported after.
const gh = await startFakeGitHub({
  ghs_ok: { login: BOT, installation: true },
  ghs_no_actions: { login: BOT, installation: true, noActions: true },
});
const service = await startFakeArtifactService();
process.env.GITHUB_API_URL = gh.url;
const github = await import('@actions/github');
const { run } = await import('../src/main.js');

const DAY = 86_400_000;
const WORKFLOW = '.github/workflows/eval.yml';
const BASE_SHA = 'b'.repeat(40);
const summaryFile = path.join(tmpdir(), `mcp-eval-main-baseline-summary-${process.pid}.md`);
const baseReport = JSON.stringify(report(trials('list-clusters', 3, 3)));

const cwd = process.cwd();
let dir: string;
let temp: string;
let stdout: string;

function setEvent(eventName: string, payload: object) {
  github.context.eventName = eventName;
  github.context.payload = payload;
}

beforeEach(() => {
  gh.runs.length = 0;
  gh.artifacts.length = 0;
  gh.comments.length = 0;
  gh.requests.length = 0;
  setEvent('pull_request', { pull_request: { number: 3, base: { ref: 'main' } } });
  writeFileSync(summaryFile, '');
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-main-baseline-'));
  temp = mkdtempSync(path.join(tmpdir(), 'mcp-eval-runner-temp-'));
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  writeFileSync(path.join(dir, 'output'), '');
  for (const [k, v] of Object.entries({
    'INPUT_WORKING-DIRECTORY': dir,
    'INPUT_GITHUB-TOKEN': 'ghs_ok',
    'INPUT_ARTIFACT-NAME': 'mcp-eval-report',
    INPUT_BASELINE: 'auto',
    'INPUT_FAIL-ON-REGRESSION': 'false',
    'INPUT_UPLOAD-ARTIFACT': 'false',
    GITHUB_REPOSITORY: 'octo/server',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REF: 'refs/pull/3/merge',
    GITHUB_WORKFLOW_REF: `octo/server/${WORKFLOW}@refs/pull/3/merge`,
    GITHUB_RUN_ID: '500',
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: path.join(dir, 'output'),
    RUNNER_TEMP: temp,
    ACTIONS_RUNTIME_TOKEN: service.token,
    ACTIONS_RESULTS_URL: `${service.url}/`,
  })) {
    vi.stubEnv(k, v);
  }
  evaluate.mockReset();
  evaluate.mockImplementation(async (o) => outcome(o, 'regressed'));
});

afterEach(() => {
  process.chdir(cwd);
  process.exitCode = undefined;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
  rmSync(temp, { recursive: true, force: true });
});
afterAll(async () => {
  rmSync(summaryFile, { force: true });
  await gh.close();
  await service.close();
});

/** What the engine tells the action as it runs: one run, finished. */
function finishRun(o: EvalOptions) {
  const [row] = trials('list-clusters', 1, 1);
  o.progress?.start?.({ total: 1, providers: [{ id: row.provider, runs: 1 }] });
  o.progress?.row(row, 1, 1);
}

/** The baseline evaluate() was given: a path's at once, `auto`'s as the lookup ends. */
async function baselineOf(o: EvalOptions) {
  return o.baseline ?? (await o.lateBaseline);
}
const givenBaseline = () => baselineOf(evaluate.mock.calls[0][0]);

/** What evaluate() returns: compared when given a baseline, with this verdict (and counts). */
async function outcome(
  o: EvalOptions,
  verdict: Comparison['verdict'],
  counts?: Comparison['counts'],
): Promise<EvalOutcome> {
  mkdirSync(o.out, { recursive: true });
  finishRun(o);
  const json = path.join(o.out, 'report.json');
  const markdown = path.join(o.out, 'report.md');
  const baseline = await baselineOf(o);
  const comparison = baseline && {
    base: { label: 'base', startedAt: '2026-01-01T00:00:00.000Z', run: baseline.run },
    verdict,
    counts: counts ?? {
      new: 0,
      removed: 0,
      'not-comparable': 0,
      regressed: verdict === 'regressed' ? 2 : 0,
      fixed: 1,
      flaky: 0,
      unchanged: 5,
    },
    scenarios: [],
  };
  const text = comparison
    ? `## MCP eval: 75% passed\n\n> [!CAUTION]\n> Regressed vs base\n`
    : '## MCP eval: 75% passed\n';
  writeFileSync(json, '{"schemaVersion":1}');
  writeFileSync(markdown, text);
  return {
    report: {
      summary: { overall: { total: 8, counts: { pass: 6 }, scored: 8, accuracy: 0.75 } },
      thresholds: { met: true, checks: [] },
      ...(comparison ? { comparison } : {}),
    } as unknown as EvalOutcome['report'],
    markdown: text,
    files: { json, md: markdown, jsonl: path.join(o.out, 'transcripts.jsonl') },
  };
}

/** A successful run of the workflow on `branch`, with the report artifact. */
function baseRun(daysAgo: number, files: Record<string, string> = { 'report.json': baseReport }) {
  const r = gh.addRun({
    path: WORKFLOW,
    branch: 'main',
    sha: BASE_SHA,
    createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
  });
  gh.addArtifact({ runId: r.id, name: 'mcp-eval-report', files });
  return r;
}

const outputs = () => readFileSync(path.join(dir, 'output'), 'utf8');
const output = (name: string) =>
  new RegExp(`${name}<<(\\S+)\\n([^\\n]*)\\n\\1`).exec(outputs())?.[2];
const summary = () => readFileSync(summaryFile, 'utf8');
const ourComment = () => gh.comments.filter((c) => c.issue === 3);
const actionsRequests = () => gh.requests.filter((r) => r.path.includes('/actions/'));

describe('baseline: auto', () => {
  it("on a pull request, compares with the base branch's last successful run", async () => {
    const base = baseRun(2);
    // The lookup (REST calls, a download) starts once the first scenario has finished, and the
    // run goes on while it is under way: nothing of it sits before the first model request.
    let beforeFirstRun: number | undefined;
    let pendingAfterIt: boolean | undefined;
    evaluate.mockImplementationOnce(async (o) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      beforeFirstRun = gh.requests.length;
      finishRun(o);
      const late = o.lateBaseline!.then(() => false);
      pendingAfterIt = await Promise.race([late, Promise.resolve(true)]);
      return outcome(o, 'regressed');
    });
    await run();
    expect(beforeFirstRun).toBe(0);
    expect(pendingAfterIt).toBe(true);
    expect(actionsRequests().length).toBeGreaterThan(0);
    expect(evaluate.mock.calls[0][0].baseline).toBeUndefined();
    expect(process.exitCode, stdout).toBeUndefined();

    const baseline = await givenBaseline();
    expect(baseline).toEqual({
      // Downloaded to RUNNER_TEMP, never into the folder uploaded as this run's artifact, and
      // named after the run (the comparison's label is that path).
      path: path.join(temp, `mcp-eval-report-run-${base.id}`, 'report.json'),
      run: {
        id: base.id,
        url: `https://github.example/octo/server/actions/runs/${base.id}`,
        sha: BASE_SHA,
        branch: 'main',
        createdAt: base.createdAt,
        number: base.runNumber,
      },
    });
    expect(readFileSync(baseline!.path, 'utf8')).toBe(baseReport);

    const line = `Baseline: [run #${base.runNumber}](https://github.example/octo/server/actions/runs/${base.id}) on \`main\`, commit \`bbbbbbb\`, 2 days old.`;
    expect(ourComment()).toHaveLength(1);
    expect(ourComment()[0].body).toContain(`## MCP eval: 75% passed\n\n${line}\n\n> [!CAUTION]`);
    expect(ourComment()[0].body).not.toContain('stale');
    expect(summary()).toContain(line);
    expect(output('regressions')).toBe('2');
    expect(output('improvements')).toBe('1');
    expect(stdout).toMatch(
      new RegExp(
        `::notice::Regressed against the baseline run #${base.runNumber} \\(https://github\\.example/octo/server/actions/runs/${base.id}\\) on main @ bbbbbbb: 2 regressed, 1 fixed; fail-on-regression is false`,
      ),
    );
  });

  it('names the base run the same way everywhere: by its number, linked to its page', async () => {
    const base = baseRun(2);
    expect(base.runNumber).not.toBe(base.id); // the fake's ids start at 9000
    // The engine's part as it is: the real comparison, and report.md from the real writer.
    let out = '';
    evaluate.mockImplementation(async (o) => {
      out = o.out;
      mkdirSync(o.out, { recursive: true });
      finishRun(o);
      const baseline = (await baselineOf(o))!;
      const head = report(trials('list-clusters', 0, 3));
      const stored = JSON.parse(readFileSync(baseline.path, 'utf8')) as typeof head;
      head.comparison = compareReports(stored, head, 'a label', baseline.run);
      const markdown = renderMarkdown(head);
      const files = {
        json: path.join(o.out, 'report.json'),
        md: path.join(o.out, 'report.md'),
        jsonl: path.join(o.out, 'transcripts.jsonl'),
      };
      writeFileSync(files.json, JSON.stringify(head));
      writeFileSync(files.md, markdown);
      return { report: head, markdown, files } as unknown as EvalOutcome;
    });
    await run();

    const page = `https://github.example/octo/server/actions/runs/${base.id}`;
    const link = `[run #${base.runNumber}](${page})`;
    const reportMd = readFileSync(path.join(out, 'report.md'), 'utf8');
    const reportJson = readFileSync(path.join(out, 'report.json'), 'utf8');
    expect(reportMd).toContain(`### Compared with ${link} on \`main\` @ \`bbbbbbb\``);
    for (const place of [ourComment()[0].body, summary()]) {
      expect(place).toContain(`Baseline: ${link} on \`main\`, commit \`bbbbbbb\``);
      expect(place).toContain(`### Compared with ${link} on \`main\` @ \`bbbbbbb\``);
    }
    expect(stdout).toContain(
      `::notice::Regressed against the baseline run #${base.runNumber} (${page}) on main @ bbbbbbb: 1 regressed, 0 fixed`,
    );
    expect(JSON.parse(reportJson)).toMatchObject({
      comparison: {
        base: {
          label: `run #${base.runNumber} (main @ bbbbbbb)`,
          run: { id: base.id, number: base.runNumber, url: page },
        },
      },
    });
    // Its id shows only in its URL: never "run 9001", "run #9001" or "#9001".
    const byId = new RegExp(`run #?${base.id}\\b|#${base.id}\\b`);
    for (const place of [reportMd, reportJson, ourComment()[0].body, summary(), stdout]) {
      expect(place).not.toMatch(byId);
    }
  });

  it('a busy repository past the page cap: a notice that says so, no comparison', async () => {
    // 1,050 fork PR runs named main, newer than the base run: GitHub lists 1,000 of them.
    for (let i = 0; i < 1050; i++) {
      gh.addRun({
        path: WORKFLOW,
        branch: 'main',
        event: 'pull_request',
        headRepository: 'mallory/server',
      });
    }
    baseRun(30);
    await run();
    expect(process.exitCode, stdout).toBeUndefined();
    expect(await givenBaseline()).toBeUndefined();
    const pages = gh.requests
      .filter((r) => r.path.includes('/workflows/eval.yml/runs'))
      .map((r) => new URL(r.path, gh.url).searchParams.get('page') ?? '1');
    expect(pages).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const why =
      'no earlier successful run of eval.yml on the base branch `main` among the latest 1000 ' +
      'successful runs of that branch name, where the lookup stops (10 pages of 100): 1000 of ' +
      'them were pull-request runs, from forks whose branch is also named `main`.';
    expect(stdout).toContain(`::notice::No baseline: ${why}`);
    expect(ourComment()[0].body).toContain(`_No baseline: ${why}`);
    expect(output('regressions')).toBe('');
  });

  it('says when the baseline is over 7 days old', async () => {
    baseRun(9);
    await run();
    expect(ourComment()[0].body).toMatch(
      /9 days old\.\n\n> \[!WARNING\]\n> The baseline is stale: 9 days old, over 7 days\./,
    );
  });

  it('fail-on-regression: true fails the step only when something regressed', async () => {
    baseRun(1);
    vi.stubEnv('INPUT_FAIL-ON-REGRESSION', 'true');
    await run();
    expect(process.exitCode).toBe(1);
    expect(stdout).toMatch(
      /::error::Regressed against the baseline run #\d+ \(https:\/\/github\.example\/octo\/server\/actions\/runs\/\d+\) on main @ bbbbbbb:/,
    );
    // Published all the same.
    expect(ourComment()).toHaveLength(1);
    expect(output('regressions')).toBe('2');

    process.exitCode = undefined;
    writeFileSync(path.join(dir, 'output'), '');
    evaluate.mockImplementation(async (o) => outcome(o, 'improved'));
    await run();
    expect(process.exitCode).toBeUndefined();
    expect(output('regressions')).toBe('0');
    expect(output('improvements')).toBe('1');
  });

  it('fail-on-regression: true does not fail on a flip at one trial a side (too few trials)', async () => {
    baseRun(1);
    vi.stubEnv('INPUT_FAIL-ON-REGRESSION', 'true');
    // Classed by the real comparison: three scenarios at --repeat 1, one of them flipped.
    const ids = ['a', 'b', 'c'];
    const flip = compareReports(
      report(ids.flatMap((id) => trials(id, 1, 1))),
      report(ids.flatMap((id) => trials(id, id === 'b' ? 0 : 1, 1))),
      'base',
    );
    expect(flip.counts).toMatchObject({ regressed: 0, 'changed-few': 1 });
    evaluate.mockImplementation(async (o) => outcome(o, flip.verdict, flip.counts));
    await run();
    expect(process.exitCode, stdout).toBeUndefined();
    expect(stdout).not.toMatch(/::(error|notice)::Regressed/);
    expect(output('regressions')).toBe('0');
  });

  it('a decline on the overall interval alone says so: no scenario significant, server unchanged', async () => {
    baseRun(1);
    vi.stubEnv('INPUT_FAIL-ON-REGRESSION', 'true');
    // Classed by the real comparison: 12 scenarios each 3/3 → 2/3, the tools/list the same.
    const ids = Array.from({ length: 12 }, (_, i) => `s${i}`);
    const tools = [{ name: 'list_clusters', description: 'List.', schemaHash: 'h' }];
    const slip = compareReports(
      report(
        ids.flatMap((id) => trials(id, 3, 3)),
        tools,
      ),
      report(
        ids.flatMap((id) => trials(id, 2, 3)),
        tools,
      ),
      'base',
    );
    expect(slip).toMatchObject({ verdict: 'regressed', counts: { regressed: 0, fixed: 0 } });
    evaluate.mockImplementation(async (o) => {
      const done = await outcome(o, slip.verdict, slip.counts);
      const comparison = { ...done.report.comparison!, tools: slip.tools };
      return { ...done, report: { ...done.report, comparison } };
    });
    await run();
    expect(process.exitCode).toBe(1);
    expect(stdout).toMatch(
      /::error::Regressed against the baseline run #\d+ \(https:\/\/github\.example\/octo\/server\/actions\/runs\/\d+\) on main @ bbbbbbb: 0 regressed, 0 fixed; overall decline, no scenario significant; server unchanged — likely a model change/,
    );
  });

  it('a job cancelled before any scenario finished does not look the baseline up', async () => {
    baseRun(2);
    evaluate.mockImplementationOnce(async (o) => {
      // The runner's first signal, as watchSignals hears it.
      process.emit('SIGINT', 'SIGINT');
      const done = await outcome(o, 'regressed');
      const report = { ...done.report, results: [], cancelled: { signal: 'SIGINT' } };
      return { ...done, report } as unknown as EvalOutcome;
    });
    await run();
    expect(await givenBaseline()).toBeUndefined();
    expect(actionsRequests()).toEqual([]);
    expect(stdout).toContain(
      '::notice::No baseline: the job was cancelled before it was looked up.',
    );
    expect(stdout).toMatch(/::error::Cancelled by SIGINT: the partial report was written/);
  });

  it('none found: a notice, no comparison, a line in the comment, never a failure', async () => {
    vi.stubEnv('INPUT_FAIL-ON-REGRESSION', 'true');
    gh.addRun({ path: WORKFLOW, branch: 'main', conclusion: 'failure' });
    await run();
    expect(process.exitCode).toBeUndefined();
    expect(await givenBaseline()).toBeUndefined();
    expect(stdout).toContain(
      '::notice::No baseline: no earlier successful run of eval.yml on the base branch `main`. The report is published without a comparison.',
    );
    expect(ourComment()[0].body).toContain(
      '_No baseline: no earlier successful run of eval.yml on the base branch `main`. This report has no comparison._',
    );
    expect(output('regressions')).toBe('');
    expect(output('improvements')).toBe('');
  });

  it('no permission to read runs (403): a notice naming `actions: read`', async () => {
    baseRun(1);
    vi.stubEnv('INPUT_GITHUB-TOKEN', 'ghs_no_actions');
    await run();
    expect(process.exitCode).toBeUndefined();
    expect(await givenBaseline()).toBeUndefined();
    expect(stdout).toMatch(/::notice::No baseline: .*permissions: actions: read/);
  });

  it('a stored report this version cannot read is a warning, not a setup error', async () => {
    baseRun(1, { 'report.json': '{"schemaVersion":0}' });
    await run();
    expect(process.exitCode).toBeUndefined();
    expect(await givenBaseline()).toBeUndefined();
    expect(stdout).toMatch(
      /::warning::No baseline: the report of run #\d+ \(https:\/\/github\.example\/octo\/server\/actions\/runs\/\d+\) cannot be compared with/,
    );
  });

  it('on schedule: the previous successful run on the same branch', async () => {
    setEvent('schedule', {});
    vi.stubEnv('GITHUB_REF', 'refs/heads/main');
    vi.stubEnv('GITHUB_WORKFLOW_REF', `octo/server/${WORKFLOW}@refs/heads/main`);
    const previous = baseRun(1);
    await run();
    expect((await givenBaseline())?.run?.id).toBe(previous.id);
    expect(summary()).toContain(`Baseline: [run #${previous.runNumber}]`);
    expect(gh.comments).toHaveLength(0);
  });
});

describe('baseline: none and a path', () => {
  it('none: no lookup, no comparison, no line', async () => {
    vi.stubEnv('INPUT_BASELINE', 'none');
    vi.stubEnv('INPUT_FAIL-ON-REGRESSION', 'true');
    baseRun(1);
    await run();
    expect(process.exitCode).toBeUndefined();
    expect(actionsRequests()).toEqual([]);
    expect(evaluate.mock.calls[0][0].baseline).toBeUndefined();
    expect(ourComment()[0].body).not.toMatch(/baseline/i);
    expect(output('regressions')).toBe('');
  });

  it('a path: that report, relative to working-directory, no lookup', async () => {
    vi.stubEnv('INPUT_BASELINE', 'reports/base.json');
    await run();
    expect(actionsRequests()).toEqual([]);
    expect(evaluate.mock.calls[0][0].baseline).toEqual({
      path: path.join(dir, 'reports/base.json'),
    });
    expect(output('regressions')).toBe('2');
  });
});
