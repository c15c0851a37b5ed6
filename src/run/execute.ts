// Running the prepared scenarios: the providers, the pool, the rows as they finish, then the
// report. Loaded while the server starts (evaluate.ts spawns it as soon as the config is read),
// so that its code is not parsed before the server is on its way.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chooseFormats } from '../report/outputs/formats.js';
import type { Baseline, EvalOptions, EvalOutcome } from './options.js';
import { CancelledError, SetupError } from '../errors.js';
import { backoffNotices, closeCache } from './providers.js';
import { runPool } from './pool.js';
import { checkToolNames, type Plan } from './prepare.js';
import { toolRecord } from '../corpus/definition.js';
import type { TokensReport } from '../model/tokens.js';
import { DEFAULTS } from '../model/defaults.js';
import { expectedTools } from '../score/coverage.js';
import type { ResultRow, ToolRecord } from '../model/report.js';
import type { Job, RunSettings } from './job.js';
import { Servers } from './servers.js';
import { setUp, type Setup } from './setup.js';
import { NOTHING_RECEIVED } from './sight.js';
import { unobserve } from '../score/verdict.js';
import { withLateRequests } from '../score/late.js';
import type { Holding } from './leases.js';
import { judgeReport, judgeWarning } from '../score/judge-tally.js';
import { cancelNotice, cancelOf, stopOf } from './cancel.js';
import { Budget, estimate } from './budget.js';
import { PARTIAL_ROWS, RowLog } from './row-log.js';
import type { Frame } from '../report/partial-frame.js';
import { cause, errorCode, isFsError, outputError, shownOut } from '../report/out-folder.js';
import { revise } from '../report/stored-row.js';
import { Redactor, secretValues } from '../report/redact.js';
import type { loadReport } from '../compare/load.js';

type Loaded = Awaited<ReturnType<typeof loadReport>>;

/** What evaluate() began: the run's start, its server (when one started early) and the
 * baseline being read. */
export interface Begun {
  started: Date;
  early?: Servers;
  given?: Baseline;
  reading?: Promise<Loaded>;
  read: (b: Baseline) => Promise<Loaded>;
}

export async function execute(opts: EvalOptions, plan: Plan, begun: Begun): Promise<EvalOutcome> {
  const { started, early, given, reading, read } = begun;
  // The tokenizer's rank table is megabytes of code: parsed while the server starts.
  const counting = import('../mcp/tokens.js');
  counting.catch(() => undefined);
  const env = opts.env ?? process.env;
  let setup: Setup;
  let baseline: Loaded | undefined;
  try {
    setup = await setUp(opts, plan, env);
    baseline = await reading;
  } catch (err) {
    await early?.stop();
    throw err;
  }
  const { notices, cache, providers, infos, limiters, judged } = setup;
  // The spending cap: each part from the flag or input, else the config's.
  const cap = {
    usd: opts.budget?.usd ?? plan.config.budget?.usd,
    requests: opts.budget?.requests ?? plan.config.budget?.requests,
  };
  const budget =
    cap.usd !== undefined || cap.requests !== undefined
      ? new Budget(cap, plan.config.prices)
      : undefined;
  const asked = budget ? providers.map((p) => budget.watch(p)) : providers;
  // An agent CLI runs its own loop: the cap cannot see its requests, and says so.
  const unseen = budget ? providers.filter((p) => p.agent).map((p) => p.id) : [];
  if (unseen.length) {
    const line = `The spending cap does not count the requests of ${unseen.join(', ')}: an agent CLI sends them itself.`;
    notices.push(line);
    opts.log.warn(line);
  }

  const jobs: Job[] = asked.flatMap((provider) =>
    plan.scenarios.flatMap((scenario) =>
      Array.from({ length: scenario.repeat }, (_, repetition) => ({
        scenario,
        provider,
        repetition,
      })),
    ),
  );
  const count = Math.max(1, Math.min(plan.concurrency, jobs.length));
  const servers = early ?? new Servers(plan.target, count, opts.log, cancelOf(opts.cancel));
  opts.log.info(
    `Running ${plan.scenarios.length} of ${plan.loaded} scenario(s) × ${providers.length} provider(s)` +
      ` (${jobs.length} run(s)), ${count} at a time`,
  );
  const out = path.resolve(opts.cwd, opts.out);
  const shown = shownOut(opts);
  let rows;
  let rowLog: RowLog | undefined;
  let tools: ToolRecord[] = [];
  let tokens: TokensReport | undefined;
  let measure: RunSettings['measure'];
  const resultTokenCap = plan.config.result_token_cap ?? DEFAULTS.resultTokenCap;
  const stop = stopOf(opts.cancel, opts.grace);
  const holdings = new Map<Job, Holding>();
  try {
    // Cancelled before anything ran: no server is started only to be stopped (every run is a
    // `cancelled` row, runPool). The first scenario waits for one server only: the one that
    // lists the tools. Live scenarios start more processes as they need them (servers.ts).
    // A server that cannot start (prepare.ts) is not asked for its tools: nothing runs.
    if (!stop.starting.aborted && !plan.unstartable) {
      try {
        const listed = await servers.tools(undefined);
        tools = listed.map(toolRecord);
        const { toolSurface, measureCalls } = await counting;
        tokens = toolSurface(listed, resultTokenCap, plan.config.budgets);
        measure = (calls) => measureCalls(calls, resultTokenCap);
        const problems = await checkToolNames(plan.scenarios, servers);
        if (problems.length)
          throw new SetupError(`The corpus has ${problems.length} problem(s)`, problems);
      } catch (err) {
        // Cancelled while a server started or listed its tools: not waited for (servers.ts);
        // every run is a `cancelled` row, the report written all the same.
        if (!(err instanceof CancelledError)) throw err;
      }
    }
    // Nothing locates a problem in the corpus after this: the locators hold each file's text (and
    // a file parsed whole, its YAML document), which the run need not keep.
    for (const s of plan.scenarios) delete s.origin.locate;
    const frame: Frame = {
      startedAt: started.toISOString(),
      ...(plan.config.file ? { config: path.relative(opts.cwd, plan.config.file) } : {}),
      providers: infos,
      notices,
      thresholds: plan.thresholds,
      expectedTools: expectedTools(plan.scenarios),
      tools,
      ...(tokens ? { tokens } : {}),
      ...(judged.info ? { judge: judged.info } : {}),
      ...(judged.judge
        ? { judgeModel: { id: judged.judge.provider.id, model: judged.judge.provider.model } }
        : {}),
      ...(plan.shard ? { shard: plan.shard } : {}),
      ...(plan.config.prices ? { prices: plan.config.prices } : {}),
    };
    const refused = (err: unknown) =>
      opts.log.warn(
        `Cannot write ${PARTIAL_ROWS} in the output folder ${shown}: ${cause(err)}. ` +
          'The rows from here on are kept in memory only: a run killed now loses them.',
      );
    try {
      rowLog = new RowLog(out, new Redactor(secretValues(env, plan.secrets)), frame, refused);
    } catch (err) {
      throw outputError(err, shown, `write ${PARTIAL_ROWS}`);
    }
    const log = rowLog;
    // Before the first model request: what the run may cost, with what that assumes.
    const guess = tokens && estimate(jobs, tokens.total, plan.config.prices);
    if (guess) opts.log.info(guess);
    let done = 0;
    opts.progress?.start?.({ total: jobs.length, providers: runsByProvider(jobs) });
    rows = await runPool(
      jobs,
      count,
      servers,
      {
        timeout: plan.timeout,
        judge: judged.judge,
        env,
        stop,
        settleMs: plan.target.settleMs,
        ...(plan.config.server_faults ? { serverFaults: plan.config.server_faults } : {}),
        ...(plan.target.sampling ? { sampling: plan.target.sampling } : {}),
        measure,
      },
      {
        held: (job, holding) => holdings.set(job, holding),
        // The pool keeps the row without its transcript, which the report reads back from the log.
        row: (row) => {
          const kept = log.add(row);
          opts.progress?.row(row, ++done, jobs.length);
          return kept;
        },
        stopped: (id, reason) => {
          const info = infos.find((i) => i.id === id);
          if (info) Object.assign(info, { status: 'stopped', reason });
          opts.log.warn(`Provider ${id} stopped for the rest of the run: ${reason}`);
        },
      },
      budget,
    );
    // A server that sent the spy nothing in the whole run is not wired to it: its request gates
    // saw nothing (one scenario without API traffic is normal; a whole run is not).
    if (servers.received === 0) {
      const blind = (r: ResultRow) => unobserve(r, NOTHING_RECEIVED);
      rows = rows.map((r) => (r.mode === 'live' ? revise(r, blind) : r));
    }
  } finally {
    rowLog?.end();
    stop.dispose();
    // Every server's process group goes, whichever way the run ended (mcp/child.ts).
    await servers.stop();
  }
  // Requests that came after their scenario's row was built, before the servers stopped: that
  // row is decided again with them, and no other row ever saw them (spy/ledger.ts).
  const redecided: string[] = [];
  rows = rows.map((r, i) => {
    const late = holdings.get(jobs[i])?.seal() ?? [];
    if (!late.length) return r;
    const next = revise(r, (x) => withLateRequests(jobs[i].scenario, x, late));
    if (next.status !== r.status) redecided.push(`${r.scenario} (${r.provider}) ${next.status}`);
    return next;
  });
  // The progress lines said the first verdicts: the changed ones are said again.
  if (redecided.length) {
    const line = `${redecided.length} row(s) decided again: the server sent spy requests after the scenario ended (past spy.settle_ms ${plan.target.settleMs} ms): ${redecided.slice(0, 10).join(', ')}${redecided.length > 10 ? ', …' : ''}`;
    notices.push(line);
    opts.log.warn(line);
  }
  // Rate limits that lowered a provider's requests in flight: said, and kept in its info.
  const judgeLimiter = judged.info && { id: judged.info.id, limiter: judged.limiter };
  for (const line of backoffNotices(infos, limiters, judgeLimiter)) {
    notices.push(line);
    opts.log.notice(line);
  }
  const judge = judged.info && judgeReport(judged.info, rows);
  const judgeFailed = judge && judgeWarning(judge);
  if (judgeFailed) opts.log.warn(judgeFailed);
  const overBudget = budget?.reached();
  const capped = rows.filter((r) => r.status === 'skipped' && r.reason?.startsWith('budget: '));
  if (overBudget && capped.length) {
    const line = `Spending cap reached (${overBudget.slice('budget: '.length)}): a partial report, ${capped.length} of ${rows.length} run(s) skipped.`;
    notices.push(line);
    opts.log.warn(line);
  }
  const cancelled = cancelNotice(stop, rows);
  if (cancelled) {
    notices.push(cancelled.notice);
    opts.log.warn(cancelled.notice);
  }

  // Loaded once the run is over: the first model request does not wait for the report code.
  const [{ buildReport }, { writeReport }, { priceRow, usageReport }] = await Promise.all([
    import('../report/build.js'),
    import('../report/write.js'),
    import('../score/usage.js'),
  ]);
  // A row at a time, each kept stored: a row copied whole holds its transcript again.
  const { prices } = plan.config;
  rows = rows.map((r) => revise(r, (row) => priceRow(row, prices)));
  const report = await buildReport({
    started,
    config: plan.config.file,
    cwd: opts.cwd,
    providers: infos,
    notices,
    rows,
    thresholds: plan.thresholds,
    expectedTools: expectedTools(plan.scenarios),
    extra: {
      tools,
      ...(tokens ? { tokens } : {}),
      ...(judge ? { judge } : {}),
      ...(cancelled ? { cancelled: cancelled.field } : {}),
      usage: usageReport(rows, providers, plan.config.prices, judged.judge?.provider),
      ...(plan.shard ? { shard: plan.shard } : {}),
      ...(await closeCache(cache, opts.cwd)),
    },
  });
  // The action's lookup ran beside the run; it checked the report, so a failure here is a bug
  // in neither: said, and the report goes out without a comparison.
  const noComparison = (err: unknown) => {
    const why = err instanceof SetupError ? err.describe() : String(err);
    opts.log.warn(`No comparison with the baseline: ${why}`);
    return undefined;
  };
  // A cancelled run does not wait for a lookup still in flight (the action's, over the network):
  // the partial report goes out without a comparison.
  const late = given || cancelled ? undefined : await opts.lateBaseline?.catch(noComparison);
  if (late) baseline = await read(late).catch(noComparison);
  if (baseline) {
    // A baseline the action downloaded is named by its run, not by a temporary folder.
    const run = (given ?? late)?.run;
    const label = run
      ? `run #${run.id} (${run.branch} @ ${run.sha.slice(0, 7)})`
      : path.relative(opts.cwd, baseline.file) || baseline.file;
    const { compareReports } = await import('../compare/index.js');
    report.comparison = compareReports(baseline.report, report, label, run, {
      judgeOnly: plan.config.regression?.judge_only,
    });
  }
  let written;
  try {
    written = await writeReport(report, out, env, plan.secrets, opts.formats);
  } catch (err) {
    if (!isFsError(err)) throw err;
    // No report rather than one of two runs: an earlier run's report files go too (each file is
    // whole, stream-file.ts), so that the row log is all that reads as this run's.
    await Promise.all(
      chooseFormats(opts.formats).map((f) => rm(path.join(out, f.file), { force: true })),
    ).catch(() => undefined);
    throw outputError(err, shown, 'write the report', rebuildHint(shown, rowLog));
  }
  rowLog?.remove();
  return written;
}

/** What to do once the report could not be written: the rows on disk rebuild it. */
function rebuildHint(shown: string, rowLog: RowLog | undefined): string {
  if (!rowLog) return '';
  const file = path.join(shown, PARTIAL_ROWS);
  const lost = rowLog.fault
    ? ` up to the first row the disk refused (${errorCode(rowLog.fault) ?? cause(rowLog.fault)})`
    : '';
  return (
    `The rows are kept in ${file}${lost}. Once there is room, rebuild the report without ` +
    `running again: mcp-eval merge ${file} --out ${shown}`
  );
}

/** Each provider's number of runs, in job order (providers run one after the other). */
function runsByProvider(jobs: Job[]): { id: string; runs: number }[] {
  const runs = new Map<string, number>();
  for (const { provider } of jobs) runs.set(provider.id, (runs.get(provider.id) ?? 0) + 1);
  return [...runs].map(([id, n]) => ({ id, runs: n }));
}
