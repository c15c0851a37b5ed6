import type { ResultRow } from '../model/report.js';
/** True only when the judge graded something and every paired trial is alike without it;
 * trials that do not pair (other repetitions on a side) cannot tell: not judge-only. */
export declare function judgeOnly(base: ResultRow[], head: ResultRow[]): boolean;
