import { type AgentTurnContext, type Provider } from './types.js';
export declare const CLAUDE_COMMAND = "claude";
/** The name the spy is given in the MCP config: its tools appear as mcp__spy__<tool>. */
export declare const SPY_SERVER = "spy";
export interface ClaudeCodeOptions {
    id: string;
    /** Passed as --model when set; otherwise the CLI's default model. */
    model?: string;
    /** Full path of the executable (see findExecutable). */
    command: string;
    /** The child's environment (its API key or login live there). */
    env: Record<string, string | undefined>;
}
/** The executable's full path when `name` is on PATH (PATHEXT-free: POSIX and .cmd on Windows). */
export declare function findExecutable(name: string, env: Record<string, string | undefined>): string | undefined;
export declare function claudeCodeProvider(opts: ClaudeCodeOptions): Provider;
/** The command line for one turn (the prompt goes to stdin). */
export declare function claudeArgs(opts: Pick<ClaudeCodeOptions, 'model'>, ctx: AgentTurnContext, mcpConfig: string): string[];
