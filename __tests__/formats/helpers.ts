// Loading the format fixtures (copied to a temp folder, so hooks never touch the repository).
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Format } from '../../src/config.js';
import { loadCorpus, type Corpus, type LoadContext } from '../../src/corpus/load.js';
import type { Scenario } from '../../src/corpus/types.js';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/formats');

/** A temp copy of the format fixtures. */
export function copyFixtures(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-formats-'));
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

export function context(dir: string, over: Partial<LoadContext> = {}): LoadContext {
  return {
    dir,
    cwd: dir,
    base: {
      mode: 'live',
      max_steps: 8,
      repeat: 1,
      vars: { SHOP_DB: 'shop', SHOP_SCHEMA: '{SHOP_DB}_v2' },
    },
    freeTextParams: ['sql', 'query'],
    ...over,
  };
}

export async function load(
  dir: string,
  paths: (string | { path: string; format?: Format; thresholds?: string })[],
  over: Partial<LoadContext> = {},
): Promise<Corpus & { byId: Record<string, Scenario> }> {
  const corpus = await loadCorpus(
    paths.map((p) => (typeof p === 'string' ? { path: p } : p)),
    context(dir, over),
  );
  return { ...corpus, byId: Object.fromEntries(corpus.scenarios.map((s) => [s.id, s])) };
}
