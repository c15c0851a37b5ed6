import type { Scenario } from '../model/scenario.js';
import type { ToolSpec } from '../model/tool.js';
/** JSON with object keys sorted, so that the hash does not depend on the order fields were written. */
export declare function canonical(value: unknown): string;
/** The prompts, expectations, gates and mode; not the id, tags, category or run settings. */
export declare const definitionHash: (s: Scenario) => string;
/** A tool of tools/list as a report records it: its input schema by hash. */
export declare const toolRecord: (t: ToolSpec) => {
    schemaHash: string;
    description?: string | undefined;
    name: string;
};
