// Finds corpus files, detects their format and loads every scenario, collecting all problems.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import type { Format } from '../config.js';
import type { Problem } from '../errors.js';
import { detectFormat, loaders } from './formats.js';
import type { ScenarioBase } from './native.js';
import { isProblem, readSource } from './source.js';
import type { Scenario } from './types.js';

export interface CorpusEntry {
  path: string;
  format?: Format;
}

export interface LoadContext {
  /** Folder globs are relative to (the config's). */
  dir: string;
  /** Folder file names are shown relative to (the user's). */
  cwd: string;
  /** Never a corpus file, even when a glob matches it. */
  config?: string;
  base: ScenarioBase;
  freeTextParams: string[];
}

export interface Corpus {
  scenarios: Scenario[];
  problems: Problem[];
  files: string[];
}

export async function loadCorpus(entries: CorpusEntry[], ctx: LoadContext): Promise<Corpus> {
  const out: Corpus = { scenarios: [], problems: [], files: [] };
  for (const entry of entries) {
    const files = await expand(entry.path, ctx.dir);
    if (files.length === 0) {
      out.problems.push({ file: entry.path, message: 'matches no corpus file' });
    }
    for (const file of files) {
      if (out.files.includes(file) || file === ctx.config) continue;
      out.files.push(file);
      const shown = path.relative(ctx.cwd, file) || file;
      const source = await readSource(file, shown);
      if (isProblem(source)) {
        out.problems.push(source);
        continue;
      }
      const format = entry.format ?? detectFormat(file, source.data);
      if (!format) {
        out.problems.push({
          file: shown,
          message: 'unknown corpus format (expected `scenarios:`; or set `format:` in the config)',
        });
        continue;
      }
      const loaded = loaders[format](source, ctx);
      out.scenarios.push(...loaded.scenarios);
      out.problems.push(...loaded.problems);
    }
  }
  out.problems.push(...duplicateIds(out.scenarios));
  const order = (file: string) =>
    out.files.findIndex((f) => file === path.relative(ctx.cwd, f) || file === f);
  out.problems.sort((a, b) => order(a.file) - order(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return out;
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

function duplicateIds(scenarios: Scenario[]): Problem[] {
  const seen = new Map<string, Scenario>();
  const problems: Problem[] = [];
  for (const s of scenarios) {
    const first = seen.get(s.id);
    if (first) {
      problems.push({
        file: s.origin.file,
        line: s.origin.line,
        field: 'id',
        message: `duplicate id "${s.id}" (first at ${first.origin.file}:${first.origin.line})`,
      });
    } else seen.set(s.id, s);
  }
  return problems;
}
