import type { ExpectedCall, Mode } from '../model/scenario.js';
import type { Json } from '../model/json.js';
import type { ToolSpec } from '../model/tool.js';
import type { Probe, RecordedCall } from '../model/transcript.js';
import type { CallOutcome, Upstream } from '../mcp/upstream.js';
/** The server under test exited during a scenario. */
export declare class ServerGoneError extends Error {
    constructor(message: string);
}
export declare class SpyProxy {
    private readonly upstream;
    private readonly defaultStub;
    private calls;
    private probes;
    /** The replay self-test: each successful live call of an `idempotentHint: true` tool is sent
     * again with the same arguments, and its requests kept apart (score/checks/idempotent.ts). */
    private probing;
    private mode;
    private steps;
    private used;
    /** Bumped per scenario: a call still running when its scenario timed out is not logged. */
    private epoch;
    private readonly pending;
    private readonly names;
    constructor(upstream: Upstream, defaultStub?: Json);
    get tools(): ToolSpec[];
    /** Why the server behind this proxy is gone, if it is. */
    gone(): string | undefined;
    close(): Promise<void>;
    /** Starts a scenario: a fresh call log, answered in `mode`. */
    begin(mode: Mode, opts?: {
        probeIdempotent?: boolean;
    }): void;
    /** The expected steps of the current turn, whose stubs answer matching calls. */
    expect(steps: ExpectedCall[]): void;
    call(turn: number, tool: string, args: Record<string, Json>, signal: AbortSignal): Promise<CallOutcome>;
    /** idempotentHint means something only when readOnlyHint is false (MCP spec). */
    private idempotent;
    /** The same call again, before the model sees the first's result; its failure is recorded,
     * never the model's. */
    private probe;
    /** The scenario's idempotence probes. */
    takeProbes(): Probe[];
    /** Records a call the model asked for that was not run (e.g. past `max_steps`). */
    notRun(turn: number, tool: string, args: Record<string, Json>, reason: string): void;
    /** Records a call the model made that could not be run (bad arguments, unknown name). */
    malformed(turn: number, tool: string, reason: string, raw?: string): CallOutcome;
    /** The scenario's calls; one still running (the scenario timed out) is marked unanswered. */
    takeCalls(): RecordedCall[];
    private stub;
}
