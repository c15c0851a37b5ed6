import { z } from 'zod';
import { type GateKind } from './scenario.js';
export declare const STATUSES: readonly ["pass", "fail", "inconclusive", "errored", "timeout", "skipped", "known-failure", "setup-failed", "cancelled"];
export declare const statusSchema: z.ZodEnum<{
    timeout: "timeout";
    pass: "pass";
    fail: "fail";
    inconclusive: "inconclusive";
    errored: "errored";
    skipped: "skipped";
    "known-failure": "known-failure";
    "setup-failed": "setup-failed";
    cancelled: "cancelled";
}>;
export type Status = z.infer<typeof statusSchema>;
/** The checks that read a turn's expectation; gates add `gate:<kind>`. */
export declare const EXPECTATION_CHECKS: readonly ["call_format", "selection", "args", "sequence", "clarification", "answer"];
export type ExpectationCheck = (typeof EXPECTATION_CHECKS)[number];
export type GateCheck = `gate:${GateKind}`;
/** Checks of the server's own promises, made only when the config asks (`server_faults: fail`). */
export declare const SERVER_CHECKS: readonly ["structured_output"];
export type ServerCheck = (typeof SERVER_CHECKS)[number];
/** The server's promises (its tool annotations) and the host's duty to confirm, checked against
 * what the spy saw: on by default, not written in a scenario. */
export declare const SPY_CHECKS: readonly ["annotation:read_only", "annotation:non_destructive", "annotation:idempotent", "confirmation"];
export type SpyCheck = (typeof SPY_CHECKS)[number];
export type CheckKind = ExpectationCheck | GateCheck | ServerCheck | SpyCheck;
export declare const CHECK_KINDS: readonly ["call_format", "selection", "args", "sequence", "clarification", "answer", ...("gate:no_request" | "gate:requests" | "gate:no_mutation" | "gate:no_call" | "gate:tools_exposed" | "gate:tools_hidden")[], "structured_output", "annotation:read_only", "annotation:non_destructive", "annotation:idempotent", "confirmation"];
export declare const isSpyCheck: (check: string) => check is SpyCheck;
export declare const gateCheck: (kind: GateKind) => GateCheck;
export declare const isGateCheck: (check: CheckKind) => check is GateCheck;
/** Gates that read the spy backend's request log. */
export declare const isRequestGateCheck: (check: CheckKind) => boolean;
/** A grade's samples when the judge is asked several times: its verdicts, and requests that
 * brought none. */
export declare const judgeVotesSchema: z.ZodObject<{
    pass: z.ZodNumber;
    fail: z.ZodNumber;
    error: z.ZodNumber;
}, z.core.$strip>;
export type JudgeVotes = z.infer<typeof judgeVotesSchema>;
export declare const checkResultSchema: z.ZodObject<{
    check: z.ZodEnum<{
        selection: "selection";
        args: "args";
        sequence: "sequence";
        clarification: "clarification";
        answer: "answer";
        call_format: "call_format";
        "gate:no_request": "gate:no_request";
        "gate:requests": "gate:requests";
        "gate:no_mutation": "gate:no_mutation";
        "gate:no_call": "gate:no_call";
        "gate:tools_exposed": "gate:tools_exposed";
        "gate:tools_hidden": "gate:tools_hidden";
        structured_output: "structured_output";
        "annotation:read_only": "annotation:read_only";
        "annotation:non_destructive": "annotation:non_destructive";
        "annotation:idempotent": "annotation:idempotent";
        confirmation: "confirmation";
    }>;
    passed: z.ZodBoolean;
    unobserved: z.ZodOptional<z.ZodBoolean>;
    reason: z.ZodString;
    turn: z.ZodOptional<z.ZodNumber>;
    expected: z.ZodOptional<z.ZodJSONSchema>;
    actual: z.ZodOptional<z.ZodJSONSchema>;
    mode: z.ZodOptional<z.ZodString>;
    missing: z.ZodOptional<z.ZodArray<z.ZodString>>;
    gradedBy: z.ZodOptional<z.ZodEnum<{
        baseline: "baseline";
        judge: "judge";
    }>>;
    judge: z.ZodOptional<z.ZodString>;
    votes: z.ZodOptional<z.ZodObject<{
        pass: z.ZodNumber;
        fail: z.ZodNumber;
        error: z.ZodNumber;
    }, z.core.$strip>>;
    baseline: z.ZodOptional<z.ZodEnum<{
        passed: "passed";
        failed: "failed";
    }>>;
    rubric: z.ZodOptional<z.ZodString>;
    reasoning: z.ZodOptional<z.ZodString>;
    note: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type CheckResult = z.infer<typeof checkResultSchema>;
export declare const observationResultSchema: z.ZodObject<{
    kind: z.ZodEnum<{
        request: "request";
        result_contains: "result_contains";
        first_tool: "first_tool";
        called: "called";
        "annotation:read_only": "annotation:read_only";
        "annotation:non_destructive": "annotation:non_destructive";
        "annotation:idempotent": "annotation:idempotent";
        confirmation: "confirmation";
    }>;
    spec: z.ZodJSONSchema;
    observed: z.ZodBoolean;
    unobserved: z.ZodOptional<z.ZodBoolean>;
    detail: z.ZodString;
}, z.core.$strip>;
export type ObservationResult = z.infer<typeof observationResultSchema>;
export declare const verdictSchema: z.ZodObject<{
    status: z.ZodEnum<{
        timeout: "timeout";
        pass: "pass";
        fail: "fail";
        inconclusive: "inconclusive";
        errored: "errored";
        skipped: "skipped";
        "known-failure": "known-failure";
        "setup-failed": "setup-failed";
        cancelled: "cancelled";
    }>;
    reason: z.ZodString;
    checks: z.ZodArray<z.ZodObject<{
        check: z.ZodEnum<{
            selection: "selection";
            args: "args";
            sequence: "sequence";
            clarification: "clarification";
            answer: "answer";
            call_format: "call_format";
            "gate:no_request": "gate:no_request";
            "gate:requests": "gate:requests";
            "gate:no_mutation": "gate:no_mutation";
            "gate:no_call": "gate:no_call";
            "gate:tools_exposed": "gate:tools_exposed";
            "gate:tools_hidden": "gate:tools_hidden";
            structured_output: "structured_output";
            "annotation:read_only": "annotation:read_only";
            "annotation:non_destructive": "annotation:non_destructive";
            "annotation:idempotent": "annotation:idempotent";
            confirmation: "confirmation";
        }>;
        passed: z.ZodBoolean;
        unobserved: z.ZodOptional<z.ZodBoolean>;
        reason: z.ZodString;
        turn: z.ZodOptional<z.ZodNumber>;
        expected: z.ZodOptional<z.ZodJSONSchema>;
        actual: z.ZodOptional<z.ZodJSONSchema>;
        mode: z.ZodOptional<z.ZodString>;
        missing: z.ZodOptional<z.ZodArray<z.ZodString>>;
        gradedBy: z.ZodOptional<z.ZodEnum<{
            baseline: "baseline";
            judge: "judge";
        }>>;
        judge: z.ZodOptional<z.ZodString>;
        votes: z.ZodOptional<z.ZodObject<{
            pass: z.ZodNumber;
            fail: z.ZodNumber;
            error: z.ZodNumber;
        }, z.core.$strip>>;
        baseline: z.ZodOptional<z.ZodEnum<{
            passed: "passed";
            failed: "failed";
        }>>;
        rubric: z.ZodOptional<z.ZodString>;
        reasoning: z.ZodOptional<z.ZodString>;
        note: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    observations: z.ZodArray<z.ZodObject<{
        kind: z.ZodEnum<{
            request: "request";
            result_contains: "result_contains";
            first_tool: "first_tool";
            called: "called";
            "annotation:read_only": "annotation:read_only";
            "annotation:non_destructive": "annotation:non_destructive";
            "annotation:idempotent": "annotation:idempotent";
            confirmation: "confirmation";
        }>;
        spec: z.ZodJSONSchema;
        observed: z.ZodBoolean;
        unobserved: z.ZodOptional<z.ZodBoolean>;
        detail: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Verdict = z.infer<typeof verdictSchema>;
/**
 * Inconclusive only because a gate could not observe (the spy not wired, stub mode): every check
 * passed or was unobserved, and one was. The harness's blind spot, not the model's doing: such a
 * row is left out of accuracy, thresholds, tiers, trials and comparisons alike.
 */
export declare function unobservedOnly(v: Pick<Verdict, 'status' | 'checks'>): boolean;
/** A status without checks: an error, a timeout, a skip. */
export type Outcome = Pick<Verdict, 'status' | 'reason'>;
export declare const hookResultSchema: z.ZodObject<{
    phase: z.ZodEnum<{
        before: "before";
        after: "after";
    }>;
    command: z.ZodString;
    exitCode: z.ZodNullable<z.ZodNumber>;
    stdout: z.ZodString;
    stderr: z.ZodString;
    durationMs: z.ZodNumber;
}, z.core.$strip>;
export type HookResult = z.infer<typeof hookResultSchema>;
