// Which thresholds a run checks, and where they come from: the flag or input beats the config,
// which beats a thresholds file that came with the corpus. `run`, `ab` and `score` decide it here.
import { parseThresholds } from '../corpus/config.js';
import type { Thresholds } from '../model/config.js';

export interface ChosenThresholds {
  thresholds?: Thresholds;
  /** Said in the run's opening lines (announce.ts). */
  from: 'option' | 'config' | 'corpus';
}

/** `option` is the flag's or input's text (inline YAML/JSON or a file path); empty is none. */
export async function chooseThresholds(
  given: { option?: string; config?: Thresholds; corpus?: Thresholds },
  cwd: string,
): Promise<ChosenThresholds> {
  if (given.option) return { thresholds: await parseThresholds(given.option, cwd), from: 'option' };
  if (given.config) return { thresholds: given.config, from: 'config' };
  return { ...(given.corpus ? { thresholds: given.corpus } : {}), from: 'corpus' };
}
