import type { Json, JsonObject } from '../model/json.js';
export interface ExampleProblem {
    path: (string | number)[];
    message: string;
}
export interface Example {
    args: JsonObject;
    problems: ExampleProblem[];
}
/** The arguments for an expected call's `args`, typed and completed by the tool's schema. */
export declare function exampleArgs(want: Record<string, Json> | undefined, inputSchema?: unknown): Example;
/** One expected value's example (undefined: leave the argument out); problems are dropped. */
export declare function exampleOf(want: Json, schema?: unknown): Json | undefined;
