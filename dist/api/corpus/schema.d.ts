import { z } from 'zod';
export declare const callSchema: z.ZodObject<{
    tool: z.ZodString;
    args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
    stub: z.ZodOptional<z.ZodJSONSchema>;
    error: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodString]>>;
}, z.core.$strict>;
export declare const expectSchema: z.ZodObject<{
    calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        tool: z.ZodString;
        args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
        stub: z.ZodOptional<z.ZodJSONSchema>;
        error: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodString]>>;
    }, z.core.$strict>>>;
    order: z.ZodOptional<z.ZodEnum<{
        any: "any";
        strict: "strict";
    }>>;
    extra_calls: z.ZodOptional<z.ZodEnum<{
        allow: "allow";
        forbid: "forbid";
    }>>;
    first_call_only: z.ZodOptional<z.ZodBoolean>;
    clarification: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
        asks_for: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>;
    }, z.core.$strict>]>>;
    answer: z.ZodOptional<z.ZodObject<{
        includes: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>;
        mode: z.ZodOptional<z.ZodEnum<{
            strict: "strict";
            loose: "loose";
        }>>;
        scope: z.ZodOptional<z.ZodEnum<{
            final: "final";
            all: "all";
        }>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
/** As written: `{ <kind>: <spec> }`, one kind per gate, every kind of the model. */
export declare const gateInputs: {
    no_request: z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>;
    requests: z.ZodUnion<readonly [z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
        body: z.ZodOptional<z.ZodJSONSchema>;
        count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
            min: z.ZodOptional<z.ZodNumber>;
            max: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>]>>;
    }, z.core.$strict>, z.ZodArray<z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
        body: z.ZodOptional<z.ZodJSONSchema>;
        count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
            min: z.ZodOptional<z.ZodNumber>;
            max: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>]>>;
    }, z.core.$strict>>, z.ZodObject<{
        in_order: z.ZodBoolean;
        all: z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            body: z.ZodOptional<z.ZodJSONSchema>;
            count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
                min: z.ZodOptional<z.ZodNumber>;
                max: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strict>]>>;
        }, z.core.$strict>>;
    }, z.core.$strict>]>;
    no_mutation: z.ZodUnion<readonly [z.ZodLiteral<true>, z.ZodObject<{
        except: z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            graphql: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>>;
    }, z.core.$strict>]>;
    no_call: z.ZodObject<{
        tool: z.ZodString;
        args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
    }, z.core.$strict>;
    tools_exposed: z.ZodArray<z.ZodString>;
    tools_hidden: z.ZodArray<z.ZodString>;
};
export declare const gateSchema: z.ZodObject<{
    no_request: z.ZodOptional<z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    requests: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
        body: z.ZodOptional<z.ZodJSONSchema>;
        count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
            min: z.ZodOptional<z.ZodNumber>;
            max: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>]>>;
    }, z.core.$strict>, z.ZodArray<z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
        body: z.ZodOptional<z.ZodJSONSchema>;
        count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
            min: z.ZodOptional<z.ZodNumber>;
            max: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>]>>;
    }, z.core.$strict>>, z.ZodObject<{
        in_order: z.ZodBoolean;
        all: z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            body: z.ZodOptional<z.ZodJSONSchema>;
            count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
                min: z.ZodOptional<z.ZodNumber>;
                max: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strict>]>>;
        }, z.core.$strict>>;
    }, z.core.$strict>]>>;
    no_mutation: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<true>, z.ZodObject<{
        except: z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            graphql: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>>;
    }, z.core.$strict>]>>;
    no_call: z.ZodOptional<z.ZodObject<{
        tool: z.ZodString;
        args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
    }, z.core.$strict>>;
    tools_exposed: z.ZodOptional<z.ZodArray<z.ZodString>>;
    tools_hidden: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strict>;
export declare const observationInputs: {
    result_contains: z.ZodString;
    first_tool: z.ZodString;
    called: z.ZodString;
    request: z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>;
};
export declare const observationSchema: z.ZodObject<{
    result_contains: z.ZodOptional<z.ZodString>;
    first_tool: z.ZodOptional<z.ZodString>;
    called: z.ZodOptional<z.ZodString>;
    request: z.ZodOptional<z.ZodObject<{
        method: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export declare const scenarioSchema: z.ZodObject<{
    id: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    prompt: z.ZodOptional<z.ZodString>;
    turns: z.ZodOptional<z.ZodArray<z.ZodObject<{
        user: z.ZodString;
        expect: z.ZodOptional<z.ZodObject<{
            calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
                tool: z.ZodString;
                args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
                stub: z.ZodOptional<z.ZodJSONSchema>;
                error: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodString]>>;
            }, z.core.$strict>>>;
            order: z.ZodOptional<z.ZodEnum<{
                any: "any";
                strict: "strict";
            }>>;
            extra_calls: z.ZodOptional<z.ZodEnum<{
                allow: "allow";
                forbid: "forbid";
            }>>;
            first_call_only: z.ZodOptional<z.ZodBoolean>;
            clarification: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
                asks_for: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>;
            }, z.core.$strict>]>>;
            answer: z.ZodOptional<z.ZodObject<{
                includes: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>;
                mode: z.ZodOptional<z.ZodEnum<{
                    strict: "strict";
                    loose: "loose";
                }>>;
                scope: z.ZodOptional<z.ZodEnum<{
                    final: "final";
                    all: "all";
                }>>;
            }, z.core.$strict>>;
        }, z.core.$strict>>;
        confirms: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strict>>>;
    expect: z.ZodOptional<z.ZodObject<{
        calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
            tool: z.ZodString;
            args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
            stub: z.ZodOptional<z.ZodJSONSchema>;
            error: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodString]>>;
        }, z.core.$strict>>>;
        order: z.ZodOptional<z.ZodEnum<{
            any: "any";
            strict: "strict";
        }>>;
        extra_calls: z.ZodOptional<z.ZodEnum<{
            allow: "allow";
            forbid: "forbid";
        }>>;
        first_call_only: z.ZodOptional<z.ZodBoolean>;
        clarification: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
            asks_for: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>;
        }, z.core.$strict>]>>;
        answer: z.ZodOptional<z.ZodObject<{
            includes: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>;
            mode: z.ZodOptional<z.ZodEnum<{
                strict: "strict";
                loose: "loose";
            }>>;
            scope: z.ZodOptional<z.ZodEnum<{
                final: "final";
                all: "all";
            }>>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    skip: z.ZodOptional<z.ZodString>;
    known_failure: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodBoolean]>>;
    gates: z.ZodOptional<z.ZodArray<z.ZodObject<{
        no_request: z.ZodOptional<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>>;
        requests: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            body: z.ZodOptional<z.ZodJSONSchema>;
            count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
                min: z.ZodOptional<z.ZodNumber>;
                max: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strict>]>>;
        }, z.core.$strict>, z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            body: z.ZodOptional<z.ZodJSONSchema>;
            count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
                min: z.ZodOptional<z.ZodNumber>;
                max: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strict>]>>;
        }, z.core.$strict>>, z.ZodObject<{
            in_order: z.ZodBoolean;
            all: z.ZodArray<z.ZodObject<{
                method: z.ZodOptional<z.ZodString>;
                path: z.ZodOptional<z.ZodString>;
                body: z.ZodOptional<z.ZodJSONSchema>;
                count: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodObject<{
                    min: z.ZodOptional<z.ZodNumber>;
                    max: z.ZodOptional<z.ZodNumber>;
                }, z.core.$strict>]>>;
            }, z.core.$strict>>;
        }, z.core.$strict>]>>;
        no_mutation: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<true>, z.ZodObject<{
            except: z.ZodArray<z.ZodObject<{
                method: z.ZodOptional<z.ZodString>;
                path: z.ZodOptional<z.ZodString>;
                graphql: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$strict>>;
        }, z.core.$strict>]>>;
        no_call: z.ZodOptional<z.ZodObject<{
            tool: z.ZodString;
            args: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodJSONSchema>>;
        }, z.core.$strict>>;
        tools_exposed: z.ZodOptional<z.ZodArray<z.ZodString>>;
        tools_hidden: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>>;
    observe: z.ZodOptional<z.ZodArray<z.ZodObject<{
        result_contains: z.ZodOptional<z.ZodString>;
        first_tool: z.ZodOptional<z.ZodString>;
        called: z.ZodOptional<z.ZodString>;
        request: z.ZodOptional<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>>;
    }, z.core.$strict>>>;
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
    }, z.core.$strict>>;
    category: z.ZodOptional<z.ZodString>;
    tags: z.ZodOptional<z.ZodArray<z.ZodString>>;
    type: z.ZodOptional<z.ZodString>;
    tier: z.ZodOptional<z.ZodEnum<{
        selection: "selection";
        args: "args";
        sequence: "sequence";
        clarification: "clarification";
        answer: "answer";
        safety: "safety";
    }>>;
    mode: z.ZodOptional<z.ZodEnum<{
        live: "live";
        stub: "stub";
    }>>;
    timeout: z.ZodOptional<z.ZodNumber>;
    repeat: z.ZodOptional<z.ZodNumber>;
    vars: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>>>;
    server: z.ZodOptional<z.ZodObject<{
        env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        args: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    max_steps: z.ZodOptional<z.ZodNumber>;
    annotations: z.ZodOptional<z.ZodEnum<{
        gate: "gate";
        observe: "observe";
        off: "off";
    }>>;
    confirm_destructive: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodArray<z.ZodString>]>>;
    before: z.ZodOptional<z.ZodString>;
    after: z.ZodOptional<z.ZodString>;
    hook_timeout: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type ScenarioInput = z.infer<typeof scenarioSchema>;
export declare const corpusFileSchema: z.ZodObject<{
    defaults: z.ZodOptional<z.ZodObject<{
        category: z.ZodOptional<z.ZodString>;
        tags: z.ZodOptional<z.ZodArray<z.ZodString>>;
        type: z.ZodOptional<z.ZodString>;
        tier: z.ZodOptional<z.ZodEnum<{
            selection: "selection";
            args: "args";
            sequence: "sequence";
            clarification: "clarification";
            answer: "answer";
            safety: "safety";
        }>>;
        mode: z.ZodOptional<z.ZodEnum<{
            live: "live";
            stub: "stub";
        }>>;
        timeout: z.ZodOptional<z.ZodNumber>;
        repeat: z.ZodOptional<z.ZodNumber>;
        vars: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>>>;
        server: z.ZodOptional<z.ZodObject<{
            env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
            args: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strict>>;
        max_steps: z.ZodOptional<z.ZodNumber>;
        annotations: z.ZodOptional<z.ZodEnum<{
            gate: "gate";
            observe: "observe";
            off: "off";
        }>>;
        confirm_destructive: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodArray<z.ZodString>]>>;
        before: z.ZodOptional<z.ZodString>;
        after: z.ZodOptional<z.ZodString>;
        hook_timeout: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    scenarios: z.ZodArray<z.ZodUnknown>;
}, z.core.$strict>;
