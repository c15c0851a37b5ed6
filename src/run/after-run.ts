// Once every job has its row, before the report: rows decided again with the spy requests that
// came after their scenario ended, and what the run has to say of itself (rate limits that
// lowered a provider's requests in flight, the spending cap reached, a cancel), each in the
// report's notices and the log.
import type { Logger } from '../model/log.js';
import type { ResultRow } from '../model/report.js';
import { withLateRequests } from '../score/late.js';
import { revise } from '../score/stored-row.js';
import type { Budget } from './budget.js';
import { cancelNotice, type Stop } from './cancel.js';
import type { Job } from './job.js';
import type { Holding } from './leases.js';
import { backoffNotices } from './providers.js';
import type { Setup } from './setup.js';

export interface RunEnd {
  jobs: Job[];
  holdings: Map<Job, Holding>;
  settleMs?: number;
  setup: Setup;
  budget?: Budget;
  stop: Stop;
}

export function afterRun(
  rows: ResultRow[],
  end: RunEnd,
  log: Logger,
): { rows: ResultRow[]; cancelled?: ReturnType<typeof cancelNotice> } {
  const { notices, infos, limiters, judged } = end.setup;
  const say = (line: string, level: 'warn' | 'notice' = 'warn') => {
    notices.push(line);
    log[level](line);
  };
  const late = redecided(rows, end);
  if (late.line) say(late.line);
  // Rate limits that lowered a provider's requests in flight: said, and kept in its info.
  const judgeLimiter = judged.info && { id: judged.info.id, limiter: judged.limiter };
  for (const line of backoffNotices(infos, limiters, judgeLimiter)) say(line, 'notice');
  const overBudget = end.budget?.reached();
  const capped = late.rows.filter(
    (r) => r.status === 'skipped' && r.reason?.startsWith('budget: '),
  );
  if (overBudget && capped.length)
    say(
      `Spending cap reached (${overBudget.slice('budget: '.length)}): a partial report, ${capped.length} of ${late.rows.length} run(s) skipped.`,
    );
  const cancelled = cancelNotice(end.stop, late.rows);
  if (cancelled) say(cancelled.notice);
  return { rows: late.rows, ...(cancelled ? { cancelled } : {}) };
}

/** Requests that came after their scenario's row was built, before the servers stopped: that
 * row is decided again with them, and no other row ever saw them (spy/ledger.ts). The progress
 * lines said the first verdicts: the changed ones are said again. */
function redecided(rows: ResultRow[], end: RunEnd): { rows: ResultRow[]; line?: string } {
  const changed: string[] = [];
  const next = rows.map((r, i) => {
    const late = end.holdings.get(end.jobs[i])?.seal() ?? [];
    if (!late.length) return r;
    const again = revise(r, (x) => withLateRequests(end.jobs[i].scenario, x, late));
    if (again.status !== r.status) changed.push(`${r.scenario} (${r.provider}) ${again.status}`);
    return again;
  });
  if (!changed.length) return { rows: next };
  const line = `${changed.length} row(s) decided again: the server sent spy requests after the scenario ended (past spy.settle_ms ${end.settleMs} ms): ${changed.slice(0, 10).join(', ')}${changed.length > 10 ? ', …' : ''}`;
  return { rows: next, line };
}
