import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { EXAMPLE_SERVER, ROOT, runCli, workspace } from './run-cli.js';

const config = (corpus = '"*.yaml"') => `
server: { command: node, args: ["${EXAMPLE_SERVER}"], env: { OPS_API_URL: "\${spy.url}" } }
corpus: [${corpus}]
vars: { CLUSTER: c1 }
`;

describe('mcp-eval validate', () => {
  it('accepts the example corpus', async () => {
    const r = await runCli(['validate'], ROOT);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^OK: \d+ scenario\(s\) valid/);
    expect(r.code).toBe(0);
  });

  it('warns, with file and line, about request gates the spy cannot see', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config(),
      'a.yaml': `scenarios:
  - id: seen
    prompt: Delete c1
    gates: [{ no_mutation: true }]
  - id: stubbed
    mode: stub
    prompt: Delete c1
    gates: [{ no_request: { method: DELETE } }]
`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      'warning: a.yaml:5: scenario "stubbed": no_request cannot observe (the scenario runs in stub mode',
    );
    expect(r.stderr).not.toContain('"seen"');
  });

  it('warns when a stateful server could be declared stateless: no live scenario expects two calls', async () => {
    const single = `scenarios:
  - id: one
    prompt: Get c1
    expect: { calls: [{ tool: get_cluster, args: { id: c1 } }] }
  - id: asks
    prompt: Create a cluster
    expect: { clarification: true }
`;
    const two = `  - id: two
    prompt: Get c1, then its status
    expect: { calls: [{ tool: get_cluster }, { tool: cluster_status }] }
`;
    const hint = 'set `server.stateless: true`';
    const warned = await runCli(
      ['validate'],
      workspace({ 'mcp-eval.yaml': config(), 'a.yaml': single }),
    );
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain(
      'none of the 2 live scenario(s) expects more than one tool call',
    );
    expect(warned.stderr).toContain(hint);
    // A scenario whose second call may read what the first left: the server's state matters.
    const multi = await runCli(
      ['validate'],
      workspace({ 'mcp-eval.yaml': config(), 'a.yaml': single + two }),
    );
    expect(multi.stderr).not.toContain(hint);
    const stateless = config().replace(
      'OPS_API_URL: "${spy.url}" }',
      'OPS_API_URL: "${spy.url}" }, stateless: true',
    );
    const declared = await runCli(
      ['validate'],
      workspace({ 'mcp-eval.yaml': stateless, 'a.yaml': single }),
    );
    expect(declared.stderr).not.toContain(hint);
    // Stub mode never calls the server: nothing to declare.
    const stub = await runCli(
      ['validate'],
      workspace({ 'mcp-eval.yaml': config() + 'mode: stub\n', 'a.yaml': single }),
    );
    expect(stub.stderr).not.toContain(hint);
  });

  it('reports every problem at once with file, line and field, and exits 2', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config(),
      'a.yaml': `scenarios:
  - id: one
    prompt: List clusters
    expect: { calls: [{ tool: list_clusters }] }
  - id: two
    prompt: Get {CLUSTER} and {MISSING_VAR}
    expect: { calls: [{ tool: get_cluster, args: { id: "{CLUSTER}" } }] }
    colour: blue
  - id: three
    prompt: 42
    repeat: many
`,
      'b.yaml': `scenarios:
  - id: one
    prompt: again
  - id: four
    prompt: Launch the rockets
    expect:
      calls:
        - { tool: launch_rockets }
`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const lines = r.stderr.split('\n');
    const has = (re: RegExp) =>
      expect(
        lines.some((l) => re.test(l)),
        `${re} in\n${r.stderr}`,
      ).toBe(true);
    has(/^\s+a\.yaml:6:5: scenarios\[1\]\.prompt: unresolved placeholder \{MISSING_VAR\}/);
    has(/^\s+a\.yaml:8:5: scenarios\[1\]\.colour: unknown field "colour"/);
    has(/^\s+a\.yaml:10:5: scenarios\[2\]\.prompt: .*expected string/);
    has(/^\s+a\.yaml:11:5: scenarios\[2\]\.repeat: .*expected number/);
    has(/^\s+b\.yaml:2:5: id: duplicate id "one" \(first at a\.yaml:2:5\)/);
    // Tool names are checked too, in the same report as the schema problems.
    has(
      /^\s+b\.yaml:8:13: scenarios\[1\]\.expect\.calls\[0\]\.tool: tool "launch_rockets" is not in/,
    );
  });

  it('names an expected tool the server does not list, at its own line', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config(),
      'c.yaml': `scenarios:
  - id: rockets
    prompt: Launch the rockets
    expect:
      calls:
        - { tool: list_clusters }
        - { tool: launch_rockets }
`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /c\.yaml:7:13: scenarios\[0\]\.expect\.calls\[1\]\.tool: tool "launch_rockets" is not in the server's tools\/list/,
    );
  });

  it('reports matchers no value can satisfy, and invalid $flags, at their line', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config(),
      'm.yaml': `scenarios:
  - id: never
    prompt: Create something
    expect:
      calls:
        - tool: create_cluster
          args:
            name: { $oneOf: [] }
            region: { $regex: "a^b" }
  - id: flags
    prompt: Get c1
    expect:
      calls:
        - tool: get_cluster
          args: { id: { $regex: "^c", $flags: "x" } }
`,
    });
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr).toContain(
      'm.yaml:8:13: scenarios[0].expect.calls[0].args.name: $oneOf lists no value: nothing can match it',
    );
    expect(r.stderr).toContain(
      'm.yaml:9:13: scenarios[0].expect.calls[0].args.region: no string that $regex /a^b/ matches could be generated',
    );
    expect(r.stderr).toContain(
      'm.yaml:15:19: scenarios[1].expect.calls[0].args.id: $flags "x" are not JavaScript RegExp flags',
    );
  });

  it("checks matchers against the types of the server's tool schemas", async () => {
    const dir = workspace({
      'mcp-eval.yaml': config(),
      't.yaml': `scenarios:
  - id: typed
    prompt: Create a cluster
    expect:
      calls:
        - tool: create_cluster
          args:
            name: { $regex: "^[a-z]+$", $flags: i }
            nodes: { $regex: "^[a-z]+$" }
            region: { $absent: true }
        - tool: restart_cluster
          args: { id: c1, confirm: { $oneOf: [yes, "true"] } }
`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    const lines = r.stderr.split('\n').map((l) => l.trim());
    expect(lines).toContain(
      "t.yaml:9:13: scenarios[0].expect.calls[0].args.nodes: $regex /^[a-z]+$/ matches no integer, the type the tool's inputSchema gives this argument (tool create_cluster)",
    );
    expect(lines).toContain(
      't.yaml:10:13: scenarios[0].expect.calls[0].args.region: the tool requires this argument: it cannot be absent (tool create_cluster)',
    );
    expect(lines).toContain(
      `t.yaml:12:27: scenarios[0].expect.calls[1].args.confirm: {"$oneOf":["yes","true"]} matches no boolean, the type the tool's inputSchema gives this argument (tool restart_cluster)`,
    );
    // The same corpus is fine without a server to type it: only the schemas rule these out.
    expect((await runCli(['validate', '--no-server'], dir)).code).toBe(0);
  });

  it('gives a YAML syntax error with its line and column', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config(),
      'bad.yaml': 'scenarios:\n  - id: x\n    prompt: [unclosed\n',
    });
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:\d+:\d+: syntax error: /);
  });

  it('validates JSON corpora the same way', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config('"*.json"'),
      'c.json': JSON.stringify(
        {
          scenarios: [
            { id: 'j', prompt: 'hi', expect: { calls: [{ tool: 'list_clusters', argz: {} }] } },
          ],
        },
        null,
        2,
      ),
    });
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /c\.json:10:13: scenarios\[0\]\.expect\.calls\[0\]\.argz: unknown field "argz"/,
    );
  });

  it('names a bad config field', async () => {
    const dir = workspace({
      'mcp-eval.yaml': 'server: { command: node }\nmode: fast\ncorpus: ["*.yaml"]\n',
    });
    // The rest of the config is still used: without --no-server, `node` would be started.
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /mcp-eval\.yaml:2:1: mode: Invalid option: expected one of "live"\|"stub"/,
    );
  });
});

describe("mcp-eval validate: the lint of the server's tools", () => {
  const tool = (t: Record<string, unknown>) => ({
    description: 'Does a thing',
    inputSchema: { type: 'object' },
    annotations: { readOnlyHint: true },
    ...t,
  });
  const catalog = JSON.stringify({
    tools: [
      tool({ name: 'fine' }),
      tool({ name: 'delete_item', annotations: undefined }),
      tool({ name: 'archive', annotations: { openWorldHint: false } }),
      tool({ name: 'tag', annotations: { destructiveHint: false } }),
      tool({ name: 'purge', annotations: { readOnlyHint: false } }),
      tool({ name: 'list items' }),
      tool({ name: 'x'.repeat(129) }),
      tool({ name: 'fine' }),
      tool({ name: 'blank', description: '  ' }),
      tool({ name: 'odd', annotations: { readOnlyHint: 'yes' } }),
      tool({
        name: 'move',
        inputSchema: {
          type: 'object',
          properties: { from: { type: 'string', description: 'Source' }, to: { type: 'string' } },
          required: ['from', 'to'],
        },
      }),
    ],
  });
  const files = {
    'mcp-eval.yaml': 'catalog: tools.json\ncorpus: ["c.yaml"]\n',
    'tools.json': catalog,
    'c.yaml':
      'scenarios:\n  - id: a\n    mode: stub\n    prompt: Do it\n    expect: { calls: [{ tool: fine }] }\n',
  };
  const expected = [
    'tools.json: tools[1]: tool "delete_item" declares no annotations: by the MCP spec\'s defaults a client reads it as a write tool that may destroy (readOnlyHint false, destructiveHint true)',
    'tools.json: tools[2]: tool "archive" declares neither readOnlyHint nor destructiveHint: by the MCP spec\'s defaults a client reads it as a write tool that may destroy (readOnlyHint false, destructiveHint true)',
    'tools.json: tools[3]: tool "tag" declares no readOnlyHint: by the MCP spec\'s default (false) a client reads it as a write tool',
    'tools.json: tools[4]: tool "purge" is a write tool (readOnlyHint false) without destructiveHint: by the MCP spec\'s default (true) a client reads it as one that may destroy',
    'tools.json: tools[5]: tool "list items" has a name with " ": the MCP spec\'s tool names SHOULD be 1 to 128 characters of A-Z a-z 0-9 _ - .',
    `tools.json: tools[6]: tool "${'x'.repeat(129)}" has a name 129 characters long`,
    'tools.json: tools[7]: tool "fine" is listed again (first as tools[0]): tool names SHOULD be unique within a server',
    'tools.json: tools[8]: tool "blank" has no description',
    'tools.json: tools[9]: tool "odd" has readOnlyHint "yes": hints are true or false',
    'tools.json: tools[10]: tool "move" has required argument(s) without a description: to ',
  ];

  it('warns about each problem, naming the tool, and still passes', async () => {
    const r = await runCli(['validate'], workspace(files));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("OK: 1 scenario(s) valid; 10 warning(s) about the server's tools\n");
    const warnings = r.stderr.trimEnd().split('\n');
    expect(warnings).toHaveLength(expected.length);
    expected.forEach((w, i) => expect(warnings[i]).toContain(`warning: ${w}`));
  });

  it('fails with --strict, listing them', async () => {
    const r = await runCli(['validate', '--strict'], workspace(files));
    expect(r.code).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toContain("The server's tools have 10 problem(s)");
    expected.forEach((w, i) => expect(lines[i + 1]).toContain(`  ${w}`));
  });

  it('finds server-filesystem (live) annotated, and names the required arguments it leaves undescribed', async () => {
    const root = workspace({ 'a.txt': 'a' });
    const server = path.join(
      ROOT,
      'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js',
    );
    const dir = workspace({
      'mcp-eval.yaml': stringify({
        // Stateless (its state is the files): validate suggests nothing about it.
        server: { command: process.execPath, args: [server, root], stateless: true },
        corpus: ['c.yaml'],
      }),
      'c.yaml':
        'scenarios:\n  - id: a\n    prompt: Read a.txt\n    expect: { calls: [{ tool: read_text_file }] }\n',
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(0);
    const warnings = r.stderr.trimEnd().split('\n');
    // Its hints, names and descriptions are all there: only argument descriptions are missing.
    expect(
      warnings.filter((w) => !w.includes('has required argument(s) without a description')),
    ).toEqual([]);
    const undescribed = Object.fromEntries(
      warnings.map((w) => [
        /tool "(\w+)"/.exec(w)?.[1],
        /without a description: ([\w, ]+) \(/.exec(w)?.[1],
      ]),
    );
    expect(undescribed).toEqual({
      read_file: 'path',
      read_text_file: 'path',
      read_media_file: 'path',
      write_file: 'path, content',
      edit_file: 'path, edits',
      create_directory: 'path',
      list_directory: 'path',
      list_directory_with_sizes: 'path',
      directory_tree: 'path',
      move_file: 'source, destination',
      search_files: 'path, pattern',
      get_file_info: 'path',
    });
    expect(r.stdout).toBe("OK: 1 scenario(s) valid; 12 warning(s) about the server's tools\n");
  });
});
