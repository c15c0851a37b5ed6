// Loads a corpus file in the native format (docs/scenarios.md) into normalized scenarios.
import path from 'node:path';
import type { Problem } from '../errors.js';
import { locator } from './formats/common.js';
import { fillFields, type Unresolved } from './placeholders.js';
import { at, zodProblems } from './problems.js';
import {
  corpusFileSchema,
  scenarioSchema,
  type ScenarioInput,
  elicitStepSchema,
  expectSchema,
  gateSchema,
  observationSchema,
} from './schema.js';
import type { ScenarioBase } from './context.js';
import type { Path, Source } from './source.js';
import { deriveTier } from './tier.js';
import type {
  ElicitStep,
  SamplingStub,
  Expectation,
  Gate,
  GateKind,
  Observation,
  ObservationKind,
  Scenario,
  Tier,
  Turn,
} from '../model/scenario.js';
import type { z } from 'zod';
import { DEFAULTS } from '../model/defaults.js';

export interface Loaded {
  scenarios: Scenario[];
  problems: Problem[];
}

export function loadNative(source: Source, base: ScenarioBase): Loaded {
  const file = corpusFileSchema.safeParse(source.data);
  if (!file.success) return { scenarios: [], problems: zodProblems(file.error, source) };
  const defaults = file.data.defaults ?? {};
  const out: Loaded = { scenarios: [], problems: [] };
  file.data.scenarios.forEach((raw, i) => {
    // Placeholders first, so their problems are reported beside any schema problem.
    const unresolved: Unresolved[] = [];
    // The scenario's own vars over the file's and the run's.
    const own = (raw as { vars?: ScenarioInput['vars'] } | undefined)?.vars;
    const vars = {
      ...base.vars,
      ...stringify(defaults.vars),
      ...stringify(isTable(own) ? own : {}),
    };
    const filled = fillFields(raw, vars, ['scenarios', i], unresolved, ['id', 'vars']);
    for (const u of unresolved) {
      out.problems.push(at(source, u.path, `unresolved placeholder {${u.name}}`));
    }
    const parsed = scenarioSchema.safeParse(filled);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, ['scenarios', i]));
      return;
    }
    const merged = mergeDefaults(defaults, parsed.data);
    const scenario = normalize(merged, source, source.lineOf(['scenarios', i]), base);
    // Not the parsed scenario itself, which the locator would keep alive for the whole run.
    const turns = Boolean(parsed.data.turns);
    scenario.origin.locate = locator(source, (p) => ['scenarios', i, ...writtenPath(turns, p)]);
    out.scenarios.push(scenario);
  });
  return out;
}

type Defaults = Partial<ScenarioInput>;

function mergeDefaults(defaults: Defaults, s: ScenarioInput): ScenarioInput {
  return {
    ...defaults,
    ...s,
    tags: [...new Set([...(defaults.tags ?? []), ...(s.tags ?? [])])],
    // Stryker disable next-line ObjectLiteral: equivalent, vars are resolved before the merge and the merged table is not read again
    vars: { ...defaults.vars, ...s.vars },
    server:
      defaults.server || s.server
        ? { ...defaults.server, ...s.server, env: { ...defaults.server?.env, ...s.server?.env } }
        : undefined,
  };
}

function stringify(vars: ScenarioInput['vars']): Record<string, string> {
  return Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, String(v)]));
}

export function normalizeExpect(e: z.infer<typeof expectSchema> | undefined): Expectation {
  const answer = e?.answer;
  return {
    calls: e?.calls,
    order: e?.order ?? DEFAULTS.order,
    extra_calls: e?.extra_calls ?? DEFAULTS.extraCalls,
    ...(e?.first_call_only ? { first_call_only: true } : {}),
    clarification: clarification(e?.clarification),
    answer: answer && {
      includes: typeof answer.includes === 'string' ? [answer.includes] : answer.includes,
      mode: answer.mode ?? DEFAULTS.answerMode,
      ...(answer.scope ? { scope: answer.scope } : {}),
    },
  };
}

function clarification(
  c: z.infer<typeof expectSchema>['clarification'],
): Expectation['clarification'] {
  if (typeof c !== 'object') return c;
  return { asks_for: typeof c.asks_for === 'string' ? [c.asks_for] : c.asks_for };
}

type Normalizers<K extends string, Out extends { kind: K }, In> = {
  [P in K]: (spec: NonNullable<In[P & keyof In]>) => Extract<Out, { kind: P }>;
};

const GATES: Normalizers<GateKind, Gate, z.infer<typeof gateSchema>> = {
  no_request: (request) => ({ kind: 'no_request', request }),
  requests: (spec) =>
    Array.isArray(spec)
      ? { kind: 'requests', requests: spec }
      : 'all' in spec
        ? { kind: 'requests', requests: spec.all, ...(spec.in_order ? { in_order: true } : {}) }
        : { kind: 'requests', requests: [spec] },
  no_mutation: (spec) => ({
    kind: 'no_mutation',
    ...(spec === true ? {} : { except: spec.except }),
  }),
  no_call: ({ tool, args }) => ({ kind: 'no_call', tool, ...(args ? { args } : {}) }),
  tools_exposed: (tools) => ({ kind: 'tools_exposed', tools }),
  tools_hidden: (tools) => ({ kind: 'tools_hidden', tools }),
};

const OBSERVATIONS: Normalizers<ObservationKind, Observation, z.infer<typeof observationSchema>> = {
  result_contains: (text) => ({ kind: 'result_contains', text }),
  first_tool: (tool) => ({ kind: 'first_tool', tool }),
  called: (tool) => ({ kind: 'called', tool }),
  request: (request) => ({ kind: 'request', request }),
};

/** `{ <kind>: <spec> }` as written (the schema allows exactly one kind) → the model's union. */
function byKind<T>(table: object, written: object): T {
  const [kind, spec] = Object.entries(written)[0];
  return (table as Record<string, (spec: unknown) => T>)[kind](spec);
}

export const normalizeGate = (g: z.infer<typeof gateSchema>) => byKind<Gate>(GATES, g);

export const normalizeObservation = (o: z.infer<typeof observationSchema>) =>
  byKind<Observation>(OBSERVATIONS, o);

function normalize(s: ScenarioInput, source: Source, line: number, base: ScenarioBase): Scenario {
  const turns: Turn[] = s.turns
    ? s.turns.map((t) => ({
        user: t.user,
        expect: normalizeExpect(t.expect),
        ...(t.confirms !== undefined ? { confirms: t.confirms } : {}),
        ...(t.elicit ? { elicit: t.elicit.map(normalizeElicit) } : {}),
        ...(t.sampling ? { sampling: t.sampling.map(samplingStub) } : {}),
      }))
    : // Stryker disable next-line StringLiteral: equivalent, the schema requires a prompt when there are no turns
      [
        typeof s.prompt === 'object'
          ? {
              user: '',
              mcp_prompt: { name: s.prompt.mcp, ...(s.prompt.args ? { args: s.prompt.args } : {}) },
              expect: normalizeExpect(s.expect),
            }
          : { user: s.prompt ?? '', expect: normalizeExpect(s.expect) },
      ];
  const gates = (s.gates ?? []).map(normalizeGate);
  return {
    id: s.id,
    origin: { file: source.file, line, format: 'native' },
    dir: path.dirname(source.file),
    category: s.category,
    // Stryker disable next-line ArrayDeclaration: equivalent, mergeDefaults always sets tags
    tags: s.tags ?? [],
    type: s.type,
    tier: (s.tier as Tier | undefined) ?? deriveTier(turns, gates),
    mode: s.mode ?? base.mode,
    timeout: s.timeout ?? base.timeout,
    repeat: s.repeat ?? base.repeat,
    skip: s.skip,
    known_failure: s.known_failure === true ? 'known failure' : s.known_failure || undefined,
    server: s.server,
    ...(s.spy ? { spy: s.spy } : {}),
    max_steps: s.max_steps ?? base.max_steps,
    turns,
    ...(s.elicit ? { elicit: s.elicit.map(normalizeElicit) } : {}),
    ...(s.sampling ? { sampling: s.sampling.map(samplingStub) } : {}),
    gates,
    observe: (s.observe ?? []).map(normalizeObservation),
    ...(s.annotations ? { annotations: s.annotations } : {}),
    ...(s.confirm_destructive !== undefined ? { confirm_destructive: s.confirm_destructive } : {}),
    before: s.before,
    after: s.after,
    hook_timeout: s.hook_timeout ?? base.hook_timeout,
    description: s.description,
  };
}

/** An `elicit` answer as written → the model's { action, content?, match? }. */
function normalizeElicit(e: z.infer<typeof elicitStepSchema>): ElicitStep {
  if (typeof e === 'string') return { action: e };
  const match = e.match !== undefined ? { match: e.match } : {};
  if ('accept' in e)
    return { action: 'accept', ...(e.accept === true ? {} : { content: e.accept }), ...match };
  return { action: 'decline' in e ? 'decline' : 'cancel', ...match };
}
const samplingStub = (s: string | SamplingStub): SamplingStub =>
  typeof s === 'string' ? { text: s } : s;

/** A single-prompt scenario is normalized to one turn; map paths back to how it was written. */
function writtenPath(turns: boolean, p: Path): Path {
  if (turns || p[0] !== 'turns') return p;
  const rest = p.slice(2);
  return rest[0] === 'user' ? ['prompt'] : rest;
}

const isTable = (v: unknown): v is ScenarioInput['vars'] =>
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, stringify of a non-table gives no key a placeholder can name (digits) and the schema reports it
  typeof v === 'object' && v !== null && !Array.isArray(v);
