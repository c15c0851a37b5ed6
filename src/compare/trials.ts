// Which rows are trials of the model, and which of those passed. A comparison counts a trial
// from its row's status: skipped rows and provider or infrastructure errors are not trials
// (they say nothing about the model), nor is a row left inconclusive only by a gate that could
// not see; a timeout, a known failure that did not pass and a server under test that crashed
// are failed trials, not noise.
import type { ResultRow } from '../model/report.js';
import type { PassCount } from '../model/comparison.js';
import { unobservedOnly } from '../model/verdict.js';

/** How a row's reason starts when the server under test died during the scenario
 * (src/mcp/upstream.ts: "The MCP server `cmd` exited with code 3; …"). */
const SERVER_CRASH =
  /^The MCP server `[^`]*` (exited with code|was killed by|is not running|could not be started)/;

export const isServerCrash = (r: ResultRow): boolean =>
  r.status === 'errored' && SERVER_CRASH.test(r.reason);

/** true: a passed trial; false: a failed one; undefined: not a trial. */
export function trial(r: ResultRow): boolean | undefined {
  switch (r.status) {
    case 'pass':
      return true;
    case 'inconclusive':
      // Only a gate that could not see (the spy not wired) kept it from passing: the harness's
      // blind spot, not the model's doing. The same rule as accuracy's.
      return unobservedOnly(r) ? undefined : false;
    case 'fail':
    case 'timeout':
    case 'known-failure':
      return false;
    case 'errored':
      return isServerCrash(r) ? false : undefined;
    case 'skipped':
    case 'setup-failed':
    case 'cancelled':
      return undefined;
  }
}

export function passCount(rows: ResultRow[]): PassCount {
  const trials = rows.map(trial).filter((t) => t !== undefined);
  return { passes: trials.filter(Boolean).length, n: trials.length };
}

/** Why a row failed, in one line: its first failed check and that check's reason, else its own. */
export function failureReason(r: ResultRow): string {
  const check = r.checks.find((c) => !c.passed);
  return check ? `${check.check}: ${check.reason}` : `${r.status}: ${r.reason}`;
}
