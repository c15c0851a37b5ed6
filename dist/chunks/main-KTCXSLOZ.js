import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  fitMarkdown,
  utf8Bytes
} from "./chunk-W44PY3TP.js";
import {
  ACTION_GRACE_SECONDS,
  Servers,
  cancelOf,
  capPart,
  prepare,
  watchSignals
} from "./chunk-NVYBJD6L.js";
import {
  lockOut
} from "./chunk-R4HGL37K.js";
import {
  duration
} from "./chunk-4OTTE3WK.js";
import {
  overallOnly
} from "./chunk-33RFUZHI.js";
import {
  parseShard,
  shownOut
} from "./chunk-H7QVEZBJ.js";
import {
  Redactor,
  chooseFormats,
  knownFormats,
  secretValues,
  unknownFormats
} from "./chunk-VWZAQZFB.js";
import "./chunk-JKYEM27D.js";
import "./chunk-Z2RDPA6Q.js";
import {
  core_exports,
  debug,
  getInput,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-CGG4TNMT.js";
import "./chunk-KQCSDRWO.js";
import {
  baseRunText,
  counted
} from "./chunk-36CBJM4T.js";
import "./chunk-N2YS73PI.js";
import {
  DEFAULTS,
  LIMITS,
  rangeText
} from "./chunk-DV6EEW57.js";
import "./chunk-3WLKPVNI.js";
import "./chunk-FT2GYSII.js";
import {
  SetupError
} from "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JGUX4BFZ.js";
import "./chunk-JZ4XGLPB.js";

// src/main.ts
import { existsSync } from "node:fs";
import path4 from "node:path";

// src/run/evaluate.ts
import path from "node:path";
async function evaluate(opts) {
  const started = /* @__PURE__ */ new Date();
  chooseFormats(opts.formats);
  const read = (b) => import("./load-63SDVA5E.js").then((m) => m.loadReport(b.path, opts.cwd, "baseline"));
  const given = opts.baseline;
  const reading = given && read(given);
  reading?.catch(() => void 0);
  let running;
  const load = () => running ??= import("./execute-D5JA4FDD.js");
  let early;
  const startEarly = async (target, concurrency) => {
    if (opts.cancel?.signal.aborted) return;
    early = new Servers(target, concurrency, opts.log, cancelOf(opts.cancel));
    early.tools(void 0).catch(() => void 0);
    await new Promise((resolve) => setImmediate(resolve));
    load().catch(() => void 0);
  };
  let plan;
  let execute;
  let lock;
  try {
    plan = await prepare(opts, false, startEarly);
    ({ execute } = await load());
    lock = lockOut(
      path.resolve(opts.cwd, opts.out),
      shownOut(opts),
      "mcp-eval run",
      (line) => opts.log.warn(line)
    );
  } catch (err) {
    await early?.stop();
    throw err;
  }
  try {
    return await execute(opts, plan, {
      started,
      early,
      given,
      reading: reading || void 0,
      read
    });
  } finally {
    lock.release();
  }
}

// src/github/outputs.ts
import path2 from "node:path";
function outputValues(outcome, published) {
  const overall = outcome.report.summary.overall;
  const comparison = outcome.report.comparison;
  return {
    // Absolute, so later steps find them whatever their working directory; empty when the
    // `formats` input left report.md out.
    "report-json": path2.resolve(outcome.files.json),
    "report-markdown": outcome.files.md ? path2.resolve(outcome.files.md) : "",
    // Only with `junit` in the `formats` input: for a test-report step.
    "report-junit": outcome.files.junit ? path2.resolve(outcome.files.junit) : "",
    total: String(overall.total),
    passed: String(overall.counts.pass ?? 0),
    // A fraction in [0, 1]; empty when nothing was scored (everything skipped or errored).
    accuracy: overall.accuracy === null ? "" : String(overall.accuracy),
    "thresholds-met": String(outcome.report.thresholds.met),
    // Counts against the baseline, as the verdict counted them (judge-only pairs it ignored
    // left out); empty when there was none to compare with.
    regressions: comparison ? String(counted(comparison, "regressed")) : "",
    improvements: comparison ? String(counted(comparison, "fixed")) : "",
    "comment-url": published.commentUrl ?? "",
    "artifact-id": published.artifactId === void 0 ? "" : String(published.artifactId)
  };
}
function setOutputs(outcome, published) {
  for (const [name, value] of Object.entries(outputValues(outcome, published))) {
    setOutput(name, value);
  }
}

// src/github/summary.ts
var SUMMARY_LIMIT = 1024 * 1024;
async function writeJobSummary(options) {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    options.log.info("No job summary here (GITHUB_STEP_SUMMARY is not set).");
    return false;
  }
  const note = `> [!NOTE]
> This report was cut to fit the job summary (1 MiB). The full report is in the \`${options.artifactName}\` artifact (report.md, report.json).`;
  const { text, truncated } = fitMarkdown(options.markdown, {
    limit: SUMMARY_LIMIT - 1024,
    note,
    measure: utf8Bytes
  });
  if (truncated) options.log.warn("The report was cut to fit the job summary (1 MiB).");
  await summary.addRaw(text, true).write();
  return true;
}

// src/model/progress.ts
function progressLine(row, done, total) {
  const run2 = row.repetition > 0 ? ` · run ${row.repetition + 1}` : "";
  return `[${done}/${total}] ${row.status} ${row.scenario} · ${row.provider} · ${duration(row.latencyMs)}${run2}`;
}

// src/github/progress.ts
function groupedProgress(log2 = core_exports) {
  let groups = [];
  let open = -1;
  const begin = (i) => {
    open = i;
    const g = groups[i];
    if (!g) return;
    log2.startGroup(`${g.id}: ${g.runs} run(s)`);
    for (const line of g.held.splice(0)) log2.info(line);
  };
  const advance = () => {
    while (groups[open]?.left === 0) {
      log2.endGroup();
      begin(open + 1);
    }
  };
  return {
    start: (plan) => {
      groups = plan.providers.map((p) => ({ ...p, left: p.runs, held: [] }));
      begin(0);
      advance();
    },
    row: (row, done, total) => {
      const i = groups.findIndex((g) => g.id === row.provider);
      const line = progressLine(row, done, total);
      if (i < 0 || i === open) log2.info(line);
      else groups[i].held.push(line);
      if (i >= 0) groups[i].left -= 1;
      advance();
    },
    end: () => {
      if (!groups[open]) return;
      log2.endGroup();
      for (const g of groups.slice(open + 1)) {
        if (!g.held.length) continue;
        log2.startGroup(`${g.id}: ${g.runs} run(s)`);
        for (const line of g.held.splice(0)) log2.info(line);
        log2.endGroup();
      }
      open = groups.length;
    }
  };
}

// src/github/cache.ts
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path3 from "node:path";
var PREFIX = "mcp-eval-cache-v1-";
var actionsCache = () => import("./cache-SFLTH3Y5.js");
function cacheKeys(contentHash, runId, attempt = 1) {
  return {
    key: `${PREFIX}${contentHash}-${runId}-${attempt}`,
    restoreKeys: [`${PREFIX}${contentHash}-`, PREFIX]
  };
}
async function hashFiles(files) {
  const relative = [...new Set(files.map((f) => path3.relative(process.cwd(), path3.resolve(f))))];
  const hash = createHash("sha256");
  for (const file of relative.sort()) {
    const content = await readFile(file);
    hash.update(`${file.split(path3.sep).join("/")}\0${content.length}\0`).update(content);
  }
  return hash.digest("hex");
}
async function restoreResponseCache(o) {
  if (!await available(o.log, "restore")) return {};
  try {
    const matchedKey = await (await actionsCache()).restoreCache([o.dir], o.key, o.restoreKeys);
    if (!matchedKey) {
      o.log.info(
        `No response cache restored (no entry under ${o.restoreKeys.join(" or ")}, or the cache service failed): every model answer will be requested.`
      );
      return {};
    }
    o.log.info(
      `Restored the response cache ${o.dir} from ${matchedKey} (${await countFiles(o.dir)} files).`
    );
    return { matchedKey };
  } catch (error) {
    o.log.warn(`Could not restore the response cache: ${message(error)}`);
    return {};
  }
}
async function saveResponseCache(o) {
  const files = await countFiles(o.dir);
  if (files === 0) {
    o.log.info(`The response cache ${o.dir} is absent or empty: nothing to save.`);
    return { saved: false };
  }
  if (!await available(o.log, "save")) return { saved: false };
  try {
    const id = await (await actionsCache()).saveCache([o.dir], o.key);
    if (id === -1) {
      o.log.info(
        `The response cache was not saved under ${o.key} (the cache service's reason is logged above).`
      );
      return { saved: false };
    }
    o.log.info(`Saved the response cache ${o.dir} (${files} files) under ${o.key}.`);
    return { saved: true };
  } catch (error) {
    o.log.warn(`Could not save the response cache: ${message(error)}`);
    return { saved: false };
  }
}
async function available(log2, what) {
  if ((await actionsCache()).isFeatureAvailable()) return true;
  log2.info(
    `The Actions cache service is not available here (no ACTIONS_RESULTS_URL or ACTIONS_CACHE_URL): no response cache to ${what}.`
  );
  return false;
}
async function countFiles(dir) {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}
function message(error) {
  return error instanceof Error ? error.message : String(error);
}
function persistedCache(log2, run2) {
  let held;
  return {
    async prepared({ files, cacheDir }) {
      if (!cacheDir) return;
      let hash;
      try {
        hash = await hashFiles(files);
      } catch (error) {
        log2.warn(`The response cache is not restored: ${message(error)}`);
        return;
      }
      const { key, restoreKeys } = cacheKeys(hash, run2.id, run2.attempt);
      held = { dir: cacheDir, key };
      await restoreResponseCache({ dir: cacheDir, key, restoreKeys, log: log2 });
    },
    async save() {
      if (held) await saveResponseCache({ ...held, log: log2 });
    }
  };
}

// src/lists.ts
function splitList(raw) {
  const items = [];
  let depth = 0;
  let current = "";
  for (const ch of raw) {
    if (ch === "{" || ch === "[") depth++;
    else if ((ch === "}" || ch === "]") && depth > 0) depth--;
    if (ch === "\n" || ch === "," && depth === 0) {
      items.push(current);
      current = "";
    } else current += ch;
  }
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}

// src/inputs.ts
function readInputs() {
  const problems = [];
  const bad = (name, message2) => {
    problems.push({ file: "action inputs", field: name, message: message2 });
    return void 0;
  };
  const read = (name) => getInput(name);
  const text = (name) => read(name) || void 0;
  const list = (name) => {
    const items = splitList(read(name));
    return items.length ? items : void 0;
  };
  const bool = (name, fallback) => {
    const raw = read(name);
    if (raw === "") return fallback;
    if (/^true$/i.test(raw)) return true;
    if (/^false$/i.test(raw)) return false;
    bad(name, `expected true or false, got "${raw}"`);
    return fallback;
  };
  const positive = (name, integer, max) => {
    const raw = read(name);
    if (raw === "") return void 0;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0 || n > max || integer && !Number.isInteger(n)) {
      return bad(name, `expected ${rangeText(integer, max)}, got "${raw}"`);
    }
    return n;
  };
  const formats = (names) => {
    const unknown = unknownFormats(names ?? []);
    if (unknown.length)
      bad("formats", `unknown format(s) ${unknown.join(", ")} (known: ${knownFormats()})`);
    return names;
  };
  const shard = () => {
    const raw = read("shard");
    if (raw === "") return void 0;
    try {
      return parseShard(raw);
    } catch (err) {
      return bad("shard", err.message);
    }
  };
  const budget = () => {
    const cap = {};
    for (const [name, part] of [
      ["budget-usd", "usd"],
      ["budget-requests", "requests"]
    ]) {
      const raw = read(name);
      if (raw === "") continue;
      try {
        cap[part] = capPart(part, raw);
      } catch (err) {
        bad(name, err.message);
      }
    }
    return Object.keys(cap).length ? { budget: cap } : {};
  };
  const inputs = {
    eval: {
      config: text("config") ?? DEFAULTS.config,
      corpus: list("corpus"),
      serverCommand: text("server-command"),
      serverUrl: text("server-url"),
      providers: list("providers"),
      judge: text("judge"),
      judgeSamples: positive("judge-samples", true, LIMITS.judgeSamples),
      tags: list("tags"),
      ids: list("ids"),
      tiers: list("tiers"),
      shard: shard(),
      thresholds: text("thresholds"),
      repeat: positive("repeat", true, LIMITS.repeat),
      concurrency: positive("concurrency", true, LIMITS.concurrency),
      timeout: positive("timeout", false, LIMITS.seconds),
      ...budget(),
      formats: formats(list("formats")),
      ...read("cache") === "" ? {} : { cache: bool("cache", false) }
    },
    failOnThreshold: bool("fail-on-threshold", false),
    baseline: baseline(text("baseline") ?? DEFAULTS.baseline, text("base-build")),
    failOnRegression: bool("fail-on-regression", false),
    comment: bool("comment", true),
    commentTag: text("comment-tag") ?? DEFAULTS.commentTag,
    artifactName: text("artifact-name") ?? DEFAULTS.out,
    uploadArtifact: bool("upload-artifact", true),
    githubToken: read("github-token"),
    workingDirectory: text("working-directory") ?? ".",
    merge: list("merge")
  };
  if (inputs.merge && inputs.eval.shard) {
    bad(
      "merge",
      "merges the shards of other jobs: it runs nothing itself, so `shard` must be empty"
    );
  }
  if (inputs.baseline.kind !== "same-job" && read("base-build") !== "") {
    bad(
      "base-build",
      "builds the base checkout of `baseline: same-job`; give that, or no base-build"
    );
  }
  if (inputs.merge && inputs.baseline.kind === "same-job") {
    bad("baseline", "`same-job` runs the base beside the head: merge mode runs nothing");
  }
  if (problems.length) throw new SetupError("Invalid action inputs", problems);
  return inputs;
}
function baseline(raw, build) {
  if (/^auto$/i.test(raw)) return { kind: "auto" };
  if (/^same-job$/i.test(raw)) return { kind: "same-job", ...build ? { build } : {} };
  if (/^none$/i.test(raw)) return { kind: "none" };
  return { kind: "path", path: raw };
}

// src/github/fork.ts
import { readFileSync } from "node:fs";
var WITHOUT_SECRETS = ["pull_request", "pull_request_review", "pull_request_review_comment"];
function noSecrets(env) {
  if (!WITHOUT_SECRETS.includes(env.GITHUB_EVENT_NAME ?? "") || !env.GITHUB_EVENT_PATH) return;
  let pr;
  try {
    pr = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8")).pull_request;
  } catch {
    return;
  }
  const base = pr?.base?.repo?.full_name;
  const head = pr?.head?.repo === null ? null : pr?.head?.repo?.full_name;
  if (!base || head === void 0 || head === base) return;
  return "a pull request from a fork gets no secrets";
}

// src/main.ts
var redactor = new Redactor();
var clean = (text) => redactor.redact(text);
function mask(values) {
  for (const form of redactor.add(values)) setSecret(form);
}
var log = {
  info: (message2) => info(clean(message2)),
  notice: (message2) => notice(clean(message2)),
  warn: (message2) => warning(clean(message2)),
  // The `${env:NAME}` values, once the engine has read the config.
  secrets: mask
};
async function run() {
  redactor = new Redactor();
  mask(secretValues(process.env));
  const signals = watchSignals(
    (signal, first) => warning(
      first ? `${signal}: the job is being cancelled; no new scenario starts, running ones get ${ACTION_GRACE_SECONDS} s, then the partial report is written` : `${signal}: stopping the running scenarios now to write the partial report`
    )
  );
  try {
    const inputs = readInputs();
    chdir(inputs.workingDirectory);
    const cwd = process.cwd();
    const out = path4.join(cwd, inputs.artifactName);
    const config = inputs.eval.config === DEFAULTS.config && inputs.eval.corpus && !existsSync(DEFAULTS.config) ? void 0 : inputs.eval.config;
    let lookup;
    const looking = () => {
      if (!lookup && signals.request.signal.aborted) {
        notice("No baseline: the job was cancelled before it was looked up.");
        lookup = Promise.resolve({});
      }
      lookup ??= resolveBaseline(inputs, cwd);
      lookup.catch(() => void 0);
      return lookup;
    };
    let firstRun;
    const ran = new Promise((resolve) => firstRun = resolve);
    signals.request.signal.addEventListener("abort", () => firstRun(), { once: true });
    const progress = withFirstRun(groupedProgress(), () => firstRun());
    const cache = persistedCache(log, {
      id: process.env.GITHUB_RUN_ID || "local",
      attempt: process.env.GITHUB_RUN_ATTEMPT || 1
    });
    const same = inputs.baseline.kind === "same-job" && !inputs.merge ? await sameJob(inputs, cwd, signals.request.signal) : {};
    let outcome;
    try {
      outcome = inputs.merge ? await (await import("./merge-write-H53HICVB.js")).mergeAndWrite({
        reports: inputs.merge,
        cwd,
        out,
        env: process.env,
        formats: inputs.eval.formats,
        notice: (line2) => log.warn(line2),
        ...await looking().then((b) => b.option ? { baseline: b.option } : {})
      }) : await evaluate({
        ...inputs.eval,
        config,
        cwd,
        out,
        log,
        via: "action",
        noSecrets: noSecrets(process.env),
        progress,
        cancel: signals.request,
        grace: ACTION_GRACE_SECONDS,
        prepared: cache.prepared,
        ...same.ab ? { ab: same.ab } : {},
        ...inputs.baseline.kind === "auto" ? { lateBaseline: ran.then(looking).then((b) => b.option) } : await looking().then((b) => b.option ? { baseline: b.option } : {})
      });
    } catch (error) {
      if (same.failure && error instanceof SetupError) {
        throw new SetupError(
          `${same.failure.message}; and the head could not run alone: ${error.message}`,
          error.problems
        );
      }
      throw error;
    } finally {
      progress.end();
      await same.remove?.();
    }
    const { line } = outcome.report.cancelled ? {} : await looking().catch(() => ({}));
    await publish(inputs, outcome, out, same.line ?? line);
    if (!outcome.report.cancelled && !signals.received()) await cache.save();
    if (same.failure) {
      setFailed(clean(same.failure.describe()));
      return;
    }
    const cancelled = outcome.report.cancelled;
    if (cancelled) {
      const counts = outcome.report.summary.overall.counts;
      setFailed(
        `Cancelled by ${cancelled.signal}: the partial report was written (${outcome.report.results.length - (counts.cancelled ?? 0)} run(s) finished, ${counts.cancelled ?? 0} cancelled)`
      );
      return;
    }
    const { overall } = outcome.report.summary;
    if (overall.scored === 0) {
      const blind = overall.unobserved ? `; ${overall.unobserved} inconclusive only because a gate could not observe` : "";
      notice(
        `Nothing was scored (${overall.total} result row(s), none scored${blind}): no accuracy; see the notices for skipped providers.`
      );
    }
    const { met, checks } = outcome.report.thresholds;
    if (!met) {
      const missed = checks.filter((c) => !c.met).map(describeMiss).join("; ");
      if (inputs.failOnThreshold) setFailed(`Thresholds not met: ${missed}`);
      else
        notice(
          `Thresholds not met (${missed}); fail-on-threshold is false, so the step succeeds.`
        );
    }
    const comparison = outcome.report.comparison;
    if (comparison?.verdict === "regressed") {
      const regressed = counted(comparison, "regressed");
      const fixed = counted(comparison, "fixed");
      const { run: base, label } = comparison.base;
      const against = base ? `${baseRunText(base)} on ${base.branch} @ ${base.sha.slice(0, 7)}` : `(${label})`;
      const only = overallOnly(comparison);
      const what = `Regressed against the baseline ${against}: ${regressed} regressed, ${fixed} fixed${only ? `; ${only}` : ""}`;
      if (inputs.failOnRegression) setFailed(what);
      else notice(`${what}; fail-on-regression is false, so the step succeeds.`);
    }
  } catch (error) {
    if (error instanceof SetupError) {
      setFailed(clean(error.describe()));
      await summarizeSetupError(clean(error.describe()));
    } else {
      debug(clean(error instanceof Error ? error.stack ?? error.message : String(error)));
      setFailed(
        clean(`mcp-eval failed: ${error instanceof Error ? error.message : String(error)}`)
      );
    }
  } finally {
    signals.dispose();
  }
}
function withFirstRun(progress, first) {
  return {
    ...progress,
    start: (plan) => {
      progress.start?.(plan);
      if (plan.total === 0) first();
    },
    row: (...args) => {
      progress.row(...args);
      first();
    }
  };
}
function describeMiss(c) {
  const pct = (x) => x === null ? "n/a" : `${Math.round(x * 1e3) / 10}%`;
  if (c.scope === "budget") return `budget ${c.key}: ${c.actual ?? "n/a"} tokens > ${c.required}`;
  const what = c.scope === "overall" ? "overall" : `${c.scope} ${c.key}`;
  return `${c.provider ? `${c.provider} ` : ""}${what}: ${pct(c.actual)} < ${pct(c.required)}`;
}
async function summarizeSetupError(text) {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await summary.addHeading("MCP eval: setup error", 3).addCodeBlock(text).write();
  } catch {
  }
}
async function resolveBaseline(inputs, cwd) {
  const { baseline: baseline2 } = inputs;
  if (baseline2.kind === "none" || baseline2.kind === "same-job") return {};
  if (baseline2.kind === "path") return { option: { path: path4.resolve(cwd, baseline2.path) } };
  const repository = /^([^/]+)\/([^/]+)$/.exec(process.env.GITHUB_REPOSITORY ?? "");
  const runId = Number(process.env.GITHUB_RUN_ID);
  const [{ findBaseline, describeBaseline }, github] = await Promise.all([
    import("./baseline-OBI3J727.js"),
    import("./github-FX76L7HO.js")
  ]);
  const result = repository ? await findBaseline({
    token: inputs.githubToken,
    apiUrl: process.env.GITHUB_API_URL || "https://api.github.com",
    owner: repository[1],
    repo: repository[2],
    // The event as the comment reads it; the rest from the env at run time.
    eventName: github.context.eventName,
    payload: github.context.payload,
    ref: process.env.GITHUB_REF,
    runId: Number.isSafeInteger(runId) && runId > 0 ? runId : void 0,
    workflowRef: process.env.GITHUB_WORKFLOW_REF,
    artifactName: inputs.artifactName,
    log
  }) : {
    found: false,
    reason: "GITHUB_REPOSITORY is not set (not on a runner?)",
    level: "notice"
  };
  if (result.found) {
    try {
      await (await import("./load-63SDVA5E.js")).loadReport(result.path, cwd, "baseline");
    } catch (error) {
      const why = error instanceof SetupError ? error.describe() : String(error);
      const missing = {
        found: false,
        reason: `the report of ${baseRunText(result.run)} cannot be compared with (${why.replace(/\s*\n\s*/g, "; ")})`,
        level: "warning"
      };
      return noBaseline(missing, describeBaseline(missing));
    }
  }
  if (!result.found) return noBaseline(result, describeBaseline(result));
  const { id, url, sha, branch, createdAt, number } = result.run;
  return {
    option: {
      path: result.path,
      run: { id, url, sha, branch, createdAt, ...number === void 0 ? {} : { number } }
    },
    line: describeBaseline(result)
  };
}
async function sameJob(inputs, cwd, cancel) {
  const [github, { baseSha, buildBase, checkOutBase }] = await Promise.all([
    import("./github-FX76L7HO.js"),
    import("./same-job-6M4EKLUL.js")
  ]);
  const base = baseSha(github.context.eventName, github.context.payload);
  if ("why" in base) {
    notice(
      `baseline: same-job runs a pull request's base commit beside its head, and ${base.why}: this run has no comparison.`
    );
    return { line: `_No baseline: same-job needs a pull request (${base.why})._` };
  }
  const checkout = await checkOutBase(cwd, base.sha);
  const short = base.sha.slice(0, 7);
  const build = inputs.baseline.kind === "same-job" ? inputs.baseline.build : void 0;
  try {
    if (build) await buildBase(build, checkout.cwd, { signal: cancel });
  } catch (error) {
    await checkout.remove();
    if (!(error instanceof SetupError)) throw error;
    warning(
      clean(
        `${error.message}: the head runs alone and its report is published without a comparison`
      )
    );
    return {
      failure: error,
      line: `_No baseline: \`base-build\` failed in the base commit \`${short}\`'s checkout; this report has no comparison._`
    };
  }
  info(`Base: commit ${short} in ${checkout.at}, run in this job beside the head`);
  return {
    ab: { base: { checkout: { repo: checkout.repo, at: checkout.at } } },
    line: `Baseline: the pull request's base commit \`${short}\`, run in this job (same job, interleaved, paired).`,
    remove: checkout.remove
  };
}
function noBaseline(result, line) {
  const text = `No baseline: ${result.reason}. The report is published without a comparison.`;
  if (result.level === "warning") warning(text);
  else notice(text);
  return { line };
}
async function publish(inputs, outcome, out, baselineLine) {
  const warn = (what, error) => warning(clean(`${what}: ${error instanceof Error ? error.message : String(error)}`));
  const { withBaselineLine } = await import("./baseline-OBI3J727.js");
  const markdown = clean(withBaselineLine(outcome.markdown, baselineLine));
  try {
    await writeJobSummary({ markdown, artifactName: inputs.artifactName, log });
  } catch (error) {
    warn("Could not write the job summary", error);
  }
  let commentUrl;
  const [github, { pullRequestNumber, upsertStickyComment }] = await Promise.all([
    import("./github-FX76L7HO.js"),
    import("./comment-22ZCZMC6.js")
  ]);
  const pr = pullRequestNumber(github.context);
  if (inputs.comment && pr !== void 0) {
    try {
      commentUrl = await upsertStickyComment({
        token: inputs.githubToken,
        // From the env at run time (github.context captured it at import); GHES sets its own.
        apiUrl: process.env.GITHUB_API_URL || "https://api.github.com",
        ...github.context.repo,
        issueNumber: pr,
        body: markdown,
        tag: inputs.commentTag,
        artifactName: inputs.artifactName,
        runUrl: runUrl(),
        log
      });
    } catch (error) {
      warn("Could not comment on the pull request", error);
    }
  }
  const artifactId = inputs.uploadArtifact ? await (await import("./artifact-O3ZZWJCL.js")).uploadReportArtifact({
    name: inputs.artifactName,
    directory: out,
    log
  }) : void 0;
  setOutputs(outcome, { commentUrl, artifactId });
}
function chdir(directory) {
  try {
    process.chdir(directory);
  } catch {
    throw new SetupError(`working-directory "${directory}" does not exist or is not a directory`);
  }
}
function runUrl() {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
  if (!GITHUB_REPOSITORY || !GITHUB_RUN_ID) return void 0;
  return `${GITHUB_SERVER_URL ?? "https://github.com"}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
}
export {
  run
};
