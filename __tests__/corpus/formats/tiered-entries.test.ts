// The tiered loader on entries the fixtures do not show: the tier by shape, exact nested args,
// stubs, empty files and the problems of malformed entries.
import { describe, expect, it } from 'vitest';
import { loadTiered } from '../../../src/corpus/formats/tiered.js';
import { isProblem, parseSource } from '../../../src/corpus/source.js';
import { formatProblem } from '../../../src/errors.js';
import { context } from './helpers.js';

function load(text: string, file = 'evals/picks.yaml') {
  const source = parseSource(text, file);
  if (isProblem(source)) throw new Error(source.message);
  return loadTiered(
    source,
    context('/x', { base: { mode: 'live', max_steps: 5, repeat: 2, timeout: 9, vars: {} } }),
  );
}

describe('tiered entries', () => {
  it('outside the named files, the tier follows each entry', () => {
    const { scenarios, problems } = load(`- id: pick
  prompt: p
  expected_tool: a
- id: empty-args
  prompt: p
  expected_tool: a
  expected_args: {}
- id: args
  prompt: p
  expected_tool: a
  expected_args: { x: 1 }
- id: seq
  prompt: p
  expected_sequence: [{ tool: a }]
`);
    expect(problems).toEqual([]);
    expect(scenarios.map((s) => [s.id, s.type, s.tier])).toEqual([
      ['pick', 'selection_only', 'selection'],
      ['empty-args', 'selection_only', 'selection'],
      ['args', 'with_args', 'args'],
      ['seq', 'multi_step', 'sequence'],
    ]);
    expect(scenarios[1].turns[0].expect.calls).toEqual([{ tool: 'a' }]);
  });

  it('in a named file, its tier applies to every entry', () => {
    const { scenarios } = load(
      '- { id: a, prompt: p, expected_tool: t, expected_args: { x: 1 } }\n',
      'with_args.yml',
    );
    expect(scenarios[0]).toMatchObject({ type: 'with_args', tier: 'args' });
    const sel = load(
      '- { id: a, prompt: p, expected_tool: t, expected_args: { x: 1 } }\n',
      'selection_only.yaml',
    );
    expect(sel.scenarios[0]).toMatchObject({ type: 'selection_only', tier: 'selection' });
    // The source's selection_only check reads the tool alone.
    expect(sel.scenarios[0].turns[0].expect.calls).toEqual([{ tool: 't' }]);
  });

  it('a named file takes only the shape its tier reads; a null expected_args is {}', () => {
    const seq = '- { id: s, prompt: p, expected_sequence: [{ tool: t }] }\n';
    const pick = '- { id: a, prompt: p, expected_tool: t }\n';
    expect(load(seq, 'with_args.yaml').problems.map(formatProblem)).toEqual([
      'with_args.yaml:1:3: [0]: a with_args entry has `expected_tool`, not `expected_sequence`',
    ]);
    expect(load(seq, 'selection_only.yaml').problems).toHaveLength(1);
    expect(load(pick, 'multi_step.yml').problems.map(formatProblem)).toEqual([
      'multi_step.yml:1:3: [0]: a multi_step entry has `expected_sequence`, not `expected_tool`',
    ]);
    const nul = load('- { id: a, prompt: p, expected_tool: t, expected_args: null }\n');
    expect(nul.problems).toEqual([]);
    expect(nul.scenarios[0]).toMatchObject({ type: 'selection_only' });
    expect(nul.scenarios[0].turns[0].expect.calls).toEqual([{ tool: 't' }]);
  });

  it('the scenario: stub mode, the run settings, no category unless written', () => {
    const { scenarios } = load('- { id: a, prompt: p, expected_tool: t }\n');
    expect(scenarios[0]).toEqual({
      id: 'a',
      origin: { file: 'evals/picks.yaml', line: 1, format: 'tiered', locate: expect.any(Function) },
      dir: 'evals',
      tags: [],
      type: 'selection_only',
      tier: 'selection',
      mode: 'stub',
      repeat: 2,
      max_steps: 5,
      timeout: 9,
      gates: [],
      observe: [],
      turns: [
        {
          user: 'p',
          expect: {
            calls: [{ tool: 't' }],
            order: 'strict',
            extra_calls: 'allow',
            first_call_only: true,
          },
        },
      ],
    });
    expect(scenarios[0]).not.toHaveProperty('category');
    expect(
      load('- { id: a, prompt: p, expected_tool: t, category: c }\n').scenarios[0].category,
    ).toBe('c');
  });

  it("values are compared with Python's ==; strings as they are; a null stub is a stub", () => {
    const { scenarios } = load(`- id: a
  prompt: p
  expected_sequence:
    - tool: s
      args: { filters: { a: 1 }, ids: [1, 2], none: null, n: 0, s: x }
      stub_result: null
    - tool: t
      args: {}
`);
    expect(scenarios[0].turns[0].expect.calls).toEqual([
      {
        tool: 's',
        args: {
          filters: { $pyEq: { a: 1 } },
          ids: { $pyEq: [1, 2] },
          none: { $pyEq: null },
          n: { $pyEq: 0 },
          s: 'x',
        },
        stub: null,
      },
      { tool: 't' },
    ]);
  });

  it('ignored fields of entries and of steps are noticed', () => {
    const { notices } = load(`- id: a
  prompt: p
  owner: me
  expected_sequence:
    - { tool: s, why: because }
`);
    expect(notices).toEqual([
      'evals/picks.yaml:3: ignoring `owner` (not used by mcp-eval)',
      'evals/picks.yaml:5: ignoring `why` (not used by mcp-eval)',
    ]);
  });

  it('locates the pick, its args, and the steps of a sequence', () => {
    const { scenarios } = load(`- id: a
  prompt: p
  expected_tool: t
  expected_args:
    x: 1
- id: b
  prompt: q
  expected_sequence:
    - tool: s
      stub_result: { ok: 1 }
      args:
        y: 2
`);
    const [a, b] = scenarios.map((s) => s.origin.locate!);
    expect(a(['turns', 0, 'user'])).toEqual({ line: 2, column: 3, field: '[0].prompt' });
    expect(a(['turns', 0, 'expect', 'calls', 0, 'tool'])).toEqual({
      line: 3,
      column: 3,
      field: '[0].expected_tool',
    });
    expect(a(['turns', 0, 'expect', 'calls', 0, 'args', 'x'])).toEqual({
      line: 5,
      column: 5,
      field: '[0].expected_args.x',
    });
    expect(a(['turns', 0, 'expect', 'calls', 0])).toEqual({
      line: 3,
      column: 3,
      field: '[0].expected_tool',
    });
    expect(a(['turns', 0, 'expect'])).toEqual({ line: 1, column: 3, field: '[0]' });
    expect(a(['turns', 0, 'expect', 'first_call_only'])).toEqual({
      line: 1,
      column: 3,
      field: '[0]',
    });
    expect(b(['turns', 0, 'user'])).toEqual({ line: 7, column: 3, field: '[1].prompt' });
    expect(b(['turns', 0, 'expect', 'calls', 0, 'stub'])).toEqual({
      line: 10,
      column: 7,
      field: '[1].expected_sequence[0].stub_result',
    });
    expect(b(['turns', 0, 'expect', 'calls', 0, 'args', 'y'])).toEqual({
      line: 12,
      column: 9,
      field: '[1].expected_sequence[0].args.y',
    });
    expect(b(['turns', 0, 'expect', 'calls', 0, 'tool'])).toEqual({
      line: 9,
      column: 7,
      field: '[1].expected_sequence[0].tool',
    });
  });

  it('an empty file has no entries; anything but a list is a problem', () => {
    expect(load('')).toEqual({ scenarios: [], problems: [], notices: [] });
    expect(load('id: a\n').problems).toEqual([
      {
        file: 'evals/picks.yaml',
        line: 1,
        column: 1,
        message: 'a tiered corpus file is a YAML list of entries',
      },
    ]);
  });

  it('malformed entries: every problem with its line and field; the good entries still load', () => {
    const { scenarios, problems } = load(`- id: neither
  prompt: p
- id: seq-and-args
  prompt: p
  expected_sequence: [{ tool: a }]
  expected_args: { x: 1 }
- id: ""
  prompt: ""
  expected_tool: ""
- id: empty-seq
  prompt: p
  expected_sequence: []
- id: ok
  prompt: p
  expected_tool: t
`);
    expect(problems.map(formatProblem)).toEqual([
      'evals/picks.yaml:1:3: [0]: an entry has either `expected_tool` or `expected_sequence`',
      'evals/picks.yaml:6:3: [1].expected_args: with `expected_sequence`, put `args` in each step',
      'evals/picks.yaml:7:3: [2].id: Too small: expected string to have >=1 characters',
      'evals/picks.yaml:8:3: [2].prompt: Too small: expected string to have >=1 characters',
      'evals/picks.yaml:9:3: [2].expected_tool: Too small: expected string to have >=1 characters',
      'evals/picks.yaml:12:3: [3].expected_sequence: Too small: expected array to have >=1 items',
    ]);
    expect(scenarios.map((s) => s.id)).toEqual(['ok']);
  });
});
