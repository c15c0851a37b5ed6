// mcp-eval.yaml: the run's configuration (paths in it are relative to its folder), and the
// provider specs it names.
import { z } from 'zod';
import { jsonSchema } from './json.js';
import { modeSchema } from './scenario.js';

const rate = z.number().min(0).max(1);
const rates = z.record(z.string(), rate);

const thresholdSet = z.strictObject({
  overall: rate.optional(),
  tiers: rates.optional(),
  categories: rates.optional(),
});

export const thresholdsSchema = thresholdSet.extend({
  /** Per provider spec or model name: overrides, key by key. */
  providers: z.record(z.string(), thresholdSet).optional(),
});
export type Thresholds = z.infer<typeof thresholdsSchema>;

export const serverSchema = z
  .strictObject({
    command: z.string().optional(),
    args: z.array(z.string()).optional(),
    env: z.record(z.string(), z.string()).optional(),
    cwd: z.string().optional(),
    url: z.string().optional(),
    headers: z.record(z.string(), z.string()).optional(),
    allow_remote: z.boolean().optional(),
    /** Seconds to wait for the server to answer `initialize`. */
    startup_timeout: z.number().positive().optional(),
  })
  .refine((s) => !(s.command && s.url), 'give either `command` or `url`, not both');
export type ServerConfig = z.infer<typeof serverSchema>;

export const routeSchema = z.strictObject({
  method: z.string().optional(),
  path: z.string(),
  status: z.number().int().min(100).max(599).optional(),
  json: jsonSchema.optional(),
  text: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  /** Milliseconds to wait before answering: a slow backend, for timeouts. */
  delay: z.number().int().min(0).optional(),
});
export type Route = z.infer<typeof routeSchema>;

export const FORMATS = ['native', 'tiered', 'casefile', 'answer-fixtures'] as const;
export type Format = (typeof FORMATS)[number];

export const corpusEntrySchema = z.union([
  z.string(),
  z.strictObject({
    path: z.string(),
    format: z.enum(FORMATS).optional(),
    /** A thresholds file for this corpus: this shape, or a tiered corpus's thresholds.yaml. */
    thresholds: z.string().optional(),
  }),
]);

/** Model APIs by name; each is an adapter preset (providers/spec.ts). */
export const PROVIDER_NAMES = [
  'openai',
  'gemini',
  'anthropic',
  'groq',
  'openrouter',
  'together',
  'ollama',
  'openai-compatible',
] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** The object form of a provider spec, as written in mcp-eval.yaml. */
export const providerObjectSchema = z
  .strictObject({
    id: z.string().min(1).optional(),
    provider: z.enum(PROVIDER_NAMES),
    model: z.string().min(1),
    base_url: z.url().optional(),
    api_key_env: z.string().min(1).optional(),
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().positive().optional(),
    seed: z.number().int().optional(),
    /** Per request, seconds. */
    timeout: z.number().positive().optional(),
    retries: z.number().int().min(0).max(10).optional(),
  })
  .refine((p) => p.provider !== 'openai-compatible' || p.base_url !== undefined, {
    message: 'provider openai-compatible needs base_url',
    path: ['base_url'],
  });
export type ProviderObject = z.infer<typeof providerObjectSchema>;

/** The agent CLI provider in object form; the string forms are `claude-code[:<model>]`. */
export const agentObjectSchema = z.strictObject({
  id: z.string().min(1).optional(),
  provider: z.literal('claude-code'),
  model: z.string().min(1).optional(),
});
export type AgentObject = z.infer<typeof agentObjectSchema>;

export const providerSpecSchema = z.union([
  z.string().min(1),
  agentObjectSchema,
  providerObjectSchema,
]);
export type ProviderSpec = string | ProviderObject | AgentObject;

export const priceSchema = z.strictObject({
  input: z.number(),
  output: z.number(),
  cached: z.number().optional(),
});
export type Price = z.infer<typeof priceSchema>;
export type Prices = Record<string, Price>;

export const configSchema = z.strictObject({
  server: serverSchema.optional(),
  catalog: z.string().optional(),
  mode: modeSchema.optional(),
  spy: z.strictObject({ routes: z.array(routeSchema).optional() }).optional(),
  corpus: z.array(corpusEntrySchema).optional(),
  vars: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  providers: z.array(providerSpecSchema).optional(),
  judge: providerSpecSchema.optional(),
  thresholds: thresholdsSchema.optional(),
  /** What the spy answers in stub mode to a call that matches no expected step. */
  default_stub: jsonSchema.optional(),
  concurrency: z.number().int().min(1).optional(),
  timeout: z.number().positive().optional(),
  max_steps: z.number().int().min(1).optional(),
  repeat: z.number().int().min(1).optional(),
  /** Prices per million tokens, by model or provider spec. */
  prices: z.record(z.string(), priceSchema).optional(),
  /** Argument names compared only for presence (free text such as SQL). */
  free_text_params: z.array(z.string()).optional(),
});
/** The loaded config: its fields, the file it came from and the folder paths resolve against. */
export type Config = z.infer<typeof configSchema> & { file?: string; dir: string };
