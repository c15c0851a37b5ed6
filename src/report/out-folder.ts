// The output folder's faults said as a person reads them: the folder, the cause in words and its
// code (never a bare ENOENT for a folder that is only read-only), and what to do next.
import path from 'node:path';
import { SetupError, errorMessage } from '../errors.js';

/** The causes a full or closed disk gives, in words. */
const CAUSES: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a file is in the way of a folder',
  EEXIST: 'a file is in the way of a folder',
  EISDIR: 'a folder is in the way of a file',
  EIO: 'input/output error',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
};

/** The fs error's code, if it is one. */
export function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** "no space left on device (ENOSPC)"; the error's own message for a code not listed. */
export function cause(err: unknown): string {
  const code = errorCode(err);
  return code && CAUSES[code] ? `${CAUSES[code]} (${code})` : errorMessage(err);
}

/** True for an error of the file system (not a bug of ours). */
export function isFsError(err: unknown): boolean {
  const code = errorCode(err);
  return !!code && /^E[A-Z]+$/.test(code);
}

/** "Cannot <doing> in the output folder <folder>: <cause>", with `then` as its next lines. */
export function outputError(err: unknown, folder: string, doing: string, then = ''): SetupError {
  return new SetupError(
    `Cannot ${doing} in the output folder ${folder}: ${cause(err)}${then ? `\n${then}` : ''}`,
  );
}

/** The output folder as the user gave it (relative to the working folder, or absolute). */
export function shownOut(opts: { cwd: string; out: string }): string {
  return path.isAbsolute(opts.out)
    ? opts.out
    : path.relative(opts.cwd, path.resolve(opts.cwd, opts.out)) || '.';
}
