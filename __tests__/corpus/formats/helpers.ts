// Loading the format fixtures (copied to a temp folder, so hooks never touch the repository).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { CorpusFormat } from '../../../src/model/config.js';
import type { LoadContext } from '../../../src/corpus/context.js';
import { loadCorpus, type Corpus } from '../../../src/corpus/load.js';
import type { Scenario } from '../../../src/model/scenario.js';

export const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/formats');

/** A temp copy of the format fixtures. */
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temp copy of the fixtures (tests may write into it), removed after the test file. */
export function copyFixtures(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-formats-'));
  made.push(dir);
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
  paths: (string | { path: string; format?: CorpusFormat; thresholds?: string })[],
  over: Partial<LoadContext> = {},
): Promise<Corpus & { byId: Record<string, Scenario> }> {
  const corpus = await loadCorpus(
    paths.map((p) => (typeof p === 'string' ? { path: p } : p)),
    context(dir, over),
  );
  return { ...corpus, byId: Object.fromEntries(corpus.scenarios.map((s) => [s.id, s])) };
}
