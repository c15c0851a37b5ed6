// The corpus formats a file can be in, and how to tell them apart.
import path from 'node:path';
import type { Format } from '../config.js';
import type { LoadContext } from './load.js';
import { loadNative, type Loaded } from './native.js';
import type { Source } from './source.js';

type Loader = (source: Source, ctx: LoadContext) => Loaded;

const unsupported =
  (format: string): Loader =>
  (source) => ({
    scenarios: [],
    problems: [{ file: source.file, message: `the ${format} format is not supported yet` }],
  });

export const loaders: Record<Format, Loader> = {
  native: (source, ctx) => loadNative(source, ctx.base),
  tiered: unsupported('tiered'),
  casefile: unsupported('casefile'),
  'answer-fixtures': unsupported('answer-fixtures'),
};

export function detectFormat(file: string, data: unknown): Format | undefined {
  if (path.basename(file) === 'test_case.yaml') return 'answer-fixtures';
  if (Array.isArray(data)) {
    const first = data[0] as Record<string, unknown> | undefined;
    if (first && ('expected_tool' in first || 'expected_sequence' in first)) return 'tiered';
    return undefined;
  }
  if (data && typeof data === 'object') {
    if ('scenarios' in data) return 'native';
    if ('cases' in data && 'module' in data) return 'casefile';
  }
  return undefined;
}
