export declare const LOCK_FILE = ".mcp-eval.lock";
export interface OutLock {
    readonly file: string;
    /** Removes the lock file if it is still this run's; more calls do nothing. */
    release(): void;
}
/** Takes `out`'s lock (creating the folder); `shown` names the folder in messages, `notice` is
 * told of a stale lock taken over. Throws a SetupError when another live run holds it. */
export declare function lockOut(out: string, shown: string, what: string, notice: (line: string) => void): OutLock;
/** A report written under the folder's lock (merge, score: they ask no model, so the lock is
 * held only while they write), a fault of the disk said with the folder and its cause. */
export declare function writeLocked<T>(out: string, shown: string, what: string, write: () => Promise<T>, notice?: (line: string) => void): Promise<T>;
