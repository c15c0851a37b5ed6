export const id = 318;
export const ids = [318];
export const modules = {

/***/ 47318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ACTIONS_BOT: () => (/* binding */ ACTIONS_BOT),
/* harmony export */   COMMENT_LIMIT: () => (/* binding */ COMMENT_LIMIT),
/* harmony export */   commentBody: () => (/* binding */ commentBody),
/* harmony export */   marker: () => (/* binding */ marker),
/* harmony export */   pullRequestNumber: () => (/* binding */ pullRequestNumber),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20753);
// The sticky PR comment: one comment per (PR, comment-tag), found again by a hidden marker and
// updated in place, so re-runs do not pile up comments; two runs that race end with one too.


/** GitHub rejects an issue comment body longer than this many characters. */
const COMMENT_LIMIT = 65_536;
/** The login GITHUB_TOKEN comments as; GET /user is refused to installation tokens. */
const ACTIONS_BOT = 'github-actions[bot]';
function marker(tag) {
    // `--` or `>` in a tag would end the HTML comment early and show the rest on the page.
    const safe = tag.trim().replace(/[^\w.:/@+-]|--/g, '_') || 'default';
    return `<!-- mcp-eval-action:${safe} -->`;
}
/** The PR number of a pull_request / pull_request_target event, else undefined. */
function pullRequestNumber(context) {
    if (context.eventName !== 'pull_request' && context.eventName !== 'pull_request_target') {
        return undefined;
    }
    return context.payload.pull_request?.number;
}
function commentBody(options) {
    const head = `${marker(options.tag)}\n`;
    const summary = options.runUrl ? `[job summary](${options.runUrl})` : 'job summary';
    const note = `> [!NOTE]\n> This report was cut to fit a PR comment (${COMMENT_LIMIT.toLocaleString('en-US')} ` +
        `characters). The full report is in the run's ${summary} and in the ` +
        `\`${options.artifactName}\` artifact (report.md, report.json).`;
    return head + (0,_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .fitMarkdown */ .D)(options.body, { limit: COMMENT_LIMIT - head.length, note }).text;
}
/**
 * Creates or updates our comment and returns its URL. A token that may not write (a fork's PR)
 * is a warning and undefined, never an error: the job summary still has the report.
 */
async function upsertStickyComment(options) {
    const { owner, repo, issueNumber: issue_number, log } = options;
    const octokit = _actions_github__WEBPACK_IMPORTED_MODULE_0__.getOctokit(options.token, { baseUrl: options.apiUrl });
    const tagMarker = marker(options.tag);
    const body = commentBody(options);
    const update = async (comment_id) => (await octokit.rest.issues.updateComment({ owner, repo, comment_id, body })).data.html_url;
    // A comment the other run already removed answers 404: that is the outcome we want.
    const removeExtra = async (extra) => {
        for (const c of extra) {
            await octokit.rest.issues
                .deleteComment({ owner, repo, comment_id: c.id })
                .catch((error) => {
                if (status(error) !== 404)
                    throw error;
            });
        }
    };
    try {
        const login = await ownLogin(octokit);
        const ourComments = async () => (await octokit.paginate(octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number,
            per_page: 100,
        }))
            // Only our own: anyone can paste the marker into theirs, and we could not edit it.
            .filter((c) => c.user?.login === login && c.body?.includes(tagMarker))
            .sort((a, b) => a.id - b.id);
        const found = await ourComments();
        if (found.length) {
            // The oldest is the sticky one; any other is left over from two runs that raced.
            const url = await update(found[0].id);
            await removeExtra(found.slice(1));
            log.info(`Updated the PR comment: ${url}`);
            return url;
        }
        const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
        // Another run may have created its own between our look and our create: look again. Each
        // run keeps the oldest, so both converge on one comment whichever looks last.
        const now = await ourComments();
        if (now.length > 1 || (now.length === 1 && now[0].id !== data.id)) {
            const keep = now[0];
            const url = keep.id === data.id ? data.html_url : await update(keep.id);
            await removeExtra(now.filter((c) => c.id !== keep.id));
            log.info(`Updated the PR comment (another run had just created one): ${url}`);
            return url;
        }
        log.info(`Created the PR comment: ${data.html_url}`);
        return data.html_url;
    }
    catch (error) {
        if (status(error) === 403) {
            log.warn(`Could not comment on PR #${issue_number}: ${message(error)}. The token is read-only here ` +
                '(a pull request from a fork, or a workflow without `permissions: pull-requests: write`); ' +
                'the report is in the job summary and the artifact.');
            return undefined;
        }
        throw error;
    }
}
async function ownLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (error) {
        // GITHUB_TOKEN is an app installation token: GET /user answers 403 and it comments as
        // github-actions[bot].
        if (status(error) === 403)
            return ACTIONS_BOT;
        throw error;
    }
}
function status(error) {
    const s = error?.status;
    return typeof s === 'number' ? s : undefined;
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ })

};
