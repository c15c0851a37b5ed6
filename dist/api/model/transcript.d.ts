import { z } from 'zod';
export declare const usageSchema: z.ZodObject<{
    inputTokens: z.ZodNumber;
    outputTokens: z.ZodNumber;
    cachedTokens: z.ZodNumber;
}, z.core.$strip>;
export type Usage = z.infer<typeof usageSchema>;
export declare const emptyUsage: () => Usage;
/** A live result of a tool that declares an outputSchema, checked against it. The MCP spec:
 * such a server MUST return structuredContent that conforms to it. */
export declare const structuredCheckSchema: z.ZodObject<{
    status: z.ZodEnum<{
        missing: "missing";
        valid: "valid";
        invalid: "invalid";
        unchecked: "unchecked";
    }>;
    detail: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type StructuredCheck = z.infer<typeof structuredCheckSchema>;
/** A server fault: the server broke a promise of its own (not the model's doing). */
export declare const isStructuredFault: (s: StructuredCheck | undefined) => boolean;
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
    unanswered: z.ZodOptional<z.ZodLiteral<true>>;
    structured: z.ZodOptional<z.ZodObject<{
        status: z.ZodEnum<{
            missing: "missing";
            valid: "valid";
            invalid: "invalid";
            unchecked: "unchecked";
        }>;
        detail: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    stubbed: z.ZodBoolean;
    durationMs: z.ZodNumber;
    tokens: z.ZodOptional<z.ZodNumber>;
    pastCap: z.ZodOptional<z.ZodNumber>;
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
    calls: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    probes: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
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
export type { ToolParam } from './tool.js';
/** The replay self-test's second call of an `idempotentHint: true` tool, with the same
 * arguments, right after the first returned: the model never sees it. */
export declare const probeSchema: z.ZodObject<{
    call: z.ZodNumber;
    result: z.ZodOptional<z.ZodString>;
    error: z.ZodOptional<z.ZodString>;
    durationMs: z.ZodNumber;
}, z.core.$strip>;
export type Probe = z.infer<typeof probeSchema>;
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
        unanswered: z.ZodOptional<z.ZodLiteral<true>>;
        structured: z.ZodOptional<z.ZodObject<{
            status: z.ZodEnum<{
                missing: "missing";
                valid: "valid";
                invalid: "invalid";
                unchecked: "unchecked";
            }>;
            detail: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        stubbed: z.ZodBoolean;
        durationMs: z.ZodNumber;
        tokens: z.ZodOptional<z.ZodNumber>;
        pastCap: z.ZodOptional<z.ZodNumber>;
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
        calls: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
        probes: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
        late: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    tools: z.ZodArray<z.ZodString>;
    params: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
        required: z.ZodBoolean;
    }, z.core.$strip>>>>;
    annotations: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        title: z.ZodOptional<z.ZodString>;
        readOnlyHint: z.ZodOptional<z.ZodBoolean>;
        destructiveHint: z.ZodOptional<z.ZodBoolean>;
        idempotentHint: z.ZodOptional<z.ZodBoolean>;
        openWorldHint: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$catchall<z.ZodUnknown>>>>;
    probes: z.ZodOptional<z.ZodArray<z.ZodObject<{
        call: z.ZodNumber;
        result: z.ZodOptional<z.ZodString>;
        error: z.ZodOptional<z.ZodString>;
        durationMs: z.ZodNumber;
    }, z.core.$strip>>>;
    usage: z.ZodObject<{
        inputTokens: z.ZodNumber;
        outputTokens: z.ZodNumber;
        cachedTokens: z.ZodNumber;
    }, z.core.$strip>;
    served: z.ZodOptional<z.ZodArray<z.ZodString>>;
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
