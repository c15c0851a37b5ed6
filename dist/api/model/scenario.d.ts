import { z } from 'zod';
export declare const MODES: readonly ["live", "stub"];
export declare const modeSchema: z.ZodEnum<{
    live: "live";
    stub: "stub";
}>;
export type Mode = z.infer<typeof modeSchema>;
export declare const TIERS: readonly ["selection", "args", "sequence", "clarification", "answer", "safety"];
export declare const tierSchema: z.ZodEnum<{
    selection: "selection";
    args: "args";
    sequence: "sequence";
    clarification: "clarification";
    answer: "answer";
    safety: "safety";
}>;
export type Tier = z.infer<typeof tierSchema>;
export declare const expectedCallSchema: z.ZodObject<{
    tool: z.ZodString;
    args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
    stub: z.ZodOptional<z.ZodJSONSchema>;
    error: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodString]>>;
}, z.core.$strip>;
export type ExpectedCall = z.infer<typeof expectedCallSchema>;
export declare const ANSWER_MODES: readonly ["strict", "loose"];
/** final: the turn's last message (after its last tool result); all: every text of the turn. */
export declare const ANSWER_SCOPES: readonly ["final", "all"];
export declare const answerExpectationSchema: z.ZodObject<{
    includes: z.ZodArray<z.ZodString>;
    mode: z.ZodEnum<{
        strict: "strict";
        loose: "loose";
    }>;
    scope: z.ZodOptional<z.ZodEnum<{
        final: "final";
        all: "all";
    }>>;
}, z.core.$strip>;
export type AnswerExpectation = z.infer<typeof answerExpectationSchema>;
export declare const expectationSchema: z.ZodObject<{
    calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        tool: z.ZodString;
        args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
        stub: z.ZodOptional<z.ZodJSONSchema>;
        error: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodString]>>;
    }, z.core.$strip>>>;
    order: z.ZodEnum<{
        any: "any";
        strict: "strict";
    }>;
    extra_calls: z.ZodEnum<{
        allow: "allow";
        forbid: "forbid";
    }>;
    clarification: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
        asks_for: z.ZodArray<z.ZodString>;
    }, z.core.$strip>]>>;
    answer: z.ZodOptional<z.ZodObject<{
        includes: z.ZodArray<z.ZodString>;
        mode: z.ZodEnum<{
            strict: "strict";
            loose: "loose";
        }>;
        scope: z.ZodOptional<z.ZodEnum<{
            final: "final";
            all: "all";
        }>>;
    }, z.core.$strip>>;
    first_call_only: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export type Expectation = z.infer<typeof expectationSchema>;
export declare const turnSchema: z.ZodObject<{
    user: z.ZodString;
    expect: z.ZodObject<{
        calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
            tool: z.ZodString;
            args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
            stub: z.ZodOptional<z.ZodJSONSchema>;
            error: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodString]>>;
        }, z.core.$strip>>>;
        order: z.ZodEnum<{
            any: "any";
            strict: "strict";
        }>;
        extra_calls: z.ZodEnum<{
            allow: "allow";
            forbid: "forbid";
        }>;
        clarification: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
            asks_for: z.ZodArray<z.ZodString>;
        }, z.core.$strip>]>>;
        answer: z.ZodOptional<z.ZodObject<{
            includes: z.ZodArray<z.ZodString>;
            mode: z.ZodEnum<{
                strict: "strict";
                loose: "loose";
            }>;
            scope: z.ZodOptional<z.ZodEnum<{
                final: "final";
                all: "all";
            }>>;
        }, z.core.$strip>>;
        first_call_only: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>;
    confirms: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export type Turn = z.infer<typeof turnSchema>;
export declare const requestPatternSchema: z.ZodObject<{
    method: z.ZodOptional<z.ZodString>;
    path: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type RequestPattern = z.infer<typeof requestPatternSchema>;
/** A request that reads although its method mutates: `no_mutation` does not count it. */
export declare const readPatternSchema: z.ZodObject<{
    method: z.ZodOptional<z.ZodString>;
    path: z.ZodOptional<z.ZodString>;
    graphql: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export type ReadPattern = z.infer<typeof readPatternSchema>;
/** How many requests an expectation wants: exactly `n`, or between `min` and `max`. */
export declare const requestCountSchema: z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
    min: z.ZodOptional<z.ZodNumber>;
    max: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>]>;
export type RequestCount = z.infer<typeof requestCountSchema>;
/** A request the server must send (an outcome): its pattern, its body and how often. */
export declare const requestExpectationSchema: z.ZodObject<{
    method: z.ZodOptional<z.ZodString>;
    path: z.ZodOptional<z.ZodString>;
    body: z.ZodOptional<z.ZodJSONSchema>;
    count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
        min: z.ZodOptional<z.ZodNumber>;
        max: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>]>>;
}, z.core.$strip>;
export type RequestExpectation = z.infer<typeof requestExpectationSchema>;
/** Hard gates decide pass/fail; each reads the spy's logs. */
export declare const gateSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"no_request">;
    request: z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"requests">;
    requests: z.ZodArray<z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
        body: z.ZodOptional<z.ZodJSONSchema>;
        count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
            min: z.ZodOptional<z.ZodNumber>;
            max: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>]>>;
    }, z.core.$strip>>;
    in_order: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"no_mutation">;
    except: z.ZodOptional<z.ZodArray<z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
        graphql: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"no_call">;
    tool: z.ZodString;
    args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"tools_exposed">;
    tools: z.ZodArray<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"tools_hidden">;
    tools: z.ZodArray<z.ZodString>;
}, z.core.$strip>], "kind">;
export type Gate = z.infer<typeof gateSchema>;
export type GateKind = Gate['kind'];
export declare const GATE_KINDS: ("no_request" | "requests" | "no_mutation" | "no_call" | "tools_exposed" | "tools_hidden")[];
/** Gates that read the spy backend's request log: they see only what the server sent there. */
export declare const REQUEST_GATES: ["no_request", "requests", "no_mutation"];
/** Observations are recorded beside the verdict and never decide it. */
export declare const observationSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"result_contains">;
    text: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"first_tool">;
    tool: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"called">;
    tool: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"request">;
    request: z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
}, z.core.$strip>], "kind">;
export type Observation = z.infer<typeof observationSchema>;
export type ObservationKind = Observation['kind'];
export declare const OBSERVATION_KINDS: ("request" | "result_contains" | "first_tool" | "called")[];
/** How the spy holds a tool's calls to its declared annotations: `gate` decides the row where the
 * spy sees the server's requests, `observe` only records, `off` skips. */
export declare const ANNOTATION_MODES: readonly ["gate", "observe", "off"];
export declare const annotationModeSchema: z.ZodEnum<{
    gate: "gate";
    observe: "observe";
    off: "off";
}>;
export type AnnotationMode = z.infer<typeof annotationModeSchema>;
/** Which tools need the user's confirmation before they destroy anything: `true` those that
 * declare `destructiveHint: true`, a list those and the listed ones, `false` none. */
export declare const confirmDestructiveSchema: z.ZodUnion<readonly [z.ZodBoolean, z.ZodArray<z.ZodString>]>;
/** Overrides of the server under test for one scenario; they get their own server process. */
export declare const serverOverrideSchema: z.ZodObject<{
    env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    args: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
export type Path = readonly (string | number)[];
/** Where a scenario came from, so every message can point at it. */
export declare const originSchema: z.ZodObject<{
    file: z.ZodString;
    line: z.ZodNumber;
    format: z.ZodString;
}, z.core.$strip>;
export type Origin = z.infer<typeof originSchema> & {
    /** Where a field of the normalized scenario (e.g. turns[0].expect.calls[1].tool) was written. */
    locate?: (path: Path) => {
        line: number;
        column?: number;
        field: string;
    };
};
export declare const scenarioSchema: z.ZodObject<{
    id: z.ZodString;
    origin: z.ZodObject<{
        file: z.ZodString;
        line: z.ZodNumber;
        format: z.ZodString;
    }, z.core.$strip>;
    dir: z.ZodString;
    category: z.ZodOptional<z.ZodString>;
    tags: z.ZodArray<z.ZodString>;
    type: z.ZodOptional<z.ZodString>;
    tier: z.ZodEnum<{
        selection: "selection";
        args: "args";
        sequence: "sequence";
        clarification: "clarification";
        answer: "answer";
        safety: "safety";
    }>;
    mode: z.ZodEnum<{
        live: "live";
        stub: "stub";
    }>;
    timeout: z.ZodOptional<z.ZodNumber>;
    repeat: z.ZodNumber;
    skip: z.ZodOptional<z.ZodString>;
    known_failure: z.ZodOptional<z.ZodString>;
    server: z.ZodOptional<z.ZodObject<{
        env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        args: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strip>>;
    spy: z.ZodOptional<z.ZodObject<{
        routes: z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodString;
            status: z.ZodOptional<z.ZodNumber>;
            json: z.ZodOptional<z.ZodJSONSchema>;
            text: z.ZodOptional<z.ZodString>;
            headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
            graphql: z.ZodOptional<z.ZodBoolean>;
            delay: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
    }, z.core.$strip>>;
    max_steps: z.ZodNumber;
    turns: z.ZodArray<z.ZodObject<{
        user: z.ZodString;
        expect: z.ZodObject<{
            calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
                tool: z.ZodString;
                args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
                stub: z.ZodOptional<z.ZodJSONSchema>;
                error: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodString]>>;
            }, z.core.$strip>>>;
            order: z.ZodEnum<{
                any: "any";
                strict: "strict";
            }>;
            extra_calls: z.ZodEnum<{
                allow: "allow";
                forbid: "forbid";
            }>;
            clarification: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
                asks_for: z.ZodArray<z.ZodString>;
            }, z.core.$strip>]>>;
            answer: z.ZodOptional<z.ZodObject<{
                includes: z.ZodArray<z.ZodString>;
                mode: z.ZodEnum<{
                    strict: "strict";
                    loose: "loose";
                }>;
                scope: z.ZodOptional<z.ZodEnum<{
                    final: "final";
                    all: "all";
                }>>;
            }, z.core.$strip>>;
            first_call_only: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strip>;
        confirms: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    gates: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"no_request">;
        request: z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"requests">;
        requests: z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            body: z.ZodOptional<z.ZodJSONSchema>;
            count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
                min: z.ZodOptional<z.ZodNumber>;
                max: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strip>]>>;
        }, z.core.$strip>>;
        in_order: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"no_mutation">;
        except: z.ZodOptional<z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            graphql: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strip>>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"no_call">;
        tool: z.ZodString;
        args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"tools_exposed">;
        tools: z.ZodArray<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"tools_hidden">;
        tools: z.ZodArray<z.ZodString>;
    }, z.core.$strip>], "kind">>;
    observe: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"result_contains">;
        text: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"first_tool">;
        tool: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"called">;
        tool: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"request">;
        request: z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>;
    }, z.core.$strip>], "kind">>;
    annotations: z.ZodOptional<z.ZodEnum<{
        gate: "gate";
        observe: "observe";
        off: "off";
    }>>;
    confirm_destructive: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodArray<z.ZodString>]>>;
    reads: z.ZodOptional<z.ZodArray<z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
        graphql: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>>;
    before: z.ZodOptional<z.ZodString>;
    after: z.ZodOptional<z.ZodString>;
    hook_timeout: z.ZodOptional<z.ZodNumber>;
    hooks_as_files: z.ZodOptional<z.ZodBoolean>;
    description: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type Scenario = Omit<z.infer<typeof scenarioSchema>, 'origin'> & {
    origin: Origin;
};
