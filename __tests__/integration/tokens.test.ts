// The token cost of a real server's tool surface and of its tool results, through the whole
// engine: the example server and @modelcontextprotocol/server-everything, live over stdio.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { tokensOf } from '../../src/mcp/tokens.js';
import { compareReports } from '../../src/compare/index.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/model/report.js';
import {
  cleanup,
  corpusFile,
  EXAMPLE,
  exampleConfig,
  run,
  SERVERS,
  stdioServer,
  tempDir,
  writeTree,
} from './helpers.js';

afterEach(cleanup);

type Listed = { name: string; description?: string; inputSchema: unknown; outputSchema?: unknown };

/** tools/list as an independent MCP client reads it, without the engine. */
async function listTools(args: string[], env: Record<string, string> = {}): Promise<Listed[]> {
  const client = new Client({ name: 'tokens-test', version: '1' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args,
      env: { PATH: process.env.PATH ?? '', ...env },
    }),
  );
  try {
    return (await client.listTools()).tools as Listed[];
  } finally {
    await client.close();
  }
}

/** What the report says it counts for a tool: the JSON a host sends. */
const hostJson = (t: Listed) =>
  tokensOf(
    JSON.stringify({
      name: t.name,
      ...(t.description !== undefined ? { description: t.description } : {}),
      inputSchema: t.inputSchema,
    }),
  );

/** Each tool's figures must be those of the real tools/list; the total their sum. */
function expectSurface(report: Report, listed: Listed[]) {
  const tokens = report.tokens!;
  expect(tokens.encoding).toBe('o200k_base');
  expect(tokens.tools.map((t) => t.name)).toEqual(listed.map((t) => t.name));
  for (const t of listed) {
    const got = tokens.tools.find((x) => x.name === t.name)!;
    expect(got.total, t.name).toBe(hostJson(t));
    expect(got.input, t.name).toBe(tokensOf(JSON.stringify(t.inputSchema)));
    expect(got.output, t.name).toBe(
      t.outputSchema ? tokensOf(JSON.stringify(t.outputSchema)) : undefined,
    );
  }
  expect(tokens.total).toBe(tokens.tools.reduce((n, t) => n + t.total, 0));
}

const LIST_ONE = `
scenarios:
  - id: list
    prompt: Which clusters do I have?
    expect: { calls: [{ tool: list_clusters }] }
`;
const ROUTES = {
  routes: [
    {
      method: 'GET',
      path: '/clusters',
      json: Array.from({ length: 40 }, (_, i) => ({ id: `c${i}`, name: `cluster-${i}` })),
    },
  ],
};

describe('the example server, live', () => {
  it('reports tools/list per tool and in total, in report.json and report.md', async () => {
    const listed = await listTools([EXAMPLE], { OPS_API_URL: 'http://127.0.0.1:9' });
    const { report, written, markdown } = await run(
      exampleConfig({ spy: ROUTES, corpus: [corpusFile(LIST_ONE)] }),
    );
    expectSurface(report, listed);
    expect(written.tokens).toEqual(report.tokens);
    expect(markdown).toContain(
      `### Tool surface: ${report.tokens!.total.toLocaleString('en-US')} tokens (${listed.length} tool(s), o200k_base)`,
    );
    expect(markdown).toMatch(/\| `list_clusters` \| \d+ \| \d+ \| \d+ \|/);
    // The live result is measured on its call record and in the summary line.
    const call = report.results[0].calls[0];
    expect(call.tokens).toBe(tokensOf(call.result!));
    expect(report.tokens!.results).toEqual({
      measured: 1,
      pastCap: 0,
      largest: {
        tokens: call.tokens,
        tool: 'list_clusters',
        scenario: 'list',
        provider: 'replay',
        repetition: 0,
      },
    });
    expect(markdown).toContain(`Tool results: largest ${call.tokens} tokens`);
  });

  it('flags a result past a small configured cap on its row, without failing or crashing', async () => {
    const { report, markdown } = await run(
      exampleConfig({ spy: ROUTES, corpus: [corpusFile(LIST_ONE)], result_token_cap: 50 }),
    );
    const row = report.results[0];
    expect(row.status).toBe('pass');
    expect(row.calls[0].tokens).toBeGreaterThan(50);
    expect(row.calls[0].pastCap).toBe(50);
    expect(report.tokens).toMatchObject({ resultCap: 50, results: { measured: 1, pastCap: 1 } });
    expect(markdown).toContain(
      '### Tool errors, unrouted requests and results past the token cap (1 row(s))',
    );
    expect(markdown).toContain(
      `result of \`list_clusters\` is ${row.calls[0].tokens} tokens, past the 50-token cap (result_token_cap)`,
    );
    // No budget set: the cap is a note, not a threshold.
    expect(report.thresholds).toEqual({ met: true, checks: [] });
  });

  it('checks budgets like thresholds and reports them', async () => {
    const { report, markdown } = await run(
      exampleConfig({
        spy: ROUTES,
        corpus: [corpusFile(LIST_ONE)],
        budgets: { tools_tokens: 10, result_tokens: 1_000_000 },
      }),
    );
    const largest = report.tokens!.results!.largest!.tokens;
    expect(report.thresholds.met).toBe(false);
    expect(report.thresholds.checks).toEqual([
      {
        scope: 'budget',
        key: 'tools_tokens',
        required: 10,
        actual: report.tokens!.total,
        met: false,
      },
      { scope: 'budget', key: 'result_tokens', required: 1_000_000, actual: largest, met: true },
    ]);
    expect(report.tokens!.budgets).toEqual({ tools_tokens: 10, result_tokens: 1_000_000 });
    expect(markdown).toContain('### Thresholds not met');
    expect(markdown).toContain(
      `| budget: tools_tokens | ≤ 10 tokens | ${report.tokens!.total.toLocaleString('en-US')} tokens |`,
    );
  });
});

describe('@modelcontextprotocol/server-everything, live', () => {
  it('reports each tool, the output schema apart where one is declared', async () => {
    const listed = await listTools([SERVERS.everything]);
    const corpus = corpusFile(`
scenarios:
  - id: echo
    prompt: Echo hi.
    expect: { calls: [{ tool: echo, args: { message: hi } }] }
`);
    const { report, markdown } = await run({
      server: stdioServer(SERVERS.everything),
      mode: 'live',
      corpus: [corpus],
    });
    expect(report.results[0].status).toBe('pass');
    expectSurface(report, listed);
    const structured = report.tokens!.tools.find((t) => t.name === 'get-structured-content');
    expect(structured?.output).toBeGreaterThan(0);
    expect(report.tokens!.tools.find((t) => t.name === 'echo')?.output).toBeUndefined();
    expect(markdown).toContain(
      '| tool | name + description | input schema | output schema | total |',
    );
    expect(report.results[0].calls[0].tokens).toBe(tokensOf('Echo: hi'));
  });
});

describe('a comparison', () => {
  it('shows the tool surface base → head when a description grows', async () => {
    const dir = tempDir('catalogs');
    const tool = (description: string) => [
      { name: 'ping', description: 'Ping.', inputSchema: { type: 'object' } },
      {
        name: 'search',
        description,
        inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
      },
    ];
    writeTree(dir, {
      'base.json': JSON.stringify(tool('Search the docs.')),
      'head.json': JSON.stringify(
        tool(
          'Search the docs. Use it for any question about the product, its API, its pricing and its changelog; quote what it returns.',
        ),
      ),
    });
    const corpus = corpusFile(`
scenarios:
  - id: ping
    mode: stub
    prompt: Ping.
    expect: { calls: [{ tool: ping, stub: pong }] }
`);
    const base = await run({ catalog: `${dir}/base.json`, corpus: [corpus] });
    const head = await run({ catalog: `${dir}/head.json`, corpus: [corpus] });
    const c = compareReports(base.report, head.report, 'base');
    const b = base.report.tokens!;
    const h = head.report.tokens!;
    expect(h.total).toBeGreaterThan(b.total);
    expect(c.tokens).toEqual({
      encoding: 'o200k_base',
      base: b.total,
      head: h.total,
      tools: [
        { name: 'search', base: b.tools[1].total, head: h.tools[1].total },
        { name: 'ping', base: b.tools[0].total, head: h.tools[0].total },
      ],
    });
    const grew = h.tools[1].total - b.tools[1].total;
    const md = renderMarkdown({ ...head.report, comparison: c });
    const section = md.slice(md.indexOf('#### Tool surface tokens')).split('\n\n');
    expect(section[0]).toBe(
      `#### Tool surface tokens (o200k_base): ${b.total} → ${h.total} (+${grew})`,
    );
    expect(section[1]).toContain(
      `| \`search\` | ${b.tools[1].total} | ${h.tools[1].total} | +${grew} |`,
    );
    // A tool whose cost did not change is left out of the comparison's table.
    expect(section[1]).not.toContain('`ping`');
  });
});
