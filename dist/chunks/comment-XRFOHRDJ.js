import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  getOctokit
} from "./chunk-O2LC7LAO.js";
import {
  fitMarkdown
} from "./chunk-W44PY3TP.js";
import "./chunk-SPVI6TQK.js";
import "./chunk-JZ4XGLPB.js";

// src/github/comment.ts
var COMMENT_LIMIT = 65536;
var ACTIONS_BOT = "github-actions[bot]";
function marker(tag) {
  const safe = tag.trim().replace(/[^\w.:/@+-]|--/g, "_") || "default";
  return `<!-- mcp-eval-action:${safe} -->`;
}
function pullRequestNumber(context) {
  if (context.eventName !== "pull_request" && context.eventName !== "pull_request_target") {
    return void 0;
  }
  return context.payload.pull_request?.number;
}
function commentBody(options) {
  const head = `${marker(options.tag)}
`;
  const summary = options.runUrl ? `[job summary](${options.runUrl})` : "job summary";
  const note = `> [!NOTE]
> This report was cut to fit a PR comment (${COMMENT_LIMIT.toLocaleString("en-US")} characters). The full report is in the run's ${summary} and in the \`${options.artifactName}\` artifact (report.md, report.json).`;
  return head + fitMarkdown(options.body, { limit: COMMENT_LIMIT - head.length, note }).text;
}
async function upsertStickyComment(options) {
  const { owner, repo, issueNumber: issue_number, log } = options;
  const octokit = getOctokit(options.token, { baseUrl: options.apiUrl });
  const tagMarker = marker(options.tag);
  const body = commentBody(options);
  const update = async (comment_id) => (await octokit.rest.issues.updateComment({ owner, repo, comment_id, body })).data.html_url;
  const removeExtra = async (extra) => {
    for (const c of extra) {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: c.id }).catch((error) => {
        if (status(error) !== 404) throw error;
      });
    }
  };
  try {
    const login = await ownLogin(octokit);
    const ourComments = async () => (await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number,
      per_page: 100
    })).filter((c) => c.user?.login === login && c.body?.includes(tagMarker)).sort((a, b) => a.id - b.id);
    const found = await ourComments();
    if (found.length) {
      const url = await update(found[0].id);
      await removeExtra(found.slice(1));
      log.info(`Updated the PR comment: ${url}`);
      return url;
    }
    const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
    const now = await ourComments();
    if (now.length > 1 || now.length === 1 && now[0].id !== data.id) {
      const keep = now[0];
      const url = keep.id === data.id ? data.html_url : await update(keep.id);
      await removeExtra(now.filter((c) => c.id !== keep.id));
      log.info(`Updated the PR comment (another run had just created one): ${url}`);
      return url;
    }
    log.info(`Created the PR comment: ${data.html_url}`);
    return data.html_url;
  } catch (error) {
    if (status(error) === 403) {
      log.warn(
        `Could not comment on PR #${issue_number}: ${message(error)}. The token is read-only here (a pull request from a fork, or a workflow without \`permissions: pull-requests: write\`); the report is in the job summary and the artifact.`
      );
      return void 0;
    }
    throw error;
  }
}
async function ownLogin(octokit) {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    if (status(error) === 403) return ACTIONS_BOT;
    throw error;
  }
}
function status(error) {
  const s = error?.status;
  return typeof s === "number" ? s : void 0;
}
function message(error) {
  return error instanceof Error ? error.message : String(error);
}
export {
  ACTIONS_BOT,
  COMMENT_LIMIT,
  commentBody,
  marker,
  pullRequestNumber,
  upsertStickyComment
};
