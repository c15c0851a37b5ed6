// `mcp-eval validate` sees everything at once: the config's, the placeholders', the corpus's and
// the server's problems in one run, each at file:line:column; the literal arguments of expected
// calls against the tool's inputSchema (names, enum, type, format) with "did you mean"; answer
// facts no stub gives; and --no-server, which checks against the catalog or says it did not.
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SERVER, runCli, workspace } from './run-cli.js';

const server = `server:
  command: node
  args: ["${EXAMPLE_SERVER}"]
  env:
    OPS_API_URL: "\${spy.url}"
    API_TOKEN: "\${env:API_TOKEN}"
`;

/** The problem lines of a failed validate, trimmed. */
const lines = (stderr: string) => stderr.split('\n').map((l) => l.trim());

describe('validate: four mistakes in four stages, one run', () => {
  it('reports the config, placeholder, corpus and server problems together, with positions', async () => {
    const dir = workspace({
      'mcp-eval.yaml': `${server}mode: fast\ncorpus: ["c.yaml"]\n`,
      // A scenario that breaks the corpus schema is not loaded: the tool mistake is another's.
      'c.yaml': `scenarios:
  - id: list
    prompt: Which clusters do I have?
    colour: blue
  - id: get
    prompt: Show me cluster c1
    expect: { calls: [{ tool: list_clustrs }] }
`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const got = lines(r.stderr);
    expect(got[0]).toBe('The corpus has 4 problem(s)');
    // config: a value its schema does not allow
    expect(got).toContain('mcp-eval.yaml:7:1: mode: Invalid option: expected one of "live"|"stub"');
    // placeholder: a variable the environment does not set
    expect(got).toContain(
      'mcp-eval.yaml:6:17: server.env.API_TOKEN: ${env:API_TOKEN}: the environment variable API_TOKEN is not set',
    );
    // corpus: a field scenarios do not have
    expect(got).toContain('c.yaml:4:5: scenarios[0].colour: unknown field "colour"');
    // server: a tool its tools/list lacks, with the nearest name
    expect(got).toContain(
      `c.yaml:7:25: scenarios[1].expect.calls[0].tool: tool "list_clustrs" is not in the server's tools/list (did you mean "list_clusters"?)`,
    );
  });

  it('a config that names no server is one problem among the others', async () => {
    const dir = workspace({
      'mcp-eval.yaml': `corpus: ["c.yaml"]\n`,
      'c.yaml': `scenarios:\n  - id: a\n    prompt: Hi\n    colour: blue\n`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([
      'The corpus has 2 problem(s)',
      'c.yaml:4:5: scenarios[0].colour: unknown field "colour"',
      'mcp-eval.yaml: the config names no server: set `server.command`, `server.url` or `catalog`',
      '',
    ]);
  });

  it('the server that cannot start is one problem among the others', async () => {
    const dir = workspace({
      'mcp-eval.yaml': `server: { command: node, args: ["-e", "process.exit(3)"] }\ncorpus: ["c.yaml"]\n`,
      'c.yaml': `scenarios:\n  - id: a\n    prompt: Hi\n    colour: blue\n`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    const got = lines(r.stderr);
    expect(got[0]).toBe('The corpus has 2 problem(s)');
    expect(got).toContain('c.yaml:4:5: scenarios[0].colour: unknown field "colour"');
    expect(got.some((l) => /^mcp-eval\.yaml:1:\d+: server: .*exit/.test(l))).toBe(true);
  });
});

describe("validate: expected arguments against the tool's inputSchema", () => {
  it('names an argument the tool lacks, with the nearest name, and a value of the wrong type', async () => {
    const dir = workspace({
      'mcp-eval.yaml': `${server.replace(/ {4}API_TOKEN.*\n/, '')}corpus: ["c.yaml"]\n`,
      'c.yaml': `scenarios:
  - id: create
    prompt: Create cluster analytics in eu-west-1 with three nodes
    expect:
      calls:
        - tool: create_cluster
          args:
            nmae: analytics
            region: eu-west-1
            nodes: "3"
            labels: [{ key: team, valeu: data }]
            gone: { $absent: true }
  - id: restart
    prompt: Restart c1, I confirm
    expect: { calls: [{ tool: restart_cluster, args: { id: c1, confirm: "yes" } }] }
`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    const got = lines(r.stderr);
    expect(got).toEqual(
      expect.arrayContaining([
        `c.yaml:8:13: scenarios[0].expect.calls[0].args.nmae: the tool's inputSchema has no argument "nmae" (did you mean "name"?) (tool create_cluster)`,
        `c.yaml:10:13: scenarios[0].expect.calls[0].args.nodes: "3" is a string; the tool's inputSchema wants integer (tool create_cluster)`,
        `c.yaml:11:35: scenarios[0].expect.calls[0].args.labels[0].valeu: the tool's inputSchema has no argument "valeu" (did you mean "value"?) (tool create_cluster)`,
        `c.yaml:15:64: scenarios[1].expect.calls[0].args.confirm: "yes" is a string; the tool's inputSchema wants boolean (tool restart_cluster)`,
      ]),
    );
    // `$absent` on a name the tool lacks is true whatever the model does; `name` is missing
    // because it is misspelt, not reported twice.
    expect(r.stderr).not.toContain('gone');
    expect(got[0]).toBe('The corpus has 4 problem(s)');
  });

  const catalog = JSON.stringify({
    tools: [
      {
        name: 'book',
        description: 'Books a slot',
        annotations: { readOnlyHint: false, destructiveHint: false },
        inputSchema: {
          type: 'object',
          properties: {
            region: { type: 'string', enum: ['eu-west-1', 'us-east-1'], description: 'Region' },
            when: { type: 'string', format: 'date-time' },
            contact: { type: 'string', format: 'email' },
            size: { type: 'integer', minimum: 1 },
          },
          required: ['region'],
        },
      },
      {
        name: 'tag',
        description: 'Tags anything',
        annotations: { readOnlyHint: false, destructiveHint: false },
        inputSchema: {
          type: 'object',
          properties: { id: { type: 'string' } },
          additionalProperties: true,
        },
      },
    ],
  });
  const corpus = `scenarios:
  - id: book
    mode: stub
    prompt: Book eu-west-2 tomorrow
    expect:
      calls:
        - tool: book
          args: { region: eu-west-2, when: tomorrow, contact: someone@example.com, size: 0 }
  - id: fine
    mode: stub
    prompt: Book us-east-1 at noon, tag it
    expect:
      calls:
        - tool: book
          args: { region: { $oneOf: [us-east-1, eu-west-1] }, when: "2026-12-03T12:00:00Z" }
        - { tool: tag, args: { id: b1, colour: blue } }
`;

  it('with --no-server, checks against the catalog: enum (with the nearest value), format, bounds', async () => {
    const dir = workspace({
      'mcp-eval.yaml': `catalog: tools.json\ncorpus: ["c.yaml"]\n`,
      'tools.json': catalog,
      'c.yaml': corpus,
    });
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    const got = lines(r.stderr);
    expect(got).toEqual([
      'The corpus has 3 problem(s)',
      'c.yaml:8:19: scenarios[0].expect.calls[0].args.region: "eu-west-2" is not one of the values the tool\'s inputSchema allows: "eu-west-1", "us-east-1" (did you mean "eu-west-1"?) (tool book)',
      'c.yaml:8:38: scenarios[0].expect.calls[0].args.when: "tomorrow" is not a valid date-time (the format the tool\'s inputSchema gives it) (tool book)',
      "c.yaml:8:84: scenarios[0].expect.calls[0].args.size: 0 must be >= 1 (the tool's inputSchema) (tool book)",
      '',
    ]);
  });
});

describe('validate: a pydantic-style schema ($defs, nullable anyOf)', () => {
  it('follows $ref into nested models and accepts null where the schema allows it', async () => {
    const dir = workspace({
      'mcp-eval.yaml': `catalog: tools.json\ncorpus: ["c.yaml"]\n`,
      'tools.json': JSON.stringify({
        tools: [
          {
            name: 'move',
            description: 'Moves a thing',
            annotations: { readOnlyHint: false, destructiveHint: false },
            inputSchema: {
              type: 'object',
              properties: {
                target: { $ref: '#/$defs/Target' },
                note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
              },
              $defs: {
                Target: {
                  type: 'object',
                  properties: { zone: { type: 'string', enum: ['north', 'south'] } },
                  additionalProperties: false,
                },
              },
            },
          },
        ],
      }),
      'c.yaml': `scenarios:
  - id: move
    mode: stub
    prompt: Move it to the east
    expect:
      calls:
        - tool: move
          args: { target: { zone: east, zome: north }, note: null }
`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([
      'The corpus has 2 problem(s)',
      `c.yaml:8:29: scenarios[0].expect.calls[0].args.target.zone: "east" is not one of the values the tool's inputSchema allows: "north", "south" (tool move)`,
      `c.yaml:8:41: scenarios[0].expect.calls[0].args.target.zome: the tool's inputSchema has no argument "zome" (did you mean "zone"?) (tool move)`,
      '',
    ]);
  });
});

describe('validate --no-server', () => {
  const files = {
    'mcp-eval.yaml': `${server}corpus: ["c.yaml"]\n`,
    'c.yaml': `scenarios:\n  - id: a\n    prompt: List\n    expect: { calls: [{ tool: no_such_tool }] }\n`,
  };

  it('without a catalog: says the tools were not checked, and an unset ${env:NAME} is a warning', async () => {
    const r = await runCli(['validate', '--no-server'], workspace(files));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'OK: 1 scenario(s) valid (tool names and argument schemas not checked: --no-server, and the config has no `catalog`)\n',
    );
    expect(r.stderr).toContain(
      'warning: mcp-eval.yaml:6:17: server.env.API_TOKEN: ${env:API_TOKEN}: the environment variable API_TOKEN is not set',
    );
  });

  it('with the server, the same variable is an error, and the tools are still checked', async () => {
    const r = await runCli(['validate'], workspace(files));
    expect(r.code).toBe(2);
    const got = lines(r.stderr);
    expect(got).toContain(
      'mcp-eval.yaml:6:17: server.env.API_TOKEN: ${env:API_TOKEN}: the environment variable API_TOKEN is not set',
    );
    expect(
      got.some((l) => l.includes('tool "no_such_tool" is not in the server\'s tools/list')),
    ).toBe(true);
  });
});

describe('validate: answer facts in stub mode', () => {
  it('warns about a fact no stub and no user message gives, and accepts the others', async () => {
    const dir = workspace({
      'mcp-eval.yaml': `catalog: tools.json\ncorpus: ["c.yaml"]\n`,
      'tools.json': JSON.stringify({
        tools: [
          {
            name: 'count_pods',
            description: 'Counts pods',
            annotations: { readOnlyHint: true },
            inputSchema: { type: 'object', properties: { ns: { type: 'string' } } },
          },
        ],
      }),
      'c.yaml': `scenarios:
  - id: pods
    mode: stub
    prompt: How many pods are in test-1?
    expect:
      calls: [{ tool: count_pods, stub: { namespace: test-1, pods: 14 } }]
      answer: { includes: ["14 pods", "test-1", "healthy"], mode: strict }
  - id: loose
    mode: stub
    prompt: How many pods?
    expect:
      calls: [{ tool: count_pods, stub: { pods: 3 } }]
      answer: { includes: ["3", "three hundred"], mode: loose }
`,
    });
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(0);
    const warnings = lines(r.stderr).filter((l) => l.startsWith('warning:'));
    expect(warnings).toEqual([
      'warning: c.yaml:7:49: scenarios[0].expect.answer.includes[2]: scenario "pods" runs in stub mode, but no stub of it and no user message says "healthy": the model cannot know it',
    ]);
  });
});
