// The answer-fixture loader on cases the fixtures do not show: skips, modes, variants and their
// lines, ignored fields below evaluation, and bad fields.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAnswerFixture } from '../../../src/corpus/formats/answer-fixtures.js';
import { isProblem, parseSource } from '../../../src/corpus/source.js';
import { formatProblem } from '../../../src/errors.js';
import type { ScenarioBase } from '../../../src/corpus/context.js';
import { context } from './helpers.js';

const FILE = path.join('cases', '07_case', 'test_case.yaml');

function load(text: string, file = FILE, base: Partial<ScenarioBase> = {}) {
  const source = parseSource(text, file);
  if (isProblem(source)) throw new Error(source.message);
  const ctx = context('/work', { cwd: '/work' });
  return loadAnswerFixture(source, { ...ctx, base: { ...ctx.base, ...base } });
}

const only = (text: string, base: Partial<ScenarioBase> = {}) => {
  const { scenarios, problems } = load(text, FILE, base);
  expect(problems).toEqual([]);
  return scenarios[0];
};

describe('answer fixtures: a case', () => {
  it('the scenario: id from the folder, hooks as files in it, 5 minutes, strict by default', () => {
    expect(only('user_prompt: hi\nexpected_output: ok\n')).toEqual({
      id: '07_case',
      origin: { file: FILE, line: 1, format: 'answer-fixtures', locate: expect.any(Function) },
      dir: path.join('/work', 'cases', '07_case'),
      tags: [],
      tier: 'answer',
      mode: 'live',
      repeat: 1,
      max_steps: 8,
      timeout: 300,
      gates: [],
      observe: [],
      turns: [
        {
          user: 'hi',
          expect: {
            order: 'strict',
            extra_calls: 'allow',
            answer: { includes: ['ok'], mode: 'strict' },
          },
        },
      ],
      hooks_as_files: true,
    });
  });

  it("the run's mode and timeout apply", () => {
    expect(
      only('user_prompt: hi\nexpected_output: ok\n', { mode: 'stub', timeout: 12 }),
    ).toMatchObject({
      mode: 'stub',
      timeout: 12,
    });
  });

  it('the mode comes only from an object correctness; a number keeps strict', () => {
    const mode = (evaluation: string) =>
      only(`user_prompt: hi\nexpected_output: ok\nevaluation: ${evaluation}\n`).turns[0].expect
        .answer!.mode;
    expect(mode('{ correctness: 1 }')).toBe('strict');
    expect(mode('{ correctness: { type: loose } }')).toBe('loose');
    expect(mode('{ correctness: { expected_score: 1 } }')).toBe('strict');
    expect(mode('{}')).toBe('strict');
  });

  it('skip: true with or without a reason; expected_score 0 with or without one; otherwise run', () => {
    const skip = (rest: string) => only(`user_prompt: hi\nexpected_output: ok\n${rest}`).skip;
    expect(skip('skip: true\n')).toBe('skip: true in test_case.yaml');
    expect(skip('skip: true\nskip_reason: slow\n')).toBe('slow');
    expect(skip('skip: false\nskip_reason: slow\n')).toBeUndefined();
    expect(skip('evaluation: { correctness: 0 }\nskip_reason: flaky\n')).toBe(
      'expected_score: 0 (flaky)',
    );
    expect(skip('evaluation: { correctness: { expected_score: 0 } }\n')).toBe(
      'expected_score: 0 (the case is not expected to pass)',
    );
    expect(skip('evaluation: { correctness: 0.5 }\n')).toBeUndefined();
    expect(only('user_prompt: hi\nexpected_output: ok\n')).not.toHaveProperty('skip');
  });

  it('hooks only when written', () => {
    const s = only('user_prompt: hi\nexpected_output: ok\nbefore_test: make seed\n');
    expect(s.before).toBe('make seed');
    expect(s).not.toHaveProperty('after');
  });

  it('a list of prompts: one variant each, at its line, located at its prompt', () => {
    const { scenarios } = load(
      'tags: [a]\nuser_prompt:\n  - one\n  - two\nexpected_output:\n  - x\n  - y\n',
    );
    expect(scenarios.map((s) => [s.id, s.origin.line, s.turns[0].user])).toEqual([
      ['07_case[0]', 3, 'one'],
      ['07_case[1]', 4, 'two'],
    ]);
    const locate = scenarios[1].origin.locate!;
    expect(locate(['turns', 0, 'user'])).toEqual({ line: 4, column: 5, field: 'user_prompt[1]' });
    expect(locate(['turns', 0, 'expect', 'answer', 'includes'])).toEqual({
      line: 5,
      column: 1,
      field: 'expected_output',
    });
    expect(locate(['turns', 0, 'expect'])).toEqual({ line: 1, column: 1, field: '' });
    expect(locate(['turns', 0])).toEqual({ line: 1, column: 1, field: '' });
  });

  it('a single prompt is located at user_prompt', () => {
    const s = only('tags: [a]\nuser_prompt: hi\nexpected_output: ok\n');
    expect(s.origin.line).toBe(1);
    expect(s.origin.locate!(['turns', 0, 'user'])).toEqual({
      line: 2,
      column: 1,
      field: 'user_prompt',
    });
  });

  it('fields below evaluation it does not use are noticed', () => {
    const { notices } = load(`user_prompt: hi
expected_output: ok
evaluation:
  correctness: { type: loose, expected_score: 1, judge: gpt }
  faithfulness: 1
`);
    expect(notices).toEqual([
      `${FILE}:5: ignoring \`faithfulness\` (not used by mcp-eval)`,
      `${FILE}:4: ignoring \`judge\` (not used by mcp-eval)`,
    ]);
    expect(
      load('user_prompt: hi\nexpected_output: ok\nevaluation: { correctness: 1 }\n').notices,
    ).toEqual([]);
  });

  it('only test_case.yaml is a case', () => {
    expect(load('user_prompt: hi\n', path.join('cases', '07_case', 'manifest.yaml'))).toEqual({
      scenarios: [],
      problems: [],
    });
  });

  it('bad fields are problems with their line', () => {
    expect(
      load(`user_prompt: []
expected_output: 3
tags: x
skip: maybe
evaluation: { correctness: { type: fuzzy } }
`).problems.map(formatProblem),
    ).toEqual([
      `${FILE}:1:1: user_prompt: Too small: expected array to have >=1 items`,
      `${FILE}:2:1: expected_output: expected a string or a list of strings`,
      `${FILE}:3:1: tags: Invalid input: expected array, received string`,
      `${FILE}:5:15: evaluation.correctness: Invalid input`,
      `${FILE}:4:1: skip: Invalid input: expected boolean, received string`,
    ]);
    expect(load('expected_output: ""\n').problems.map(formatProblem)).toEqual([
      `${FILE}:1:1: user_prompt: required: a string or a list of strings`,
      `${FILE}:1:1: expected_output: Too small: expected string to have >=1 characters`,
    ]);
  });
});
