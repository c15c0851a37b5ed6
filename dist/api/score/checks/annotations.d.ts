import type { AnnotationMode, Scenario } from '../../model/scenario.js';
import type { Transcript } from '../../model/transcript.js';
export declare const annotationMode: (s: Pick<Scenario, "annotations">) => AnnotationMode;
type Hint = 'readOnlyHint' | 'destructiveHint' | 'idempotentHint';
/** The tool declares `hint` with this value: an absent hint is no promise. destructiveHint and
 * idempotentHint mean something "only when readOnlyHint == false" (MCP spec): a read-only
 * tool is held to readOnlyHint alone. */
export declare function hinted(t: Transcript, tool: string, hint: Hint, value: boolean): boolean;
export {};
