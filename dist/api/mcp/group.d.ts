/** Sends `signal` to the process group `pid` leads; false when there is none (or no groups, as
 * on Windows), so the caller can fall back to the process alone. */
export declare function killGroup(pid: number | undefined, signal: NodeJS.Signals): boolean;
