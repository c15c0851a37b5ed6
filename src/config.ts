// mcp-eval.yaml: the run's configuration. Paths in it are relative to its folder.
import path from 'node:path';
import { z } from 'zod';
import { SetupError, type Problem } from './errors.js';
import { fromTieredThresholds } from './corpus/formats/tiered-thresholds.js';
import { zodProblems } from './corpus/problems.js';
import { providerSpecSchema } from './providers/spec.js';
import { isProblem, parseSource, readSource } from './corpus/source.js';

const json = z.json();
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
  json: json.optional(),
  text: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  /** Milliseconds to wait before answering: a slow backend, for timeouts. */
  delay: z.number().int().min(0).optional(),
});
export type Route = z.infer<typeof routeSchema>;

const FORMATS = ['native', 'tiered', 'casefile', 'answer-fixtures'] as const;
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

export const configSchema = z.strictObject({
  server: serverSchema.optional(),
  catalog: z.string().optional(),
  mode: z.enum(['live', 'stub']).optional(),
  spy: z.strictObject({ routes: z.array(routeSchema).optional() }).optional(),
  corpus: z.array(corpusEntrySchema).optional(),
  vars: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  providers: z.array(providerSpecSchema).optional(),
  judge: providerSpecSchema.optional(),
  thresholds: thresholdsSchema.optional(),
  /** What the spy answers in stub mode to a call that matches no expected step. */
  default_stub: json.optional(),
  concurrency: z.number().int().min(1).optional(),
  timeout: z.number().positive().optional(),
  max_steps: z.number().int().min(1).optional(),
  repeat: z.number().int().min(1).optional(),
  /** Prices per million tokens, by model or provider spec. */
  prices: z
    .record(
      z.string(),
      z.strictObject({ input: z.number(), output: z.number(), cached: z.number().optional() }),
    )
    .optional(),
  /** Argument names compared only for presence (free text such as SQL). */
  free_text_params: z.array(z.string()).optional(),
});
export type Config = z.infer<typeof configSchema> & { file?: string; dir: string };

export async function loadConfig(file: string | undefined, cwd: string): Promise<Config> {
  if (!file) return { dir: cwd };
  const full = path.resolve(cwd, file);
  const source = await readSource(full, path.relative(cwd, full) || file);
  if (isProblem(source)) throw new SetupError(`Cannot load the config ${file}`, [source]);
  const parsed = configSchema.safeParse(source.data ?? {});
  if (!parsed.success) {
    throw new SetupError(`The config ${file} is not valid`, zodProblems(parsed.error, source));
  }
  return { ...parsed.data, file: full, dir: path.dirname(full) };
}

/** Parses thresholds given as text (action input / flag): YAML/JSON inline or a file path. */
export async function parseThresholds(text: string, cwd: string): Promise<Thresholds> {
  const trimmed = text.trim();
  const looksInline = /^[{]|:/.test(trimmed);
  const source = looksInline
    ? parseSource(trimmed, 'thresholds')
    : await readSource(path.resolve(cwd, trimmed), trimmed);
  if (isProblem(source)) throw new SetupError('Cannot read thresholds', [source]);
  // A tiered corpus's thresholds.yaml (default / per_model) is accepted as it is.
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) {
    const problems: Problem[] = zodProblems(parsed.error, source);
    throw new SetupError('The thresholds are not valid', problems);
  }
  return parsed.data;
}
