import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ToolSpec } from '../model/tool.js';
import type { StructuredCheck } from '../model/transcript.js';
import type { Upstream } from './types.js';
import type { LazySchemaValidator } from './validator.js';
export interface Limits {
    /** For initialize and tools/list, ms. */
    timeout: number;
    resultBytes: number;
    /** The run's cancel: tools/list stops waiting at once (connect() says why). */
    signal?: AbortSignal;
}
export declare function live(client: Client, name: string, limits: Limits, { end, gone, settle, validator, }: {
    end?: () => Promise<unknown>;
    gone?: () => string | undefined;
    settle?: () => Promise<void>;
    /** The output schema validator, loaded before a call it may check. */
    validator?: Pick<LazySchemaValidator, 'ready' | 'check'>;
}): Promise<Upstream>;
/** The most a server's tools/list may hold: far past what any model takes (providers accept a
 * few hundred tools), yet a server that pages forever or floods stops at a bound. */
export declare const LISTING: {
    readonly maxPages: 1000;
    readonly maxTools: 10000;
};
/** A listed tool as the run keeps it: the metadata a server declares rides along unchanged
 * (annotations, output schema, icons, execution), for the checks of the server's promises. */
export declare function toSpec(t: {
    name: string;
    title?: unknown;
    description?: string;
    inputSchema?: unknown;
    outputSchema?: unknown;
    annotations?: unknown;
    icons?: unknown;
    execution?: unknown;
}): ToolSpec;
/** The SDK's McpServer checks a handler's result against the tool's outputSchema and, when it
 * fails, answers with an error instead ("Output validation error: …"; a JSON-RPC -32602 from
 * older servers): the server broke its schema all the same. The fault, or undefined. */
export declare function ownOutputCheck(text: string): StructuredCheck | undefined;
export declare const isTimeout: (err: unknown) => boolean;
