import type { Scenario } from '../model/scenario.js';
import { type Provider } from '../providers/types.js';
import type { CheckResult } from '../model/verdict.js';
import type { Judgement, JudgementKind, Transcript } from '../model/transcript.js';
export interface JudgeOptions {
    /** Requests per grade; the majority of the verdicts decides (default 1). */
    samples?: number;
    /** Per verdict, milliseconds (default 120 s). */
    timeoutMs?: number;
    /** The judge's key was refused: it is not asked again this run. */
    onStop?(reason: string): void;
}
/** What bounds a grade: the scenario's deadline (a Date.now() value) and the run's cancel. */
export interface JudgeBound {
    deadline?: number;
    signal?: AbortSignal;
}
export declare class Judge {
    readonly provider: Provider;
    private readonly opts;
    private stopped?;
    constructor(provider: Provider, opts?: JudgeOptions);
    get id(): string;
    /** Whether a scenario has anything for the judge to look at. */
    static wanted(scenario: Scenario): boolean;
    /**
     * Judgements for every clarification and answer turn that has a reply to judge. A turn the
     * baseline already fails for a reason the judge cannot change (a tool call where a question
     * was expected, an empty reply) is not sent.
     */
    judge(scenario: Scenario, t: Transcript, bound?: JudgeBound): Promise<Judgement[]>;
    /** Requests per grade. */
    get samples(): number;
    /**
     * One grade: `samples` requests, side by side. The verdict most of those that answered gave
     * decides; a tie, or no verdict at all, leaves the grade to the baseline (`error` says why).
     */
    private ask;
    /** One request for a verdict, inside the scenario's deadline and the run's cancel. */
    private sample;
}
/** The judgement the checks use for a turn, if the judge gave one. */
export declare function judgementFor(t: Transcript, turn: number, kind: JudgementKind): Judgement | undefined;
/**
 * The grading fields of a check result: by the judge (with the baseline's verdict beside it), or
 * by the baseline, saying why when the judge was asked and did not decide.
 */
export declare function graded(j: Judgement | undefined, baseline: boolean): Pick<CheckResult, 'gradedBy' | 'judge' | 'rubric' | 'reasoning' | 'note' | 'votes' | 'baseline'>;
