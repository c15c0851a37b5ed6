import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  defaults,
  getOctokit
} from "./chunk-O2LC7LAO.js";
import {
  baseRunLink,
  baseRunText
} from "./chunk-3B5M7KFV.js";
import "./chunk-SPVI6TQK.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/github/baseline.ts
import { existsSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
var RUNS_PER_PAGE = 100;
var MAX_PAGES = 10;
var STALE_DAYS = 7;
var PR_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
async function findBaseline(options) {
  const { owner, repo, artifactName, log } = options;
  const missing = (reason, level = "notice") => ({
    found: false,
    reason,
    level
  });
  if (!options.token) return missing("no github-token to read earlier runs with");
  const pr = PR_EVENTS.has(options.eventName);
  const branch = pr ? options.payload.pull_request?.base?.ref : /^refs\/heads\/(.+)$/.exec(options.ref ?? "")?.[1];
  if (!branch) {
    return missing(
      pr ? "the pull request event names no base branch" : `this run is on no branch (ref ${options.ref || "unset"})`
    );
  }
  const where = pr ? `the base branch \`${branch}\`` : `\`${branch}\``;
  const octokit = getOctokit(options.token, { baseUrl: options.apiUrl });
  let step = "finding the workflow of this run";
  try {
    const workflow = await workflowOf(octokit, options);
    if (workflow === void 0) {
      return missing(
        "the workflow of this run is unknown (GITHUB_WORKFLOW_REF and GITHUB_RUN_ID are unset)"
      );
    }
    step = `listing the runs of ${workflow.name}`;
    log.info(
      `Baseline: looking for the latest successful run of ${workflow.name} on ${where} with the artifact ${artifactName}.`
    );
    const { candidates, pages, capped, forks } = await candidatesOf(
      octokit,
      workflow.id,
      branch,
      options
    );
    if (!candidates.length) {
      if (capped) {
        return missing(
          `no earlier successful run of ${workflow.name} on ${where} among the latest ${pages * RUNS_PER_PAGE} successful runs of that branch name, where the lookup stops (${pages} pages of ${RUNS_PER_PAGE}): ${forks} of them were pull-request runs, from forks whose branch is also named \`${branch}\`. Give \`baseline\` a report's path, or run the workflow on \`${branch}\` (push, schedule) so that a recent run is there`
        );
      }
      return missing(`no earlier successful run of ${workflow.name} on ${where}`);
    }
    log.info(
      `Baseline: ${candidates.length} candidate run(s) in ${pages} page(s) of runs` + (forks ? ` (${forks} pull-request run(s) of the same branch name passed over).` : ".")
    );
    for (const run of candidates) {
      step = `listing the artifacts of ${baseRunText({ id: run.id, number: run.run_number, url: run.html_url })}`;
      const { data: listed } = await octokit.rest.actions.listWorkflowRunArtifacts({
        owner,
        repo,
        run_id: run.id,
        name: artifactName,
        per_page: 10
      });
      const artifact = listed.artifacts.find((a) => a.name === artifactName && !a.expired);
      if (!artifact) continue;
      const found = {
        id: run.id,
        url: run.html_url,
        sha: run.head_sha,
        branch,
        createdAt: run.created_at,
        number: run.run_number,
        event: run.event
      };
      step = `downloading the artifact ${artifactName} of ${baseRunText(found)}`;
      const report = await download(artifact.id, found, options);
      if (!report) {
        return missing(
          `the artifact ${artifactName} of ${baseRunText(found)} holds no report.json`
        );
      }
      log.info(`Baseline: ${baseRunText(found)} on ${branch}, commit ${shortSha(found.sha)}.`);
      return { found: true, path: report, run: found, artifactId: artifact.id };
    }
    return missing(
      `no recent successful run of ${workflow.name} on ${where} has an artifact ${artifactName} (looked at ${candidates.length}; artifacts expire, and upload-artifact: false uploads none)`
    );
  } catch (error) {
    const status = statusOf(error);
    if (status === 403) {
      return missing(
        `the token may not read this repository's Actions runs (${message(error)}); give the workflow \`permissions: actions: read\``
      );
    }
    if (status === 404) return missing(`${step} answered 404 (${message(error)})`);
    return missing(`${step} failed: ${message(error)}`, "warning");
  }
}
async function candidatesOf(octokit, workflowId, branch, options) {
  const self = `${options.owner}/${options.repo}`.toLowerCase();
  const wanted = options.maxRuns ?? 5;
  const maxPages = options.maxPages ?? MAX_PAGES;
  const candidates = [];
  let pages = 0;
  let forks = 0;
  let capped = false;
  const listing = octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
    owner: options.owner,
    repo: options.repo,
    workflow_id: workflowId,
    branch,
    status: "success",
    exclude_pull_requests: true,
    per_page: RUNS_PER_PAGE
  });
  for await (const { data } of listing) {
    pages++;
    for (const r of data) {
      if (PR_EVENTS.has(r.event) || (r.head_repository?.full_name ?? self).toLowerCase() !== self)
        forks++;
      else if (r.id !== options.runId && r.conclusion === "success" && r.head_branch === branch)
        candidates.push(r);
    }
    if (candidates.length >= wanted) break;
    if (pages >= maxPages) {
      capped = data.length === RUNS_PER_PAGE;
      break;
    }
  }
  candidates.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return { candidates: candidates.slice(0, wanted), pages, forks, capped };
}
async function workflowOf(octokit, options) {
  const m = /^([^/]+)\/([^/]+)\/(\.github\/workflows\/[^@]+)@/.exec(options.workflowRef ?? "");
  if (m && `${m[1]}/${m[2]}`.toLowerCase() === `${options.owner}/${options.repo}`.toLowerCase()) {
    const file = path.posix.basename(m[3]);
    return { id: file, name: file };
  }
  if (options.runId === void 0) return void 0;
  const { data } = await octokit.rest.actions.getWorkflowRun({
    owner: options.owner,
    repo: options.repo,
    run_id: options.runId
  });
  return {
    id: data.workflow_id,
    name: data.path ? path.posix.basename(data.path) : data.name ?? `workflow ${data.workflow_id}`
  };
}
async function download(artifactId, run, options) {
  const trim = (u) => (u ?? "").replace(/\/+$/, "");
  if (trim(defaults.baseUrl) !== trim(options.apiUrl)) {
    throw new Error(
      `the download would ask ${defaults.baseUrl}, not ${options.apiUrl} (GITHUB_API_URL changed after start)`
    );
  }
  let directory = options.directory;
  if (directory === void 0) {
    directory = path.join(
      process.env.RUNNER_TEMP || tmpdir(),
      `${options.artifactName}-run-${run.id}`
    );
    rmSync(directory, { recursive: true, force: true });
  }
  const { DefaultArtifactClient } = await import("./artifact-YLYJYY3Q.js");
  const { downloadPath } = await new DefaultArtifactClient().downloadArtifact(artifactId, {
    path: directory,
    findBy: {
      token: options.token,
      workflowRunId: run.id,
      repositoryOwner: options.owner,
      repositoryName: options.repo
    }
  });
  return findReport(downloadPath ?? directory);
}
function findReport(root) {
  const top = path.join(root, "report.json");
  if (existsSync(top)) return top;
  return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => path.basename(f) === "report.json").sort((a, b) => a.split(path.sep).length - b.split(path.sep).length || a.localeCompare(b)).map((f) => path.join(root, f))[0];
}
function shortSha(sha) {
  return sha.slice(0, 7);
}
function formatAge(ms) {
  const plural = (n, unit) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  const minutes = Math.max(Math.round(ms / 6e4), 0);
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.round(ms / 36e5);
  if (hours < 48) return plural(hours, "hour");
  return plural(Math.floor(ms / 864e5), "day");
}
function describeBaseline(result, now = Date.now()) {
  if (!result.found) return `_No baseline: ${result.reason}. This report has no comparison._`;
  const { run } = result;
  const ms = now - Date.parse(run.createdAt);
  const line = `Baseline: ${baseRunLink(run)} on \`${run.branch}\`, commit \`${shortSha(run.sha)}\`, ${Number.isNaN(ms) ? "of unknown age" : `${formatAge(ms)} old`}.`;
  if (!(ms > STALE_DAYS * 864e5)) return line;
  return `${line}

> [!WARNING]
> The baseline is stale: ${formatAge(ms)} old, over ${STALE_DAYS} days. No newer successful run left a report, so differences may also come from what changed since (the models, the server, the corpus), not only from this change.`;
}
function withBaselineLine(markdown, line) {
  if (!line) return markdown;
  const title = /^#{1,6} [^\n]*\n/.exec(markdown);
  if (!title) return `${line}

${markdown}`;
  const rest = markdown.slice(title[0].length).replace(/^\n+/, "");
  return `${title[0]}
${line}

${rest}`;
}
function statusOf(error) {
  const s = error?.status;
  return typeof s === "number" ? s : void 0;
}
function message(error) {
  return error instanceof Error ? error.message : String(error);
}
export {
  MAX_PAGES,
  describeBaseline,
  findBaseline,
  formatAge,
  withBaselineLine
};
