// The native corpus format (README, "Configuration"), as zod schemas. Objects are strict so that a
// misspelt field is reported, not silently ignored.
import { z } from 'zod';
import { matcherProblems } from '../match/args.js';
import {
  ANSWER_MODES,
  modeSchema,
  tierSchema,
  type GateKind,
  type ObservationKind,
} from '../model/scenario.js';

const json = z.json();
const args = z.record(z.string(), json).superRefine((value, ctx) => {
  for (const p of matcherProblems(value))
    ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
});
const stringList = z.union([z.string(), z.array(z.string())]);

export const callSchema = z.strictObject({
  tool: z.string().min(1),
  args: args.optional(),
  stub: json.optional(),
});

export const expectSchema = z.strictObject({
  calls: z.array(callSchema).optional(),
  order: z.enum(['strict', 'any']).optional(),
  extra_calls: z.enum(['allow', 'forbid']).optional(),
  first_call_only: z.boolean().optional(),
  clarification: z.boolean().optional(),
  answer: z
    .strictObject({ includes: stringList, mode: z.enum(ANSWER_MODES).optional() })
    .optional(),
});

const requestPattern = z.strictObject({
  method: z.string().optional(),
  path: z.string().optional(),
});

/** As written: `{ <kind>: <spec> }`, one kind per gate, every kind of the model. */
export const gateInputs = {
  no_request: requestPattern,
  no_mutation: z.literal(true),
  no_call: z.strictObject({ tool: z.string(), args: args.optional() }),
  tools_exposed: z.array(z.string()),
  tools_hidden: z.array(z.string()),
} satisfies Record<GateKind, z.ZodType>;

export const gateSchema = z
  .strictObject(gateInputs)
  .partial()
  .refine((g) => Object.keys(g).length === 1, 'a gate has exactly one kind');

export const observationInputs = {
  result_contains: z.string(),
  first_tool: z.string(),
  called: z.string(),
  request: requestPattern,
} satisfies Record<ObservationKind, z.ZodType>;

export const observationSchema = z
  .strictObject(observationInputs)
  .partial()
  .refine((o) => Object.keys(o).length === 1, 'an observation has exactly one kind');

/** Fields a file's `defaults` may set for all its scenarios. */
const shared = {
  category: z.string().optional(),
  tags: z.array(z.string()).optional(),
  type: z.string().optional(),
  tier: tierSchema.optional(),
  mode: modeSchema.optional(),
  timeout: z.number().positive().optional(),
  repeat: z.number().int().min(1).optional(),
  vars: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  server: z
    .strictObject({
      env: z.record(z.string(), z.string()).optional(),
      args: z.array(z.string()).optional(),
    })
    .optional(),
  max_steps: z.number().int().min(1).optional(),
  before: z.string().optional(),
  after: z.string().optional(),
};

export const scenarioSchema = z
  .strictObject({
    ...shared,
    id: z.string().min(1),
    description: z.string().optional(),
    prompt: z.string().optional(),
    turns: z
      .array(z.strictObject({ user: z.string(), expect: expectSchema.optional() }))
      .min(1)
      .optional(),
    expect: expectSchema.optional(),
    skip: z.string().optional(),
    known_failure: z.union([z.string(), z.boolean()]).optional(),
    gates: z.array(gateSchema).optional(),
    observe: z.array(observationSchema).optional(),
  })
  .refine((s) => (s.prompt === undefined) !== (s.turns === undefined), {
    message: 'a scenario has either `prompt` or `turns`',
  })
  .refine((s) => !(s.turns && s.expect), {
    message: 'with `turns`, put `expect` inside each turn',
    path: ['expect'],
  });
export type ScenarioInput = z.infer<typeof scenarioSchema>;

export const corpusFileSchema = z.strictObject({
  defaults: z.strictObject(shared).optional(),
  scenarios: z.array(z.unknown()),
});
