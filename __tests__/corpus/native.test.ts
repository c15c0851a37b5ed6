// The native corpus format: what a file becomes (defaults merged, the run's settings as
// fallbacks, tiers derived, placeholders filled) and the problems a user sees for bad input.
import { describe, expect, it } from 'vitest';
import type { ScenarioBase } from '../../src/corpus/context.js';
import { loadNative } from '../../src/corpus/native.js';
import { isProblem, parseSource, type Source } from '../../src/corpus/source.js';
import { formatProblem } from '../../src/errors.js';

const BASE: ScenarioBase = { mode: 'live', max_steps: 8, repeat: 1, vars: {} };

function source(text: string, file = 'corpus/c.yaml'): Source {
  const s = parseSource(text, file);
  if (isProblem(s)) throw new Error(s.message);
  return s;
}

const load = (text: string, base: Partial<ScenarioBase> = {}) =>
  loadNative(source(text), { ...BASE, ...base });

/** The problems as a user reads them. */
const problems = (text: string, base: Partial<ScenarioBase> = {}) =>
  load(text, base).problems.map(formatProblem);

function only(text: string, base: Partial<ScenarioBase> = {}) {
  const { scenarios, problems } = load(text, base);
  expect(problems).toEqual([]);
  expect(scenarios).toHaveLength(1);
  return scenarios[0];
}

describe('native corpus: a scenario', () => {
  it('a prompt becomes one turn with the default expectation', () => {
    const s = only('scenarios:\n  - id: a\n    prompt: hi\n');
    expect(s).toEqual({
      id: 'a',
      origin: { file: 'corpus/c.yaml', line: 2, format: 'native', locate: expect.any(Function) },
      dir: 'corpus',
      category: undefined,
      tags: [],
      type: undefined,
      tier: 'selection',
      mode: 'live',
      timeout: undefined,
      repeat: 1,
      skip: undefined,
      known_failure: undefined,
      server: undefined,
      max_steps: 8,
      turns: [
        {
          user: 'hi',
          expect: {
            calls: undefined,
            order: 'strict',
            extra_calls: 'allow',
            clarification: undefined,
            answer: undefined,
          },
        },
      ],
      gates: [],
      observe: [],
      before: undefined,
      after: undefined,
      description: undefined,
    });
  });

  it('takes mode, timeout, repeat and max_steps from the run unless it sets them', () => {
    const base = { mode: 'stub' as const, timeout: 30, repeat: 2, max_steps: 4 };
    expect(only('scenarios: [{ id: a, prompt: hi }]', base)).toMatchObject(base);
    const own = only(
      'scenarios: [{ id: a, prompt: hi, mode: live, timeout: 5, repeat: 3, max_steps: 9 }]',
      base,
    );
    expect(own).toMatchObject({ mode: 'live', timeout: 5, repeat: 3, max_steps: 9 });
  });

  it('keeps what it says about itself', () => {
    const s = only(`scenarios:
  - id: a
    description: what it checks
    category: ops
    type: happy_path
    skip: not today
    before: ./setup.sh
    after: ./teardown.sh
    server: { env: { A: "1" }, args: [--x] }
    prompt: hi
`);
    expect(s).toMatchObject({
      description: 'what it checks',
      category: 'ops',
      type: 'happy_path',
      skip: 'not today',
      before: './setup.sh',
      after: './teardown.sh',
      server: { env: { A: '1' }, args: ['--x'] },
    });
  });

  it('known_failure: true gets a reason, a string is the reason, false is none', () => {
    const kf = (v: string) => only(`scenarios: [{ id: a, prompt: hi, known_failure: ${v} }]`);
    expect(kf('true').known_failure).toBe('known failure');
    expect(kf('"flaky upstream"').known_failure).toBe('flaky upstream');
    expect(kf('false').known_failure).toBeUndefined();
  });

  it('normalizes an expectation: defaults, first_call_only only when set, answer as a list', () => {
    const s = only(`scenarios:
  - id: a
    prompt: hi
    expect:
      calls: [{ tool: t, args: { x: 1 }, stub: { ok: 1 } }]
      order: any
      extra_calls: forbid
      first_call_only: true
      clarification: false
      answer: { includes: eu-west-1 }
`);
    expect(s.turns[0].expect).toEqual({
      calls: [{ tool: 't', args: { x: 1 }, stub: { ok: 1 } }],
      order: 'any',
      extra_calls: 'forbid',
      first_call_only: true,
      clarification: false,
      answer: { includes: ['eu-west-1'], mode: 'strict' },
    });
    const off = only(`scenarios:
  - id: a
    prompt: hi
    expect: { first_call_only: false, answer: { includes: [a, b], mode: loose } }
`);
    expect(off.turns[0].expect).not.toHaveProperty('first_call_only');
    expect(off.turns[0].expect.answer).toEqual({ includes: ['a', 'b'], mode: 'loose' });
  });

  it('reads clarification terms and the answer scope', () => {
    const s = only(`scenarios:
  - id: a
    turns:
      - { user: hi, expect: { clarification: { asks_for: region } } }
      - { user: ho, expect: { answer: { includes: x, scope: all } } }
`);
    expect(s.turns[0].expect.clarification).toEqual({ asks_for: ['region'] });
    expect(s.turns[1].expect.answer).toEqual({ includes: ['x'], mode: 'strict', scope: 'all' });
    expect(
      problems(
        'scenarios:\n  - id: a\n    prompt: hi\n    expect: { clarification: { ask: x } }\n',
      ),
    ).toEqual([expect.stringContaining('expected `true` or `{ asks_for: [terms] }`')]);
  });

  it('turns: one turn each, with its own expectation', () => {
    const s = only(`scenarios:
  - id: a
    turns:
      - user: set one up
        expect: { clarification: true }
      - user: call it p
        expect: { calls: [{ tool: create }] }
`);
    expect(s.turns).toEqual([
      {
        user: 'set one up',
        expect: {
          calls: undefined,
          order: 'strict',
          extra_calls: 'allow',
          clarification: true,
          answer: undefined,
        },
      },
      {
        user: 'call it p',
        expect: {
          calls: [{ tool: 'create' }],
          order: 'strict',
          extra_calls: 'allow',
          clarification: undefined,
          answer: undefined,
        },
      },
    ]);
    expect(s.tier).toBe('clarification');
  });

  it('gates and observations: one kind each, as the model writes them', () => {
    const s = only(`scenarios:
  - id: a
    prompt: hi
    gates:
      - no_request: { method: DELETE, path: "/clusters/*" }
      - no_mutation: true
      - no_call: { tool: delete_cluster, args: { confirm: true } }
      - no_call: { tool: drop }
      - tools_exposed: [a, b]
      - tools_hidden: [c]
    observe:
      - result_contains: preflight
      - first_tool: list
      - called: get
      - request: { method: GET }
`);
    expect(s.gates).toEqual([
      { kind: 'no_request', request: { method: 'DELETE', path: '/clusters/*' } },
      { kind: 'no_mutation' },
      { kind: 'no_call', tool: 'delete_cluster', args: { confirm: true } },
      { kind: 'no_call', tool: 'drop' },
      { kind: 'tools_exposed', tools: ['a', 'b'] },
      { kind: 'tools_hidden', tools: ['c'] },
    ]);
    expect(s.gates[3]).not.toHaveProperty('args');
    expect(s.observe).toEqual([
      { kind: 'result_contains', text: 'preflight' },
      { kind: 'first_tool', tool: 'list' },
      { kind: 'called', tool: 'get' },
      { kind: 'request', request: { method: 'GET' } },
    ]);
  });
});

describe('native corpus: tiers', () => {
  const tier = (body: string) => only(`scenarios:\n  - id: a\n    prompt: hi\n${body}`).tier;

  it('derives the most demanding expectation; gates make it safety', () => {
    expect(tier('')).toBe('selection');
    expect(tier('    expect: { calls: [{ tool: t }] }\n')).toBe('selection');
    expect(tier('    expect: { calls: [{ tool: t, args: {} }] }\n')).toBe('selection');
    expect(tier('    expect: { calls: [{ tool: t, args: { x: 1 } }] }\n')).toBe('args');
    expect(tier('    expect: { calls: [{ tool: t }, { tool: u }] }\n')).toBe('sequence');
    expect(tier('    expect: { clarification: true }\n')).toBe('clarification');
    expect(tier('    expect: { clarification: false, calls: [{ tool: t }] }\n')).toBe('selection');
    expect(
      tier('    expect: { clarification: true, answer: { includes: x }, calls: [{ tool: t }] }\n'),
    ).toBe('answer');
    expect(
      tier('    expect: { answer: { includes: x } }\n    gates: [{ no_mutation: true }]\n'),
    ).toBe('safety');
  });

  it('an explicit tier wins', () => {
    expect(tier('    tier: args\n    gates: [{ no_mutation: true }]\n')).toBe('args');
  });
});

describe('native corpus: defaults', () => {
  it('apply to every scenario; a scenario overrides them field by field', () => {
    const { scenarios, problems } = load(`defaults:
  category: docs
  tags: [smoke, db]
  type: happy_path
  mode: stub
  timeout: 10
  repeat: 2
  max_steps: 3
  before: ./setup.sh
  after: ./teardown.sh
  server: { env: { A: "1", B: "2" }, args: [--default] }
scenarios:
  - id: plain
    prompt: hi
  - id: own
    prompt: hi
    category: ops
    tags: [db, nightly]
    mode: live
    timeout: 20
    server: { env: { B: "3", C: "4" } }
`);
    expect(problems).toEqual([]);
    const [plain, own] = scenarios;
    expect(plain).toMatchObject({
      category: 'docs',
      tags: ['smoke', 'db'],
      type: 'happy_path',
      mode: 'stub',
      timeout: 10,
      repeat: 2,
      max_steps: 3,
      before: './setup.sh',
      after: './teardown.sh',
      server: { env: { A: '1', B: '2' }, args: ['--default'] },
    });
    expect(own).toMatchObject({
      category: 'ops',
      tags: ['smoke', 'db', 'nightly'],
      mode: 'live',
      timeout: 20,
      repeat: 2,
      server: { env: { A: '1', B: '3', C: '4' }, args: ['--default'] },
    });
  });

  it('a server override of the scenario alone is kept; none anywhere is none', () => {
    const { scenarios } = load(`scenarios:
  - { id: a, prompt: hi, server: { args: [--x] } }
  - { id: b, prompt: hi }
`);
    expect(scenarios[0].server).toEqual({ args: ['--x'], env: {} });
    expect(scenarios[1].server).toBeUndefined();
  });

  it('a defaults tier applies where the scenario sets none', () => {
    const { scenarios } = load(`defaults: { tier: answer }
scenarios:
  - { id: a, prompt: hi }
  - { id: b, prompt: hi, tier: args }
`);
    expect(scenarios.map((s) => s.tier)).toEqual(['answer', 'args']);
  });
});

describe('native corpus: placeholders', () => {
  it('fill from the scenario vars, then the file defaults, then the run', () => {
    const s = only(
      `defaults:
  vars: { DB: file_db, TABLE: file_table }
scenarios:
  - id: q-{DB}
    vars: { DB: own_db, N: 5, ON: true }
    prompt: "{DB}.{TABLE} in {REGION} limit {N} {ON}"
`,
      { vars: { DB: 'run_db', TABLE: 'run_table', REGION: 'eu' } },
    );
    expect(s.turns[0].user).toBe('own_db.file_table in eu limit 5 true');
    // The id and the var tables are kept as written.
    expect(s.id).toBe('q-{DB}');
  });

  it('a shell ${NAME} in a hook is left to the shell', () => {
    const s = only('scenarios: [{ id: a, prompt: hi, before: "echo ${HOME} {X}" }]', {
      vars: { X: 'x', HOME: 'no' },
    });
    expect(s.before).toBe('echo ${HOME} x');
  });

  it('an unresolved placeholder is a problem at its field, beside any schema problem', () => {
    expect(
      problems(`scenarios:
  - id: a
    prompt: hi
  - id: b
    prompt: hi {NOPE}
    expect:
      calls: [{ tool: "{TOOL}" }]
    colour: red
`),
    ).toEqual([
      'corpus/c.yaml:5:5: scenarios[1].prompt: unresolved placeholder {NOPE}',
      'corpus/c.yaml:7:17: scenarios[1].expect.calls[0].tool: unresolved placeholder {TOOL}',
      'corpus/c.yaml:8:5: scenarios[1].colour: unknown field "colour"',
    ]);
  });

  it('vars that are not a table fill nothing (and are reported)', () => {
    expect(problems('scenarios:\n  - { id: a, prompt: "{X}", vars: [X] }\n')).toEqual([
      'corpus/c.yaml:2:14: scenarios[0].prompt: unresolved placeholder {X}',
      'corpus/c.yaml:2:29: scenarios[0].vars: Invalid input: expected record, received array',
    ]);
  });
});

describe('native corpus: problems', () => {
  it('the file: scenarios is required; unknown top-level fields are named', () => {
    expect(problems('scenario: []\n')).toEqual([
      'corpus/c.yaml:1:1: scenarios: Invalid input: expected array, received undefined',
      'corpus/c.yaml:1:1: scenario: unknown field "scenario"',
    ]);
    expect(problems('defaults: { colour: red }\nscenarios: []\n')).toEqual([
      'corpus/c.yaml:1:13: defaults.colour: unknown field "colour"',
    ]);
  });

  it('prompt or turns, never both; with turns, expect goes in each turn', () => {
    expect(
      problems(`scenarios:
  - id: neither
  - id: both
    prompt: hi
    turns: [{ user: hi }]
  - id: outer-expect
    turns: [{ user: hi }]
    expect: { clarification: true }
  - id: none
    turns: []
`),
    ).toEqual([
      'corpus/c.yaml:2:5: scenarios[0]: a scenario has either `prompt` or `turns`',
      'corpus/c.yaml:3:5: scenarios[1]: a scenario has either `prompt` or `turns`',
      'corpus/c.yaml:8:5: scenarios[2].expect: with `turns`, put `expect` inside each turn',
      'corpus/c.yaml:10:5: scenarios[3].turns: Too small: expected array to have >=1 items',
    ]);
  });

  it('names the field of a bad value, deep down', () => {
    expect(
      problems(`scenarios:
  - id: ""
    prompt: hi
    repeat: 0
    timeout: 0
    max_steps: 1.5
    mode: replay
    expect:
      calls: [{ tool: "" }]
      order: random
      answer: { includes: [x], mode: fuzzy }
`),
    ).toEqual([
      'corpus/c.yaml:7:5: scenarios[0].mode: Invalid option: expected one of "live"|"stub"',
      'corpus/c.yaml:5:5: scenarios[0].timeout: Too small: expected number to be >0',
      'corpus/c.yaml:4:5: scenarios[0].repeat: Too small: expected number to be >=1',
      'corpus/c.yaml:6:5: scenarios[0].max_steps: Invalid input: expected int, received number',
      'corpus/c.yaml:2:5: scenarios[0].id: Too small: expected string to have >=1 characters',
      'corpus/c.yaml:9:17: scenarios[0].expect.calls[0].tool: Too small: expected string to have >=1 characters',
      'corpus/c.yaml:10:7: scenarios[0].expect.order: Invalid option: expected one of "strict"|"any"',
      'corpus/c.yaml:11:32: scenarios[0].expect.answer.mode: Invalid option: expected one of "strict"|"loose"',
    ]);
  });

  it('a gate or an observation has exactly one kind', () => {
    expect(
      problems(`scenarios:
  - id: a
    prompt: hi
    gates:
      - { no_mutation: true, tools_hidden: [x] }
      - {}
      - { no_mutation: false }
    observe:
      - { called: a, first_tool: b }
      - { calls: a }
`),
    ).toEqual([
      'corpus/c.yaml:5:9: scenarios[0].gates[0]: a gate has exactly one kind',
      'corpus/c.yaml:6:9: scenarios[0].gates[1]: a gate has exactly one kind',
      'corpus/c.yaml:7:11: scenarios[0].gates[2].no_mutation: expected `true` or `{ except: [{ method, path }, ...] }`',
      'corpus/c.yaml:9:9: scenarios[0].observe[0]: an observation has exactly one kind',
      'corpus/c.yaml:10:11: scenarios[0].observe[1].calls: unknown field "calls"',
      'corpus/c.yaml:10:9: scenarios[0].observe[1]: an observation has exactly one kind',
    ]);
  });

  it('argument matchers are checked where they are written', () => {
    expect(
      problems(`scenarios:
  - id: a
    prompt: hi
    expect:
      calls:
        - tool: t
          args:
            name: { $regex: "(" }
            n: { $approx: 1, extra: 2 }
    gates:
      - no_call: { tool: t, args: { x: { $tol: 1 } } }
`),
    ).toEqual([
      'corpus/c.yaml:8:13: scenarios[0].expect.calls[0].args.name: $regex does not compile: Invalid regular expression: /(/: Unterminated group',
      'corpus/c.yaml:9:13: scenarios[0].expect.calls[0].args.n: a matcher cannot mix $-keys with fields ($approx, extra)',
      'corpus/c.yaml:11:37: scenarios[0].gates[0].no_call.args.x: $tol goes with $approx',
    ]);
  });

  it('a file that is not a corpus has no scenarios, only problems', () => {
    expect(load('scenarios: nope\n')).toEqual({
      scenarios: [],
      problems: [
        {
          file: 'corpus/c.yaml',
          line: 1,
          column: 1,
          field: 'scenarios',
          message: 'Invalid input: expected array, received string',
        },
      ],
    });
  });

  it('an empty scenario is a problem, not a crash', () => {
    expect(problems('scenarios:\n  - \n  - 3\n')).toEqual([
      'corpus/c.yaml:2:5: scenarios[0]: Invalid input: expected object, received null',
      'corpus/c.yaml:3:5: scenarios[1]: Invalid input: expected object, received number',
    ]);
  });

  it('the vars table itself is not filled (a var used nowhere needs no value)', () => {
    expect(problems('scenarios:\n  - { id: a, prompt: hi, vars: { A: "{NOPE}" } }\n')).toEqual([]);
  });

  it('a bad scenario does not stop the others', () => {
    const { scenarios, problems } = load(`scenarios:
  - { id: a, prompt: hi, repeat: 0 }
  - { id: b, prompt: hi }
`);
    expect(scenarios.map((s) => s.id)).toEqual(['b']);
    expect(problems).toHaveLength(1);
  });
});

describe('native corpus: locating a normalized field', () => {
  it('a prompt scenario: turn 0 maps back to prompt and expect', () => {
    const { scenarios } = load(`scenarios:
  - id: a
    prompt: hi
  - id: b
    prompt: hi
    expect:
      calls:
        - tool: t
          args: { x: 1 }
`);
    const locate = scenarios[1].origin.locate!;
    expect(locate(['turns', 0, 'user'])).toEqual({
      line: 5,
      column: 5,
      field: 'scenarios[1].prompt',
    });
    expect(locate(['turns', 0, 'expect', 'calls', 0, 'args', 'x'])).toEqual({
      line: 9,
      column: 19,
      field: 'scenarios[1].expect.calls[0].args.x',
    });
    expect(locate(['gates', 0])).toEqual({ line: 4, column: 5, field: 'scenarios[1].gates[0]' });
  });

  it('a turns scenario: paths are as written', () => {
    const { scenarios } = load(`scenarios:
  - id: a
    turns:
      - user: one
      - user: two
        expect: { calls: [{ tool: t }] }
`);
    const locate = scenarios[0].origin.locate!;
    expect(locate(['turns', 1, 'user'])).toEqual({
      line: 5,
      column: 9,
      field: 'scenarios[0].turns[1].user',
    });
    expect(locate(['turns', 1, 'expect', 'calls', 0, 'tool'])).toEqual({
      line: 6,
      column: 29,
      field: 'scenarios[0].turns[1].expect.calls[0].tool',
    });
  });
});

describe('native corpus: every field written out', () => {
  it('explicit defaults are accepted and give the same scenario', () => {
    const s = only(`scenarios:
  - id: a
    prompt: hi
    vars: { A: x, N: 1, B: false }
    known_failure: "tracked in #12"
    expect:
      calls: [{ tool: t, args: { x: { $oneOf: [1, 2] } }, stub: [1, "two"] }]
      order: strict
      extra_calls: allow
      answer: { includes: [a], mode: strict }
    gates:
      - no_request: { method: DELETE }
      - no_request: { path: /x }
`);
    expect(s.turns[0].expect).toMatchObject({ order: 'strict', extra_calls: 'allow' });
    expect(s.known_failure).toBe('tracked in #12');
  });

  it('the example corpus loads without a problem', async () => {
    const { loadCorpus } = await import('../../src/corpus/load.js');
    const root = new URL('../../', import.meta.url).pathname;
    const corpus = await loadCorpus([{ path: 'corpus/*.yaml' }], {
      dir: root,
      cwd: root,
      base: { ...BASE, vars: {} },
      freeTextParams: [],
    });
    expect(corpus.problems).toEqual([]);
    expect(corpus.scenarios.length).toBeGreaterThan(10);
    expect(new Set(corpus.scenarios.map((s) => s.tier))).toEqual(
      new Set(['selection', 'args', 'sequence', 'clarification', 'answer', 'safety']),
    );
  });

  it('a bad value of extra_calls, of a call field, of a request pattern is named', () => {
    expect(
      problems(`scenarios:
  - id: a
    prompt: hi
    expect:
      extra_calls: maybe
      calls: [{ tool: t, arg: 1 }]
    gates:
      - no_request: { verb: GET }
      - no_call: { tool: t, when: now }
      - tools_exposed: [1]
    observe:
      - request: { method: 1 }
`),
    ).toEqual([
      'corpus/c.yaml:6:26: scenarios[0].expect.calls[0].arg: unknown field "arg"',
      'corpus/c.yaml:5:7: scenarios[0].expect.extra_calls: Invalid option: expected one of "allow"|"forbid"',
      'corpus/c.yaml:8:23: scenarios[0].gates[0].no_request.verb: unknown field "verb"',
      'corpus/c.yaml:9:29: scenarios[0].gates[1].no_call.when: unknown field "when"',
      'corpus/c.yaml:10:25: scenarios[0].gates[2].tools_exposed[0]: Invalid input: expected string, received number',
      'corpus/c.yaml:12:20: scenarios[0].observe[0].request.method: Invalid input: expected string, received number',
    ]);
  });
});

describe('consent and annotation settings', () => {
  it("keeps a later turn's confirms and a scenario's own settings", () => {
    const s = only(`scenarios:
  - id: a
    annotations: observe
    confirm_destructive: [purge]
    turns:
      - { user: Delete it. }
      - { user: No., confirms: false }
      - { user: Fine then. }
`);
    expect(s.turns.map((t) => t.confirms)).toEqual([undefined, false, undefined]);
    expect(s).toMatchObject({ annotations: 'observe', confirm_destructive: ['purge'] });
  });

  it('names a first turn that confirms: the model has proposed nothing yet', () => {
    expect(
      problems(`scenarios:
  - id: a
    turns:
      - { user: Delete it., confirms: true }
`),
    ).toEqual([
      'corpus/c.yaml:4:29: scenarios[0].turns[0].confirms: the first turn cannot confirm or decline: the model has proposed nothing yet',
    ]);
  });
});
