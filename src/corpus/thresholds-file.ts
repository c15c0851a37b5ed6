// A thresholds.yaml that comes with a corpus: in the config's `thresholds` shape, or in the
// tiered corpus's shape (default / per_model). It applies unless the config or a flag sets
// thresholds.
import path from 'node:path';
import { z } from 'zod';
import { thresholdsSchema, type Thresholds } from '../model/config.js';
import type { Problem } from '../errors.js';
import {
  fromTieredThresholds,
  isTieredThresholds,
  TIERED_GATES,
} from './formats/tiered-thresholds.js';
import { zodProblems } from './problems.js';
import { formatPath, isProblem, readSource, type Source } from './source.js';

export interface FoundThresholds {
  /** As shown to the user. */
  file: string;
  thresholds: Thresholds;
}

// The tiered scorer reads `default` and `per_model` alone, and in each rate set the gates of
// TIERED_GATES; null is no gate (and a null model entry is empty). The rest it ignores: so do
// we, with a notice.
const rate = z.number().min(0).max(1);
const gates = z.looseObject(Object.fromEntries(TIERED_GATES.map((k) => [k, rate.nullish()])));
const tieredSchema = z.looseObject({
  default: gates.nullish(),
  per_model: z.record(z.string(), gates.nullish()).nullish(),
});
const TOP = ['default', 'per_model'];

/** A file named thresholds.yaml (or .yml) that is not a corpus. */
export function isThresholdsFile(file: string, data: unknown): boolean {
  return (
    /^thresholds\.ya?ml$/.test(path.basename(file)) &&
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    !('scenarios' in data)
  );
}

export function parseThresholdsSource(source: Source): {
  thresholds?: Thresholds;
  problems: Problem[];
  notices: string[];
} {
  const notices: string[] = [];
  if (isTieredThresholds(source.data)) {
    const parsed = tieredSchema.safeParse(source.data);
    if (!parsed.success) return { problems: zodProblems(parsed.error, source), notices };
    const sets: [(string | number)[], object | null | undefined, string[]][] = [
      [[], parsed.data, TOP],
      [['default'], parsed.data.default, TIERED_GATES],
      ...Object.entries(parsed.data.per_model ?? {}).map(
        ([m, r]) => [['per_model', m], r, TIERED_GATES] as (typeof sets)[number],
      ),
    ];
    for (const [where, rates, known] of sets) {
      for (const key of Object.keys(rates ?? {}).filter((k) => !known.includes(k))) {
        const at = [...where, key];
        notices.push(
          `${source.file}:${source.lineOf(at)}: ignoring \`${formatPath(at)}\` (a tiered thresholds file gates ${TIERED_GATES.join(', ')}; its own scorer ignores the rest)`,
        );
      }
    }
  }
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) return { problems: zodProblems(parsed.error, source), notices };
  return { thresholds: parsed.data, problems: [], notices };
}

/** Reads a thresholds file named by a corpus entry (`thresholds:`) or found beside a corpus. */
export async function readThresholdsFile(
  file: string,
  shown: string,
): Promise<{ found?: FoundThresholds; problems: Problem[]; notices: string[] }> {
  const source = await readSource(file, shown);
  if (isProblem(source)) return { problems: [source], notices: [] };
  const { thresholds, problems, notices } = parseThresholdsSource(source);
  return { problems, notices, ...(thresholds ? { found: { file: shown, thresholds } } : {}) };
}
