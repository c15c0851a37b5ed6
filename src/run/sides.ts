// The sides of a run: a plain run has one, a same-job A/B two (base and head), each with its
// servers, its output folder, its tool list and its row log.
import path from 'node:path';
import { CancelledError, SetupError } from '../errors.js';
import { toolRecord } from '../corpus/definition.js';
import { DEFAULTS } from '../model/defaults.js';
import type { Frame } from '../model/partial-frame.js';
import type { ResultRow, ToolRecord } from '../model/report.js';
import type { TokensReport } from '../model/tokens.js';
import { cause, outputError, shownOut } from '../report/out-folder.js';
import type { Redactor } from '../redact/redact.js';
import { revise } from '../score/stored-row.js';
import { unobserve } from '../score/verdict.js';
import { cancelOf, type Stop } from './cancel.js';
import type { Job, RunSettings } from './job.js';
import type { EvalOptions } from './options.js';
import { checkToolNames, type Plan } from './prepare.js';
import { PARTIAL_ROWS, RowLog } from './row-log.js';
import { Servers } from './servers.js';
import { NOTHING_RECEIVED } from './sight.js';

export interface Side {
  side?: 'base' | 'head';
  servers: Servers;
  out: string;
  shown: string;
  tools: ToolRecord[];
  tokens?: TokensReport;
  /** Said in this side's report only. */
  notices: string[];
  rowLog?: RowLog;
}

/** The run's sides, the head last. The base side's servers are its own: each spy backend charges
 * a request to the side whose server made it. No server starts until its tools are asked for. */
export function openSides(opts: EvalOptions, plan: Plan, count: number): Side[] {
  const cancel = cancelOf(opts.cancel);
  const out = path.resolve(opts.cwd, opts.out);
  const shown = shownOut(opts);
  const side = (target: Plan['target'], which?: Side['side']): Side => ({
    servers: new Servers(target, count, opts.log, cancel),
    // The base side's reports go to a folder of their own.
    out: which === 'base' ? path.join(out, 'base') : out,
    shown: which === 'base' ? path.join(shown, 'base') : shown,
    tools: [],
    notices: [],
    ...(which ? { side: which } : {}),
  });
  if (!plan.ab) return [side(plan.target)];
  return [side(plan.ab.base, 'base'), side(plan.target, 'head')];
}

/** Where a job's row and servers belong. */
export const sideOfJob = (sides: Side[]) => (job: Job) =>
  job.side === 'base' ? sides[0] : sides[sides.length - 1];

/** Each side's tools and their tokens, the corpus checked against them; what measures a call's
 * result in tokens. The first scenario waits for one server only: the one that lists the tools
 * (live scenarios start more processes as they need them, servers.ts). Cancelled before anything
 * ran, or with a server that cannot start (prepare.ts): no server is started only to be stopped;
 * cancelled while one starts: not waited for. Either way every run is then a `cancelled` row. */
export async function listTools(
  sides: Side[],
  plan: Plan,
  stop: Stop,
): Promise<RunSettings['measure']> {
  if (stop.starting.aborted || plan.unstartable) return undefined;
  const cap = plan.config.result_token_cap ?? DEFAULTS.resultTokenCap;
  let measure: RunSettings['measure'];
  try {
    // The tokenizer's rank table is megabytes of code: loaded only by a run that lists tools.
    const { toolSurface, measureCalls } = await import('../mcp/tokens.js');
    measure = (calls) => measureCalls(calls, cap);
    for (const side of sides) {
      const listed = await side.servers.tools(undefined);
      side.tools = listed.map(toolRecord);
      side.tokens = toolSurface(listed, cap, plan.config.budgets);
      const problems = await checkToolNames(plan.scenarios, side.servers);
      // The base may lack a tool the head adds (and the corpus expects): its runs then fail,
      // which is what the comparison is for.
      if (problems.length && side.side === 'base') {
        const named = problems.slice(0, 5).map((p) => p.message);
        side.notices.push(
          `The base server does not list ${problems.length} tool(s) the corpus expects: ${named.join('; ')}`,
        );
      } else if (problems.length)
        throw new SetupError(`The corpus has ${problems.length} problem(s)`, problems);
    }
  } catch (err) {
    if (!(err instanceof CancelledError)) throw err;
  }
  return measure;
}

/** Each side's row log, with the run's frame beside it (what `merge` rebuilds a report from). */
export function openRowLogs(
  sides: Side[],
  frame: Omit<Frame, 'tools' | 'tokens'>,
  redactor: Redactor,
  log: EvalOptions['log'],
): void {
  for (const side of sides) {
    const refused = (err: unknown) =>
      log.warn(
        `Cannot write ${PARTIAL_ROWS} in the output folder ${side.shown}: ${cause(err)}. ` +
          'The rows from here on are kept in memory only: a run killed now loses them.',
      );
    const own: Frame = {
      ...frame,
      notices: [...frame.notices, ...side.notices],
      tools: side.tools,
      ...(side.tokens ? { tokens: side.tokens } : {}),
    };
    try {
      side.rowLog = new RowLog(side.out, redactor, own, refused);
    } catch (err) {
      throw outputError(err, side.shown, `write ${PARTIAL_ROWS}`);
    }
  }
}

/** A server that sent the spy nothing in the whole run is not wired to it: its side's live rows'
 * request gates saw nothing (one scenario without API traffic is normal; a whole run is not). */
export function unwired(rows: ResultRow[], sides: Side[], jobs: Job[]): ResultRow[] {
  const sideOf = sideOfJob(sides);
  const blind = (r: ResultRow) => unobserve(r, NOTHING_RECEIVED);
  return rows.map((r, i) =>
    r.mode === 'live' && sideOf(jobs[i]).servers.received === 0 ? revise(r, blind) : r,
  );
}

/** Row logs closed and every server's process group gone, whichever way the run ended. */
export async function closeSides(sides: Side[], stop: Stop): Promise<void> {
  for (const side of sides) side.rowLog?.end();
  stop.dispose();
  await Promise.all(sides.map((side) => side.servers.stop()));
}
