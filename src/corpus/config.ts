// Reads mcp-eval.yaml (its schema is model/config.ts) and thresholds given as text.
import path from 'node:path';
import { SetupError, type Problem } from '../errors.js';
import { configSchema, thresholdsSchema, type Config, type Thresholds } from '../model/config.js';
import { fromTieredThresholds } from './formats/tiered-thresholds.js';
import { zodProblems } from './problems.js';
import { isProblem, parseSource, readSource } from './source.js';

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
