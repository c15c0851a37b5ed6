// The case-file loader on cases the fixture does not show: the shape of the file, params,
// notices, placeholders kept for import, and where each normalized field was written.
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '../../../src/corpus/context.js';
import { loadCasefile } from '../../../src/corpus/formats/casefile.js';
import { isProblem, parseSource } from '../../../src/corpus/source.js';
import { formatProblem } from '../../../src/errors.js';
import { context } from './helpers.js';

function load(data: unknown, over: Partial<LoadContext> = {}) {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  const source = parseSource(text, 'cases/base.json');
  if (isProblem(source)) throw new Error(source.message);
  return loadCasefile(
    source,
    context('/x', {
      base: { mode: 'stub', max_steps: 4, repeat: 3, vars: { DB: 'shop' } },
      ...over,
    }),
  );
}

const file = (...cases: unknown[]) => ({ module: 'shop', cases });

describe('case files: the file', () => {
  it('is an object with module and cases', () => {
    const expected = [
      {
        file: 'cases/base.json',
        line: 1,
        column: 1,
        message: 'a case file is an object: {"module": ..., "cases": [...]}',
      },
    ];
    expect(load([]).problems).toEqual(expected);
    expect(load('null').problems).toEqual(expected);
    expect(load('"x"').problems).toEqual(expected);
    expect(load({ cases: [] }).problems.map(formatProblem)).toEqual([
      'cases/base.json:1:1: module: Invalid input: expected string, received undefined',
    ]);
  });

  it('notices fields it does not use, at every level', () => {
    const { notices, problems } = load({
      module: 'shop',
      version: 2,
      cases: [
        {
          id: 'a',
          type: 'happy_path',
          input: 'x',
          owner: 'me',
          expected_tools: [{ name: 't', why: 'because' }],
        },
        {
          id: 'b',
          type: 'happy_path',
          turns: [
            { input: 'x', expect: 'clarification', hint: 'h' },
            { input: 'y', expected_tools: [{ name: 't', optional: true }] },
          ],
        },
      ],
    });
    expect(problems).toEqual([]);
    expect(notices).toEqual([
      'cases/base.json:3: ignoring `version` (not used by mcp-eval)',
      'cases/base.json:9: ignoring `owner` (not used by mcp-eval)',
      'cases/base.json:13: ignoring `why` (not used by mcp-eval)',
      'cases/base.json:24: ignoring `hint` (not used by mcp-eval)',
      'cases/base.json:31: ignoring `optional` (not used by mcp-eval)',
    ]);
  });

  it('a case that is not multi_tool scores its first tool only, and says so', () => {
    const { scenarios, notices } = load(
      file(
        {
          id: 'two',
          type: 'ambiguous_selection',
          input: 'x',
          expected_tools: [{ name: 'a' }, { name: 'b' }],
        },
        {
          id: 'turns',
          type: 'happy_path',
          turns: [
            { input: 'x', expect: 'clarification' },
            { input: 'y', expected_tools: [{ name: 'c' }, { name: 'd' }] },
          ],
        },
        {
          id: 'multi',
          type: 'multi_tool',
          input: 'x',
          expected_tools: [{ name: 'a' }, { name: 'b' }],
        },
      ),
    );
    expect(notices).toEqual([
      'cases/base.json:8: two: a ambiguous_selection case scores the primary (first) call only; the other expected tools are ignored',
      'cases/base.json:27: turns: a happy_path case scores the primary (first) call only; the other expected tools are ignored',
    ]);
    expect(scenarios[0].turns[0].expect).toEqual({
      calls: [{ tool: 'a' }],
      order: 'strict',
      extra_calls: 'allow',
      first_call_only: true,
    });
    expect(scenarios[1].turns[1].expect.calls).toEqual([{ tool: 'c' }]);
    expect(scenarios[2].turns[0].expect).toEqual({
      calls: [{ tool: 'a' }, { tool: 'b' }],
      order: 'strict',
      extra_calls: 'forbid',
    });
  });
});

describe('case files: a case', () => {
  it('the scenario: module as category, the run settings, tier from its expectation', () => {
    const { scenarios } = load(
      file({ id: 'a', type: 'happy_path', input: 'x', expected_tools: [{ name: 't' }] }),
    );
    expect(scenarios[0]).toEqual({
      id: 'a',
      origin: {
        file: 'cases/base.json',
        line: 4,
        format: 'casefile',
        locate: expect.any(Function),
      },
      dir: 'cases',
      category: 'shop',
      tags: [],
      type: 'happy_path',
      tier: 'selection',
      mode: 'stub',
      repeat: 3,
      max_steps: 4,
      timeout: undefined,
      gates: [],
      observe: [],
      turns: [
        {
          user: 'x',
          expect: {
            calls: [{ tool: 't' }],
            order: 'strict',
            extra_calls: 'allow',
            first_call_only: true,
          },
        },
      ],
    });
    expect(scenarios[0]).not.toHaveProperty('description');
    const described = load(
      file({ id: 'a', type: 'happy_path', description: 'd', input: 'x', expected_tools: [] }),
    );
    expect(described.scenarios[0].description).toBe('d');
  });

  it('params: null is not checked; free-text names match in any case; none means no args', () => {
    const { scenarios } = load(
      file({
        id: 'a',
        type: 'happy_path',
        input: 'x',
        expected_tools: [{ name: 't', params: { SQL: 'select', limit: null, db: 'shop', n: 0 } }],
      }),
    );
    expect(scenarios[0].turns[0].expect.calls).toEqual([
      { tool: 't', args: { SQL: { $nonEmpty: true }, db: 'shop', n: 0 } },
    ]);
    const none = load(
      file({
        id: 'b',
        type: 'happy_path',
        input: 'x',
        expected_tools: [{ name: 't', params: { a: null } }],
      }),
    );
    expect(none.scenarios[0].turns[0].expect.calls).toEqual([{ tool: 't' }]);
  });

  it('a missing_parameter case with no expected_tools is a clarification', () => {
    const { scenarios, problems } = load(file({ id: 'a', type: 'missing_parameter', input: 'x' }));
    expect(problems).toEqual([]);
    expect(scenarios[0].turns[0].expect).toEqual({
      order: 'strict',
      extra_calls: 'allow',
      clarification: true,
    });
    expect(scenarios[0].tier).toBe('clarification');
  });

  it('placeholders are filled (but not in the id), or kept for import', () => {
    const c = {
      id: 'q_{DB}',
      type: 'happy_path',
      input: 'in {DB}',
      expected_tools: [{ name: 't', params: { db: '{DB}' } }],
    };
    const filled = load(file(c));
    expect(filled.scenarios[0]).toMatchObject({
      id: 'q_{DB}',
      turns: [{ user: 'in shop', expect: { calls: [{ args: { db: 'shop' } }] } }],
    });
    const kept = load(file({ ...c, input: 'in {NOPE}' }), { keepPlaceholders: true });
    expect(kept.problems).toEqual([]);
    expect(kept.scenarios[0].turns[0].user).toBe('in {NOPE}');
  });

  it('with turns, expected_tools belong in each turn; input or turns, not both', () => {
    const turns = [
      { input: 'x', expect: 'clarification' },
      { input: 'y', expected_tools: [] },
    ];
    expect(
      load(
        file(
          { id: 'a', type: 'happy_path', turns, expected_tools: [] },
          { id: 'b', type: 'happy_path', input: 'x', turns },
          { id: 'c', type: 'happy_path' },
          { id: '', type: 'happy_path', input: '', expected_tools: [{ name: '' }] },
          {
            id: 'd',
            type: 'missing_parameter',
            turns: [turns[0], { input: 'y', expected_tools: [{ name: 't' }] }],
          },
        ),
      ).problems.map((p) => `${p.field}: ${p.message}`),
    ).toEqual([
      'cases[0].expected_tools: with `turns`, put `expected_tools` in each turn',
      'cases[1]: a case has either `input` or `turns`',
      'cases[2]: a case has either `input` or `turns`',
      'cases[2].expected_tools: a single-turn case needs `expected_tools` ([] when no tool should be called)',
      'cases[3].id: Too small: expected string to have >=1 characters',
      'cases[3].input: Too small: expected string to have >=1 characters',
      'cases[3].expected_tools[0].name: Too small: expected string to have >=1 characters',
    ]);
  });

  it('locates the input, the clarification and each expected param', () => {
    const { scenarios } = load(
      file(
        {
          id: 'a',
          type: 'happy_path',
          input: 'x',
          expected_tools: [{ name: 't', params: { db: 'd' } }],
        },
        {
          id: 'b',
          type: 'happy_path',
          turns: [
            { input: 'x', expect: 'clarification' },
            { input: 'y', expected_tools: [{ name: 't' }] },
          ],
        },
      ),
    );
    const [a, b] = scenarios.map((s) => s.origin.locate!);
    expect(a(['turns', 0, 'user'])).toEqual({ line: 7, column: 7, field: 'cases[0].input' });
    expect(a(['turns', 0, 'expect', 'calls', 0, 'tool'])).toEqual({
      line: 10,
      column: 11,
      field: 'cases[0].expected_tools[0].name',
    });
    expect(a(['turns', 0, 'expect', 'calls', 0, 'args', 'db'])).toEqual({
      line: 12,
      column: 13,
      field: 'cases[0].expected_tools[0].params.db',
    });
    expect(a(['turns', 0, 'expect', 'clarification'])).toEqual({
      line: 8,
      column: 7,
      field: 'cases[0].expected_tools',
    });
    expect(a(['gates'])).toEqual({ line: 4, column: 5, field: 'cases[0]' });
    expect(b(['turns', 0, 'expect', 'clarification'])).toEqual({
      line: 23,
      column: 11,
      field: 'cases[1].turns[0].expect',
    });
    expect(b(['turns', 1, 'user'])).toEqual({
      line: 26,
      column: 11,
      field: 'cases[1].turns[1].input',
    });
    expect(b(['turns', 1, 'expect', 'calls', 0, 'tool'])).toEqual({
      line: 29,
      column: 15,
      field: 'cases[1].turns[1].expected_tools[0].name',
    });
    expect(b(['turns'])).toEqual({ line: 23, column: 11, field: 'cases[1].turns[0].expect' });
  });
});
