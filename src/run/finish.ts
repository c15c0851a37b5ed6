// The report stage, once the run is over: the rows priced, each side's report built, compared
// with the baseline (or, in an A/B, the head with its base side), and written. Its code is loaded
// only now: the first model request does not wait for it.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SetupError } from '../errors.js';
import type { Report } from '../model/report.js';
import type { loadReport } from '../compare/load.js';
import { chooseFormats } from '../report/outputs/formats.js';
import { cause, errorCode, isFsError, outputError } from '../report/out-folder.js';
import { judgeReport, judgeWarning } from '../score/judge-tally.js';
import { expectedTools } from '../score/coverage.js';
import { revise } from '../score/stored-row.js';
import type { ResultRow } from '../model/report.js';
import type { cancelNotice } from './cancel.js';
import type { Job } from './job.js';
import type { Baseline, EvalOptions, EvalOutcome } from './options.js';
import type { Plan } from './prepare.js';
import { closeCache } from './providers.js';
import { PARTIAL_ROWS, type RowLog } from './row-log.js';
import type { Setup } from './setup.js';
import { sideOfJob, type Side } from './sides.js';

type Loaded = Awaited<ReturnType<typeof loadReport>>;

/** The baseline evaluate() began to read beside the run, and how to read one. */
export interface BaselineReading {
  given?: Baseline;
  reading?: Promise<Loaded>;
  read: (b: Baseline) => Promise<Loaded>;
}

export interface Finish extends BaselineReading {
  opts: EvalOptions;
  plan: Plan;
  setup: Setup;
  env: NodeJS.ProcessEnv;
  started: Date;
  sides: Side[];
  jobs: Job[];
  /** Read before the first scenario (a given baseline). */
  baseline?: Loaded;
  cancelled?: ReturnType<typeof cancelNotice>;
  /** A same-job A/B's adaptive trials: planned runs, and the rounds added past `min`. */
  adaptive?: { planned: number; extended: () => number };
}

export async function finish(ran: ResultRow[], f: Finish): Promise<EvalOutcome> {
  const [{ writeReport }, usage] = await Promise.all([
    import('../report/write.js'),
    import('../score/usage.js'),
  ]);
  const { opts, plan, setup, sides } = f;
  // A row at a time, each kept stored: a row copied whole holds its transcript again.
  const rows = ran.map((r) => revise(r, (row) => usage.priceRow(row, plan.config.prices)));
  const shared = {
    rows,
    cacheStats: await closeCache(setup.cache, opts.cwd),
    abId: plan.ab && randomUUID(),
  };
  const head = sides[sides.length - 1];
  const report = await sideReport(head, shared, f);
  const baseReport = plan.ab ? await sideReport(sides[0], shared, f) : undefined;
  await compare(report, baseReport, f);
  const write = (side: Side, r: Report) =>
    writeReport(r, side.out, f.env, plan.secrets, opts.formats).catch((err: unknown) =>
      writeFailed(err, side, opts.formats),
    );
  const base = baseReport && (await write(sides[0], baseReport));
  const written = await write(head, report);
  for (const side of sides) side.rowLog?.remove();
  return base ? { ...written, base } : written;
}

/** One side's report: its rows (an A/B's are split by side), its tools and notices. */
async function sideReport(
  side: Side,
  {
    rows,
    cacheStats,
    abId,
  }: { rows: ResultRow[]; cacheStats: Pick<Report, 'cache'>; abId?: string },
  f: Finish,
): Promise<Report> {
  const [{ buildReport }, { usageReport }] = await Promise.all([
    import('../report/build.js'),
    import('../score/usage.js'),
  ]);
  const { opts, plan, setup } = f;
  const sideOf = sideOfJob(f.sides);
  const mine = plan.ab ? rows.filter((_, i) => sideOf(f.jobs[i]) === side) : rows;
  const judge = setup.judged.info && judgeReport(setup.judged.info, mine);
  const judgeFailed = judge && judgeWarning(judge);
  if (judgeFailed) opts.log.warn(judgeFailed);
  const { trials } = plan.ab ?? {};
  return buildReport({
    started: f.started,
    config: plan.config.file,
    cwd: opts.cwd,
    providers: setup.infos,
    notices: [...setup.notices, ...side.notices],
    rows: mine,
    thresholds: plan.thresholds,
    expectedTools: expectedTools(plan.scenarios),
    extra: {
      tools: side.tools,
      ...(side.tokens ? { tokens: side.tokens } : {}),
      ...(judge ? { judge } : {}),
      ...(f.cancelled ? { cancelled: f.cancelled.field } : {}),
      usage: usageReport(mine, setup.providers, plan.config.prices, setup.judged.judge?.provider),
      ...(plan.shard ? { shard: plan.shard } : {}),
      ...cacheStats,
      ...(abId && side.side ? { ab: { id: abId, side: side.side, interleaved: true } } : {}),
      ...(trials && f.adaptive
        ? {
            adaptive: {
              ...trials,
              spent: mine.length,
              plan: f.adaptive.planned / 2,
              extended: f.adaptive.extended(),
            },
          }
        : {}),
    },
  });
}

/** The head report's comparison names its base so. */
// The paired note ("same job, interleaved, paired") follows it in the verdict line.
const AB_LABEL = 'the base side';

/** The head's report compared with its base side (an A/B), or with the baseline: the one read
 * before the run, or the one the action looked up beside it. */
async function compare(report: Report, baseReport: Report | undefined, f: Finish): Promise<void> {
  const { opts, plan, given } = f;
  let baseline = f.baseline;
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
    given || f.cancelled || plan.ab ? undefined : await opts.lateBaseline?.catch(noComparison);
  if (late) baseline = await f.read(late).catch(noComparison);
  if (!baseReport && !baseline) return;
  const regression = { judgeOnly: plan.config.regression?.judge_only };
  const { compareReports } = await import('../compare/index.js');
  if (baseReport) {
    report.comparison = compareReports(baseReport, report, AB_LABEL, undefined, regression);
  } else if (baseline) {
    // A baseline the action downloaded is named by its run, not by a temporary folder.
    const run = (given ?? late)?.run;
    const label = run
      ? `run #${run.id} (${run.branch} @ ${run.sha.slice(0, 7)})`
      : path.relative(opts.cwd, baseline.file) || baseline.file;
    report.comparison = compareReports(baseline.report, report, label, run, regression);
  }
}

/** No report rather than one of two runs: an earlier run's report files go too (each file is
 * whole, stream-file.ts), so that the row log is all that reads as this run's. */
async function writeFailed(
  err: unknown,
  side: Side,
  formats: string[] | undefined,
): Promise<never> {
  if (!isFsError(err)) throw err;
  await Promise.all(
    chooseFormats(formats).map((f) => rm(path.join(side.out, f.file), { force: true })),
  ).catch(() => undefined);
  throw outputError(err, side.shown, 'write the report', rebuildHint(side.shown, side.rowLog));
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
