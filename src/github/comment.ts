// The sticky PR comment: one comment per (PR, comment-tag), found again by a hidden marker and
// updated in place, so re-runs do not pile up comments.
import * as github from '@actions/github';
import { fitMarkdown } from './truncate.js';

/** GitHub rejects an issue comment body longer than this many characters. */
export const COMMENT_LIMIT = 65_536;

/** The login GITHUB_TOKEN comments as; GET /user is refused to installation tokens. */
export const ACTIONS_BOT = 'github-actions[bot]';

export interface CommentLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface StickyCommentOptions {
  token: string;
  /** REST API base, e.g. https://api.github.com or GHES's https://host/api/v3. */
  apiUrl: string;
  owner: string;
  repo: string;
  issueNumber: number;
  /** The Markdown report. */
  body: string;
  tag: string;
  /** Named in the note when the body has to be cut. */
  artifactName: string;
  /** The workflow run's page, linked from the note when the body has to be cut. */
  runUrl?: string;
  log: CommentLog;
}

export function marker(tag: string): string {
  // `--` or `>` in a tag would end the HTML comment early and show the rest on the page.
  const safe = tag.trim().replace(/[^\w.:/@+-]|--/g, '_') || 'default';
  return `<!-- mcp-eval-action:${safe} -->`;
}

/** The PR number of a pull_request / pull_request_target event, else undefined. */
export function pullRequestNumber(context: {
  eventName: string;
  payload: { pull_request?: { number?: number } };
}): number | undefined {
  if (context.eventName !== 'pull_request' && context.eventName !== 'pull_request_target') {
    return undefined;
  }
  return context.payload.pull_request?.number;
}

export function commentBody(
  options: Pick<StickyCommentOptions, 'body' | 'tag' | 'artifactName' | 'runUrl'>,
): string {
  const head = `${marker(options.tag)}\n`;
  const summary = options.runUrl ? `[job summary](${options.runUrl})` : 'job summary';
  const note =
    `> [!NOTE]\n> This report was cut to fit a PR comment (${COMMENT_LIMIT.toLocaleString('en-US')} ` +
    `characters). The full report is in the run's ${summary} and in the ` +
    `\`${options.artifactName}\` artifact (report.md, report.json).`;
  return head + fitMarkdown(options.body, { limit: COMMENT_LIMIT - head.length, note }).text;
}

interface IssueComment {
  id: number;
  body?: string;
  html_url: string;
  user: { login: string } | null;
}

/**
 * Creates or updates our comment and returns its URL. A token that may not write (a fork's PR)
 * is a warning and undefined, never an error: the job summary still has the report.
 */
export async function upsertStickyComment(
  options: StickyCommentOptions,
): Promise<string | undefined> {
  const { owner, repo, issueNumber: issue_number, log } = options;
  const octokit = github.getOctokit(options.token, { baseUrl: options.apiUrl });
  const tagMarker = marker(options.tag);
  const body = commentBody(options);

  try {
    const login = await ownLogin(octokit);
    const comments: IssueComment[] = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number,
      per_page: 100,
    });
    // Only our own comment: anyone can paste the marker into theirs, and we could not edit it.
    const ours = comments.find((c) => c.user?.login === login && c.body?.includes(tagMarker));
    if (ours) {
      const { data } = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: ours.id,
        body,
      });
      log.info(`Updated the PR comment: ${data.html_url}`);
      return data.html_url;
    }
    const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
    log.info(`Created the PR comment: ${data.html_url}`);
    return data.html_url;
  } catch (error) {
    if (status(error) === 403) {
      log.warn(
        `Could not comment on PR #${issue_number}: ${message(error)}. The token is read-only here ` +
          '(a pull request from a fork, or a workflow without `permissions: pull-requests: write`); ' +
          'the report is in the job summary and the artifact.',
      );
      return undefined;
    }
    throw error;
  }
}

type Octokit = ReturnType<typeof github.getOctokit>;

async function ownLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    // GITHUB_TOKEN is an app installation token: GET /user answers 403 and it comments as
    // github-actions[bot].
    if (status(error) === 403) return ACTIONS_BOT;
    throw error;
  }
}

function status(error: unknown): number | undefined {
  const s = (error as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
