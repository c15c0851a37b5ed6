// The tiered selection corpus: YAML lists in selection_only.yaml, with_args.yaml and
// multi_step.yaml (entries id, prompt, category, expected_tool, expected_args,
// expected_sequence: [{tool, args, stub_result}]). Its semantics, as a normalized scenario:
//   selection_only: the model's pick (first call) has the expected name (expected_args unread);
//   with_args:      ... and every expected key is equal (extra keys allowed; nested values whole;
//                   Python's == through `$pyEq`, as its own scorer compares);
//   multi_step:     the same number of calls, names in order, args a subset where a step lists
//                   them (strict order, extra calls forbidden); each step's stub_result is what
//                   the spy returns when the model calls it.
// The source never executes anything, so its scenarios run in stub mode.
import path from 'node:path';
import { z } from 'zod';
import type { LoadContext } from '../context.js';
import { at, zodProblems } from '../problems.js';
import type { Path, Source } from '../source.js';
import type { ExpectedCall, Expectation, Scenario, Tier } from '../../model/scenario.js';
import type { Json } from '../../model/json.js';
import { callPath, ignoredFields, locator, runFields, type FormatLoaded } from './common.js';
import { TIERED_TIERS } from './tiered-thresholds.js';

const args = z.record(z.string(), z.json());

const stepSchema = z.looseObject({
  tool: z.string().min(1),
  args: args.optional(),
  stub_result: z.json().optional(),
});
const STEP_FIELDS = ['tool', 'args', 'stub_result'];

const entrySchema = z
  .looseObject({
    id: z.string().min(1),
    prompt: z.string().min(1),
    category: z.string().optional(),
    expected_tool: z.string().min(1).optional(),
    expected_args: args.nullish(),
    expected_sequence: z.array(stepSchema).min(1).optional(),
  })
  .refine((e) => (e.expected_tool === undefined) !== (e.expected_sequence === undefined), {
    message: 'an entry has either `expected_tool` or `expected_sequence`',
  })
  .refine((e) => !(e.expected_sequence && e.expected_args), {
    message: 'with `expected_sequence`, put `args` in each step',
    path: ['expected_args'],
  });
type Entry = z.infer<typeof entrySchema>;
const ENTRY_FIELDS = [
  'id',
  'prompt',
  'category',
  'expected_tool',
  'expected_args',
  'expected_sequence',
];

const tierOfFile = (file: string) => path.basename(file).replace(/\.ya?ml$/, '');

/** The tier a file's entries count under: by its name, else by each entry's shape. */
function tierOf(file: string, e: Entry): string {
  const name = tierOfFile(file);
  if (name in TIERED_TIERS) return name;
  if (e.expected_sequence) return 'multi_step';
  return e.expected_args && Object.keys(e.expected_args).length ? 'with_args' : 'selection_only';
}

/** In a file named by its tier, an entry of the other shape: the source's scorer cannot read it. */
function wrongShape(file: string, e: Entry): string | undefined {
  const name = tierOfFile(file);
  if (!(name in TIERED_TIERS) || (name === 'multi_step') === !!e.expected_sequence) return;
  return name === 'multi_step'
    ? 'a multi_step entry has `expected_sequence`, not `expected_tool`'
    : `a ${name} entry has \`expected_tool\`, not \`expected_sequence\``;
}

export function loadTiered(source: Source, ctx: LoadContext): FormatLoaded {
  const out: Required<FormatLoaded> = { scenarios: [], problems: [], notices: [] };
  const list = z.array(z.unknown()).safeParse(source.data ?? []);
  if (!list.success) {
    out.problems.push({
      file: source.file,
      ...source.posOf([]),
      message: 'a tiered corpus file is a YAML list of entries',
    });
    return out;
  }
  list.data.forEach((raw, i) => {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, [i]));
      return;
    }
    const e = parsed.data;
    const shape = wrongShape(source.file, e);
    if (shape) {
      out.problems.push(at(source, [i], shape));
      return;
    }
    const notes = [ignoredFields(source, [i], e, ENTRY_FIELDS)];
    e.expected_sequence?.forEach((s, j) =>
      notes.push(ignoredFields(source, [i, 'expected_sequence', j], s, STEP_FIELDS)),
    );
    out.notices.push(...notes.filter((n): n is string => n !== undefined));
    out.scenarios.push(toScenario(e, i, source, ctx));
  });
  return out;
}

function toScenario(e: Entry, i: number, source: Source, ctx: LoadContext): Scenario {
  const type = tierOf(source.file, e);
  let expect: Expectation;
  if (e.expected_sequence) {
    const calls: ExpectedCall[] = e.expected_sequence.map((s) => ({
      tool: s.tool,
      ...(s.args && Object.keys(s.args).length ? { args: exact(s.args) } : {}),
      ...(s.stub_result !== undefined ? { stub: s.stub_result as Json } : {}),
    }));
    expect = { calls, order: 'strict', extra_calls: 'forbid' };
  } else {
    // selection_only reads the tool alone, whatever expected_args says.
    const a = type === 'with_args' && e.expected_args ? e.expected_args : undefined;
    expect = {
      calls: [
        { tool: e.expected_tool!, ...(a && Object.keys(a).length ? { args: exact(a) } : {}) },
      ],
      order: 'strict',
      extra_calls: 'allow',
      first_call_only: true,
    };
  }
  const locate = locator(source, (p): Path => {
    if (p[0] === 'turns' && p[2] === 'user') return [i, 'prompt'];
    if (!p.includes('calls')) return [i];
    const { index, rest } = callPath(p, { args: 'args', stub: 'stub_result', tool: 'tool' });
    if (e.expected_sequence) return [i, 'expected_sequence', index, ...rest];
    if (rest[0] === 'args') return [i, 'expected_args', ...rest.slice(1)];
    return [i, 'expected_tool'];
  });
  return {
    id: e.id,
    origin: { file: source.file, line: source.lineOf([i]), format: 'tiered', locate },
    dir: path.dirname(source.file),
    ...(e.category ? { category: e.category } : {}),
    tags: [],
    type,
    tier: TIERED_TIERS[type] as Tier,
    mode: 'stub',
    ...runFields(ctx),
    turns: [{ user: e.prompt, expect }],
  };
}

/** The source compares each expected key with Python's ==: nested values whole, not as a
 * subset; true == 1; an expected null matches an absent key. A string equals only the same
 * string either way, so it stays plain (and reads plainly in reasons). */
function exact(args: Record<string, unknown>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : { $pyEq: v as Json }]),
  );
}
