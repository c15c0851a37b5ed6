import type { ResultRow } from '../model/report.js';
import type { Scenario } from '../model/scenario.js';
import type { Transcript } from '../model/transcript.js';
import type { HookResult, Outcome, Verdict } from '../model/verdict.js';
/** Who ran which scenario, and which repetition it was. */
export interface RowKey {
    scenario: Scenario;
    provider: {
        id: string;
        model: string;
    };
    repetition: number;
}
export declare function row(key: RowKey, t: Transcript, hooks: HookResult[], v: Partial<Verdict> & Outcome, attempts: number): ResultRow;
