import type { JudgeInfo } from '../model/report.js';
/** The summary's quoted lines about the judge (none for a judge that was skipped). */
export declare function judgeSummary(judge: JudgeInfo | undefined): string[];
/** The grades where the judge decided otherwise than the deterministic grader would have. */
export declare function disagreementSection(judge: JudgeInfo | undefined): string[];
