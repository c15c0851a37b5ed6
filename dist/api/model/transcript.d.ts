import { z } from 'zod';
export declare const usageSchema: z.ZodObject<{
    inputTokens: z.ZodNumber;
    outputTokens: z.ZodNumber;
    cachedTokens: z.ZodNumber;
}, z.core.$strip>;
export type Usage = z.infer<typeof usageSchema>;
export declare const emptyUsage: () => Usage;
export declare const recordedCallSchema: z.ZodObject<{
    turn: z.ZodNumber;
    tool: z.ZodString;
    args: z.ZodRecord<z.ZodString, z.ZodJSONSchema>;
    result: z.ZodOptional<z.ZodString>;
    error: z.ZodOptional<z.ZodString>;
    malformed: z.ZodOptional<z.ZodString>;
    raw: z.ZodOptional<z.ZodString>;
    stubbed: z.ZodBoolean;
    durationMs: z.ZodNumber;
}, z.core.$strip>;
export type RecordedCall = z.infer<typeof recordedCallSchema>;
export declare const spyRequestSchema: z.ZodObject<{
    method: z.ZodString;
    path: z.ZodString;
    query: z.ZodRecord<z.ZodString, z.ZodString>;
    body: z.ZodOptional<z.ZodJSONSchema>;
    status: z.ZodNumber;
    unrouted: z.ZodOptional<z.ZodBoolean>;
    at: z.ZodNumber;
}, z.core.$strip>;
export type SpyRequest = z.infer<typeof spyRequestSchema>;
export declare const turnRecordSchema: z.ZodObject<{
    user: z.ZodString;
    reply: z.ZodString;
    refusal: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const JUDGEMENT_KINDS: readonly ["clarification", "answer"];
export type JudgementKind = (typeof JUDGEMENT_KINDS)[number];
/** The LLM judge's verdict on one clarification or answer turn. */
export declare const judgementSchema: z.ZodObject<{
    turn: z.ZodNumber;
    kind: z.ZodEnum<{
        clarification: "clarification";
        answer: "answer";
    }>;
    judge: z.ZodString;
    rubric: z.ZodString;
    passed: z.ZodOptional<z.ZodBoolean>;
    reasoning: z.ZodOptional<z.ZodString>;
    error: z.ZodOptional<z.ZodString>;
    usage: z.ZodOptional<z.ZodObject<{
        inputTokens: z.ZodNumber;
        outputTokens: z.ZodNumber;
        cachedTokens: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Judgement = z.infer<typeof judgementSchema>;
export declare const transcriptSchema: z.ZodObject<{
    turns: z.ZodArray<z.ZodObject<{
        user: z.ZodString;
        reply: z.ZodString;
        refusal: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    calls: z.ZodArray<z.ZodObject<{
        turn: z.ZodNumber;
        tool: z.ZodString;
        args: z.ZodRecord<z.ZodString, z.ZodJSONSchema>;
        result: z.ZodOptional<z.ZodString>;
        error: z.ZodOptional<z.ZodString>;
        malformed: z.ZodOptional<z.ZodString>;
        raw: z.ZodOptional<z.ZodString>;
        stubbed: z.ZodBoolean;
        durationMs: z.ZodNumber;
    }, z.core.$strip>>;
    requests: z.ZodArray<z.ZodObject<{
        method: z.ZodString;
        path: z.ZodString;
        query: z.ZodRecord<z.ZodString, z.ZodString>;
        body: z.ZodOptional<z.ZodJSONSchema>;
        status: z.ZodNumber;
        unrouted: z.ZodOptional<z.ZodBoolean>;
        at: z.ZodNumber;
    }, z.core.$strip>>;
    tools: z.ZodArray<z.ZodString>;
    usage: z.ZodObject<{
        inputTokens: z.ZodNumber;
        outputTokens: z.ZodNumber;
        cachedTokens: z.ZodNumber;
    }, z.core.$strip>;
    latencyMs: z.ZodNumber;
    unobservable: z.ZodOptional<z.ZodString>;
    judgements: z.ZodOptional<z.ZodArray<z.ZodObject<{
        turn: z.ZodNumber;
        kind: z.ZodEnum<{
            clarification: "clarification";
            answer: "answer";
        }>;
        judge: z.ZodString;
        rubric: z.ZodString;
        passed: z.ZodOptional<z.ZodBoolean>;
        reasoning: z.ZodOptional<z.ZodString>;
        error: z.ZodOptional<z.ZodString>;
        usage: z.ZodOptional<z.ZodObject<{
            inputTokens: z.ZodNumber;
            outputTokens: z.ZodNumber;
            cachedTokens: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export type Transcript = z.infer<typeof transcriptSchema>;
export declare function emptyTranscript(): Transcript;
