// `mcp-eval merge`: shard reports joined into the report one unsharded run would have written.
// Rows are the union; every aggregate (summary, thresholds, trials, coverage, usage) is computed
// again from them, never added up from the shards' own.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import type { Thresholds } from '../model/config.js';
import type { JudgeInfo, ProviderInfo, Report, ResultRow } from '../model/report.js';
import { judgeReport } from '../score/judge-tally.js';
import { loadReport } from '../compare/load.js';
import { SHARD_NOTICE } from '../corpus/shard.js';
import { SetupError } from '../errors.js';
import { buildReport } from './build.js';
import { isRowLog, rebuildReport } from './partial.js';
import { checkShards, type Shard } from './merge-checks.js';
import { mergeUsage } from './merge-usage.js';

export interface MergeOptions {
  /** Shard reports: report.json files, folders holding one, or globs of either. */
  reports: string[];
  cwd: string;
  /** Merge what is there when shards are missing (the report says which). */
  allowMissing?: boolean;
}

export async function mergeShards(opts: MergeOptions): Promise<Report> {
  const where = await expand(opts.reports, opts.cwd);
  const loaded = [];
  // A row log (rows.partial.jsonl) stands for the report its run could not write.
  for (const w of where) {
    loaded.push(
      isRowLog(w)
        ? await rebuildReport(w, opts.cwd)
        : await loadReport(w, opts.cwd, 'shard report'),
    );
  }
  // One unsharded run's row log: its report, rebuilt.
  if (loaded.length === 1 && isRowLog(where[0]) && !loaded[0].report.shard) return loaded[0].report;
  const { shards, missing } = checkShards(loaded, opts.cwd, opts.allowMissing);
  return mergeReports(shards, missing);
}

/** Globs expanded (folders and files alike); a glob that matches nothing is an error. */
async function expand(patterns: string[], cwd: string): Promise<string[]> {
  if (!patterns.length)
    throw new SetupError('Nothing to merge: name the shard reports (folders or report.json files)');
  const out: string[] = [];
  for (const p of patterns) {
    if (!/[*?[\]{}]/.test(p)) {
      out.push(p);
      continue;
    }
    const found = await glob(p, { cwd, onlyFiles: false, expandDirectories: false });
    // A folder counts when it holds a report.json; a file when it is one.
    const kept = [];
    for (const f of found.sort()) {
      const info = await stat(path.resolve(cwd, f)).catch(() => undefined);
      const json = info?.isDirectory() ? path.join(f, 'report.json') : f;
      if (
        path.basename(json) === 'report.json' &&
        (await stat(path.resolve(cwd, json)).catch(() => 0))
      )
        kept.push(f);
    }
    if (!kept.length) throw new SetupError(`No shard report matches ${p}`);
    out.push(...kept);
  }
  return out;
}

async function mergeReports(shards: Shard[], missing: number[]): Promise<Report> {
  const [first] = shards;
  const count = first.report.shard.count;
  const providers = mergeProviders(shards.map((s) => s.report.providers));
  const rows = inRunOrder(
    shards.flatMap((s) => s.report.results),
    providers.map((p) => p.id),
  );
  const started = new Date(Math.min(...shards.map((s) => Date.parse(s.report.startedAt))));
  const finished = new Date(Math.max(...shards.map((s) => Date.parse(s.report.finishedAt))));
  const notices = [
    ...new Set(shards.flatMap((s) => s.report.notices).filter((n) => !SHARD_NOTICE.test(n))),
    `Merged from shards ${shards.map((s) => `${s.report.shard.index}/${count}`).join(', ')}` +
      (missing.length
        ? `; shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} MISSING: their scenarios are not in this report`
        : ''),
  ];
  const judge = mergeJudge(
    shards.map((s) => s.report.judge),
    rows,
  );
  const tools = first.report.tools;
  const tokens = first.report.tokens;
  // A cancelled shard is a partial run: so is the merge (its cancelled rows are in it).
  const cancelled = shards.find((s) => s.report.cancelled)?.report.cancelled;
  // Shards of one side of one A/B run (merge-checks.ts) are still that side: its pairing survives.
  const ab = first.report.ab;
  const report = await buildReport({
    started,
    cwd: '.',
    providers,
    notices,
    rows,
    thresholds: thresholdsOf(first.report),
    extra: {
      ...(first.report.config ? { config: first.report.config } : {}),
      ...(judge ? { judge } : {}),
      ...(cancelled ? { cancelled } : {}),
      ...(ab ? { ab } : {}),
      usage: mergeUsage(shards, rows, providers, judge),
      ...(tools ? { tools } : {}),
      // Counted again over the merged rows (build.ts): the shards' own results are left behind.
      ...(tokens ? { tokens } : {}),
      ...(tools && shards.every((s) => s.report.coverage)
        ? { coverage: { unexpected: unexpected(shards) } }
        : {}),
    },
  });
  return {
    ...report,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - started.getTime(),
    // The shards' counts; writeReport adds whatever it finds still unredacted.
    redactions: shards.reduce((n, s) => n + s.report.redactions, 0),
  };
}

/** As one run orders them: by provider, then corpus order (file, line, variant), then repetition. */
function inRunOrder(rows: ResultRow[], providers: string[]): ResultRow[] {
  const variant = (id: string) => Number(/\[(\d+)\]$/.exec(id)?.[1] ?? -1);
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort(
    (a, b) =>
      providers.indexOf(a.provider) - providers.indexOf(b.provider) ||
      cmp(a.file, b.file) ||
      a.line - b.line ||
      variant(a.scenario) - variant(b.scenario) ||
      cmp(a.scenario, b.scenario) ||
      a.repetition - b.repetition,
  );
}

/** A provider stopped in any shard is stopped; skipped only when skipped in every shard. */
function mergeProviders(lists: ProviderInfo[][]): ProviderInfo[] {
  return lists[0].map((p) => {
    const all = lists.map((l) => l.find((q) => q.id === p.id) ?? p);
    const pick =
      all.find((q) => q.status === 'stopped') ?? all.find((q) => q.status === 'ran') ?? all[0];
    return { ...pick };
  });
}

/** The shards' judge, its tally counted again over the merged rows (when the shards had one). */
function mergeJudge(judges: (JudgeInfo | undefined)[], rows: ResultRow[]): JudgeInfo | undefined {
  const known = judges.filter((j): j is JudgeInfo => j !== undefined);
  if (!known.length) return undefined;
  const { tally: _tally, ...pick } =
    known.find((j) => j.status === 'stopped') ?? known.find((j) => j.status === 'used') ?? known[0];
  return known.some((j) => j.tally) ? judgeReport(pick, rows) : pick;
}

/** The thresholds the shards were checked against, read back from their checks. */
function thresholdsOf(r: Report): Thresholds | undefined {
  if (!r.thresholds.checks.length) return undefined;
  const providers: NonNullable<Thresholds['providers']> = {};
  for (const c of r.thresholds.checks) {
    // Budgets come back with `tokens.budgets`, checked again over the merged rows.
    if (c.scope === 'budget') continue;
    const own = (providers[c.provider ?? ''] ??= {});
    if (c.scope === 'overall') own.overall = c.required;
    else if (c.scope === 'tier') own.tiers = { ...own.tiers, [c.key]: c.required };
    else if (c.scope === 'category') own.categories = { ...own.categories, [c.key]: c.required };
  }
  return { providers } as Thresholds;
}

/** A tool is unexpected by the whole run when no shard's scenarios expect it. */
function unexpected(shards: Shard[]): string[] {
  const sets = shards.map((s) => new Set(s.report.coverage?.unexpected ?? []));
  return (shards[0].report.tools ?? [])
    .map((t) => t.name)
    .filter((n) => sets.every((s) => s.has(n)));
}
