import type { Scenario } from '../model/scenario.js';
import type { ToolRecord } from '../model/report.js';
/** Every tool some turn of some scenario expects a call of. */
export declare function expectedTools(scenarios: Scenario[]): string[];
/** The tools no scenario expects, in tools/list order. */
export declare function unexpectedTools(tools: ToolRecord[], expected: Iterable<string>): string[];
