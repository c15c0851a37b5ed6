import type { AggregateDelta, Comparison, ComparisonClass } from '../model/comparison.js';
/** regressed: a scenario regressed, or a provider's overall rate is significantly lower;
 * improved: something is significantly better and nothing worse. */
export declare function decide(counts: Record<ComparisonClass, number>, aggregates: AggregateDelta[]): Comparison['verdict'];
/** A class as read: `changed-few` is "changed (too few trials)". */
export declare const className: (k: ComparisonClass) => string;
/** A signed difference of rates in percentage points: +12.5, −3.0 (a real minus sign). */
export declare const points: (x: number) => string;
/** "openai:gpt-4.1 overall 90% → 75% (−15.0 pts, 95% CI −27.1 to −2.9)" */
export declare function describeDelta(a: AggregateDelta): string;
/** One line; `code` wraps names (backticks in Markdown). */
export declare function verdictLine(c: Comparison, code?: (s: string) => string): string;
