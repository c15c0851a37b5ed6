/** Sends `signal` to the process group `pid` leads; false when there is none (or no groups, as
 * on Windows), so the caller can fall back to the process alone. */
export declare function killGroup(pid: number | undefined, signal: NodeJS.Signals): boolean;
/** Tracks the group `pid` leads until untrack(): killed when this process exits. */
export declare function track(pid: number | undefined): void;
export declare function untrack(pid: number | undefined): void;
