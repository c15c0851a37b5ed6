// The scripted provider's file: per scenario (by id, prompt or prompt regex) what the "model"
// does in each turn, step by step — tool calls, text, faults — with variants per repetition.
import { z } from 'zod';
import { argsSchema } from './json.js';

const callSchema = z.strictObject({
  call: z.string().min(1).describe('The tool to call.'),
  args: argsSchema.optional().describe('Its arguments (none when absent).'),
  raw: z
    .string()
    .optional()
    .describe(
      'Arguments exactly as a model wrote them, instead of `args`: text that is not a JSON object makes a malformed call.',
    ),
});

const faultSchema = z.union([
  z.literal('timeout').describe('The model API timed out (an errored row).'),
  z.literal('hang').describe('No answer until the scenario times out (a timeout row).'),
  z.strictObject({
    status: z.number().int().min(400).max(599).describe('The HTTP status the API answered.'),
    message: z.string().optional(),
  }),
]);

const FAULT_ALONE = 'a step with `fault` has nothing else';
const ONE_CALL_FORM = 'give `call` or `calls`, not both';

/** One model step: text, one call or several (sent together), or a fault. */
export const scriptedStepSchema = z
  .strictObject({
    text: z.string().optional().describe('What the model says.'),
    call: callSchema.shape.call.optional(),
    args: callSchema.shape.args,
    raw: callSchema.shape.raw,
    calls: z.array(callSchema).optional().describe('Several calls in one step.'),
    fault: faultSchema.optional(),
  })
  .superRefine((s, ctx) => {
    const has = (k: keyof typeof s) => s[k] !== undefined;
    if (s.fault !== undefined && (['text', 'call', 'calls'] as const).some(has))
      ctx.addIssue({ code: 'custom', path: ['fault'], message: FAULT_ALONE });
    if (has('call') && has('calls'))
      ctx.addIssue({ code: 'custom', path: ['calls'], message: ONE_CALL_FORM });
    if (!has('call') && (has('args') || has('raw')))
      ctx.addIssue({
        code: 'custom',
        path: [has('args') ? 'args' : 'raw'],
        message: 'needs `call`',
      });
    if (!(['text', 'call', 'calls', 'fault'] as const).some(has))
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'a step needs `text`, `call`, `calls` or `fault`',
      });
  });
export type ScriptedStep = z.infer<typeof scriptedStepSchema>;

/** A turn's steps, played one per model request; a step without calls ends the turn. */
const turnStepsSchema = z.array(scriptedStepSchema);

const variantSchema = z.strictObject({
  turns: z.array(turnStepsSchema).optional().describe('Steps per turn.'),
  steps: turnStepsSchema.optional().describe('The steps of a one-turn scenario.'),
});

const behaviourSchema = z
  .strictObject({
    scenario: z.string().min(1).optional().describe('The scenario id this plays.'),
    prompt: z.string().optional().describe("The scenario's first user message, exactly."),
    prompt_regex: z
      .string()
      .optional()
      .describe("A regular expression found in the scenario's first user message."),
    turns: variantSchema.shape.turns,
    steps: variantSchema.shape.steps,
    variants: z
      .array(variantSchema)
      .min(1)
      .optional()
      .describe('Behaviours per repetition: repetition k plays variant k mod n.'),
    repeats: z
      .record(z.string().regex(/^\d+$/, 'a repetition number'), z.number().int().min(0))
      .optional()
      .describe('Repetition → variant index, over k mod n.'),
  })
  .superRefine((b, ctx) => {
    const keys = (['scenario', 'prompt', 'prompt_regex'] as const).filter(
      (k) => b[k] !== undefined,
    );
    if (keys.length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: keys.slice(1),
        message: 'give exactly one of `scenario`, `prompt`, `prompt_regex`',
      });
    if (b.prompt_regex !== undefined) {
      try {
        new RegExp(b.prompt_regex);
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          path: ['prompt_regex'],
          message: (err as Error).message,
        });
      }
    }
    const forms = (['turns', 'steps', 'variants'] as const).filter((k) => b[k] !== undefined);
    if (forms.length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: forms.slice(1),
        message: 'give exactly one of `turns`, `steps`, `variants`',
      });
    for (const v of b.variants ?? [])
      if ((v.turns === undefined) === (v.steps === undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['variants', b.variants!.indexOf(v)],
          message: 'a variant gives `turns` or `steps`',
        });
    const n = b.variants?.length ?? 1;
    for (const [rep, index] of Object.entries(b.repeats ?? {}))
      if (index >= n)
        ctx.addIssue({
          code: 'custom',
          path: ['repeats', rep],
          message: `there is no variant ${index} (${n} given, counted from 0)`,
        });
  });
export type ScriptedBehaviour = z.infer<typeof behaviourSchema>;

export const scriptSchema = z.strictObject({
  behaviours: z
    .array(behaviourSchema)
    .describe('What the model does, per scenario; the first that matches plays.'),
});
export type Script = z.infer<typeof scriptSchema>;

/** `{ provider: scripted, file }` in a config's `providers`. */
export const scriptedObjectSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .optional()
    .describe('The name the provider is reported under (and that `thresholds.providers` uses).')
    .meta({ examples: ['scripted'] }),
  provider: z
    .literal('scripted')
    .describe('Plays a file of scripted behaviours instead of asking a model (docs/scripted.md).')
    .meta({ examples: ['scripted'] }),
  file: z
    .string()
    .min(1)
    .describe("The behaviours file (YAML or JSON), relative to the config's folder.")
    .meta({ examples: ['scripted.yaml'] }),
});
export type ScriptedObject = z.infer<typeof scriptedObjectSchema>;
