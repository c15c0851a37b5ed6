import type { Scenario } from '../model/scenario.js';
import type { ToolRecord } from '../model/report.js';
import { type ToolSpec } from '../model/tool.js';
/** JSON with object keys sorted, so that the hash does not depend on the order fields were written. */
export declare function canonical(value: unknown): string;
/** The prompts, expectations, gates and mode; not the id, tags, category or run settings. */
export declare const definitionHash: (s: Scenario) => string;
/** A tool of tools/list as a report records it: its schemas by hash (a report stays small
 * however large they are), the metadata it declares as declared. `annotations` is always
 * written, `{}` when none were declared: a comparison tells a report that recorded them from an
 * older one that did not. */
export declare const toolRecord: (t: ToolSpec) => ToolRecord;
