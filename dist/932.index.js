export const id = 932;
export const ids = [932];
export const modules = {

/***/ 86932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeBaseline: () => (/* binding */ describeBaseline),
/* harmony export */   findBaseline: () => (/* binding */ findBaseline),
/* harmony export */   formatAge: () => (/* binding */ formatAge),
/* harmony export */   runName: () => (/* binding */ runName),
/* harmony export */   withBaselineLine: () => (/* binding */ withBaselineLine)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48282);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
// The baseline of a run in the action: the report artifact of an earlier successful run of the
// same workflow, found through the REST API and downloaded with @actions/artifact.
//  - pull_request / pull_request_target: the latest successful run on the PR's base branch;
//  - any other event on a branch (schedule, workflow_dispatch, push): the previous successful run
//    on the same branch, this run excluded.
// Runs of pull requests (a fork may name its branch `main`) never count. Nothing here fails the
// step: not found, no permission or a failed download is a reason, reported by the caller.





/** Over this many days old, the comment says the baseline is stale. */
const STALE_DAYS = 7;
const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);
async function findBaseline(options) {
    const { owner, repo, artifactName, log } = options;
    const missing = (reason, level = 'notice') => ({
        found: false,
        reason,
        level,
    });
    if (!options.token)
        return missing('no github-token to read earlier runs with');
    const pr = PR_EVENTS.has(options.eventName);
    const branch = pr
        ? options.payload.pull_request?.base?.ref
        : /^refs\/heads\/(.+)$/.exec(options.ref ?? '')?.[1];
    if (!branch) {
        return missing(pr
            ? 'the pull request event names no base branch'
            : `this run is on no branch (ref ${options.ref || 'unset'})`);
    }
    const where = pr ? `the base branch \`${branch}\`` : `\`${branch}\``;
    const octokit = _actions_github__WEBPACK_IMPORTED_MODULE_0__.getOctokit(options.token, { baseUrl: options.apiUrl });
    // What was being done when a request failed, for the reason.
    let step = 'finding the workflow of this run';
    try {
        const workflow = await workflowOf(octokit, options);
        if (workflow === undefined) {
            return missing('the workflow of this run is unknown (GITHUB_WORKFLOW_REF and GITHUB_RUN_ID are unset)');
        }
        step = `listing the runs of ${workflow.name}`;
        log.info(`Baseline: looking for the latest successful run of ${workflow.name} on ${where} with the artifact ${artifactName}.`);
        const { data } = await octokit.rest.actions.listWorkflowRuns({
            owner,
            repo,
            workflow_id: workflow.id,
            branch,
            status: 'success',
            exclude_pull_requests: true,
            per_page: 30,
        });
        const self = `${owner}/${repo}`.toLowerCase();
        const candidates = data.workflow_runs
            .filter((r) => r.id !== options.runId &&
            r.conclusion === 'success' &&
            r.head_branch === branch &&
            !PR_EVENTS.has(r.event) &&
            (r.head_repository?.full_name ?? self).toLowerCase() === self)
            .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
            .slice(0, options.maxRuns ?? 5);
        if (!candidates.length) {
            return missing(`no earlier successful run of ${workflow.name} on ${where}`);
        }
        for (const run of candidates) {
            step = `listing the artifacts of run ${run.id}`;
            const { data: listed } = await octokit.rest.actions.listWorkflowRunArtifacts({
                owner,
                repo,
                run_id: run.id,
                name: artifactName,
                per_page: 10,
            });
            const artifact = listed.artifacts.find((a) => a.name === artifactName && !a.expired);
            if (!artifact)
                continue;
            const found = {
                id: run.id,
                url: run.html_url,
                sha: run.head_sha,
                branch,
                createdAt: run.created_at,
                number: run.run_number,
                event: run.event,
            };
            step = `downloading the artifact ${artifactName} of ${runName(found)}`;
            const report = await download(artifact.id, found, options);
            if (!report) {
                return missing(`the artifact ${artifactName} of ${runName(found)} holds no report.json`);
            }
            log.info(`Baseline: ${runName(found)} on ${branch}, commit ${shortSha(found.sha)}.`);
            return { found: true, path: report, run: found, artifactId: artifact.id };
        }
        return missing(`no recent successful run of ${workflow.name} on ${where} has an artifact ${artifactName} ` +
            `(looked at ${candidates.length}; artifacts expire, and upload-artifact: false uploads none)`);
    }
    catch (error) {
        const status = statusOf(error);
        if (status === 403) {
            return missing(`the token may not read this repository's Actions runs (${message(error)}); ` +
                'give the workflow `permissions: actions: read`');
        }
        if (status === 404)
            return missing(`${step} answered 404 (${message(error)})`);
        return missing(`${step} failed: ${message(error)}`, 'warning');
    }
}
/** The workflow's file name from GITHUB_WORKFLOW_REF, else its id from this run. */
async function workflowOf(octokit, options) {
    const m = /^([^/]+)\/([^/]+)\/(\.github\/workflows\/[^@]+)@/.exec(options.workflowRef ?? '');
    if (m && `${m[1]}/${m[2]}`.toLowerCase() === `${options.owner}/${options.repo}`.toLowerCase()) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_4___default().posix.basename(m[3]);
        return { id: file, name: file };
    }
    if (options.runId === undefined)
        return undefined;
    const { data } = await octokit.rest.actions.getWorkflowRun({
        owner: options.owner,
        repo: options.repo,
        run_id: options.runId,
    });
    return {
        id: data.workflow_id,
        name: data.path
            ? node_path__WEBPACK_IMPORTED_MODULE_4___default().posix.basename(data.path)
            : (data.name ?? `workflow ${data.workflow_id}`),
    };
}
/** Downloads and unzips the artifact; returns the path of its report.json, if it has one. */
async function download(artifactId, run, options) {
    // @actions/artifact's download asks the API at GITHUB_API_URL as read when @actions/github was
    // loaded; the token goes nowhere but the API the rest of the lookup used.
    const trim = (u) => (u ?? '').replace(/\/+$/, '');
    if (trim(_actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.baseUrl) !== trim(options.apiUrl)) {
        throw new Error(`the download would ask ${_actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.baseUrl}, not ${options.apiUrl} (GITHUB_API_URL changed after start)`);
    }
    // Named after the artifact and the run, which the report's comparison then shows as its label.
    let directory = options.directory;
    if (directory === undefined) {
        directory = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), `${options.artifactName}-run-${run.id}`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(directory, { recursive: true, force: true }); // left by an earlier step of the job
    }
    // Loaded only to download: the Azure storage client it bundles is most of the action's code.
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(30), __webpack_require__.e(935)]).then(__webpack_require__.bind(__webpack_require__, 77935));
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
function findReport(root) {
    const top = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(root, 'report.json');
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(top))
        return top;
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(root, { recursive: true, encoding: 'utf8' })
        .filter((f) => node_path__WEBPACK_IMPORTED_MODULE_4___default().basename(f) === 'report.json')
        .sort((a, b) => a.split((node_path__WEBPACK_IMPORTED_MODULE_4___default().sep)).length - b.split((node_path__WEBPACK_IMPORTED_MODULE_4___default().sep)).length || a.localeCompare(b))
        .map((f) => node_path__WEBPACK_IMPORTED_MODULE_4___default().join(root, f))[0];
}
function shortSha(sha) {
    return sha.slice(0, 7);
}
/** "run #42" (its number in the Actions tab), or "run <id>". */
function runName(run) {
    return run.number === undefined ? `run ${run.id}` : `run #${run.number}`;
}
/** "3 minutes", "5 hours", "9 days". */
function formatAge(ms) {
    const plural = (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'}`;
    const minutes = Math.max(Math.round(ms / 60_000), 0);
    if (minutes < 60)
        return plural(minutes, 'minute');
    const hours = Math.round(ms / 3_600_000);
    if (hours < 48)
        return plural(hours, 'hour');
    return plural(Math.floor(ms / 86_400_000), 'day');
}
/**
 * The line the job summary and the PR comment carry about the baseline: its run (linked), branch,
 * commit and age, with a warning when it is over STALE_DAYS old; or why there is none.
 */
function describeBaseline(result, now = Date.now()) {
    if (!result.found)
        return `_No baseline: ${result.reason}. This report has no comparison._`;
    const { run } = result;
    const ms = now - Date.parse(run.createdAt);
    const line = `Baseline: [${runName(run)}](${run.url}) on \`${run.branch}\`, commit \`${shortSha(run.sha)}\`, ` +
        `${Number.isNaN(ms) ? 'of unknown age' : `${formatAge(ms)} old`}.`;
    if (!(ms > STALE_DAYS * 86_400_000))
        return line;
    return (`${line}\n\n> [!WARNING]\n> The baseline is stale: ${formatAge(ms)} old, over ${STALE_DAYS} days. ` +
        'No newer successful run left a report, so differences may also come from what changed since ' +
        '(the models, the server, the corpus), not only from this change.');
}
/** The report's Markdown with the baseline line under its title (or at the top without one). */
function withBaselineLine(markdown, line) {
    if (!line)
        return markdown;
    const title = /^#{1,6} [^\n]*\n/.exec(markdown);
    if (!title)
        return `${line}\n\n${markdown}`;
    const rest = markdown.slice(title[0].length).replace(/^\n+/, '');
    return `${title[0]}\n${line}\n\n${rest}`;
}
function statusOf(error) {
    const s = error?.status;
    return typeof s === 'number' ? s : undefined;
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ })

};
