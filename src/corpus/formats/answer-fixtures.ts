// Answer fixtures: a folder per case (the folder name is the id) holding test_case.yaml with
// user_prompt (a string, or a list expanded into variants `<id>[i]`), expected_output (a string
// or a list of elements the answer must contain), before_test / after_test (shell, written to a
// file in the case folder and run there), tags, evaluation.correctness (a number: the expected
// score, or {type: strict|loose, expected_score}), skip / skip_reason. As a normalized scenario:
// an answer expectation (strict: every element; loose: any), hooks run as files, a per-case
// timeout of 5 minutes; expected_score 0 is recorded as skipped, never run. Fields mcp-eval does
// not use are ignored with a notice.
import path from 'node:path';
import { z } from 'zod';
import type { LoadContext } from '../context.js';
import { zodProblems } from '../problems.js';
import type { Path, Source } from '../source.js';
import type { Scenario } from '../../model/scenario.js';
import { ignoredFields, locator, runFields, type FormatLoaded } from './common.js';

export const ANSWER_FIXTURE_FILE = 'test_case.yaml';
/** Seconds, unless the run sets a default timeout. */
export const ANSWER_FIXTURE_TIMEOUT = 300;

const correctnessSchema = z.union([
  z.number().min(0),
  z.looseObject({
    type: z.enum(['strict', 'loose']).optional(),
    expected_score: z.number().min(0).optional(),
  }),
]);

const textOrList = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
  error: (issue) =>
    issue.input === undefined
      ? 'required: a string or a list of strings'
      : 'expected a string or a list of strings',
});

const caseSchema = z.looseObject({
  user_prompt: textOrList,
  expected_output: textOrList,
  before_test: z.string().optional(),
  after_test: z.string().optional(),
  tags: z.array(z.string()).optional(),
  evaluation: z.looseObject({ correctness: correctnessSchema.optional() }).optional(),
  skip: z.boolean().optional(),
  skip_reason: z.string().optional(),
});
const FIELDS = [
  'user_prompt',
  'expected_output',
  'before_test',
  'after_test',
  'tags',
  'evaluation',
  'skip',
  'skip_reason',
];

export function loadAnswerFixture(source: Source, ctx: LoadContext): FormatLoaded {
  // A case folder holds other files too (manifests, mocks): only test_case.yaml is a case.
  if (path.basename(source.file) !== ANSWER_FIXTURE_FILE) return { scenarios: [], problems: [] };
  const parsed = caseSchema.safeParse(source.data);
  if (!parsed.success) return { scenarios: [], problems: zodProblems(parsed.error, source) };
  const c = parsed.data;
  const notices = [
    ignoredFields(source, [], c, FIELDS),
    ignoredFields(source, ['evaluation'], c.evaluation, ['correctness']),
    typeof c.evaluation?.correctness === 'object'
      ? ignoredFields(source, ['evaluation', 'correctness'], c.evaluation.correctness, [
          'type',
          'expected_score',
        ])
      : undefined,
  ].filter((n): n is string => n !== undefined);

  const folder = path.dirname(source.file);
  const id = path.basename(path.resolve(ctx.cwd, folder));
  const correctness = c.evaluation?.correctness;
  const score = typeof correctness === 'number' ? correctness : correctness?.expected_score;
  const mode = (typeof correctness === 'object' && correctness.type) || 'strict';
  const includes = typeof c.expected_output === 'string' ? [c.expected_output] : c.expected_output;
  const skip = c.skip
    ? (c.skip_reason ?? 'skip: true in test_case.yaml')
    : score === 0
      ? `expected_score: 0${c.skip_reason ? ` (${c.skip_reason})` : ' (the case is not expected to pass)'}`
      : undefined;
  const prompts = typeof c.user_prompt === 'string' ? [c.user_prompt] : c.user_prompt;
  const variants = typeof c.user_prompt !== 'string';

  const scenarios = prompts.map((prompt, i): Scenario => {
    const locate = locator(source, (p): Path => {
      if (p[0] === 'turns' && p[2] === 'user')
        return variants ? ['user_prompt', i] : ['user_prompt'];
      if (p.includes('answer')) return ['expected_output'];
      return [];
    });
    return {
      id: variants ? `${id}[${i}]` : id,
      origin: {
        file: source.file,
        line: source.lineOf(variants ? ['user_prompt', i] : []),
        format: 'answer-fixtures',
        locate,
      },
      dir: path.resolve(ctx.cwd, folder),
      tags: c.tags ?? [],
      tier: 'answer',
      mode: ctx.base.mode,
      ...runFields(ctx),
      timeout: ctx.base.timeout ?? ANSWER_FIXTURE_TIMEOUT,
      ...(skip ? { skip } : {}),
      turns: [
        {
          user: prompt,
          expect: { order: 'strict', extra_calls: 'allow', answer: { includes, mode } },
        },
      ],
      ...(c.before_test ? { before: c.before_test } : {}),
      ...(c.after_test ? { after: c.after_test } : {}),
      hooks_as_files: true,
    };
  });
  return { scenarios, problems: [], notices };
}
