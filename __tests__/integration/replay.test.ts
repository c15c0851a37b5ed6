// The replay provider as an honest self-test, against real servers: its arguments satisfy the
// matchers with the types the tool's inputSchema gives them, required arguments are filled, and
// a call the server rejects fails the row with the server's own message.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, corpusFile, EXAMPLE, run, SERVERS, stdioServer, tempDir } from './helpers.js';

afterEach(cleanup);

describe('replay against the example server', () => {
  const example = (yaml: string) =>
    run({
      server: stdioServer(EXAMPLE, [], { OPS_API_URL: '${spy.url}' }),
      mode: 'live',
      spy: {
        routes: [
          { method: 'POST', path: '/clusters', status: 201, json: { id: 'c3' } },
          { method: 'GET', path: '/clusters/*', status: 404, json: { error: 'cluster not found' } },
        ],
      },
      corpus: [corpusFile(yaml)],
    });

  it('fails a row whose call the server rejects, quoting the server', async () => {
    const r = await example(`scenarios:
  - id: too-many-nodes
    prompt: Create cluster a in eu-west-1 with 500 nodes.
    expect: { calls: [{ tool: create_cluster, args: { name: a, region: eu-west-1, nodes: 500 } }] }
  - id: unknown-id
    prompt: Tell me about cluster c9.
    expect: { calls: [{ tool: get_cluster, args: { id: c9 } }] }
`);
    const nodes = r.row('too-many-nodes');
    expect(nodes.status).toBe('fail');
    // The server's own JSON-RPC error (invalid params), quoted whole.
    expect(nodes.reason).toBe(
      'replay: the server rejected create_cluster: MCP error -32602: Input validation error: Invalid arguments for tool create_cluster: Too big: expected number to be <=50 at nodes',
    );
    // The arguments are the expected ones, but a call the server refused did not run: it
    // fulfils no step, and selection and args say why.
    expect(nodes.checks.find((c) => c.check === 'args')?.reason).toMatch(
      /^create_cluster was called but the server rejected its arguments: MCP error -32602: Input validation error: .*<=50 at nodes$/,
    );
    expect(nodes.checks.find((c) => c.check === 'selection')).toMatchObject({
      passed: false,
      reason: expect.stringMatching(
        /^expected create_cluster; create_cluster was called but the server rejected its arguments: MCP error -32602: Input validation error/,
      ),
    });

    const unknown = r.row('unknown-id');
    expect(unknown.status).toBe('fail');
    expect(unknown.reason).toBe(
      'replay: the server rejected get_cluster: GET /clusters/c9 returned HTTP 404: {"error":"cluster not found"}',
    );
  });

  it('accepts the error an expected call is marked with, and only that one', async () => {
    const r = await example(`scenarios:
  - id: expected-404
    prompt: Tell me about cluster c9.
    expect:
      calls: [{ tool: get_cluster, args: { id: c9 }, error: NOT FOUND }]
      answer: { includes: [not found] }
  - id: any-error
    prompt: Tell me about cluster c9.
    expect: { calls: [{ tool: get_cluster, args: { id: c9 }, error: true }] }
  - id: another-error
    prompt: Tell me about cluster c9.
    expect: { calls: [{ tool: get_cluster, args: { id: c9 }, error: permission denied }] }
`);
    expect(r.row('expected-404').status).toBe('pass');
    expect(r.row('any-error').status).toBe('pass');
    expect(r.row('another-error').reason).toBe(
      'replay: the server rejected get_cluster: GET /clusters/c9 returned HTTP 404: {"error":"cluster not found"} (the corpus expects an error containing "permission denied")',
    );
  });

  it('sends values of the schema type and fills the required arguments left out', async () => {
    const r = await example(`scenarios:
  - id: create
    prompt: Create a small analytics cluster.
    expect:
      calls:
        - tool: create_cluster
          args: { name: { $regex: "^[a-z][a-z0-9-]{2,8}$" }, nodes: { $approx: 4.2, $tol: 0.5 } }
`);
    const row = r.row('create');
    expect(row.reason).toBe('all checks passed');
    expect(row.status).toBe('pass');
    const { args, error } = row.calls[0];
    expect(error).toBeUndefined();
    // nodes is an integer in the schema; region is required and was not in the expectation.
    expect(args).toEqual({
      name: expect.stringMatching(/^[a-z][a-z0-9-]{2,8}$/),
      nodes: 4,
      region: 'example',
    });
    expect(row.requests.map((q) => [q.method, q.path, q.body])).toEqual([
      ['POST', '/clusters', { name: args.name, region: 'example', nodes: 4 }],
    ]);
  });
});

describe('replay against @modelcontextprotocol/server-memory', () => {
  it('sends an array of schema-valid entities for $nonEmpty, and fails on a rejected shape', async () => {
    const graph = path.join(tempDir('replay-memory'), 'graph.jsonl');
    const r = await run({
      server: stdioServer(SERVERS.memory, [], { MEMORY_FILE_PATH: graph }),
      mode: 'live',
      concurrency: 1,
      corpus: [
        corpusFile(`scenarios:
  - id: remember-anything
    prompt: Remember something.
    expect: { calls: [{ tool: create_entities, args: { entities: { $nonEmpty: true } } }] }
  - id: search-anything
    prompt: Search my memory.
    expect: { calls: [{ tool: search_nodes, args: { query: { $any: true } } }] }
  - id: entities-as-text
    prompt: Remember Ada.
    expect: { calls: [{ tool: create_entities, args: { entities: Ada } }] }
`),
      ],
    });
    const remember = r.row('remember-anything');
    expect(remember.status).toBe('pass');
    expect(remember.calls[0].args).toEqual({
      entities: [{ name: 'example', entityType: 'example', observations: [] }],
    });
    expect(r.row('search-anything').calls[0].args).toEqual({ query: 'example' });
    expect(r.row('search-anything').status).toBe('pass');

    const text = r.row('entities-as-text');
    expect(text.status).toBe('fail');
    expect(text.reason).toBe(
      'replay: the server rejected create_entities: MCP error -32602: Input validation error: Invalid arguments for tool create_entities: Invalid input: expected array, received string at entities',
    );
    // server-memory's refusal is an input validation error result: recorded as a rejection,
    // which fulfils no step.
    expect(text.calls[0].rejected).toBe(true);
    expect(text.checks.find((c) => c.check === 'selection')?.passed).toBe(false);
    expect(remember.calls[0].rejected).toBeUndefined();
  });
});
