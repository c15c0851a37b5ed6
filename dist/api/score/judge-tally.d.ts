import type { JudgeInfo, JudgeTally, ResultRow } from '../model/report.js';
import type { JudgeVotes } from '../model/verdict.js';
export declare function tallyJudge(rows: ResultRow[]): JudgeTally;
/** The judge's info with its tally, for report.json (a skipped judge was asked nothing). */
export declare function judgeReport(info: JudgeInfo, rows: ResultRow[]): JudgeInfo;
/** Grades the judge left to the deterministic grader: said, so that it is not missed. */
export declare function judgeFailures(t: JudgeTally, who?: string): string | undefined;
/** The warning for the log (stderr, or the job log's annotations), when the judge failed. */
export declare function judgeWarning(info: JudgeInfo): string | undefined;
/** "2 pass, 1 fail, 1 failed". */
export declare function describeVotes(v: JudgeVotes): string;
