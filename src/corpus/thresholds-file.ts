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
  TIERED_TIERS,
} from './formats/tiered-thresholds.js';
import { at, zodProblems } from './problems.js';
import { isProblem, readSource, type Source } from './source.js';
import { TIERS } from '../model/scenario.js';

export interface FoundThresholds {
  /** As shown to the user. */
  file: string;
  thresholds: Thresholds;
}

const rate = z.number().min(0).max(1);
const tieredSchema = z.strictObject({
  default: z.record(z.string(), rate).optional(),
  per_model: z.record(z.string(), z.record(z.string(), rate)).optional(),
});

const KNOWN = new Set<string>(['overall', ...Object.keys(TIERED_TIERS), ...TIERS]);

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
} {
  if (isTieredThresholds(source.data)) {
    const parsed = tieredSchema.safeParse(source.data);
    if (!parsed.success) return { problems: zodProblems(parsed.error, source) };
    const problems: Problem[] = [];
    const sets: [(string | number)[], Record<string, number>][] = [
      [['default'], parsed.data.default ?? {}],
      ...Object.entries(parsed.data.per_model ?? {}).map(
        ([m, r]) => [['per_model', m], r] as [(string | number)[], Record<string, number>],
      ),
    ];
    for (const [where, rates] of sets) {
      for (const key of Object.keys(rates)) {
        if (!KNOWN.has(key)) {
          problems.push(
            at(
              source,
              [...where, key],
              `unknown tier "${key}" (expected overall, ${Object.keys(TIERED_TIERS).join(', ')})`,
            ),
          );
        }
      }
    }
    if (problems.length) return { problems };
  }
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) return { problems: zodProblems(parsed.error, source) };
  return { thresholds: parsed.data, problems: [] };
}

/** Reads a thresholds file named by a corpus entry (`thresholds:`) or found beside a corpus. */
export async function readThresholdsFile(
  file: string,
  shown: string,
): Promise<{ found?: FoundThresholds; problems: Problem[] }> {
  const source = await readSource(file, shown);
  if (isProblem(source)) return { problems: [source] };
  const { thresholds, problems } = parseThresholdsSource(source);
  return { problems, ...(thresholds ? { found: { file: shown, thresholds } } : {}) };
}
