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
    rejected: z.ZodOptional<z.ZodLiteral<true>>;
    notRun: z.ZodOptional<z.ZodString>;
    stubbed: z.ZodBoolean;
    durationMs: z.ZodNumber;
}, z.core.$strip>;
export type RecordedCall = z.infer<typeof recordedCallSchema>;
/** One operation a GraphQL request carries; `unknown` when it cannot be read (a persisted
 * query's hash, a body that is no GraphQL request): it counts as mutating. */
export declare const graphqlOperationSchema: z.ZodObject<{
    type: z.ZodEnum<{
        unknown: "unknown";
        query: "query";
        mutation: "mutation";
        subscription: "subscription";
    }>;
    name: z.ZodOptional<z.ZodString>;
    why: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type GraphqlOperation = z.infer<typeof graphqlOperationSchema>;
export declare const spyRequestSchema: z.ZodObject<{
    method: z.ZodString;
    path: z.ZodString;
    query: z.ZodRecord<z.ZodString, z.ZodString>;
    body: z.ZodOptional<z.ZodJSONSchema>;
    status: z.ZodNumber;
    unrouted: z.ZodOptional<z.ZodBoolean>;
    graphql: z.ZodOptional<z.ZodArray<z.ZodObject<{
        type: z.ZodEnum<{
            unknown: "unknown";
            query: "query";
            mutation: "mutation";
            subscription: "subscription";
        }>;
        name: z.ZodOptional<z.ZodString>;
        why: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
    at: z.ZodNumber;
    late: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export type SpyRequest = z.infer<typeof spyRequestSchema>;
export declare const turnRecordSchema: z.ZodObject<{
    user: z.ZodString;
    reply: z.ZodString;
    said: z.ZodOptional<z.ZodArray<z.ZodString>>;
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
    votes: z.ZodOptional<z.ZodObject<{
        pass: z.ZodNumber;
        fail: z.ZodNumber;
        error: z.ZodNumber;
    }, z.core.$strip>>;
    usage: z.ZodOptional<z.ZodObject<{
        inputTokens: z.ZodNumber;
        outputTokens: z.ZodNumber;
        cachedTokens: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Judgement = z.infer<typeof judgementSchema>;
/** A tool parameter as the model saw it: what a question for it may name. */
export declare const toolParamSchema: z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    required: z.ZodBoolean;
}, z.core.$strip>;
export type ToolParam = z.infer<typeof toolParamSchema>;
export declare const transcriptSchema: z.ZodObject<{
    turns: z.ZodArray<z.ZodObject<{
        user: z.ZodString;
        reply: z.ZodString;
        said: z.ZodOptional<z.ZodArray<z.ZodString>>;
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
        rejected: z.ZodOptional<z.ZodLiteral<true>>;
        notRun: z.ZodOptional<z.ZodString>;
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
        graphql: z.ZodOptional<z.ZodArray<z.ZodObject<{
            type: z.ZodEnum<{
                unknown: "unknown";
                query: "query";
                mutation: "mutation";
                subscription: "subscription";
            }>;
            name: z.ZodOptional<z.ZodString>;
            why: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>>;
        at: z.ZodNumber;
        late: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    tools: z.ZodArray<z.ZodString>;
    params: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
        required: z.ZodBoolean;
    }, z.core.$strip>>>>;
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
        votes: z.ZodOptional<z.ZodObject<{
            pass: z.ZodNumber;
            fail: z.ZodNumber;
            error: z.ZodNumber;
        }, z.core.$strip>>;
        usage: z.ZodOptional<z.ZodObject<{
            inputTokens: z.ZodNumber;
            outputTokens: z.ZodNumber;
            cachedTokens: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export type Transcript = z.infer<typeof transcriptSchema>;
export declare function emptyTranscript(): Transcript;
