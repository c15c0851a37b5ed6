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
import { Schedule } from './schedule.js';
import { abSchedule } from './ab-schedule.js';
import { randomUUID } from 'node:crypto';
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
import type { Frame } from '../model/partial-frame.js';
import { cause, errorCode, isFsError, outputError, shownOut } from '../report/out-folder.js';
import { revise } from '../score/stored-row.js';
import { Redactor, secretValues } from '../redact/redact.js';
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

  const stop = stopOf(opts.cancel, opts.grace);
  // A plain run's jobs are fixed; an A/B's alternate base and head, and may grow (ab-schedule.ts).
  const halted = () => budget?.reached() !== undefined || stop.starting.aborted;
  const ab = plan.ab && abSchedule(asked, plan.scenarios, plan.ab.trials, halted);
  const schedule =
    ab?.schedule ??
    new Schedule(
      asked.flatMap((provider) =>
        plan.scenarios.flatMap((scenario) =>
          Array.from({ length: scenario.repeat }, (_, repetition) => ({
            scenario,
            provider,
            repetition,
          })),
        ),
      ),
    );
  const { jobs } = schedule;
  const count = Math.max(1, Math.min(plan.concurrency, jobs.length));
  const cancel = cancelOf(opts.cancel);
  const out = path.resolve(opts.cwd, opts.out);
  const shown = shownOut(opts);
  const head: Side = {
    servers: early ?? new Servers(plan.target, count, opts.log, cancel),
    out,
    shown,
    tools: [],
    notices: [],
    ...(plan.ab ? { side: 'head' as const } : {}),
  };
  // The base side's servers are its own: each spy backend charges a request to the side whose
  // server made it.
  const sides: Side[] = plan.ab
    ? [
        {
          side: 'base',
          servers: new Servers(plan.ab.base, count, opts.log, cancel),
          out: path.join(out, 'base'),
          shown: path.join(shown, 'base'),
          tools: [],
          notices: [],
        },
        head,
      ]
    : [head];
  const sideOf = (job: Job) => (job.side === 'base' ? sides[0] : head);
  opts.log.info(
    `Running ${plan.scenarios.length} of ${plan.loaded} scenario(s) × ${providers.length} provider(s)` +
      ` (${plan.ab ? abPlanText(plan.ab.trials, jobs.length, schedule.planned) : `${jobs.length} run(s)`}), ${count} at a time`,
  );
  let rows;
  let tokens: TokensReport | undefined;
  let measure: RunSettings['measure'];
  const resultTokenCap = plan.config.result_token_cap ?? DEFAULTS.resultTokenCap;
  const holdings = new Map<Job, Holding>();
  try {
    // Cancelled before anything ran: no server is started only to be stopped (every run is a
    // `cancelled` row, runPool). The first scenario waits for one server only: the one that
    // lists the tools. Live scenarios start more processes as they need them (servers.ts).
    // A server that cannot start (prepare.ts) is not asked for its tools: nothing runs.
    if (!stop.starting.aborted && !plan.unstartable) {
      try {
        const { toolSurface, measureCalls } = await counting;
        measure = (calls) => measureCalls(calls, resultTokenCap);
        for (const side of sides) {
          const listed = await side.servers.tools(undefined);
          side.tools = listed.map(toolRecord);
          side.tokens = toolSurface(listed, resultTokenCap, plan.config.budgets);
          const problems = await checkToolNames(plan.scenarios, side.servers);
          // The base may lack a tool the head adds (and the corpus expects): its runs then fail,
          // which is what the comparison is for.
          if (problems.length && side.side === 'base') {
            side.notices.push(
              `The base server does not list ${problems.length} tool(s) the corpus expects: ${problems
                .slice(0, 5)
                .map((p) => p.message)
                .join('; ')}`,
            );
          } else if (problems.length)
            throw new SetupError(`The corpus has ${problems.length} problem(s)`, problems);
        }
        tokens = head.tokens;
      } catch (err) {
        // Cancelled while a server started or listed its tools: not waited for (servers.ts);
        // every run is a `cancelled` row, the report written all the same.
        if (!(err instanceof CancelledError)) throw err;
      }
    }
    // Nothing locates a problem in the corpus after this: the locators hold each file's text (and
    // a file parsed whole, its YAML document), which the run need not keep.
    for (const s of plan.scenarios) delete s.origin.locate;
    for (const side of sides) {
      const frame: Frame = {
        startedAt: started.toISOString(),
        ...(plan.config.file ? { config: path.relative(opts.cwd, plan.config.file) } : {}),
        providers: infos,
        notices: [...notices, ...side.notices],
        thresholds: plan.thresholds,
        expectedTools: expectedTools(plan.scenarios),
        tools: side.tools,
        ...(side.tokens ? { tokens: side.tokens } : {}),
        ...(judged.info ? { judge: judged.info } : {}),
        ...(judged.judge
          ? { judgeModel: { id: judged.judge.provider.id, model: judged.judge.provider.model } }
          : {}),
        ...(plan.shard ? { shard: plan.shard } : {}),
        ...(plan.config.prices ? { prices: plan.config.prices } : {}),
      };
      const refused = (err: unknown) =>
        opts.log.warn(
          `Cannot write ${PARTIAL_ROWS} in the output folder ${side.shown}: ${cause(err)}. ` +
            'The rows from here on are kept in memory only: a run killed now loses them.',
        );
      try {
        side.rowLog = new RowLog(
          side.out,
          new Redactor(secretValues(env, plan.secrets)),
          frame,
          refused,
        );
      } catch (err) {
        throw outputError(err, side.shown, `write ${PARTIAL_ROWS}`);
      }
    }
    // Before the first model request: what the run may cost, with what that assumes.
    const guess = tokens && estimate(jobs, tokens.total, plan.config.prices);
    if (guess) opts.log.info(guess);
    let done = 0;
    opts.progress?.start?.({ total: schedule.planned, providers: runsByProvider(jobs) });
    rows = await runPool(
      schedule,
      count,
      (job) => sideOf(job).servers,
      {
        timeout: plan.timeout,
        judge: judged.judge,
        env,
        stop,
        settleMs: plan.target.settleMs,
        ...(plan.config.server_faults ? { serverFaults: plan.config.server_faults } : {}),
        ...(plan.target.client?.sampling && plan.target.client.sampling !== 'off'
          ? { sampling: plan.target.client.sampling }
          : {}),
        measure,
      },
      {
        held: (job, holding) => holdings.set(job, holding),
        // The pool keeps the row without its transcript, which the report reads back from the log.
        row: (row, job) => {
          const kept = sideOf(job).rowLog!.add(row);
          opts.progress?.row(row, ++done, schedule.planned);
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
    for (const side of sides) {
      if (side.servers.received !== 0) continue;
      const blind = (r: ResultRow) => unobserve(r, NOTHING_RECEIVED);
      rows = rows.map((r, i) =>
        r.mode === 'live' && sideOf(jobs[i]) === side ? revise(r, blind) : r,
      );
    }
  } finally {
    for (const side of sides) side.rowLog?.end();
    stop.dispose();
    // Every server's process group goes, whichever way the run ended (mcp/child.ts).
    await Promise.all(sides.map((side) => side.servers.stop()));
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
  const cacheStats = await closeCache(cache, opts.cwd);
  const abId = plan.ab && randomUUID();
  const reportOf = async (side: Side) => {
    const mine = plan.ab ? rows.filter((_, i) => sideOf(jobs[i]) === side) : rows;
    const judge = judged.info && judgeReport(judged.info, mine);
    const judgeFailed = judge && judgeWarning(judge);
    if (judgeFailed) opts.log.warn(judgeFailed);
    const trials = plan.ab?.trials;
    return buildReport({
      started,
      config: plan.config.file,
      cwd: opts.cwd,
      providers: infos,
      notices: [...notices, ...side.notices],
      rows: mine,
      thresholds: plan.thresholds,
      expectedTools: expectedTools(plan.scenarios),
      extra: {
        tools: side.tools,
        ...(side.tokens ? { tokens: side.tokens } : {}),
        ...(judge ? { judge } : {}),
        ...(cancelled ? { cancelled: cancelled.field } : {}),
        usage: usageReport(mine, providers, plan.config.prices, judged.judge?.provider),
        ...(plan.shard ? { shard: plan.shard } : {}),
        ...cacheStats,
        ...(abId && side.side ? { ab: { id: abId, side: side.side, interleaved: true } } : {}),
        ...(trials && ab
          ? {
              adaptive: {
                ...trials,
                spent: mine.length,
                plan: schedule.planned / 2,
                extended: ab.extended(),
              },
            }
          : {}),
      },
    });
  };
  const report = await reportOf(head);
  const baseReport = plan.ab ? await reportOf(sides[0]) : undefined;
  // The action's lookup ran beside the run; it checked the report, so a failure here is a bug
  // in neither: said, and the report goes out without a comparison.
  const noComparison = (err: unknown) => {
    const why = err instanceof SetupError ? err.describe() : String(err);
    opts.log.warn(`No comparison with the baseline: ${why}`);
    return undefined;
  };
  // A cancelled run does not wait for a lookup still in flight (the action's, over the network):
  // the partial report goes out without a comparison. An A/B compares with its own base side.
  const late =
    given || cancelled || plan.ab ? undefined : await opts.lateBaseline?.catch(noComparison);
  if (late) baseline = await read(late).catch(noComparison);
  const regression = { judgeOnly: plan.config.regression?.judge_only };
  const { compareReports } =
    baseReport || baseline ? await import('../compare/index.js') : { compareReports: undefined };
  if (baseReport && compareReports) {
    report.comparison = compareReports(baseReport, report, AB_LABEL, undefined, regression);
  } else if (baseline && compareReports) {
    // A baseline the action downloaded is named by its run, not by a temporary folder.
    const run = (given ?? late)?.run;
    const label = run
      ? `run #${run.id} (${run.branch} @ ${run.sha.slice(0, 7)})`
      : path.relative(opts.cwd, baseline.file) || baseline.file;
    report.comparison = compareReports(baseline.report, report, label, run, regression);
  }
  const write = async (side: Side, r: typeof report) => {
    try {
      return await writeReport(r, side.out, env, plan.secrets, opts.formats);
    } catch (err) {
      if (!isFsError(err)) throw err;
      // No report rather than one of two runs: an earlier run's report files go too (each file
      // is whole, stream-file.ts), so that the row log is all that reads as this run's.
      await Promise.all(
        chooseFormats(opts.formats).map((f) => rm(path.join(side.out, f.file), { force: true })),
      ).catch(() => undefined);
      throw outputError(err, side.shown, 'write the report', rebuildHint(side.shown, side.rowLog));
    }
  };
  const base = baseReport && (await write(sides[0], baseReport));
  const written = await write(head, report);
  for (const side of sides) side.rowLog?.remove();
  return base ? { ...written, base } : written;
}

/** The head report's comparison names its base so. */
// The paired note ("same job, interleaved, paired") follows it in the verdict line.
const AB_LABEL = 'the base side';

/** One side of the run: a plain run has one, an A/B two, each with its servers and its folder. */
interface Side {
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

/** "4 runs now, at most 12 (adaptive trials 2 to 6 per side)", or the fixed A/B's runs. */
function abPlanText(
  trials: { min: number; max: number } | undefined,
  now: number,
  planned: number,
): string {
  return trials
    ? `A/B: ${now} run(s) first, at most ${planned}: adaptive trials, ${trials.min} to ${trials.max} per side`
    : `A/B: ${now} run(s), base and head interleaved`;
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
