// Case files: JSON {module, cases: [...]} with id, type (happy_path, ambiguous_selection,
// missing_parameter, multi_tool), description, input, expected_tools: [{name, params}], or
// turns: [{input, expect: "clarification"} | {input, expected_tools}] (2–7 turns, one MCP
// session). Their semantics, as a normalized scenario:
//   no expected tool (missing_parameter, a clarification turn, expected_tools: []): no tool
//     call, and a reply that asks (the clarification check);
//   multi_tool: the same calls, count and order (strict order, extra calls forbidden);
//   other types: the primary (first) call is scored against the first expected tool.
// Params: identifier-like values must match exactly when set; free-text params (`sql`, `query`,
// or the config's `free_text_params`) only need to be present and non-empty ({$nonEmpty}).
// {PLACEHOLDER}s are filled from vars, then the environment, recursively.
import path from 'node:path';
import { z } from 'zod';
import type { LoadContext } from '../context.js';
import { fillFields, type Unresolved } from '../placeholders.js';
import { at, zodProblems } from '../problems.js';
import type { Path, Source } from '../source.js';
import { deriveTier } from '../tier.js';
import type { ExpectedCall, Expectation, Scenario, Turn } from '../../model/scenario.js';
import type { Json } from '../../model/json.js';
import { callPath, ignoredFields, locator, runFields, type FormatLoaded } from './common.js';

export const CASE_TYPES = [
  'happy_path',
  'ambiguous_selection',
  'missing_parameter',
  'multi_tool',
] as const;
type CaseType = (typeof CASE_TYPES)[number];

const toolSchema = z.looseObject({
  name: z.string().min(1),
  params: z.record(z.string(), z.json()).optional(),
});
const TOOL_FIELDS = ['name', 'params'];

const turnSchema = z
  .looseObject({
    input: z.string().min(1),
    expect: z.literal('clarification').optional(),
    expected_tools: z.array(toolSchema).optional(),
  })
  .refine((t) => (t.expect === undefined) !== (t.expected_tools === undefined), {
    message: 'a turn has exactly one of `expect: "clarification"` and `expected_tools`',
  });
const TURN_FIELDS = ['input', 'expect', 'expected_tools'];

const caseSchema = z
  .looseObject({
    id: z.string().min(1),
    type: z.enum(CASE_TYPES),
    description: z.string().optional(),
    input: z.string().min(1).optional(),
    expected_tools: z.array(toolSchema).optional(),
    turns: z.array(turnSchema).min(2).max(7).optional(),
  })
  .refine((c) => (c.input === undefined) !== (c.turns === undefined), {
    message: 'a case has either `input` or `turns`',
  })
  .refine((c) => !(c.turns && c.expected_tools), {
    message: 'with `turns`, put `expected_tools` in each turn',
    path: ['expected_tools'],
  })
  .refine((c) => c.turns || c.expected_tools || c.type === 'missing_parameter', {
    message: 'a single-turn case needs `expected_tools` ([] when no tool should be called)',
    path: ['expected_tools'],
  })
  .refine((c) => !(c.type === 'missing_parameter' && !c.turns && c.expected_tools?.length), {
    message: 'a missing_parameter case expects no tool call: `expected_tools` must be empty',
    path: ['expected_tools'],
  });
type Case = z.infer<typeof caseSchema>;
type Tool = z.infer<typeof toolSchema>;
const CASE_FIELDS = ['id', 'type', 'description', 'input', 'expected_tools', 'turns'];

const fileSchema = z.looseObject({ module: z.string().min(1), cases: z.array(z.unknown()) });

export function loadCasefile(source: Source, ctx: LoadContext): FormatLoaded {
  const out: Required<FormatLoaded> = { scenarios: [], problems: [], notices: [] };
  const data = source.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    out.problems.push({
      file: source.file,
      ...source.posOf([]),
      message: 'a case file is an object: {"module": ..., "cases": [...]}',
    });
    return out;
  }
  const file = fileSchema.safeParse(data);
  if (!file.success) return { ...out, problems: zodProblems(file.error, source) };
  const note = (n: string | undefined) => n && out.notices.push(n);
  note(ignoredFields(source, [], file.data, ['module', 'cases']));
  const free = new Set(ctx.freeTextParams.map((p) => p.toLowerCase()));
  file.data.cases.forEach((raw, i) => {
    const base: Path = ['cases', i];
    let filled = raw;
    if (!ctx.keepPlaceholders) {
      const unresolved: Unresolved[] = [];
      filled = fillFields(raw, ctx.base.vars, base, unresolved, ['id']);
      for (const u of unresolved) {
        out.problems.push(at(source, u.path, `unresolved placeholder {${u.name}}`));
      }
    }
    const parsed = caseSchema.safeParse(filled);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, base));
      return;
    }
    const c = parsed.data;
    note(ignoredFields(source, base, c, CASE_FIELDS));
    c.turns?.forEach((t, j) => {
      note(ignoredFields(source, [...base, 'turns', j], t, TURN_FIELDS));
      t.expected_tools?.forEach((tool, k) =>
        note(ignoredFields(source, [...base, 'turns', j, 'expected_tools', k], tool, TOOL_FIELDS)),
      );
    });
    c.expected_tools?.forEach((tool, k) =>
      note(ignoredFields(source, [...base, 'expected_tools', k], tool, TOOL_FIELDS)),
    );
    const primaryOnly = (tools: Tool[] | undefined, where: Path) => {
      if (c.type !== 'multi_tool' && (tools?.length ?? 0) > 1) {
        note(
          `${source.file}:${source.lineOf(where)}: ${c.id}: a ${c.type} case scores the primary (first) call only; the other expected tools are ignored`,
        );
      }
    };
    const written = c.turns ?? [{ input: c.input!, expected_tools: c.expected_tools ?? [] }];
    const turns: Turn[] = written.map((t, j) => {
      const tools = 'expect' in t && t.expect ? [] : (t.expected_tools ?? []);
      primaryOnly(
        tools,
        c.turns ? [...base, 'turns', j, 'expected_tools'] : [...base, 'expected_tools'],
      );
      return { user: t.input, expect: expectation(tools, c.type, free) };
    });
    out.scenarios.push(toScenario(c, turns, i, source, ctx, file.data.module));
  });
  return out;
}

function expectation(tools: Tool[], type: CaseType, free: Set<string>): Expectation {
  if (tools.length === 0) {
    return { order: 'strict', extra_calls: 'allow', clarification: true };
  }
  const calls = tools.map((t) => call(t, free));
  if (type === 'multi_tool') return { calls, order: 'strict', extra_calls: 'forbid' };
  return { calls: calls.slice(0, 1), order: 'strict', extra_calls: 'allow', first_call_only: true };
}

function call(t: Tool, free: Set<string>): ExpectedCall {
  const args: Record<string, Json> = {};
  for (const [key, value] of Object.entries(t.params ?? {})) {
    if (value === null) continue; // not set: not checked
    args[key] = free.has(key.toLowerCase()) ? { $nonEmpty: true } : (value as Json);
  }
  return { tool: t.name, ...(Object.keys(args).length ? { args } : {}) };
}

function toScenario(
  c: Case,
  turns: Turn[],
  i: number,
  source: Source,
  ctx: LoadContext,
  module: string,
): Scenario {
  const locate = locator(source, (p): Path => {
    const base: Path = c.turns ? ['cases', i, 'turns', p[1] ?? 0] : ['cases', i];
    if (p[0] !== 'turns') return ['cases', i];
    if (p[2] === 'user') return [...base, 'input'];
    if (!p.includes('calls')) return c.turns ? [...base, 'expect'] : [...base, 'expected_tools'];
    const { index, rest } = callPath(p, { tool: 'name', args: 'params' });
    return [...base, 'expected_tools', index, ...rest];
  });
  return {
    id: c.id,
    origin: { file: source.file, line: source.lineOf(['cases', i]), format: 'casefile', locate },
    dir: path.dirname(source.file),
    category: module,
    tags: [],
    type: c.type,
    tier: deriveTier(turns, []),
    mode: ctx.base.mode,
    ...runFields(ctx),
    turns,
    ...(c.description ? { description: c.description } : {}),
  };
}
