// A loopback fake of the GitHub REST endpoints the action uses, with GitHub's 401/403/404 answers:
// - the sticky comment: GET /user and the issue comments list / create / update, with GitHub's
//   page-based `Link` pagination;
// - the baseline: a workflow run (GET …/actions/runs/{id}), a workflow's runs
//   (GET …/actions/workflows/{id or file name}/runs with branch, status, event, exclude_pull_requests,
//   per_page and page, `Link` headers, and GitHub's 1,000-run limit on a filtered list),
//   a run's artifacts (GET …/actions/runs/{id}/artifacts?name=) and the download
//   (GET …/actions/artifacts/{id}/zip: a 302 to a signed blob URL, served here as a real zip,
//   as @actions/artifact's downloadArtifact with `findBy` fetches it).
// Comments, runs and artifacts live in memory so tests can seed and inspect them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeZip } from './artifact-service.js';

export interface FakeToken {
  login: string;
  /** An installation token (GITHUB_TOKEN): GET /user answers 403. */
  installation?: boolean;
  /** A read-only token (a fork's PR): writes answer 403. */
  readOnly?: boolean;
  /** A token without `actions: read`: every /actions/ endpoint answers 403. */
  noActions?: boolean;
}

export interface FakeRun {
  id: number;
  owner: string;
  repo: string;
  /** e.g. .github/workflows/eval-pr.yml; the workflow's id is derived from it. */
  path: string;
  event: string;
  branch: string;
  sha: string;
  status: 'completed' | 'in_progress' | 'queued';
  conclusion: 'success' | 'failure' | 'cancelled' | null;
  createdAt: string;
  runNumber: number;
  /** The head repository, owner/name: a fork's PR names the fork. */
  headRepository: string;
}

export interface FakeRunArtifact {
  id: number;
  runId: number;
  name: string;
  /** The zip served by the download. */
  zip: Buffer;
  expired: boolean;
  createdAt: string;
}

export interface FakeComment {
  id: number;
  owner: string;
  repo: string;
  issue: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

export interface FakeGitHub {
  /** The API base URL, e.g. http://127.0.0.1:PORT */
  url: string;
  comments: FakeComment[];
  runs: FakeRun[];
  artifacts: FakeRunArtifact[];
  requests: { method: string; path: string; login?: string }[];
  seed(c: {
    owner?: string;
    repo?: string;
    issue: number;
    body: string;
    login: string;
  }): FakeComment;
  /** Adds a workflow run: by default a successful push run on main of eval.yml in octo/server. */
  addRun(r: Partial<FakeRun>): FakeRun;
  /** Adds an artifact to a run; `files` are zipped (report.json, report.md…). */
  addArtifact(a: {
    runId: number;
    name: string;
    files: Record<string, Buffer | string>;
    expired?: boolean;
  }): FakeRunArtifact;
  close(): Promise<void>;
}

/** A stable numeric id for a workflow file, as GitHub gives each workflow one. */
export function workflowId(path: string): number {
  let h = 7;
  for (const ch of path) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  return h;
}

const NOT_INTEGRATION = 'Resource not accessible by integration';

export interface FakeOptions {
  /** Delay before a comment list is answered: makes two racing runs both see none. */
  listDelayMs?: number;
}

export async function startFakeGitHub(
  tokens: Record<string, FakeToken>,
  fakeOptions: FakeOptions = {},
): Promise<FakeGitHub> {
  const comments: FakeComment[] = [];
  const runs: FakeRun[] = [];
  const artifacts: FakeRunArtifact[] = [];
  const requests: FakeGitHub['requests'] = [];
  let nextId = 1000;
  let nextRunId = 9000;
  let url = '';

  const addRun: FakeGitHub['addRun'] = (r) => {
    const run: FakeRun = {
      id: nextRunId++,
      owner: 'octo',
      repo: 'server',
      path: '.github/workflows/eval.yml',
      event: 'push',
      branch: 'main',
      sha: 'a'.repeat(40),
      status: 'completed',
      conclusion: 'success',
      createdAt: new Date().toISOString(),
      runNumber: runs.length + 1,
      ...r,
      headRepository: r.headRepository ?? `${r.owner ?? 'octo'}/${r.repo ?? 'server'}`,
    };
    runs.push(run);
    return run;
  };
  const addArtifact: FakeGitHub['addArtifact'] = (a) => {
    const artifact: FakeRunArtifact = {
      id: nextId++,
      runId: a.runId,
      name: a.name,
      zip: writeZip(a.files),
      expired: a.expired ?? false,
      createdAt: new Date().toISOString(),
    };
    artifacts.push(artifact);
    return artifact;
  };

  const runJson = (r: FakeRun) => ({
    id: r.id,
    name: r.path.split('/').at(-1),
    node_id: `WFR_${r.id}`,
    head_branch: r.branch,
    head_sha: r.sha,
    path: r.path,
    display_title: `run ${r.id}`,
    run_number: r.runNumber,
    run_attempt: 1,
    event: r.event,
    status: r.status,
    conclusion: r.conclusion,
    workflow_id: workflowId(r.path),
    url: `${url}/repos/${r.owner}/${r.repo}/actions/runs/${r.id}`,
    html_url: `https://github.example/${r.owner}/${r.repo}/actions/runs/${r.id}`,
    created_at: r.createdAt,
    updated_at: r.createdAt,
    run_started_at: r.createdAt,
    repository: { full_name: `${r.owner}/${r.repo}` },
    head_repository: { full_name: r.headRepository },
  });
  const artifactJson = (a: FakeRunArtifact, owner: string, repo: string) => {
    const run = runs.find((r) => r.id === a.runId)!;
    return {
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: a.zip.length,
      url: `${url}/repos/${owner}/${repo}/actions/artifacts/${a.id}`,
      archive_download_url: `${url}/repos/${owner}/${repo}/actions/artifacts/${a.id}/zip`,
      expired: a.expired,
      created_at: a.createdAt,
      updated_at: a.createdAt,
      expires_at: new Date(Date.parse(a.createdAt) + 90 * 86_400_000).toISOString(),
      workflow_run: { id: run.id, head_branch: run.branch, head_sha: run.sha },
    };
  };

  const seed: FakeGitHub['seed'] = (c) => {
    const now = new Date().toISOString();
    const comment = {
      id: nextId++,
      owner: c.owner ?? 'octo',
      repo: c.repo ?? 'server',
      issue: c.issue,
      body: c.body,
      login: c.login,
      createdAt: now,
      updatedAt: now,
    };
    comments.push(comment);
    return comment;
  };

  const toJson = (c: FakeComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${url}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}`,
    html_url: `https://github.example/${c.owner}/${c.repo}/pull/${c.issue}#issuecomment-${c.id}`,
    issue_url: `${url}/repos/${c.owner}/${c.repo}/issues/${c.issue}`,
    body: c.body,
    user: { login: c.login, id: c.login.length, type: c.login.endsWith('[bot]') ? 'Bot' : 'User' },
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: 'MEMBER',
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      const fail = (status: number, message: string) =>
        send(status, {
          message,
          documentation_url: 'https://docs.github.com/rest',
          status: `${status}`,
        });

      const u = new URL(req.url ?? '/', url);

      // The signed blob URL the download redirects to: no Authorization, a signature instead.
      const blob = /^\/blob\/artifacts\/(\d+)\.zip$/.exec(u.pathname);
      if (req.method === 'GET' && blob) {
        requests.push({ method: 'GET', path: u.pathname });
        const artifact = artifacts.find((a) => a.id === Number(blob[1]));
        if (!artifact || u.searchParams.get('sig') !== 'fakesig') {
          res.writeHead(403, { 'content-type': 'application/xml' });
          return res.end('<Error><Code>AuthenticationFailed</Code></Error>');
        }
        res.writeHead(200, {
          'content-type': 'application/zip',
          'content-length': String(artifact.zip.length),
        });
        return res.end(artifact.zip);
      }

      const auth = /^(?:token|bearer)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const who = auth === undefined ? undefined : tokens[auth];
      requests.push({ method: req.method ?? '', path: u.pathname + u.search, login: who?.login });
      if (!who) return fail(401, 'Bad credentials');

      let m: RegExpExecArray | null;
      if (req.method === 'GET' && u.pathname === '/user') {
        if (who.installation) return fail(403, NOT_INTEGRATION);
        return send(200, { login: who.login, id: 1, type: 'User' });
      }

      if ((m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(u.pathname))) {
        const [, owner, repo, n] = m;
        const issue = Number(n);
        if (req.method === 'GET') {
          const perPage = Math.min(Number(u.searchParams.get('per_page') ?? 30) || 30, 100);
          const page = Math.max(Number(u.searchParams.get('page') ?? 1) || 1, 1);
          // Read at answer time, after the delay, as a slow API would.
          const answer = () => {
            const all = comments.filter(
              (c) => c.owner === owner && c.repo === repo && c.issue === issue,
            );
            const last = Math.max(Math.ceil(all.length / perPage), 1);
            const link = (p: number, rel: string) => {
              const next = new URL(u);
              next.searchParams.set('per_page', String(perPage));
              next.searchParams.set('page', String(p));
              return `<${next.href}>; rel="${rel}"`;
            };
            const links = [];
            if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
            if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
            return send(
              200,
              all.slice((page - 1) * perPage, page * perPage).map(toJson),
              links.length ? { link: links.join(', ') } : {},
            );
          };
          if (fakeOptions.listDelayMs) return void setTimeout(answer, fakeOptions.listDelayMs);
          return answer();
        }
        if (req.method === 'POST') {
          if (who.readOnly) return fail(403, NOT_INTEGRATION);
          const body = parse(chunks).body;
          if (typeof body !== 'string' || !body) return fail(422, 'Validation Failed');
          if (body.length > 65_536)
            return fail(422, 'Body is too long (maximum is 65536 characters)');
          return send(201, toJson(seed({ owner, repo, issue, body, login: who.login })));
        }
      }

      if ((m = /^\/repos\/([^/]+)\/([^/]+)\/actions\//.exec(u.pathname))) {
        const [, owner, repo] = m;
        if (req.method !== 'GET') return fail(404, 'Not Found');
        if (who.noActions) return fail(403, NOT_INTEGRATION);
        const rest = u.pathname.slice(m[0].length);
        const ofRepo = (r: FakeRun) => r.owner === owner && r.repo === repo;
        const perPage = Math.min(Number(u.searchParams.get('per_page') ?? 30) || 30, 100);
        const page = Math.max(Number(u.searchParams.get('page') ?? 1) || 1, 1);
        const slice = <T>(all: T[]) => all.slice((page - 1) * perPage, page * perPage);
        const pageLinks = (count: number): Record<string, string> => {
          const last = Math.max(Math.ceil(count / perPage), 1);
          const link = (p: number, rel: string) => {
            const next = new URL(u);
            next.searchParams.set('per_page', String(perPage));
            next.searchParams.set('page', String(p));
            return `<${next.href}>; rel="${rel}"`;
          };
          const links = [];
          if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
          if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
          return links.length ? { link: links.join(', ') } : {};
        };
        let a: RegExpExecArray | null;

        if ((a = /^runs\/(\d+)$/.exec(rest))) {
          const run = runs.find((r) => ofRepo(r) && r.id === Number(a![1]));
          return run ? send(200, runJson(run)) : fail(404, 'Not Found');
        }
        if ((a = /^workflows\/([^/]+)\/runs$/.exec(rest))) {
          const key = decodeURIComponent(a[1]);
          const ofWorkflow = (r: FakeRun) =>
            String(workflowId(r.path)) === key || r.path.split('/').at(-1) === key;
          if (!runs.some((r) => ofRepo(r) && ofWorkflow(r))) return fail(404, 'Not Found');
          const q = (k: string) => u.searchParams.get(k);
          const statuses = [
            'queued',
            'in_progress',
            'completed',
            'requested',
            'waiting',
            'pending',
          ];
          const status = q('status');
          const all = runs
            .filter((r) => ofRepo(r) && ofWorkflow(r))
            .filter((r) => !q('branch') || r.branch === q('branch'))
            .filter((r) => !q('event') || r.event === q('event'))
            .filter(
              (r) =>
                !status ||
                (statuses.includes(status) ? r.status === status : r.conclusion === status),
            )
            .sort((x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt) || y.id - x.id);
          // As GitHub: a query filtered by branch, status, event… lists at most 1,000 runs, while
          // total_count counts them all; pages are linked in a `Link` header.
          const filtered = ['actor', 'branch', 'check_suite_id', 'created', 'event', 'head_sha']
            .concat('status')
            .some((k) => q(k) !== null);
          const listed = filtered ? all.slice(0, 1000) : all;
          return send(
            200,
            { total_count: all.length, workflow_runs: slice(listed).map(runJson) },
            pageLinks(listed.length),
          );
        }
        if ((a = /^runs\/(\d+)\/artifacts$/.exec(rest))) {
          const run = runs.find((r) => ofRepo(r) && r.id === Number(a![1]));
          if (!run) return fail(404, 'Not Found');
          const name = u.searchParams.get('name');
          const all = artifacts
            .filter((x) => x.runId === run.id && (!name || x.name === name))
            .sort((x, y) => y.id - x.id);
          return send(200, {
            total_count: all.length,
            artifacts: slice(all).map((x) => artifactJson(x, owner, repo)),
          });
        }
        if ((a = /^artifacts\/(\d+)\/zip$/.exec(rest))) {
          const artifact = artifacts.find(
            (x) => x.id === Number(a![1]) && runs.some((r) => ofRepo(r) && r.id === x.runId),
          );
          if (!artifact) return fail(404, 'Not Found');
          if (artifact.expired) return fail(410, 'Artifact has expired');
          res.writeHead(302, {
            location: `${url}/blob/artifacts/${artifact.id}.zip?sv=2025-01-05&sr=b&sp=r&sig=fakesig`,
          });
          return res.end();
        }
        return fail(404, 'Not Found');
      }

      if ((m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(u.pathname))) {
        const [, owner, repo, id] = m;
        const comment = comments.find(
          (c) => c.owner === owner && c.repo === repo && c.id === Number(id),
        );
        if (req.method === 'PATCH') {
          if (!comment) return fail(404, 'Not Found');
          if (who.readOnly || comment.login !== who.login) return fail(403, NOT_INTEGRATION);
          const body = parse(chunks).body;
          if (typeof body !== 'string' || !body) return fail(422, 'Validation Failed');
          if (body.length > 65_536)
            return fail(422, 'Body is too long (maximum is 65536 characters)');
          comment.body = body;
          comment.updatedAt = new Date().toISOString();
          return send(200, toJson(comment));
        }
        if (req.method === 'DELETE') {
          if (!comment) return fail(404, 'Not Found');
          if (who.readOnly || comment.login !== who.login) return fail(403, NOT_INTEGRATION);
          comments.splice(comments.indexOf(comment), 1);
          res.writeHead(204);
          return res.end();
        }
      }
      return fail(404, 'Not Found');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    comments,
    runs,
    artifacts,
    requests,
    seed,
    addRun,
    addArtifact,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

function parse(chunks: Buffer[]): { body?: unknown } {
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { body?: unknown };
  } catch {
    return {};
  }
}
