import { describe, expect, it } from 'vitest';
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
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /mcp-eval\.yaml:2:1: mode: Invalid option: expected one of "live"\|"stub"/,
    );
  });
});
