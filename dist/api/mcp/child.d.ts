import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
export interface ChildSpec {
    command: string;
    args: string[];
    env: Record<string, string>;
    cwd: string;
}
export declare class ChildProcessTransport implements Transport {
    private readonly spec;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: (message: JSONRPCMessage) => void;
    exitCode: number | null;
    signal: NodeJS.Signals | null;
    /** Set when the command could not be started at all (not found, not executable). */
    spawnError?: Error;
    private child?;
    private readonly buffer;
    private stderr;
    private partial;
    constructor(spec: ChildSpec);
    start(): Promise<void>;
    send(message: JSONRPCMessage): Promise<void>;
    /** True while the server process runs. */
    get running(): boolean;
    close(): Promise<void>;
    /** Why the server is gone: its exit code and the last lines of its stderr. */
    describeExit(): string;
    /** The last lines the server wrote to stderr. */
    stderrTail(): string[];
    private keepStderr;
}
