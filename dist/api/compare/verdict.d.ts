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
/** "judge-only, not counted: 1 regressed, 1 fixed", when the verdict left some out. */
export declare function judgeOnlyNote(c: Comparison): string | undefined;
/** Both sides recorded the tools/list and nothing in it differs. */
export declare const toolsIdentical: (c: Comparison) => boolean;
/** A regressed verdict that rests on a provider's overall interval alone, no scenario regressed,
 * said as such: with the tools/list unchanged, the model (not the server) is the likely cause. */
export declare function overallOnly(c: Comparison): string | undefined;
/** The snapshot changes behind the pairs that are not comparable for them, one per provider
 * and change: "openai:gpt-4o base gpt-4o-2024-08-06, head gpt-4o-2024-11-20 (12 scenarios)". */
export declare function servedChanges(c: Comparison): string[];
/** One line; `code` wraps names (backticks in Markdown). */
export declare function verdictLine(c: Comparison, code?: (s: string) => string): string;
