import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ToolSpec } from '../model/tool.js';
import type { Upstream } from './types.js';
export interface Limits {
    /** For initialize and tools/list, ms. */
    timeout: number;
    resultBytes: number;
}
export declare function live(client: Client, name: string, limits: Limits, { end, gone, settle, validator, }: {
    end?: () => Promise<unknown>;
    gone?: () => string | undefined;
    settle?: () => Promise<void>;
    /** The client's output schema validator, loaded before a call it may check. */
    validator?: {
        ready(): Promise<void>;
    };
}): Promise<Upstream>;
export declare function toSpec(t: {
    name: string;
    description?: string;
    inputSchema?: unknown;
}): ToolSpec;
export declare const isTimeout: (err: unknown) => boolean;
