import type { ResultRow, Trial } from '../model/report.js';
/** One scenario with one provider, for a row or a trial. The tier is part of the key: a tiered
 * corpus may hold one id in two tiers, as two scenarios. */
export declare const trialKey: (r: Pick<Trial, "provider" | "tier" | "scenario">) => string;
/** The trials of a run, in the order their first row appears (provider, then corpus order). */
export declare function trials(rows: ResultRow[]): Trial[];
