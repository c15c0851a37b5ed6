// A loopback fake of the GitHub REST endpoints the sticky comment uses: GET /user and the issue
// comments list / create / update, with GitHub's page-based `Link` pagination and its 401/403/404
// answers. Comments live in memory so tests can seed and inspect them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeToken {
  login: string;
  /** An installation token (GITHUB_TOKEN): GET /user answers 403. */
  installation?: boolean;
  /** A read-only token (a fork's PR): writes answer 403. */
  readOnly?: boolean;
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
  requests: { method: string; path: string; login?: string }[];
  seed(c: {
    owner?: string;
    repo?: string;
    issue: number;
    body: string;
    login: string;
  }): FakeComment;
  close(): Promise<void>;
}

const NOT_INTEGRATION = 'Resource not accessible by integration';

export async function startFakeGitHub(tokens: Record<string, FakeToken>): Promise<FakeGitHub> {
  const comments: FakeComment[] = [];
  const requests: FakeGitHub['requests'] = [];
  let nextId = 1000;
  let url = '';

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
      }
      return fail(404, 'Not Found');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    comments,
    requests,
    seed,
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
