// The server's config knows three placeholders: ${spy.url}, ${spy.port} and ${env:NAME}. A value
// passed from the environment reaches the server and never a report; anything else is an error.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, corpusFile, EXAMPLE, run, stdioServer, tempDir, writeTree } from './helpers.js';
import { runCli } from '../commands/run-cli.js';

afterEach(cleanup);

describe('server placeholders', () => {
  it('${env:NAME} passes a value from the run`s environment, redacted from the reports', async () => {
    const tenant = 'tenant-8f3a9c2e';
    const r = await run(
      {
        server: stdioServer(EXAMPLE, [], {
          OPS_API_URL: '${spy.url}/${env:OPS_TENANT}',
          OPS_READ_ONLY: '${env:READ_ONLY}',
        }),
        mode: 'live',
        spy: { routes: [{ method: 'GET', path: '/*/clusters', json: [] }] },
        corpus: [
          corpusFile(`scenarios:
  - id: read-only
    prompt: List my clusters.
    expect: { calls: [{ tool: list_clusters }] }
    gates: [{ tools_hidden: [delete_cluster] }, { no_mutation: true }]
`),
        ],
      },
      { OPS_TENANT: tenant, READ_ONLY: '1' },
    );
    const row = r.row('read-only');
    expect(row.status).toBe('pass');
    expect(row.requests.map((q) => q.path)).toEqual(['/[REDACTED]/clusters']);
    expect(JSON.stringify(r.written)).not.toContain(tenant);
    expect(r.markdown).not.toContain(tenant);
  });

  it('a variable that is not set is a setup error naming it, where it is written', async () => {
    const dir = tempDir('placeholders');
    writeTree(dir, {
      'mcp-eval.yaml': `server:
  command: node
  args: ["${EXAMPLE}"]
  env: { OPS_API_URL: "\${spy.url}", OPS_TOKEN: "\${env:OPS_TOKEN}" }
corpus: [c.yaml]
`,
      'c.yaml': 'scenarios: [{ id: a, prompt: hi }]\n',
    });
    const r = await runCli(['run', '--provider', 'replay'], dir, {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'mcp-eval.yaml:4:49: server.env.OPS_TOKEN: ${env:OPS_TOKEN}: the environment variable OPS_TOKEN is not set',
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('any other ${...} is a validate error with file, line and column', async () => {
    const dir = tempDir('placeholders');
    writeTree(dir, {
      'mcp-eval.yaml': `server:
  command: node
  args: ["${EXAMPLE}", "--token=\${MY_TOKEN}"]
  env: { OPS_API_URL: "\${spy.URL}" }
  headers: { x-a: "\${env:}" }
corpus: [c.yaml]
`,
      'c.yaml': 'scenarios: [{ id: a, prompt: hi }]\n',
    });
    const r = await runCli(['validate'], dir, {});
    expect(r.code).toBe(2);
    const col = (needle: string, line: string) => line.indexOf(needle) + 1;
    const args = `  args: ["${EXAMPLE}", "--token=\${MY_TOKEN}"]`;
    expect(r.stderr).toContain(
      `mcp-eval.yaml:3:${col('${MY_TOKEN}', args)}: server.args[1]: unknown placeholder \${MY_TOKEN}: use \${spy.url}, \${spy.port} or \${env:NAME}`,
    );
    expect(r.stderr).toContain(
      'mcp-eval.yaml:4:24: server.env.OPS_API_URL: unknown placeholder ${spy.URL}',
    );
    expect(r.stderr).toContain(
      'mcp-eval.yaml:5:20: server.headers.x-a: unknown placeholder ${env:}',
    );
  });

  it('${spy.port} is the spy backend`s port', async () => {
    const r = await run({
      server: stdioServer(EXAMPLE, [], { OPS_API_URL: 'http://127.0.0.1:${spy.port}' }),
      mode: 'live',
      spy: { routes: [{ method: 'GET', path: '/clusters', json: [{ id: 'c1' }] }] },
      corpus: [
        corpusFile(`scenarios:
  - id: lists
    prompt: List my clusters.
    expect: { calls: [{ tool: list_clusters }] }
    gates: [{ no_mutation: true }]
`),
      ],
    });
    expect(r.row('lists').status).toBe('pass');
    expect(r.row('lists').requests).toHaveLength(1);
  });
});
