// Finds corpus files, detects their format and loads every scenario, collecting all problems.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import type { CorpusFormat } from '../model/config.js';
import type { Problem } from '../errors.js';
import { detectFormat, loaders } from './formats.js';
import type { LoadContext } from './context.js';
import { isProblem, printable, readSource } from './source.js';
import {
  isThresholdsFile,
  parseThresholdsSource,
  readThresholdsFile,
  type FoundThresholds,
} from './thresholds-file.js';
import type { Scenario } from '../model/scenario.js';
import { TIERED_TIERS } from './formats/tiered-thresholds.js';
import { CORPUS_LIMIT_ENV, LIMITS } from '../model/limits.js';

export interface CorpusEntry {
  path: string;
  format?: CorpusFormat;
  /** A thresholds file for this corpus (the config's shape or the tiered corpus's). */
  thresholds?: string;
}

export interface Corpus {
  scenarios: Scenario[];
  problems: Problem[];
  files: string[];
  /** Worth telling, never blocking (ignored fields of an imported format). */
  notices: string[];
  /** From a thresholds.yaml that came with the corpus (an entry's `thresholds:`, a
   * thresholds.yaml among the corpus files, or one beside a tiered corpus file). */
  thresholds?: FoundThresholds;
}

export async function loadCorpus(entries: CorpusEntry[], ctx: LoadContext): Promise<Corpus> {
  const out: Corpus = { scenarios: [], problems: [], files: [], notices: [] };
  const shownOf = (file: string) => path.relative(ctx.cwd, file) || file;
  const useThresholds = (found: FoundThresholds | undefined) => {
    if (!found || out.thresholds?.file === found.file) return;
    if (out.thresholds) {
      out.notices.push(`${found.file}: ignored, the thresholds in ${out.thresholds.file} apply`);
    } else out.thresholds = found;
  };
  for (const entry of entries) {
    if (entry.thresholds) {
      const file = path.resolve(ctx.dir, entry.thresholds);
      const read = await readThresholdsFile(file, shownOf(file));
      out.problems.push(...read.problems);
      out.notices.push(...read.notices);
      useThresholds(read.found);
    }
  }
  for (const entry of entries) {
    const files = await expand(entry.path, ctx.dir);
    if (files.length === 0) {
      out.problems.push({ file: entry.path, message: 'matches no corpus file' });
    }
    for (const file of files) {
      if (out.files.includes(file) || file === ctx.config) continue;
      out.files.push(file);
      const shown = shownOf(file);
      const tooBig = await sizeProblem(file, shown, ctx.maxFileBytes);
      if (tooBig) {
        out.problems.push(tooBig);
        continue;
      }
      const source = await readSource(file, shown);
      if (isProblem(source)) {
        out.problems.push(source);
        continue;
      }
      if (isThresholdsFile(file, source.data)) {
        const parsed = parseThresholdsSource(source);
        out.problems.push(...parsed.problems);
        out.notices.push(...parsed.notices);
        if (parsed.thresholds) useThresholds({ file: shown, thresholds: parsed.thresholds });
        continue;
      }
      const format = entry.format ?? detectFormat(file, source.data);
      // Files beside an answer fixture's test_case.yaml are its support files (manifests).
      if (!format && existsSync(path.join(path.dirname(file), 'test_case.yaml'))) continue;
      if (!format) {
        out.problems.push({
          file: shown,
          ...source.posOf([]),
          message: 'unknown corpus format (expected `scenarios:`; or set `format:` in the config)',
        });
        continue;
      }
      const loaded = loaders[format](source, ctx);
      // The loaders take a scenario's folder from the shown file name, relative to ctx.cwd:
      // made absolute here, so that hooks never run relative to the process's own folder.
      for (const s of loaded.scenarios) s.dir = path.resolve(ctx.cwd, s.dir);
      out.scenarios.push(...loaded.scenarios);
      out.problems.push(...loaded.problems);
      out.notices.push(...(loaded.notices ?? []));
      const beside = path.join(path.dirname(file), 'thresholds.yaml');
      if (format === 'tiered' && !out.thresholds && !files.includes(beside) && existsSync(beside)) {
        const read = await readThresholdsFile(beside, shownOf(beside));
        out.problems.push(...read.problems);
        out.notices.push(...read.notices);
        useThresholds(read.found);
      }
    }
  }
  out.problems.push(...duplicateIds(out.scenarios));
  const order = (file: string) =>
    // Stryker disable next-line ConditionalExpression: equivalent, a problem names a file as shown (relative), never by the absolute path
    out.files.findIndex((f) => file === path.relative(ctx.cwd, f) || file === f);
  out.problems.sort((a, b) => order(a.file) - order(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return out;
}

/** A file past the limit is refused before it is read: its text, syntax and scenarios together
 * would take about 25 times its size in memory (LIMITS.corpusFileMb). */
async function sizeProblem(
  file: string,
  shown: string,
  max = LIMITS.corpusFileMb * 1e6,
): Promise<Problem | undefined> {
  const size = (await stat(file).catch(() => undefined))?.size ?? 0;
  if (size <= max) return undefined;
  const one = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
  const mb = (n: number) => (n >= 1e6 ? `${one(n / 1e6)} MB` : `${one(n / 1e3)} kB`);
  return {
    file: shown,
    message:
      `too large to load: ${mb(size)} (${size.toLocaleString('en-US')} bytes), over the limit of ` +
      `${mb(max)} for one corpus file; split it into several files, or raise the limit with ` +
      `${CORPUS_LIMIT_ENV}=<MB>`,
  };
}

async function expand(pattern: string, dir: string): Promise<string[]> {
  const full = path.resolve(dir, pattern);
  const info = await stat(full).catch(() => undefined);
  if (info?.isFile()) return [full];
  const cwd = info?.isDirectory() ? full : dir;
  const globs = info?.isDirectory() ? ['**/*.{yaml,yml,json}'] : [pattern];
  const found = await glob(globs, { cwd, absolute: true, ignore: ['**/node_modules/**'] });
  return found.sort();
}

/** A scenario's line, and its column while its file's positions are kept (origin.locate). */
function placeOf(s: Scenario): { line: number; column?: number } {
  const at = s.origin.locate?.([]);
  return at ? { line: at.line, column: at.column } : { line: s.origin.line };
}

function duplicateIds(scenarios: Scenario[]): Problem[] {
  const seen = new Map<string, Scenario>();
  const problems: Problem[] = [];
  for (const s of scenarios) {
    // A tiered corpus may hold one id in two tier files: two entries, as its scorer sees them.
    const key = s.type && s.type in TIERED_TIERS ? `${s.type}\u0000${s.id}` : s.id;
    const first = seen.get(key);
    if (first) {
      problems.push({
        file: s.origin.file,
        ...placeOf(s),
        field: 'id',
        message: `duplicate id "${printable(s.id)}" (first at ${[first.origin.file, ...Object.values(placeOf(first))].join(':')})`,
      });
    } else seen.set(key, s);
  }
  return problems;
}
