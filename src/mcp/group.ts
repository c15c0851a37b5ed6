// Process groups: a server started through `sh -c` or `npx` runs the real server as a grandchild,
// which a signal to the child alone never reaches. Each server leads its own group (spawned
// `detached`), so the whole tree goes at once; a terminal's Ctrl-C does not reach it either,
// which leaves the run to decide when it ends (src/run/cancel.ts).

/** Sends `signal` to the process group `pid` leads; false when there is none (or no groups, as
 * on Windows), so the caller can fall back to the process alone. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): boolean {
  // Never 0 or -0: that is this process's own group.
  if (pid === undefined || pid <= 0) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** The groups of processes the run started and has not seen end: should the run itself end
 * without stopping them (an uncaught error, process.exit() while a close still waits), they go
 * with it. A SIGKILL to the run leaves them: nothing runs then. */
const live = new Set<number>();
let hooked = false;

/** Tracks the group `pid` leads until untrack(): killed when this process exits. */
export function track(pid: number | undefined): void {
  if (pid === undefined || pid <= 0) return;
  live.add(pid);
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const group of live) killGroup(group, 'SIGKILL');
  });
}

export function untrack(pid: number | undefined): void {
  if (pid !== undefined) live.delete(pid);
}
