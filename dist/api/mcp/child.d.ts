import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
/** Bytes of one stdout message held, unless the spec says otherwise. */
export declare const DEFAULT_MESSAGE_BYTES: number;
export interface ChildSpec {
    command: string;
    args: string[];
    env: Record<string, string>;
    cwd: string;
    /** The longest stdout message held; past it, a tool call is answered from its head. */
    maxMessageBytes?: number;
    /** Told about each stdout line that is not JSON-RPC (skipped). */
    onNoise?: (line: string) => void;
    /** The run's cancel: once aborted, close() ends the server's group at once. */
    cancel?: AbortSignal;
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
    private readonly lines;
    private stderr;
    private partial;
    /** Requests sent and not yet answered, by id: their method. */
    private readonly waiting;
    private started?;
    private schema?;
    constructor(spec: ChildSpec);
    /** Spawns the server, once: connect() spawns it before the SDK's client is loaded, and the
     * client's connect() then finds it started. */
    start(): Promise<void>;
    private launch;
    private spawn;
    send(message: JSONRPCMessage): Promise<void>;
    /** True while the server process runs. */
    get running(): boolean;
    close(): Promise<void>;
    /** Why the server is gone: its exit code and the last lines of its stderr. */
    describeExit(): string;
    /** Resolves once the server's stderr is read to its end (or after `ms`): its last words may
     * come after its exit. */
    stderrRead(ms?: number): Promise<void>;
    /** The last lines the server wrote to stderr. */
    stderrTail(): string[];
    private receive;
    /** A message too long to hold: the request it answers gets an answer made from its head. */
    private receiveLong;
    private deliver;
    private keepStderr;
}
