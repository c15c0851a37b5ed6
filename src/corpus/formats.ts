// The corpus formats a file can be in, and how to tell them apart. Each imported format has
// its module in formats/ and turns its files into normalized scenarios.
import path from 'node:path';
import type { CorpusFormat } from '../model/config.js';
import { ANSWER_FIXTURE_FILE, loadAnswerFixture } from './formats/answer-fixtures.js';
import { loadCasefile } from './formats/casefile.js';
import type { FormatLoaded } from './formats/common.js';
import { loadTiered } from './formats/tiered.js';
import { TIERED_TIERS } from './formats/tiered-thresholds.js';
import type { LoadContext } from './context.js';
import { loadNative } from './native.js';
import type { Source } from './source.js';

type Loader = (source: Source, ctx: LoadContext) => FormatLoaded;

/** One loader per corpus format; a format without its loader does not typecheck. */
export const loaders: Record<CorpusFormat, Loader> = {
  native: (source, ctx) => loadNative(source, ctx.base),
  tiered: loadTiered,
  casefile: loadCasefile,
  'answer-fixtures': loadAnswerFixture,
};

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** By file name and shape. */
export function detectFormat(file: string, data: unknown): CorpusFormat | undefined {
  const base = path.basename(file);
  if (base === ANSWER_FIXTURE_FILE) return 'answer-fixtures';
  if (Array.isArray(data)) {
    if (data.some((e) => isObject(e) && ('expected_tool' in e || 'expected_sequence' in e))) {
      return 'tiered';
    }
    if (base.replace(/\.ya?ml$/, '') in TIERED_TIERS) return 'tiered';
    return undefined;
  }
  if (isObject(data)) {
    if ('scenarios' in data) return 'native';
    if ('cases' in data && 'module' in data) return 'casefile';
  }
  return undefined;
}
