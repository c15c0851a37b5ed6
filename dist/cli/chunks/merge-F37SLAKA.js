import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  PARTIAL_FRAME
} from "./chunk-IX5F3TIA.js";
import {
  SHARD_NOTICE
} from "./chunk-O4LMT67N.js";
import {
  cause,
  shownOut,
  writeLocked
} from "./chunk-BAXKGP3O.js";
import {
  glob
} from "./chunk-GWR4CFGT.js";
import {
  buildReport
} from "./chunk-J6ZCMGAJ.js";
import "./chunk-BOT7TZ2G.js";
import {
  writeReport
} from "./chunk-KWA4GCMR.js";
import "./chunk-CG7XPWUO.js";
import {
  judgeReport
} from "./chunk-FMZTKRZC.js";
import "./chunk-7EAM2FJT.js";
import "./chunk-PCHGUURC.js";
import {
  compareReports
} from "./chunk-ZMKIKLY4.js";
import "./chunk-52IPUKNS.js";
import "./chunk-JVIL3BEP.js";
import "./chunk-YHV2K2RC.js";
import {
  loadReport
} from "./chunk-6HMX7MDL.js";
import "./chunk-IB4VC67S.js";
import {
  resultSchema
} from "./chunk-YSIP2RN2.js";
import {
  priceRow,
  usageReport
} from "./chunk-KQCSDRWO.js";
import "./chunk-P27JS6WB.js";
import "./chunk-JKYEM27D.js";
import "./chunk-PH7I4MN5.js";
import "./chunk-6CESUXID.js";
import "./chunk-GCIQVIE6.js";
import {
  DEFAULTS,
  FORMAT_FLAG,
  formatHelp,
  list,
  printOutcome
} from "./chunk-76AO3HOH.js";
import {
  chooseFormats
} from "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/report/merge-write.ts
import path4 from "node:path";

// src/report/merge.ts
import { stat } from "node:fs/promises";
import path3 from "node:path";

// src/report/partial.ts
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
function isRowLog(where) {
  return where.endsWith(".jsonl");
}
async function rebuildReport(where, cwd) {
  const file = path.resolve(cwd, where);
  const shown = path.relative(cwd, file) || file;
  const frameFile = path.join(path.dirname(file), PARTIAL_FRAME);
  let frame;
  try {
    frame = JSON.parse(await readFile(frameFile, "utf8"));
  } catch (err) {
    throw new SetupError(
      `Cannot rebuild a report from ${shown}: its run's ${PARTIAL_FRAME} beside it cannot be read (${cause(err)})`
    );
  }
  const { rows, cut } = await readRows(file, shown);
  const priced = rows.map((r) => priceRow(r, frame.prices));
  const report = await buildReport({
    started: new Date(frame.startedAt),
    cwd: ".",
    providers: frame.providers,
    notices: [
      ...frame.notices,
      `Rebuilt from ${path.basename(file)}: ${rows.length} row(s) the run wrote before it ended without its report` + (cut ? " (its last line, cut short, is left out)" : "")
    ],
    rows: priced,
    thresholds: frame.thresholds,
    expectedTools: frame.expectedTools,
    extra: {
      ...frame.config ? { config: frame.config } : {},
      tools: frame.tools,
      ...frame.tokens ? { tokens: frame.tokens } : {},
      ...frame.judge ? { judge: frame.judge } : {},
      ...frame.shard ? { shard: frame.shard } : {},
      usage: usageReport(priced, frame.providers, frame.prices, frame.judgeModel)
    }
  });
  return { report, file };
}
async function readRows(file, shown) {
  const rows = [];
  let pending;
  let line = 0;
  try {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    for await (const text of lines) {
      line++;
      if (pending) break;
      if (!text.trim()) continue;
      let data;
      try {
        data = JSON.parse(text);
      } catch (err) {
        pending = { line, message: `not JSON: ${err.message}` };
        continue;
      }
      const parsed = resultSchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SetupError(`${shown} holds a line that is not a result row`, [
          { file: shown, line, field: issue.path.join("."), message: issue.message }
        ]);
      }
      rows.push(data);
    }
  } catch (err) {
    if (err instanceof SetupError) throw err;
    throw new SetupError(`Cannot read ${shown}: ${cause(err)}`);
  }
  if (pending && pending.line < line) {
    throw new SetupError(`${shown} is not a row log`, [{ file: shown, ...pending }]);
  }
  return { rows, cut: !!pending };
}

// src/report/merge-checks.ts
import path2 from "node:path";
var SAME = [
  { field: "shard.count", what: "shard count", of: (r) => r.shard?.count },
  {
    field: "shard.selection",
    what: "selected scenarios (corpus, filters or repeat differ)",
    of: (r) => r.shard?.selection
  },
  { field: "config", what: "config file", of: (r) => r.config ?? null },
  { field: "tool.version", what: "mcp-eval version", of: (r) => r.tool.version },
  { field: "providers", what: "providers", of: (r) => r.providers.map((p) => p.id) },
  { field: "judge", what: "judge", of: (r) => r.judge?.id ?? null },
  // A base shard merged with a head shard would be neither side of the A/B run.
  { field: "ab", what: "A/B run or side", of: (r) => r.ab ? [r.ab.id, r.ab.side] : null },
  {
    field: "thresholds.checks",
    what: "thresholds",
    of: (r) => r.thresholds.checks.map((c) => [c.scope, c.key, c.provider, c.required])
  },
  {
    field: "tools",
    what: "server's tools",
    of: (r) => r.tools?.map((t) => [t.name, t.schemaHash, t.outputSchemaHash, t.annotations]) ?? null
  }
];
function checkShards(loaded, cwd, allowMissing = false) {
  const shown = (l) => path2.relative(cwd, l.file) || l.file;
  const notShards = loaded.filter((l) => !l.report.shard);
  if (notShards.length) {
    throw new SetupError(
      "Only shard reports merge (reports of `mcp-eval run --shard i/n` or the `shard` input)",
      notShards.map((l) => ({ file: shown(l), field: "shard", message: "not a shard report" }))
    );
  }
  const shards = loaded;
  const [first] = shards;
  const problems = [];
  for (const { field, what, of } of SAME) {
    const want = JSON.stringify(of(first.report));
    for (const s of shards.slice(1)) {
      const got = JSON.stringify(of(s.report));
      if (got === want) continue;
      problems.push({
        file: shown(s),
        field,
        message: `different ${what} from ${shown(first)}: ${got} vs ${want}`
      });
    }
  }
  if (problems.length) {
    throw new SetupError("The shard reports are not of one run: they cannot be merged", problems);
  }
  const count = first.report.shard.count;
  const byIndex = /* @__PURE__ */ new Map();
  for (const s of shards)
    byIndex.set(s.report.shard.index, [...byIndex.get(s.report.shard.index) ?? [], s]);
  const twice = [...byIndex].filter(([, list2]) => list2.length > 1);
  if (twice.length) {
    throw new SetupError(
      "A shard is given more than once: each shard merges once",
      twice.map(([i, list2]) => ({
        file: list2.map(shown).join(", "),
        field: "shard.index",
        message: `shard ${i}/${count} ${list2.length} times`
      }))
    );
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length && !allowMissing) {
    throw new SetupError(
      `Shard(s) ${missing.map((i) => `${i}/${count}`).join(", ")} missing: the merged report would not be the whole run (--allow-missing merges the others)`
    );
  }
  return {
    shards: [...shards].sort((a, b) => a.report.shard.index - b.report.shard.index),
    missing
  };
}

// src/report/merge-usage.ts
function mergeUsage(shards, rows, providers, judge) {
  const ran = providers.filter((p) => p.status !== "skipped");
  const judgeSpec = judge && { id: judge.id, model: judge.id.split(/:(.*)/)[1] ?? "" };
  const usage = usageReport(rows, ran, void 0, judgeSpec);
  const sum = (values) => {
    const known = values.filter((v) => v !== void 0);
    return known.length ? Math.round(known.reduce((a, b) => a + b, 0) * 1e6) / 1e6 : void 0;
  };
  const cost = (pick) => {
    const parts = shards.map((s) => pick(s.report));
    const priced = parts.filter((p) => p?.cost);
    if (!priced.length) return {};
    const field = (k) => sum(priced.map((p) => p.cost[k]));
    return {
      cost: {
        currency: "USD",
        input: field("input"),
        output: field("output"),
        cached: field("cached"),
        total: field("total")
      },
      ...priced[0].price ? { price: priced[0].price } : {}
    };
  };
  for (const p of ran)
    Object.assign(
      usage.byProvider[p.id],
      cost((r) => r.usage?.byProvider[p.id])
    );
  if (usage.judge)
    Object.assign(
      usage.judge,
      cost((r) => r.usage?.judge)
    );
  const total = sum(shards.map((s) => s.report.usage?.totalCost));
  if (total !== void 0) usage.totalCost = total;
  return usage;
}

// src/report/merge.ts
async function mergeShards(opts) {
  const where = await expand(opts.reports, opts.cwd);
  const loaded = [];
  for (const w of where) {
    loaded.push(
      isRowLog(w) ? await rebuildReport(w, opts.cwd) : await loadReport(w, opts.cwd, "shard report")
    );
  }
  if (loaded.length === 1 && isRowLog(where[0]) && !loaded[0].report.shard) return loaded[0].report;
  const { shards, missing } = checkShards(loaded, opts.cwd, opts.allowMissing);
  return mergeReports(shards, missing);
}
async function expand(patterns, cwd) {
  if (!patterns.length)
    throw new SetupError("Nothing to merge: name the shard reports (folders or report.json files)");
  const out = [];
  for (const p of patterns) {
    if (!/[*?[\]{}]/.test(p)) {
      out.push(p);
      continue;
    }
    const found = await glob(p, { cwd, onlyFiles: false, expandDirectories: false });
    const kept = [];
    for (const f of found.sort()) {
      const info = await stat(path3.resolve(cwd, f)).catch(() => void 0);
      const json = info?.isDirectory() ? path3.join(f, "report.json") : f;
      if (path3.basename(json) === "report.json" && await stat(path3.resolve(cwd, json)).catch(() => 0))
        kept.push(f);
    }
    if (!kept.length) throw new SetupError(`No shard report matches ${p}`);
    out.push(...kept);
  }
  return out;
}
async function mergeReports(shards, missing) {
  const [first] = shards;
  const count = first.report.shard.count;
  const providers = mergeProviders(shards.map((s) => s.report.providers));
  const rows = inRunOrder(
    shards.flatMap((s) => s.report.results),
    providers.map((p) => p.id)
  );
  const started = new Date(Math.min(...shards.map((s) => Date.parse(s.report.startedAt))));
  const finished = new Date(Math.max(...shards.map((s) => Date.parse(s.report.finishedAt))));
  const notices = [
    ...new Set(shards.flatMap((s) => s.report.notices).filter((n) => !SHARD_NOTICE.test(n))),
    `Merged from shards ${shards.map((s) => `${s.report.shard.index}/${count}`).join(", ")}` + (missing.length ? `; shard(s) ${missing.map((i) => `${i}/${count}`).join(", ")} MISSING: their scenarios are not in this report` : "")
  ];
  const judge = mergeJudge(
    shards.map((s) => s.report.judge),
    rows
  );
  const tools = first.report.tools;
  const tokens = first.report.tokens;
  const cancelled = shards.find((s) => s.report.cancelled)?.report.cancelled;
  const ab = first.report.ab;
  const report = await buildReport({
    started,
    cwd: ".",
    providers,
    notices,
    rows,
    thresholds: thresholdsOf(first.report),
    extra: {
      ...first.report.config ? { config: first.report.config } : {},
      ...judge ? { judge } : {},
      ...cancelled ? { cancelled } : {},
      ...ab ? { ab } : {},
      usage: mergeUsage(shards, rows, providers, judge),
      ...tools ? { tools } : {},
      // Counted again over the merged rows (build.ts): the shards' own results are left behind.
      ...tokens ? { tokens } : {},
      ...tools && shards.every((s) => s.report.coverage) ? { coverage: { unexpected: unexpected(shards) } } : {}
    }
  });
  return {
    ...report,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - started.getTime(),
    // The shards' counts; writeReport adds whatever it finds still unredacted.
    redactions: shards.reduce((n, s) => n + s.report.redactions, 0)
  };
}
function inRunOrder(rows, providers) {
  const variant = (id) => Number(/\[(\d+)\]$/.exec(id)?.[1] ?? -1);
  const cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
  return [...rows].sort(
    (a, b) => providers.indexOf(a.provider) - providers.indexOf(b.provider) || cmp(a.file, b.file) || a.line - b.line || variant(a.scenario) - variant(b.scenario) || cmp(a.scenario, b.scenario) || a.repetition - b.repetition
  );
}
function mergeProviders(lists) {
  return lists[0].map((p) => {
    const all = lists.map((l) => l.find((q) => q.id === p.id) ?? p);
    const pick = all.find((q) => q.status === "stopped") ?? all.find((q) => q.status === "ran") ?? all[0];
    return { ...pick };
  });
}
function mergeJudge(judges, rows) {
  const known = judges.filter((j) => j !== void 0);
  if (!known.length) return void 0;
  const { tally: _tally, ...pick } = known.find((j) => j.status === "stopped") ?? known.find((j) => j.status === "used") ?? known[0];
  return known.some((j) => j.tally) ? judgeReport(pick, rows) : pick;
}
function thresholdsOf(r) {
  if (!r.thresholds.checks.length) return void 0;
  const providers = {};
  for (const c of r.thresholds.checks) {
    if (c.scope === "budget") continue;
    const own = providers[c.provider ?? ""] ??= {};
    if (c.scope === "overall") own.overall = c.required;
    else if (c.scope === "tier") own.tiers = { ...own.tiers, [c.key]: c.required };
    else if (c.scope === "category") own.categories = { ...own.categories, [c.key]: c.required };
  }
  return { providers };
}
function unexpected(shards) {
  const sets = shards.map((s) => new Set(s.report.coverage?.unexpected ?? []));
  return (shards[0].report.tools ?? []).map((t) => t.name).filter((n) => sets.every((s) => s.has(n)));
}

// src/report/merge-write.ts
async function mergeAndWrite(opts) {
  chooseFormats(opts.formats);
  const base = opts.baseline && await loadReport(opts.baseline.path, opts.cwd, "baseline");
  const report = await mergeShards(opts);
  if (base) {
    const run = opts.baseline?.run;
    const label = path4.relative(opts.cwd, base.file) || base.file;
    report.comparison = compareReports(base.report, report, label, run);
  }
  const out = path4.resolve(opts.cwd, opts.out);
  return writeLocked(
    out,
    shownOut(opts),
    "mcp-eval merge",
    () => writeReport(report, out, opts.env, [], opts.formats),
    opts.notice
  );
}

// src/commands/merge.ts
function register(program, ctx) {
  program.command("merge <reports...>").description(
    "join shard reports (each a report.json or a folder holding one) into one report: the same verdicts, summary and thresholds as one unsharded run; given <out>/rows.partial.jsonl, rebuilds the report a run could not write"
  ).option("-o, --out <dir>", "where the merged reports go", DEFAULTS.out).option(FORMAT_FLAG, formatHelp(), list).option("--allow-missing", "merge even when shards are missing (the report names them)").option("--fail-on-threshold", "exit 1 when thresholds are not met").action(async (reports, flags) => {
    const { io } = ctx;
    const written = await mergeAndWrite({
      reports,
      cwd: io.cwd,
      allowMissing: flags.allowMissing,
      out: flags.out,
      env: io.env,
      formats: flags.format,
      notice: (line) => void io.stderr.write(`warning: ${line}
`)
    });
    printOutcome(io, written);
    if (flags.failOnThreshold && !written.report.thresholds.met) ctx.exit(1);
  });
}
export {
  register
};
