// The baseline of a run in the action: the report artifact of an earlier successful run of the
// same workflow, found through the REST API and downloaded with @actions/artifact.
//  - pull_request / pull_request_target: the latest successful run on the PR's base branch;
//  - any other event on a branch (schedule, workflow_dispatch, push): the previous successful run
//    on the same branch, this run excluded.
// Runs of pull requests (a fork may name its branch `main`) never count. Nothing here fails the
// step: not found, no permission or a failed download is a reason, reported by the caller.
import * as github from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseRunLink, baseRunText } from '../model/comparison.js';

/** The run a baseline comes from, as the comparison names it. */
export interface BaselineRun {
  id: number;
  /** The run's page. */
  url: string;
  /** The commit it ran on. */
  sha: string;
  branch: string;
  /** ISO 8601. */
  createdAt: string;
  /** The run number shown in the Actions tab (#42). */
  number?: number;
  event?: string;
}

export type BaselineResult =
  | { found: true; path: string; run: BaselineRun; artifactId: number }
  | {
      found: false;
      /** Why, for a person: e.g. "no successful run of eval.yml on `main` has …". */
      reason: string;
      /** notice: nothing to compare with (expected at first); warning: something went wrong. */
      level: 'notice' | 'warning';
    };

export interface FindBaselineOptions {
  token: string;
  /** REST API base; @actions/artifact's download reads GITHUB_API_URL, which should match. */
  apiUrl: string;
  owner: string;
  repo: string;
  /** github.context.eventName */
  eventName: string;
  /** The event payload; a pull request's base branch is read from it. */
  payload: { pull_request?: { [key: string]: unknown } };
  /** GITHUB_REF, e.g. refs/heads/main. */
  ref?: string;
  /** GITHUB_RUN_ID: this run, never its own baseline. */
  runId?: number;
  /** GITHUB_WORKFLOW_REF, e.g. octo/server/.github/workflows/eval.yml@refs/heads/main. */
  workflowRef?: string;
  /** The artifact holding report.json (the action's artifact-name). */
  artifactName: string;
  /**
   * Where to download to; if unset, `<artifact-name>-run-<id>` under RUNNER_TEMP (or the OS temp
   * folder), emptied first.
   */
  directory?: string;
  log: { info(message: string): void };
  /** How many recent successful runs to look through for the artifact. */
  maxRuns?: number;
  /** Pages of 100 workflow runs read at most while looking for them (MAX_PAGES). */
  maxPages?: number;
}

/**
 * Runs asked for per page of the workflow's runs (the API's most), and the pages read at most:
 * 1,000 runs, as many as GitHub lists for a query filtered by branch and status anyway. Bounds
 * the lookup on a repository whose fork pull requests crowd the base branch's name.
 */
const RUNS_PER_PAGE = 100;
export const MAX_PAGES = 10;

/** Over this many days old, the comment says the baseline is stale. */
const STALE_DAYS = 7;

const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

export async function findBaseline(options: FindBaselineOptions): Promise<BaselineResult> {
  const { owner, repo, artifactName, log } = options;
  const missing = (reason: string, level: 'notice' | 'warning' = 'notice'): BaselineResult => ({
    found: false,
    reason,
    level,
  });
  if (!options.token) return missing('no github-token to read earlier runs with');

  const pr = PR_EVENTS.has(options.eventName);
  const branch = pr
    ? (options.payload.pull_request?.base as { ref?: string } | undefined)?.ref
    : /^refs\/heads\/(.+)$/.exec(options.ref ?? '')?.[1];
  if (!branch) {
    return missing(
      pr
        ? 'the pull request event names no base branch'
        : `this run is on no branch (ref ${options.ref || 'unset'})`,
    );
  }
  const where = pr ? `the base branch \`${branch}\`` : `\`${branch}\``;

  const octokit = github.getOctokit(options.token, { baseUrl: options.apiUrl });
  // What was being done when a request failed, for the reason.
  let step = 'finding the workflow of this run';
  try {
    const workflow = await workflowOf(octokit, options);
    if (workflow === undefined) {
      return missing(
        'the workflow of this run is unknown (GITHUB_WORKFLOW_REF and GITHUB_RUN_ID are unset)',
      );
    }
    step = `listing the runs of ${workflow.name}`;
    log.info(
      `Baseline: looking for the latest successful run of ${workflow.name} on ${where} with the artifact ${artifactName}.`,
    );
    const { candidates, pages, capped, forks } = await candidatesOf(
      octokit,
      workflow.id,
      branch,
      options,
    );
    if (!candidates.length) {
      if (capped) {
        return missing(
          `no earlier successful run of ${workflow.name} on ${where} among the latest ` +
            `${pages * RUNS_PER_PAGE} successful runs of that branch name, where the lookup stops ` +
            `(${pages} pages of ${RUNS_PER_PAGE}): ${forks} of them were pull-request runs, from ` +
            `forks whose branch is also named \`${branch}\`. Give \`baseline\` a report's path, ` +
            `or run the workflow on \`${branch}\` (push, schedule) so that a recent run is there`,
        );
      }
      return missing(`no earlier successful run of ${workflow.name} on ${where}`);
    }
    log.info(
      `Baseline: ${candidates.length} candidate run(s) in ${pages} page(s) of runs` +
        (forks ? ` (${forks} pull-request run(s) of the same branch name passed over).` : '.'),
    );

    for (const run of candidates) {
      step = `listing the artifacts of ${baseRunText({ id: run.id, number: run.run_number, url: run.html_url })}`;
      const { data: listed } = await octokit.rest.actions.listWorkflowRunArtifacts({
        owner,
        repo,
        run_id: run.id,
        name: artifactName,
        per_page: 10,
      });
      const artifact = listed.artifacts.find((a) => a.name === artifactName && !a.expired);
      if (!artifact) continue;
      const found: BaselineRun = {
        id: run.id,
        url: run.html_url,
        sha: run.head_sha,
        branch,
        createdAt: run.created_at,
        number: run.run_number,
        event: run.event,
      };
      step = `downloading the artifact ${artifactName} of ${baseRunText(found)}`;
      const report = await download(artifact.id, found, options);
      if (!report) {
        return missing(
          `the artifact ${artifactName} of ${baseRunText(found)} holds no report.json`,
        );
      }
      log.info(`Baseline: ${baseRunText(found)} on ${branch}, commit ${shortSha(found.sha)}.`);
      return { found: true, path: report, run: found, artifactId: artifact.id };
    }
    return missing(
      `no recent successful run of ${workflow.name} on ${where} has an artifact ${artifactName} ` +
        `(looked at ${candidates.length}; artifacts expire, and upload-artifact: false uploads none)`,
    );
  } catch (error) {
    const status = statusOf(error);
    if (status === 403) {
      return missing(
        `the token may not read this repository's Actions runs (${message(error)}); ` +
          'give the workflow `permissions: actions: read`',
      );
    }
    if (status === 404) return missing(`${step} answered 404 (${message(error)})`);
    return missing(`${step} failed: ${message(error)}`, 'warning');
  }
}

type Octokit = ReturnType<typeof github.getOctokit>;

/**
 * The latest successful runs that may be the baseline, newest first: pages through the workflow's
 * runs on the branch name until it has `maxRuns` of them, the pages run out, or MAX_PAGES.
 * The `branch` filter matches a fork's pull-request runs whose branch has the same name (a fork's
 * `main`), and the API cannot exclude them (`exclude_pull_requests` only empties a field; `event`
 * takes one event, where push, schedule and workflow_dispatch runs all count): on a busy
 * repository they can fill page after page, so they are passed over here.
 */
async function candidatesOf(
  octokit: Octokit,
  workflowId: string | number,
  branch: string,
  options: FindBaselineOptions,
) {
  const self = `${options.owner}/${options.repo}`.toLowerCase();
  const wanted = options.maxRuns ?? 5;
  const maxPages = options.maxPages ?? MAX_PAGES;
  const candidates: WorkflowRun[] = [];
  let pages = 0;
  let forks = 0;
  let capped = false;
  const listing = octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
    owner: options.owner,
    repo: options.repo,
    workflow_id: workflowId,
    branch,
    status: 'success',
    exclude_pull_requests: true,
    per_page: RUNS_PER_PAGE,
  });
  for await (const { data } of listing) {
    pages++;
    for (const r of data) {
      if (PR_EVENTS.has(r.event) || (r.head_repository?.full_name ?? self).toLowerCase() !== self)
        forks++;
      else if (r.id !== options.runId && r.conclusion === 'success' && r.head_branch === branch)
        candidates.push(r);
    }
    if (candidates.length >= wanted) break;
    if (pages >= maxPages) {
      // Only a cap if there was more to read: a last page that was full may have been the end.
      capped = data.length === RUNS_PER_PAGE;
      break;
    }
  }
  candidates.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return { candidates: candidates.slice(0, wanted), pages, forks, capped };
}

type WorkflowRun = Awaited<
  ReturnType<Octokit['rest']['actions']['listWorkflowRuns']>
>['data']['workflow_runs'][number];

/** The workflow's file name from GITHUB_WORKFLOW_REF, else its id from this run. */
async function workflowOf(
  octokit: Octokit,
  options: FindBaselineOptions,
): Promise<{ id: string | number; name: string } | undefined> {
  const m = /^([^/]+)\/([^/]+)\/(\.github\/workflows\/[^@]+)@/.exec(options.workflowRef ?? '');
  if (m && `${m[1]}/${m[2]}`.toLowerCase() === `${options.owner}/${options.repo}`.toLowerCase()) {
    const file = path.posix.basename(m[3]);
    return { id: file, name: file };
  }
  if (options.runId === undefined) return undefined;
  const { data } = await octokit.rest.actions.getWorkflowRun({
    owner: options.owner,
    repo: options.repo,
    run_id: options.runId,
  });
  return {
    id: data.workflow_id,
    name: data.path
      ? path.posix.basename(data.path)
      : (data.name ?? `workflow ${data.workflow_id}`),
  };
}

/** Downloads and unzips the artifact; returns the path of its report.json, if it has one. */
async function download(
  artifactId: number,
  run: BaselineRun,
  options: FindBaselineOptions,
): Promise<string | undefined> {
  // @actions/artifact's download asks the API at GITHUB_API_URL as read when @actions/github was
  // loaded; the token goes nowhere but the API the rest of the lookup used.
  const trim = (u: string | undefined) => (u ?? '').replace(/\/+$/, '');
  if (trim(defaults.baseUrl) !== trim(options.apiUrl)) {
    throw new Error(
      `the download would ask ${defaults.baseUrl}, not ${options.apiUrl} (GITHUB_API_URL changed after start)`,
    );
  }
  // Named after the artifact and the run, which the report's comparison then shows as its label.
  let directory = options.directory;
  if (directory === undefined) {
    directory = path.join(
      process.env.RUNNER_TEMP || tmpdir(),
      `${options.artifactName}-run-${run.id}`,
    );
    rmSync(directory, { recursive: true, force: true }); // left by an earlier step of the job
  }
  // Loaded only to download: the Azure storage client it bundles is most of the action's code.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const { downloadPath } = await new DefaultArtifactClient().downloadArtifact(artifactId, {
    path: directory,
    findBy: {
      token: options.token,
      workflowRunId: run.id,
      repositoryOwner: options.owner,
      repositoryName: options.repo,
    },
  });
  return findReport(downloadPath ?? directory);
}

/** report.json at the artifact's root, else the shallowest one below it. */
function findReport(root: string): string | undefined {
  const top = path.join(root, 'report.json');
  if (existsSync(top)) return top;
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'report.json')
    .sort((a, b) => a.split(path.sep).length - b.split(path.sep).length || a.localeCompare(b))
    .map((f) => path.join(root, f))[0];
}

function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/** "3 minutes", "5 hours", "9 days". */
export function formatAge(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const minutes = Math.max(Math.round(ms / 60_000), 0);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.round(ms / 3_600_000);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(ms / 86_400_000), 'day');
}

/**
 * The line the job summary and the PR comment carry about the baseline: its run (linked), branch,
 * commit and age, with a warning when it is over STALE_DAYS old; or why there is none.
 */
export function describeBaseline(result: BaselineResult, now: number = Date.now()): string {
  if (!result.found) return `_No baseline: ${result.reason}. This report has no comparison._`;
  const { run } = result;
  const ms = now - Date.parse(run.createdAt);
  const line =
    `Baseline: ${baseRunLink(run)} on \`${run.branch}\`, commit \`${shortSha(run.sha)}\`, ` +
    `${Number.isNaN(ms) ? 'of unknown age' : `${formatAge(ms)} old`}.`;
  if (!(ms > STALE_DAYS * 86_400_000)) return line;
  return (
    `${line}\n\n> [!WARNING]\n> The baseline is stale: ${formatAge(ms)} old, over ${STALE_DAYS} days. ` +
    'No newer successful run left a report, so differences may also come from what changed since ' +
    '(the models, the server, the corpus), not only from this change.'
  );
}

/** The report's Markdown with the baseline line under its title (or at the top without one). */
export function withBaselineLine(markdown: string, line: string | undefined): string {
  if (!line) return markdown;
  const title = /^#{1,6} [^\n]*\n/.exec(markdown);
  if (!title) return `${line}\n\n${markdown}`;
  const rest = markdown.slice(title[0].length).replace(/^\n+/, '');
  return `${title[0]}\n${line}\n\n${rest}`;
}

function statusOf(error: unknown): number | undefined {
  const s = (error as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
