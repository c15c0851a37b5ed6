// Once the reports are written, nothing the run left behind (a socket kept alive, a timer of a
// slow route, a request still pending) may hold the process: it ends within a second.

/** Exits with process.exitCode if the process is still alive `ms` from now. The timer is
 * unref'd: a process with nothing left to do ends at once, as usual. */
export function exitPromptly(ms = 500): void {
  setTimeout(() => process.exit(), ms).unref();
}
