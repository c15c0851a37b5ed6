// One run per output folder: a lock file in it names the process writing there (pid, host, start).
// A second run on a busy folder fails at once, before it pays for any model request; a lock left
// by a run that died (its pid no longer alive on this host) is taken over with a notice.
// Created with 'wx' (O_EXCL), so of two runs starting together exactly one gets it.
import {
  closeSync,
  mkdirSync,
  rmdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { SetupError } from '../errors.js';
import { errorCode, isFsError, outputError } from './out-folder.js';

export const LOCK_FILE = '.mcp-eval.lock';

/** A lock file that does not parse is a run's that died between creating and filling it —
 * unless it is this young, when its run may be filling it now. */
const UNREADABLE_GRACE_MS = 5_000;

interface Holder {
  pid: number;
  hostname: string;
  started: string;
  command?: string;
}

export interface OutLock {
  readonly file: string;
  /** Removes the lock file if it is still this run's; more calls do nothing. */
  release(): void;
}

/** Takes `out`'s lock (creating the folder); `shown` names the folder in messages, `notice` is
 * told of a stale lock taken over. Throws a SetupError when another live run holds it. */
export function lockOut(
  out: string,
  shown: string,
  what: string,
  notice: (line: string) => void,
): OutLock {
  let made: string | undefined;
  try {
    made = mkdirSync(out, { recursive: true });
  } catch (err) {
    throw outputError(err, shown, 'create the folder');
  }
  const file = path.join(out, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    hostname: hostname(),
    started: new Date().toISOString(),
    command: what,
  };
  // Twice at most: a stale lock is removed, then created again (if another run took it over in
  // between, that run holds it).
  for (let attempt = 0; ; attempt++) {
    const created = create(file, mine, shown);
    if (created) break;
    const holder = read(file);
    if (holder === 'gone') continue;
    const stale = staleness(holder, file);
    if (!stale || attempt > 0) throw busy(shown, file, holder);
    rmSync(file, { force: true });
    notice(`Took over the lock of ${shown}: ${stale}`);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    atExit.delete(release);
    // Another run's lock (ours was taken over by hand, or removed) is left alone.
    const now = read(file);
    if (now !== 'gone' && now && now.pid === mine.pid && now.started === mine.started) {
      rmSync(file, { force: true });
    }
    // A folder this run made and left empty (it failed before writing) goes too.
    if (made) {
      try {
        rmdirSync(out);
      } catch {
        // not empty: the run's files are in it
      }
    }
  };
  // A run that ends without its finally (process.exit while pending) still frees the folder.
  releaseAtExit(release);
  return { file, release };
}

/** The locks still held, freed should the process exit first: one 'exit' listener for them all,
 * however many runs one process holds at once (the API, a test suite). */
const atExit = new Set<() => void>();
let hooked = false;
function releaseAtExit(release: () => void): void {
  atExit.add(release);
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const r of atExit) r();
  });
}

/** True when created; false when the file is there already. */
function create(file: string, holder: Holder, shown: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if (errorCode(err) === 'EEXIST') return false;
    throw outputError(err, shown, 'create the lock file');
  }
  try {
    writeSync(fd, JSON.stringify(holder) + '\n');
    closeSync(fd);
  } catch (err) {
    rmSync(file, { force: true });
    throw outputError(err, shown, 'write the lock file');
  }
  return true;
}

/** The holder; undefined for a file that does not parse; 'gone' when it was removed meanwhile. */
function read(file: string): Holder | undefined | 'gone' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return 'gone';
    return undefined;
  }
  try {
    const data = JSON.parse(text) as Partial<Holder>;
    if (Number.isInteger(data.pid) && typeof data.hostname === 'string')
      return { started: '?', ...data } as Holder;
  } catch {
    // undefined below
  }
  return undefined;
}

/** Why the lock is stale (its run is gone), or undefined while it may be alive. */
function staleness(holder: Holder | undefined, file: string): string | undefined {
  if (!holder) {
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    return age > UNREADABLE_GRACE_MS ? 'its lock file was unreadable (a run that died)' : undefined;
  }
  // Another host's process cannot be checked from here: it is taken as alive.
  if (holder.hostname !== hostname()) return undefined;
  try {
    process.kill(holder.pid, 0);
    return undefined;
  } catch (err) {
    // EPERM: alive, only another user's.
    if (errorCode(err) !== 'ESRCH') return undefined;
  }
  return `pid ${holder.pid}, started ${holder.started}, is no longer running`;
}

function busy(shown: string, file: string, holder: Holder | undefined): SetupError {
  const who = holder
    ? `pid ${holder.pid} on ${holder.hostname}${holder.command ? ` (${holder.command})` : ''}, started ${holder.started}`
    : 'a process whose lock file cannot be read';
  return new SetupError(
    `The output folder ${shown} is in use by another run: ${who}.\n` +
      `Wait for it to finish, or give this run another --out. (A lock left by a run that cannot ` +
      `have finished, e.g. on another host, is removed by deleting ${file}.)`,
  );
}

/** A report written under the folder's lock (merge, score: they ask no model, so the lock is
 * held only while they write), a fault of the disk said with the folder and its cause. */
export async function writeLocked<T>(
  out: string,
  shown: string,
  what: string,
  write: () => Promise<T>,
  notice: (line: string) => void = () => undefined,
): Promise<T> {
  const lock = lockOut(out, shown, what, notice);
  try {
    return await write();
  } catch (err) {
    throw isFsError(err) ? outputError(err, shown, 'write the report') : err;
  } finally {
    lock.release();
  }
}
