import { SetupError } from '../errors.js';
/** The fs error's code, if it is one. */
export declare function errorCode(err: unknown): string | undefined;
/** "no space left on device (ENOSPC)"; the error's own message for a code not listed. */
export declare function cause(err: unknown): string;
/** True for an error of the file system (not a bug of ours). */
export declare function isFsError(err: unknown): boolean;
/** "Cannot <doing> in the output folder <folder>: <cause>", with `then` as its next lines. */
export declare function outputError(err: unknown, folder: string, doing: string, then?: string): SetupError;
/** The output folder as the user gave it (relative to the working folder, or absolute). */
export declare function shownOut(opts: {
    cwd: string;
    out: string;
}): string;
