import type { ResultRow } from '../model/report.js';
import type { ConfusedPair, Confusion } from '../model/comparison.js';
/** Per provider of either side, the providers with no selection failure left out. */
export declare function confusion(base: ResultRow[], head: ResultRow[]): Confusion[];
/** Two tools chosen for one another (either way), summed over providers, most confused first. */
export declare function confusedPairs(tables: Confusion[], changed: Set<string>): ConfusedPair[];
