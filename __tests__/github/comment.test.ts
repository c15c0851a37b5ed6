// The sticky comment through the real @actions/github octokit against a loopback fake of the
// REST issue-comments endpoints.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACTIONS_BOT,
  COMMENT_LIMIT,
  marker,
  pullRequestNumber,
  upsertStickyComment,
  type StickyCommentOptions,
} from '../../src/github/comment.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-rest.js';

const TOKENS = {
  ghs_app: { login: ACTIONS_BOT, installation: true }, // GITHUB_TOKEN
  ghp_alice: { login: 'alice' }, // a personal access token
  ghs_fork: { login: ACTIONS_BOT, installation: true, readOnly: true }, // a fork's PR
};

let gh: FakeGitHub;
let logs: { info: string[]; warn: string[] };

beforeEach(async () => {
  gh = await startFakeGitHub(TOKENS);
  logs = { info: [], warn: [] };
  // Noise every real PR has: people, other bots, other evals' markers.
  gh.seed({ issue: 7, login: 'bob', body: 'LGTM' });
  gh.seed({ issue: 7, login: 'codecov[bot]', body: '<!-- codecov -->\nCoverage 91%' });
  gh.seed({ issue: 7, login: ACTIONS_BOT, body: `${marker('nightly')}\nanother eval` });
  gh.seed({ issue: 8, login: ACTIONS_BOT, body: `${marker('default')}\non another PR` });
});
afterEach(() => gh.close());

function options(over: Partial<StickyCommentOptions> = {}): StickyCommentOptions {
  return {
    token: 'ghs_app',
    apiUrl: gh.url,
    owner: 'octo',
    repo: 'server',
    issueNumber: 7,
    body: '## MCP eval\n\n| scenario | status |\n|---|---|\n| a | pass |\n',
    tag: 'default',
    artifactName: 'mcp-eval-report',
    log: { info: (m) => logs.info.push(m), warn: (m) => logs.warn.push(m) },
    ...over,
  };
}

const onIssue = (n: number) => gh.comments.filter((c) => c.issue === n);
const writes = () => gh.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');

describe('upsertStickyComment', () => {
  it('creates the comment when there is none', async () => {
    const url = await upsertStickyComment(options());
    const created = onIssue(7).at(-1)!;
    expect(onIssue(7)).toHaveLength(4);
    expect(created.login).toBe(ACTIONS_BOT);
    expect(created.body.startsWith(`${marker('default')}\n## MCP eval`)).toBe(true);
    expect(url).toBe(`https://github.example/octo/server/pull/7#issuecomment-${created.id}`);
    // GET /user was refused (installation token), so it fell back to github-actions[bot].
    expect(gh.requests[0]).toMatchObject({ method: 'GET', path: '/user' });
    expect(logs.warn).toEqual([]);
  });

  it('updates ours in place when it is on page 2', async () => {
    for (let i = 0; i < 120; i++)
      gh.seed({ issue: 7, login: `user${i % 5}`, body: `comment ${i}` });
    const ours = gh.seed({
      issue: 7,
      login: ACTIONS_BOT,
      body: `${marker('default')}\nold report`,
    });
    for (let i = 0; i < 10; i++) gh.seed({ issue: 7, login: 'bob', body: `later ${i}` });
    const before = onIssue(7).length;

    const url = await upsertStickyComment(options({ body: 'new report' }));

    expect(onIssue(7)).toHaveLength(before);
    expect(ours.body).toBe(`${marker('default')}\nnew report`);
    expect(url).toContain(`#issuecomment-${ours.id}`);
    expect(
      gh.requests.some((r) => r.path.includes('/issues/7/comments') && r.path.includes('page=2')),
    ).toBe(true);
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: `/repos/octo/server/issues/comments/${ours.id}`,
        login: ACTIONS_BOT,
      },
    ]);
  });

  it("ignores another user's comment that carries our marker", async () => {
    const theirs = gh.seed({
      issue: 7,
      login: 'mallory',
      body: `${marker('default')}\nfake report`,
    });
    await upsertStickyComment(options());
    expect(theirs.body).toBe(`${marker('default')}\nfake report`);
    expect(writes().map((w) => w.method)).toEqual(['POST']);
    expect(onIssue(7).filter((c) => c.body.includes(marker('default')))).toHaveLength(2);
  });

  it('finds its own comments by the login GET /user returns (a personal token)', async () => {
    const bots = gh.seed({ issue: 7, login: ACTIONS_BOT, body: `${marker('default')}\nbot's` });
    await upsertStickyComment(options({ token: 'ghp_alice' }));
    await upsertStickyComment(options({ token: 'ghp_alice', body: 'second' }));
    const alices = onIssue(7).filter((c) => c.login === 'alice');
    expect(alices).toHaveLength(1);
    expect(alices[0].body).toBe(`${marker('default')}\nsecond`);
    expect(bots.body).toBe(`${marker('default')}\nbot's`);
  });

  it('keeps one comment per tag, so two evals coexist', async () => {
    await upsertStickyComment(options({ tag: 'openai', body: 'openai 1' }));
    await upsertStickyComment(options({ tag: 'gemini', body: 'gemini 1' }));
    await upsertStickyComment(options({ tag: 'openai', body: 'openai 2' }));
    await upsertStickyComment(options({ tag: 'gemini', body: 'gemini 2' }));
    const ours = onIssue(7).filter((c) => c.body.includes('<!-- mcp-eval-action:'));
    expect(ours.map((c) => c.body).sort()).toEqual([
      `${marker('gemini')}\ngemini 2`,
      `${marker('nightly')}\nanother eval`,
      `${marker('openai')}\nopenai 2`,
    ]);
    expect(writes().map((w) => w.method)).toEqual(['POST', 'POST', 'PATCH', 'PATCH']);
  });

  it('two runs racing on one PR end with one comment, whichever looks last', async () => {
    // Both runs list before either creates: each sees no comment and creates its own.
    const slow = await startFakeGitHub(TOKENS, { listDelayMs: 150 });
    try {
      const body = (run: string) => `## MCP eval\n\nrun ${run}\n`;
      const urls = await Promise.all(
        ['A', 'B'].map((run) =>
          upsertStickyComment(options({ apiUrl: slow.url, body: body(run) })),
        ),
      );
      const ours = slow.comments.filter((c) => c.issue === 7 && c.body.includes(marker('default')));
      expect(ours).toHaveLength(1);
      // Both creates happened (the race was real), one was removed, and both runs point at it.
      expect(slow.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
      expect(slow.requests.filter((r) => r.method === 'DELETE').length).toBeGreaterThanOrEqual(1);
      expect(new Set(urls)).toEqual(
        new Set([`https://github.example/octo/server/pull/7#issuecomment-${ours[0].id}`]),
      );
      expect(ours[0].body).toMatch(/run [AB]/);
    } finally {
      await slow.close();
    }
  });

  it('folds duplicates an earlier race left into the oldest', async () => {
    const first = gh.seed({ issue: 7, login: ACTIONS_BOT, body: `${marker('default')}\nold 1` });
    gh.seed({ issue: 7, login: ACTIONS_BOT, body: `${marker('default')}\nold 2` });
    const url = await upsertStickyComment(options());
    const ours = onIssue(7).filter((c) => c.body.includes(marker('default')));
    expect(ours.map((c) => c.id)).toEqual([first.id]);
    expect(ours[0].body).toContain('## MCP eval');
    expect(url).toContain(`#issuecomment-${first.id}`);
    // Another eval's comment (tag nightly) and other people's are left alone.
    expect(onIssue(7)).toHaveLength(4);
  });

  it('warns and returns no URL when the token is read-only (403 from a fork PR)', async () => {
    const url = await upsertStickyComment(options({ token: 'ghs_fork' }));
    expect(url).toBeUndefined();
    expect(onIssue(7)).toHaveLength(3);
    expect(logs.warn).toHaveLength(1);
    expect(logs.warn[0]).toMatch(/Resource not accessible by integration/);
    expect(logs.warn[0]).toMatch(/job summary/);
  });

  it('throws on other errors (bad credentials), for the caller to turn into a warning', async () => {
    await expect(upsertStickyComment(options({ token: 'nope' }))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('cuts a body over 65,536 characters at a clean boundary, with a note', async () => {
    const row = (i: number) =>
      `| scenario-${String(i).padStart(5, '0')} | openai | pass | ${'x'.repeat(40)} |\n`;
    let body = '## MCP eval\n\n| scenario | provider | status | reason |\n|---|---|---|---|\n';
    let i = 0;
    while (body.length < 60_000) body += row(i++);
    // A code fence that straddles the limit: the cut must land before it, not inside it.
    body += '\n```json\n' + '{"k": "v"}\n'.repeat(2_000) + '```\n\nafter the fence\n';
    expect(body.length).toBeGreaterThan(COMMENT_LIMIT);

    await upsertStickyComment(
      options({ body, runUrl: 'https://github.example/octo/server/actions/runs/1' }),
    );

    const posted = onIssue(7).at(-1)!.body;
    expect(posted.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(posted.startsWith(`${marker('default')}\n## MCP eval`)).toBe(true);
    const [kept, note] = posted.split('\n> [!NOTE]\n');
    expect(note).toMatch(/cut to fit a PR comment/);
    expect(note).toContain('[job summary](https://github.example/octo/server/actions/runs/1)');
    expect(note).toContain('`mcp-eval-report` artifact');
    // Every table row is whole, and no fence is left open.
    for (const line of kept.split('\n').filter((l) => l.startsWith('|')))
      expect(line).toMatch(/\|$/);
    expect(kept.match(/^```/gm) ?? []).toHaveLength(0);
    expect(kept).toContain(row(i - 1));
  });
});

describe('pullRequestNumber', () => {
  const payload = { pull_request: { number: 12 } };
  it('reads the PR number on pull_request and pull_request_target only', () => {
    expect(pullRequestNumber({ eventName: 'pull_request', payload })).toBe(12);
    expect(pullRequestNumber({ eventName: 'pull_request_target', payload })).toBe(12);
    expect(pullRequestNumber({ eventName: 'push', payload })).toBeUndefined();
    expect(pullRequestNumber({ eventName: 'schedule', payload: {} })).toBeUndefined();
  });
});

describe('marker', () => {
  it('cannot be broken out of by the tag', () => {
    expect(marker('')).toBe('<!-- mcp-eval-action:default -->');
    expect(marker(' nightly ')).toBe('<!-- mcp-eval-action:nightly -->');
    expect(marker('a-->b')).toBe('<!-- mcp-eval-action:a__b -->');
  });
});
