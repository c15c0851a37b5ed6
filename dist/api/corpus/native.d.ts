import type { Problem } from '../errors.js';
import { expectSchema, gateSchema, observationSchema } from './schema.js';
import type { ScenarioBase } from './context.js';
import type { Source } from './source.js';
import type { Expectation, Scenario } from '../model/scenario.js';
import type { z } from 'zod';
export interface Loaded {
    scenarios: Scenario[];
    problems: Problem[];
}
export declare function loadNative(source: Source, base: ScenarioBase): Loaded;
export declare function normalizeExpect(e: z.infer<typeof expectSchema> | undefined): Expectation;
export declare const normalizeGate: (g: z.infer<typeof gateSchema>) => {
    kind: "no_request";
    request: {
        method?: string | undefined;
        path?: string | undefined;
    };
} | {
    kind: "requests";
    requests: {
        method?: string | undefined;
        path?: string | undefined;
        body?: z.core.util.JSONType | undefined;
        count?: number | {
            min?: number | undefined;
            max?: number | undefined;
        } | undefined;
    }[];
    in_order?: boolean | undefined;
} | {
    kind: "no_mutation";
    except?: {
        method?: string | undefined;
        path?: string | undefined;
        graphql?: boolean | undefined;
    }[] | undefined;
} | {
    kind: "no_call";
    tool: string;
    args?: Record<string, z.core.util.JSONType> | undefined;
} | {
    kind: "tools_exposed";
    tools: string[];
} | {
    kind: "tools_hidden";
    tools: string[];
};
export declare const normalizeObservation: (o: z.infer<typeof observationSchema>) => {
    kind: "result_contains";
    text: string;
} | {
    kind: "first_tool";
    tool: string;
} | {
    kind: "called";
    tool: string;
} | {
    kind: "request";
    request: {
        method?: string | undefined;
        path?: string | undefined;
    };
};
