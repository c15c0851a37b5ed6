import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  chooseThresholds,
  credentialValues
} from "./chunk-IPJGTUWI.js";
import {
  loadConfiguredCorpus
} from "./chunk-RMCKQ3O2.js";
import {
  selectionHash,
  shardNotice,
  sliceScenarios
} from "./chunk-O4LMT67N.js";
import {
  matchArgs
} from "./chunk-I75637QR.js";
import {
  SpyBackend,
  TransportError,
  connect,
  loadCatalog,
  serverAsks,
  splitCommand
} from "./chunk-X37PB5QE.js";
import {
  SERVER_PLACEHOLDER,
  headerValues,
  isProblem,
  judgeOf,
  missingEnv,
  parsePlaceholder,
  passedValues,
  readConfig,
  readSource,
  scriptSchema,
  serverStrings,
  zodProblems
} from "./chunk-7B75NLNL.js";
import {
  DEFAULTS
} from "./chunk-76AO3HOH.js";
import {
  Redactor,
  secretValues
} from "./chunk-MQLBZVH2.js";
import {
  REQUEST_GATES,
  TIERS,
  expectedCalls
} from "./chunk-YB5F7MI3.js";
import {
  SetupError,
  errorMessage
} from "./chunk-G25U54P6.js";

// src/run/sight.ts
var SPY_PLACEHOLDER = /\$\{spy\.(url|port)\}/;
function blindSpot(sight, scenario) {
  if (scenario.mode === "stub")
    return "the scenario runs in stub mode: the server executes nothing, so it sends no request";
  const { server } = sight;
  if (!server) return "no server runs behind the catalog";
  if (sight.spyPort !== void 0) return void 0;
  if (SPY_PLACEHOLDER.test(JSON.stringify([server, scenario.server ?? {}]))) return void 0;
  if (server.url) {
    return `the server at ${server.url} runs outside this run and \`spy.port\` is not set, so its API requests cannot reach the spy`;
  }
  return "the server was started without ${spy.url} or ${spy.port} in its args or env, so its API requests do not reach the spy";
}
var NOTHING_RECEIVED = 'the spy backend received no request during the whole run: the server is not wired to it (pass `${spy.url}` to it, e.g. `env: { API_URL: "${spy.url}" }`)';
function blindGates(scenarios, sight) {
  return scenarios.flatMap((s) => {
    const kinds = s.gates.filter((g) => isRequestGate(g.kind)).map((g) => g.kind);
    const why = kinds.length ? blindSpot(sight, s) : void 0;
    if (!why) return [];
    return [
      `${s.origin.file}:${s.origin.line}: scenario "${s.id}": ${[...new Set(kinds)].join(", ")} cannot observe (${why}); it will be reported unobserved, never passed`
    ];
  });
}
var isRequestGate = (kind) => REQUEST_GATES.includes(kind);

// src/run/prepare.ts
import path2 from "node:path";

// src/corpus/filter.ts
var lower = (xs) => xs?.map((x) => x.toLowerCase());
var baseId = (id) => id.replace(/\[\d+\]$/, "");
function filterScenarios(scenarios, f) {
  const tags = lower(f.tags);
  const tiers = lower(f.tiers);
  const types = lower(f.types);
  return scenarios.filter(
    (s) => (!tags?.length || s.tags.some((t) => tags.includes(t.toLowerCase()))) && // An id also selects its variants (`<id>[i]`, from a list of prompts).
    (!f.ids?.length || f.ids.includes(s.id) || f.ids.includes(baseId(s.id))) && (!tiers?.length || tiers.includes(s.tier)) && (!types?.length || s.type !== void 0 && types.includes(s.type.toLowerCase()))
  );
}
function selectScenarios(all, f, opts = {}) {
  const tierProblems = unknown("tier", f.tiers, TIERS, "not a tier");
  if (opts.partial) {
    if (tierProblems.length) throw unknownError(tierProblems);
    return filterScenarios(all, f);
  }
  if (all.length === 0) {
    const where = opts.corpus?.length ? ` (corpus: ${opts.corpus.join(", ")})` : "";
    throw new SetupError(`The corpus has no scenario${where}: nothing to run`);
  }
  const problems = [
    ...unknown("tag", f.tags, distinct(all.flatMap((s) => s.tags)), "no scenario has it"),
    // Ids are exact, as they are matched; a variant is known by its base id too.
    ...unknownIds(f.ids, all),
    ...tierProblems,
    ...unknown("type", f.types, distinct(all.flatMap((s) => s.type ?? [])), "no scenario has it")
  ];
  if (problems.length) throw unknownError(problems);
  const selected = filterScenarios(all, f);
  if (selected.length === 0) throw emptySelection(all, f);
  return selected;
}
function distinct(values) {
  const seen = /* @__PURE__ */ new Map();
  for (const v of values) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
  return [...seen.values()];
}
function unknown(what, given, known, why) {
  const set = new Set(known.map((k) => k.toLowerCase()));
  return (given ?? []).filter((v) => !set.has(v.toLowerCase())).map((v) => `${what} "${v}": ${why}; ${suggest(what, v, known)}`);
}
function unknownIds(ids, all) {
  const known = new Set(all.flatMap((s) => [s.id, baseId(s.id)]));
  const shown = distinct(all.map((s) => baseId(s.id)));
  return (ids ?? []).filter((id) => !known.has(id)).map((id) => `id "${id}": no scenario has it; ${suggest("id", id, shown)}`);
}
function unknownError(problems) {
  return new SetupError(
    ["Unknown filter value(s): nothing to run", ...problems.map((p) => `  ${p}`)].join("\n")
  );
}
var SHOWN = 10;
function suggest(what, value, known) {
  if (known.length === 0) return `the corpus has no ${what}s`;
  const ranked = closestFirst(value, known);
  const more = ranked.length > SHOWN ? `, … (${ranked.length - SHOWN} more)` : "";
  return `known ${what}s, closest first: ${ranked.slice(0, SHOWN).join(", ")}${more}`;
}
function closestFirst(value, known) {
  const v = value.toLowerCase();
  const key = (k) => {
    const l = k.toLowerCase();
    return { contains: l.includes(v) || v.includes(l) ? 0 : 1, distance: editDistance(v, l) };
  };
  const keyed = known.map((k) => ({ k, ...key(k) }));
  keyed.sort(
    (a, b) => a.contains - b.contains || a.distance - b.distance || a.k.localeCompare(b.k)
  );
  return keyed.map((x) => x.k);
}
function didYouMean(value, known) {
  const best = closestFirst(value, known)[0];
  if (best === void 0 || best === value) return "";
  const [v, b] = [value.toLowerCase(), best.toLowerCase()];
  const near = b.includes(v) || v.includes(b) || editDistance(v, b) <= Math.max(2, Math.floor(v.length / 3));
  return near ? ` (did you mean "${best}"?)` : "";
}
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}
function emptySelection(all, f) {
  const given = ["tags", "ids", "tiers", "types"].filter((k) => f[k]?.length);
  const alone = given.map(
    (k) => `  ${k} ${f[k].join(", ")}: ${filterScenarios(all, { [k]: f[k] }).length} scenario(s)`
  );
  const counted = (values) => {
    const n = /* @__PURE__ */ new Map();
    for (const v of values) {
      const e = n.get(v.toLowerCase()) ?? { v, c: 0 };
      n.set(v.toLowerCase(), { v: e.v, c: e.c + 1 });
    }
    const sorted = [...n.values()].sort((a, b) => b.c - a.c || a.v.localeCompare(b.v));
    return sorted.map(({ v, c }) => `${v} (${c})`).join(", ") || "none";
  };
  return new SetupError(
    [
      `The filters select no scenario of the ${all.length} in the corpus: nothing to run`,
      ...alone,
      ...given.length > 1 ? ["  all of them together: none"] : [],
      `Tags in the corpus: ${counted(all.flatMap((s) => distinct(s.tags)))}`,
      ...f.tiers?.length ? [`Tiers in the corpus: ${counted(all.map((s) => s.tier))}`] : []
    ].join("\n")
  );
}

// src/run/ab-plan.ts
import path from "node:path";
function abServers(config, opts, server) {
  if (opts.baseline || opts.lateBaseline) {
    throw new SetupError(
      "A same-job A/B compares head with its own base side: --baseline (an earlier report) does not apply"
    );
  }
  if (config.spy?.port !== void 0) {
    throw new SetupError(
      "`spy.port` puts one spy backend on a fixed port: a same-job A/B runs two servers, each behind its own; remove `spy.port`"
    );
  }
  const head = withFlags("head", config.ab?.head ?? server, opts.ab?.head, opts.cwd);
  const given = opts.ab?.base;
  const flagged = given && (given.command || given.url || given.cwd || given.checkout);
  const from = config.ab?.base ?? (flagged ? server : void 0);
  const base = withFlags("base", from, given, opts.cwd, config.dir);
  if (!base) {
    throw new SetupError(
      "mcp-eval ab needs a base server: `ab.base` in the config, or --base-server, --base-url or --base-cwd"
    );
  }
  if (!head) {
    throw new SetupError(
      "mcp-eval ab needs a head server: `server` or `ab.head` in the config, or --head-server or --head-url"
    );
  }
  return { base, head };
}
function withFlags(side, from, flags, cwd, dir) {
  if (!flags) return from;
  if (flags.server) return flags.server;
  if (flags.command && flags.url) {
    throw new SetupError(`Give --${side}-server or --${side}-url, not both`);
  }
  if (flags.url && flags.cwd) {
    throw new SetupError(
      `--${side}-cwd is the folder of a server started by a command: a server at --${side}-url has none`
    );
  }
  let out = from;
  if (flags.url)
    out = { ...from, command: void 0, args: void 0, cwd: void 0, url: flags.url };
  if (flags.command) {
    const [command, ...args] = splitCommand(flags.command, `--${side}-server`);
    out = { ...from, url: void 0, command, args };
  }
  if (flags.cwd) {
    if (out?.url) {
      throw new SetupError(
        `--${side}-cwd is the folder of a server started by a command: the ${side} server is at \`url\` ${out.url}`
      );
    }
    out = { ...out, cwd: path.resolve(cwd, flags.cwd) };
  }
  if (flags.checkout && out) out = inCheckout(side, out, flags.checkout, dir ?? cwd);
  return out;
}
function inCheckout(side, server, checkout, dir) {
  if (server.url) {
    throw new SetupError(
      `The ${side} server is at \`url\` ${server.url}: a checkout of the ${side} commit cannot start it; give the server as a command (\`server.command\`)`
    );
  }
  if (server.cwd?.includes("${")) return server;
  const folder = path.resolve(dir, server.cwd ?? ".");
  const inside = path.relative(checkout.repo, folder);
  if (inside === ".." || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside))
    return server;
  return { ...server, cwd: path.join(checkout.at, inside) };
}
function trialPlan(config, opts) {
  const min = opts.trials?.min ?? config.trials?.min;
  const max = opts.trials?.max ?? config.trials?.max;
  if (min === void 0 && max === void 0) return void 0;
  const named = opts.trials ? "--trials-min/--trials-max" : "`trials` in the config";
  if (!opts.ab) {
    throw new SetupError(
      `${named}: adaptive trials stop a pair once its base/head comparison is decided, so they need a same-job A/B (mcp-eval ab); a plain run uses \`repeat\``
    );
  }
  if (opts.repeat !== void 0 || config.repeat !== void 0) {
    const repeat = opts.repeat !== void 0 ? "--repeat" : "`repeat` in the config";
    throw new SetupError(`${named} and ${repeat}: give one (trials adapt, repeat is fixed)`);
  }
  if (min === void 0 || max === void 0) {
    throw new SetupError(
      `${named}: give both min and max (${min === void 0 ? "min" : "max"} is missing)`
    );
  }
  if (min > max) throw new SetupError(`${named}: min (${min}) is more than max (${max})`);
  return { min, max };
}

// src/run/prepare.ts
async function prepare(opts, keepProblems = false) {
  const env = opts.env ?? process.env;
  const read = await readConfig(opts.config, opts.cwd);
  if (read.problems.length && !keepProblems) {
    const what = read.unreadable ? "Cannot load the config" : "The config";
    throw new SetupError(
      `${what} ${opts.config}${read.unreadable ? "" : " is not valid"}`,
      read.problems
    );
  }
  const config = read.config;
  const secrets = runSecrets(config, opts, env);
  opts.log.secrets?.(secrets);
  const unset = missingEnv(config, env);
  const unstartable = unset.length && opts.noSecrets ? `the server cannot start: ${unsetText(unset, opts.noSecrets)}` : void 0;
  if (unset.length && !unstartable && !keepProblems) {
    throw new SetupError("The server config passes environment variables that are not set", unset);
  }
  const own = serverFrom(config, opts);
  const trials = trialPlan(config, opts);
  const sides = opts.ab && abServers(config, opts, own);
  const server = sides ? sides.head : own;
  const target = {
    server,
    catalog: config.catalog && path2.resolve(config.dir, config.catalog),
    routes: config.spy?.routes ?? [],
    dir: config.dir,
    defaultStub: config.default_stub,
    env,
    ...config.spy?.port !== void 0 ? { spyPort: config.spy.port } : {},
    settleMs: config.spy?.settle_ms ?? DEFAULTS.settleMs,
    ...config.client ? { client: config.client } : {}
  };
  const ab = sides && {
    base: { ...target, server: sides.base },
    ...trials ? { trials } : {}
  };
  const concurrency = config.spy?.port !== void 0 ? 1 : opts.concurrency ?? config.concurrency ?? DEFAULTS.concurrency;
  if (read.problems.length && !(opts.corpus ?? config.corpus)?.length) {
    throw new SetupError(`The config ${opts.config} is not valid`, read.problems);
  }
  const corpus = await loadConfiguredCorpus(config, {
    cwd: opts.cwd,
    corpus: opts.corpus,
    env,
    repeat: opts.repeat,
    timeout: opts.timeout,
    serverGiven: Boolean(opts.serverCommand || opts.serverUrl),
    keepProblems
  });
  const selected = selectScenarios(corpus.scenarios, opts, {
    corpus: (opts.corpus ?? config.corpus ?? []).map((e) => typeof e === "string" ? e : e.path),
    partial: corpus.problems.length > 0 || read.problems.length > 0
  });
  const notices = corpus.notices;
  if (config.ab && !opts.ab)
    notices.push(
      "The config has `ab`: this run evaluates `server` only; `mcp-eval ab` runs both sides"
    );
  if (unstartable && opts.noSecrets) notices.push(unstartableNotice(unset, opts.noSecrets, server));
  const sliced = opts.shard ? sliceScenarios(selected, opts.shard) : selected;
  const { repeats } = opts;
  const scenarios = repeats ? sliced.map((s) => repeats[s.id] ? { ...s, repeat: repeats[s.id] } : s) : sliced;
  const shard = opts.shard && {
    ...opts.shard,
    selected: selected.length,
    selection: selectionHash(selected)
  };
  if (opts.shard) notices.push(shardNotice(opts.shard, scenarios.length, selected.length));
  if (config.spy?.settle_ms === void 0)
    for (const t of ab ? [target, ab.base] : [target])
      t.settleMs = scenarios.some((s) => !blindSpot(t, s)) ? DEFAULTS.settleMs : 0;
  const unasked = scriptedUnasked(scenarios, config);
  if (unasked) notices.push(unasked);
  const refused = [];
  const refuse = (picked, field, summary, what) => {
    if (!picked.length) return;
    const problems = picked.map((s) => ({
      file: s.origin.file,
      line: s.origin.line,
      // The column while the file's positions are kept.
      column: s.origin.locate?.([]).column,
      field,
      message: `scenario "${s.id}" ${what}`
    }));
    if (!keepProblems) throw new SetupError(summary, problems);
    refused.push(...problems);
  };
  if (!server && config.catalog) {
    refuse(
      scenarios.filter((s) => s.mode === "live"),
      "mode",
      "A catalog has no server behind it: scenarios must run in stub mode",
      "runs live"
    );
  }
  if (server?.url) {
    refuse(
      scenarios.filter((s) => s.server),
      "server",
      "Scenario `server` overrides need a server started by `server.command`, not reached at `server.url`",
      "overrides the server"
    );
  }
  return {
    config,
    scenarios,
    ...shard ? { shard } : {},
    loaded: corpus.scenarios.length,
    target,
    ...ab ? { ab } : {},
    ...unstartable ? { unstartable } : {},
    ...await chosenThresholds(opts, config, corpus.thresholds?.thresholds),
    notices,
    problems: [...read.problems, ...corpus.problems, ...refused],
    unset: unstartable ? [] : unset,
    secrets,
    concurrency,
    timeout: opts.timeout ?? config.timeout ?? DEFAULTS.timeout
  };
}
async function chosenThresholds(opts, config, corpus) {
  const { thresholds, from } = await chooseThresholds(
    { option: opts.thresholds, config: config.thresholds, corpus },
    opts.cwd
  );
  return { ...thresholds ? { thresholds } : {}, thresholdsFrom: from };
}
function scriptedUnasked(scenarios, config) {
  if (config.client?.elicitation) return void 0;
  const scripted = scenarios.filter((s) => s.elicit || s.turns.some((t) => t.elicit));
  if (!scripted.length) return void 0;
  return `${scripted.length} scenario(s) script elicitation answers (\`elicit\`), but the config does not declare \`client.elicitation\`: the server cannot elicit, so they are never used (first: ${scripted[0].id})`;
}
function unsetText(unset, why) {
  const names = unset.map((p) => {
    const written = /^\$\{[^}]*\}/.exec(p.message)?.[0] ?? p.field;
    const where = [p.file, p.line].filter((x) => x !== void 0).join(":");
    return `${written} (${where}${p.field ? ` ${p.field}` : ""})`;
  });
  return `${names.join(", ")} not set (${why})`;
}
function unstartableNotice(unset, why, server) {
  const skipped = `The server is not started, so every run is skipped: ${unsetText(unset, why)}.`;
  const names = [...new Set(unset.map((p) => /^\$\{env:([^}]*)\}/.exec(p.message)?.[1] ?? "NAME"))];
  const spied = serverStrings(server).some(([, text]) => /\$\{spy\.(url|port)\}/.test(text));
  if (!spied) {
    return `${skipped} The server's API is not the spy's (no \`\${spy.url}\` in its config), so a dummy value would not do: these runs need the real secret (see docs/action.md).`;
  }
  const dummies = names.map((n) => `\`${n}: dummy\``).join(", ");
  return `${skipped} The spy answers the server's API (\`\${spy.url}\`), so a dummy value lets it start and the runs score: ${dummies} in the step's env on fork pull requests (see docs/action.md).`;
}
function runSecrets(config, opts, env) {
  const judge = config.judge === void 0 ? void 0 : judgeOf(config.judge).spec;
  const specs = [...opts.providers ?? [], ...config.providers ?? [], opts.judge, judge];
  return [
    .../* @__PURE__ */ new Set([
      ...passedValues(config, env),
      ...headerValues(config),
      ...credentialValues(specs, env)
    ])
  ];
}
function serverFrom(config, opts) {
  if (opts.serverUrl)
    return { ...config.server, command: void 0, args: void 0, url: opts.serverUrl };
  if (opts.serverCommand) {
    const what = opts.via === "action" ? "the `server-command` input" : "--server-command";
    const [command, ...args] = splitCommand(opts.serverCommand, what);
    return { ...config.server, url: void 0, command, args };
  }
  return config.server;
}
function requireTarget(plan) {
  if (!plan.target.server && !plan.target.catalog) {
    throw new SetupError(
      "The config names no server: set `server.command`, `server.url` or `catalog`"
    );
  }
}
async function checkToolNames(scenarios, servers) {
  const problems = [];
  await Promise.all(scenarios.map((s) => servers.tools(s)));
  for (const s of scenarios) {
    const names = (await servers.tools(s)).map((t) => t.name);
    const tools = new Set(names);
    const missing = (p, tool) => {
      if (tools.has(tool)) return;
      const where = s.origin.locate?.(p);
      problems.push({
        file: s.origin.file,
        line: where?.line ?? s.origin.line,
        column: where?.column,
        field: where?.field ?? p.join("."),
        message: `tool "${tool}" is not in the server's tools/list${s.server ? " (with this scenario's server overrides)" : ""}${didYouMean(tool, names)}`
      });
    };
    s.turns.forEach(
      (t, i) => t.expect.calls?.forEach(
        (c, j) => missing(["turns", i, "expect", "calls", j, "tool"], c.tool)
      )
    );
    s.gates.forEach(
      (g, i) => g.kind === "no_call" && missing(["gates", i, "no_call", "tool"], g.tool)
    );
  }
  return problems;
}

// src/corpus/scripted.ts
import path3 from "node:path";
async function loadScript(file, dir, cwd) {
  const full = path3.resolve(dir, file);
  const shown = path3.relative(cwd, full) || full;
  const source = await readSource(full, shown);
  if (isProblem(source))
    throw new SetupError(`Cannot load the scripted behaviours ${shown}`, [source]);
  const parsed = scriptSchema.safeParse(source.data);
  if (!parsed.success)
    throw new SetupError(
      `The scripted behaviours ${shown} are not valid`,
      zodProblems(parsed.error, source)
    );
  return parsed.data;
}

// src/spy/user.ts
var ScriptedUser = class {
  scenario = [];
  turn = [];
  used = /* @__PURE__ */ new Set();
  log = [];
  /** A new scenario: its answers for every turn, none used. */
  begin(script = []) {
    this.scenario = script;
    this.turn = [];
    this.used = /* @__PURE__ */ new Set();
    this.log = [];
  }
  /** A new turn: its own answers, tried before the scenario's. */
  expect(script = []) {
    this.turn = script;
  }
  /** The answer to a request during call `call` of turn `turn`, recorded. */
  answer(where, params) {
    const message = params.message;
    const step = this.pick(message);
    if (step) this.used.add(step);
    const action = step?.action ?? "decline";
    const content = action === "accept" ? step?.content : void 0;
    const url = params.mode === "url";
    this.log.push({
      turn: where.turn,
      ...where.call !== void 0 ? { call: where.call } : {},
      mode: url ? "url" : "form",
      message,
      ...!url && params.requestedSchema ? { requestedSchema: params.requestedSchema } : {},
      ...url ? { url: params.url } : {},
      ...url ? { elicitationId: params.elicitationId } : {},
      action,
      ...content ? { content } : {},
      ...step ? {} : { unscripted: true },
      at: Date.now(),
      callsBefore: where.callsBefore
    });
    return {
      action,
      ...action === "accept" && !url ? { content: content ?? {} } : {}
    };
  }
  /** The scenario's exchanges so far, handed over once. */
  take() {
    const log = this.log;
    this.log = [];
    return log;
  }
  /** The first unused answer whose `match` fits the message, else the first unused one without
   * `match`: the turn's, then the scenario's. */
  pick(message) {
    const free = [...this.turn, ...this.scenario].filter((s) => !this.used.has(s));
    return free.find((s) => s.match !== void 0 && new RegExp(s.match, "i").test(message)) ?? free.find((s) => s.match === void 0);
  }
};

// src/spy/proxy.ts
var ServerGoneError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ServerGoneError";
  }
};
var SpyProxy = class {
  constructor(upstream, defaultStub = DEFAULTS.defaultStub) {
    this.upstream = upstream;
    this.defaultStub = defaultStub;
    this.names = new Set(upstream.tools.map((t) => t.name));
  }
  upstream;
  defaultStub;
  calls = [];
  probes = [];
  /** The replay self-test: each successful live call of an `idempotentHint: true` tool is sent
   * again with the same arguments, and its requests kept apart (score/checks/idempotent.ts). */
  probing = false;
  mode = "live";
  steps = [];
  used = /* @__PURE__ */ new Set();
  /** Bumped per scenario: a call still running when its scenario timed out is not logged. */
  epoch = 0;
  pending = /* @__PURE__ */ new Set();
  names;
  user = new ScriptedUser();
  /** Who answers what the server asks during a call (sampling): the scenario's. */
  asks;
  get tools() {
    return this.upstream.tools;
  }
  /** Why the server behind this proxy is gone, if it is. */
  gone() {
    return this.upstream.gone();
  }
  close() {
    return this.upstream.close();
  }
  /** Starts a scenario: a fresh call log, answered in `mode`; the server's elicitation requests
   * answered by `elicit` (the scenario's answers), its sampling requests by `asks`. */
  begin(mode, opts = {}) {
    this.user.begin(opts.elicit);
    this.asks = opts.asks;
    this.calls = [];
    this.probes = [];
    this.probing = mode === "live" && opts.probeIdempotent === true;
    this.pending.clear();
    this.epoch++;
    this.mode = mode;
    this.expect([]);
  }
  /** The expected steps of the current turn, whose stubs answer matching calls; and the turn's
   * answers to elicitation requests. */
  expect(steps, elicit) {
    this.user.expect(elicit);
    this.steps = steps;
    this.used = /* @__PURE__ */ new Set();
  }
  async call(turn, tool, args, signal) {
    const started = performance.now();
    const epoch = this.epoch;
    const entry = { turn, tool, args, stubbed: false, durationMs: 0 };
    this.pending.add(entry);
    const index = this.calls.push(entry) - 1;
    const record = (outcome, stubbed) => {
      this.pending.delete(entry);
      if (epoch !== this.epoch) return outcome;
      Object.assign(entry, outcome.isError ? { error: outcome.text } : { result: outcome.text }, {
        ...outcome.rejected ? { rejected: true } : {},
        ...outcome.structured ? { structured: outcome.structured } : {},
        stubbed,
        durationMs: performance.now() - started
      });
      return outcome;
    };
    if (!this.names.has(tool)) {
      entry.malformed = `unknown tool "${tool}"`;
      return record({ text: `Unknown tool: ${tool}`, isError: true }, false);
    }
    if (this.mode === "stub") return record(this.stub(tool, args), true);
    try {
      const outcome = record(
        await this.upstream.call(
          tool,
          args,
          signal,
          { kind: "call", index },
          this.callAsks(turn, index, entry, epoch)
        ),
        false
      );
      if (this.probing && !outcome.isError && this.idempotent(tool) && epoch === this.epoch)
        await this.probe(index, tool, args, signal);
      return outcome;
    } catch (err) {
      const gone = this.upstream.gone();
      if (gone) {
        this.pending.delete(entry);
        this.calls = this.calls.filter((c) => c !== entry);
        throw new ServerGoneError(gone);
      }
      const text = errorMessage(err);
      const outcome = record({ text, isError: true }, false);
      if (err instanceof TransportError) throw err;
      return outcome;
    }
  }
  /** What the server asks (sampling, the scenario's) and tells (a task, progress: kept on the
   * call's entry while its scenario lasts) during one call. */
  callAsks(turn, index, entry, epoch) {
    const current = () => epoch === this.epoch;
    const sample = this.asks?.(turn, index).sample;
    return {
      // The server's questions while the call runs go to this scenario's scripted user; one
      // that comes after the scenario ended is declined and not logged.
      elicit: (params) => current() ? this.user.answer({ turn, call: index, callsBefore: this.calls.length }, params) : { action: "decline" },
      ...sample ? { sample } : {},
      task: (record) => {
        if (current()) entry.task = record;
      },
      progress: (note) => {
        if (current()) (entry.progress ??= []).push(note);
      }
    };
  }
  /** The server's prompt `name` as the user's message: its messages' text (with their roles when
   * there are several). */
  async prompt(name, args, signal) {
    const why = `The scenario starts from the server's prompt "${name}" (prompt.mcp)`;
    if (this.mode === "stub" || !this.upstream.prompt)
      throw new Error(`${why}, which needs a live server: this scenario runs in stub mode`);
    let messages;
    try {
      messages = await this.upstream.prompt(name, args, signal);
    } catch (err) {
      throw new Error(`${why}: prompts/get failed: ${errorMessage(err)}`, { cause: err });
    }
    if (!messages.length) throw new Error(`${why}: prompts/get returned no message`);
    return messages.length === 1 ? messages[0].text : messages.map((m) => `${m.role}: ${m.text}`).join("\n\n");
  }
  /** idempotentHint means something only when readOnlyHint is false (MCP spec). */
  idempotent(tool) {
    const a = this.upstream.tools.find((t) => t.name === tool)?.annotations;
    return a?.idempotentHint === true && a.readOnlyHint !== true;
  }
  /** The same call again, before the model sees the first's result; its failure is recorded,
   * never the model's. */
  async probe(call, tool, args, signal) {
    const started = performance.now();
    const index = this.probes.length;
    const probe = { call, durationMs: 0 };
    this.probes.push(probe);
    try {
      const out = await this.upstream.call(tool, args, signal, { kind: "probe", index });
      Object.assign(probe, out.isError ? { error: out.text } : { result: out.text });
    } catch (err) {
      probe.error = errorMessage(err);
    }
    probe.durationMs = performance.now() - started;
  }
  /** The scenario's elicitation requests and their answers. */
  takeElicitations() {
    return this.user.take();
  }
  /** The scenario's idempotence probes. */
  takeProbes() {
    const probes = this.probes;
    this.probes = [];
    return probes;
  }
  /** Records a call the model asked for that was not run (e.g. past `max_steps`). */
  notRun(turn, tool, args, reason) {
    this.calls.push({
      turn,
      tool,
      args,
      error: `not run: ${reason}`,
      notRun: reason,
      stubbed: false,
      durationMs: 0
    });
  }
  /** Records a call the model made that could not be run (bad arguments, unknown name). */
  malformed(turn, tool, reason, raw) {
    const text = `Invalid tool call: ${reason}`;
    this.calls.push({
      turn,
      tool,
      args: {},
      error: text,
      malformed: reason,
      ...raw !== void 0 ? { raw } : {},
      stubbed: false,
      durationMs: 0
    });
    return { text, isError: true };
  }
  /** The scenario's calls; one still running (the scenario timed out) is marked unanswered. */
  takeCalls() {
    const calls = this.calls.map(
      (c) => this.pending.has(c) ? { ...c, error: "no answer before the scenario ended", unanswered: true } : c
    );
    this.calls = [];
    this.pending.clear();
    return calls;
  }
  stub(tool, args) {
    const free = this.steps.filter((s) => s.tool === tool && !this.used.has(s));
    const step = free.find((s) => !s.args || matchArgs(s.args, args).length === 0) ?? free[0];
    if (step) this.used.add(step);
    const value = step?.stub !== void 0 ? step.stub : this.defaultStub;
    return { text: typeof value === "string" ? value : JSON.stringify(value), isError: false };
  }
};

// src/spy/ledger.ts
var Ledger = class {
  /** `routes`: the scenario's own spy routes, tried before the config's. */
  constructor(routes = []) {
    this.routes = routes;
  }
  routes;
  requests = [];
  late = [];
  closed = false;
  sealed = false;
  add(request) {
    if (this.sealed) return;
    (this.closed ? this.late : this.requests).push(request);
  }
  /** The requests so far, for the row; any later one is late. */
  close() {
    this.closed = true;
    return [...this.requests];
  }
  /** The run is over: the late requests, and no more. */
  seal() {
    this.sealed = true;
    return [...this.late];
  }
};

// src/run/leases.ts
var Holding = class {
  constructor(rank) {
    this.rank = rank;
  }
  rank;
  ledger = new Ledger();
  /** performance.now() when the attempt's last call to a server returned; none in stub mode. */
  lastCall;
  /** Every attempt's: what an attempt given up on set off is still the scenario's. */
  ledgers = [];
  begin(routes = []) {
    this.ledger = new Ledger(routes);
    this.ledgers.push(this.ledger);
    this.lastCall = void 0;
    return this.ledger;
  }
  /** The run is over: what came after each attempt's row was built, and no more. */
  seal() {
    return this.ledgers.flatMap((l) => l.seal());
  }
};
function toolsOnly(tools) {
  return {
    tools,
    live: false,
    call: () => Promise.reject(new Error("stub mode calls no server")),
    gone: () => void 0,
    close: async () => void 0
  };
}
async function leaseFor(pool, signal, owner, asker) {
  try {
    return await pool.lease(signal, owner, asker);
  } catch (err) {
    if (signal.aborted || err instanceof TransportError) throw err;
    throw new TransportError(errorMessage(err), { cause: err });
  }
}
function held(pool, tools, holding, idle, calls = false) {
  let unit;
  let expected;
  let taking;
  let ended = false;
  let began;
  let asked = 0;
  let got = 0;
  const slept = { before: 0, held: 0 };
  const take = (signal) => {
    if (unit) return Promise.resolve(unit);
    if (taking) return taking;
    asked = performance.now();
    expected?.();
    taking = leaseFor(pool, signal, void 0, { rank: holding.rank, idle }).then(
      async (u) => {
        if (ended) {
          await pool.release(u);
          throw new Error("the scenario ended before its server process came");
        }
        got = performance.now();
        return unit = u;
      },
      (err) => {
        taking = void 0;
        throw err;
      }
    );
    return taking;
  };
  return {
    tools,
    live: true,
    async call(tool, args, signal, ref, asks) {
      const u = await take(signal);
      u.backend.hold(holding.ledger, ref);
      try {
        return await u.upstream.call(tool, args, signal, ref, asks);
      } finally {
        if (ref) u.backend.release(ref);
        holding.lastCall = performance.now();
      }
    },
    // A scenario that starts from a server prompt takes its process for it.
    async prompt(name, args, signal) {
      const u = await take(signal);
      if (!u.upstream.prompt) throw new Error("the server process answers no prompts");
      return u.upstream.prompt(name, args, signal);
    },
    gone: () => unit?.upstream.gone(),
    close: async () => void 0,
    async asleep(wait) {
      const from = performance.now();
      const holder = unit !== void 0;
      const wake = holder ? pool.doze() : void 0;
      try {
        return await wait();
      } finally {
        wake?.();
        if (holder) slept.held += performance.now() - from;
        else if (!taking) slept.before += performance.now() - from;
      }
    },
    began() {
      if (began !== void 0) return;
      began = performance.now();
      if (calls) expected = pool.expect();
    },
    async release(discard = false) {
      ended = true;
      expected?.();
      const u = unit;
      unit = void 0;
      if (!u) return;
      if (began !== void 0)
        pool.held(performance.now() - got - slept.held, asked - began - slept.before);
      await pool.release(u, discard);
    }
  };
}
function pooled(pool, tools, holding, settleMs = 0, idle) {
  let lost;
  return {
    tools,
    live: true,
    async call(tool, args, signal, ref, asks) {
      const unit = await leaseFor(pool, signal, holding, { rank: holding.rank, idle });
      unit.backend.hold(holding.ledger, ref);
      try {
        return await unit.upstream.call(tool, args, signal, ref, asks);
      } catch (err) {
        lost = unit.upstream.gone() ?? lost;
        throw err;
      } finally {
        if (ref) unit.backend.release(ref);
        holding.lastCall = performance.now();
        const kept = { owner: holding, until: holding.lastCall + settleMs };
        void pool.release(unit, signal.aborted, kept).catch(() => void 0);
      }
    },
    async prompt(name, args, signal) {
      const unit = await leaseFor(pool, signal, holding, { rank: holding.rank, idle });
      try {
        if (!unit.upstream.prompt) throw new Error("the server lists no prompts");
        return await unit.upstream.prompt(name, args, signal);
      } finally {
        void pool.release(unit, signal.aborted).catch(() => void 0);
      }
    },
    gone: () => lost,
    close: async () => void 0
  };
}

// src/run/server-pool.ts
var once = (end) => {
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    end();
  };
};
var BUSY = 0.9;
var startingSize = (slots) => Math.max(1, Math.ceil(slots / 2 / BUSY));
var Pool = class {
  constructor(open, retire, size, ceiling = size, slots) {
    this.open = open;
    this.retire = retire;
    this.size = size;
    this.ceiling = ceiling;
    this.slots = slots;
  }
  open;
  retire;
  size;
  ceiling;
  slots;
  idle = [];
  kept = /* @__PURE__ */ new Map();
  all = /* @__PURE__ */ new Set();
  /** Processes running or starting. */
  count = 0;
  /** Queued leases, earliest in job order first. */
  queue = [];
  /** How each queued lease ends when the run is over. */
  ends = /* @__PURE__ */ new Set();
  /** When the first process kept for another frees, for a queue that waits on it. */
  timer;
  closed = false;
  /** Holders asleep now: each makes room for one more process, up to `ceiling`. */
  asleep = 0;
  /** Over the holds measured (`held`): time holding a process, and working before taking one. */
  spent = { held: 0, before: 0 };
  holds = 0;
  /** Jobs at work that will ask for a process (`expect`), and processes started for them ahead. */
  expected = 0;
  /** The process starting ahead, if any; `taken` by a lease that found none free. */
  ahead;
  /** A start ahead failed: none is tried again (a lease's own start says why it fails). */
  refused = false;
  /** A job with its model slot that expects to call the server: while the processes free are
   * fewer than such jobs, one starts now (one at a time), while its model answers, rather than
   * at its first call (the start is then hidden behind the model's answer). The process is no job's
   * until a lease takes it. The returned function says the job asked for its process, or ended. */
  expect() {
    this.expected++;
    this.warm();
    return once(() => this.expected--);
  }
  warm() {
    const now = performance.now();
    const free = () => this.idle.filter((u) => (this.kept.get(u)?.until ?? 0) <= now).length;
    if (this.closed || this.refused || this.ahead || this.queue.length || this.count >= this.room || free() >= this.expected)
      return;
    this.count++;
    const ahead = {
      taken: false,
      unit: this.start().then(
        (unit) => {
          this.ahead = void 0;
          if (!ahead.taken) this.idle.push(unit);
          this.dispatch();
          return unit;
        },
        (err) => {
          this.ahead = void 0;
          this.refused = true;
          throw err;
        }
      )
    };
    ahead.unit.catch(() => void 0);
    this.ahead = ahead;
  }
  /** A holder gave its process back: it held it `heldMs`, after `beforeMs` of work (its model's
   * answers, with a slot) before it asked for one. With `slots`, the pool keeps room for the
   * processes that many scenarios hold at once at that ratio (Little's law: slots × held /
   * (before + held)), kept at most `BUSY`, and never less than it started with: a scenario that
   * holds its process half its time or more needs more than half a process per slot, and one
   * short of them makes scenarios queue for a process all run long (docs/concurrency.md). */
  held(heldMs, beforeMs) {
    if (!this.slots) return;
    if (this.holds++ < this.slots) return;
    this.spent.held += heldMs;
    this.spent.before += beforeMs;
    const total = this.spent.held + this.spent.before;
    if (total <= 0) return;
    const held2 = this.slots * this.spent.held / total;
    const wanted = Math.min(this.slots, Math.ceil(held2 / BUSY - 1e-9));
    if (wanted <= this.size) return;
    this.size = wanted;
    this.dispatch();
  }
  /** A holder's process is idle while it sleeps: room for one more until `wake()`. */
  doze() {
    this.asleep++;
    this.dispatch();
    return once(() => this.asleep--);
  }
  /** Processes that may run or start now. */
  get room() {
    return Math.min(this.size + this.asleep, this.ceiling);
  }
  /** A process started elsewhere (the one that listed the tools), lent first. */
  adopt(unit) {
    this.count++;
    this.all.add(unit);
    this.idle.push(unit);
    this.dispatch();
  }
  /** A process for `owner`: its own kept one first; else, unless an earlier lease queues, the one
   * idle longest that is kept for no one else, else a new one while there is room; else a place
   * in the queue (lending the job's slot through `idle`). */
  async lease(signal, owner, asker = {}) {
    signal?.throwIfAborted();
    if (this.closed) throw new Error("the run is over: no server is lent any more");
    const who = { ...asker, owner };
    const free = this.claim(who, false);
    if (free) return this.ready(free, signal);
    const ahead = this.ahead;
    if (ahead && !ahead.taken && !this.queue.length) {
      ahead.taken = true;
      return ahead.unit.then(
        (unit) => this.ready(unit, signal),
        () => this.lease(signal, owner, asker)
      );
    }
    const now = this.claim(who, true);
    if (now) return this.ready(now, signal);
    const wait = async () => this.ready(await this.queued(who, signal), signal);
    return asker.idle ? asker.idle(wait) : wait();
  }
  /** A process free now for `owner` (its own kept one, or one kept for no one while no lease
   * queues), or none: nothing waits and nothing starts. */
  take(owner) {
    const got = this.claim({ owner }, false);
    return got === "start" ? void 0 : got;
  }
  /** Back to the pool (`kept` for its owner a while), or retired when `discard`, gone, or the run
   * is over. */
  async release(unit, discard = false, kept) {
    if (discard || this.closed || unit.upstream.gone()) return this.drop(unit);
    this.idle.push(unit);
    if (kept) this.kept.set(unit, kept);
    this.dispatch();
  }
  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    const over = new Error("the run is over: no server is lent any more");
    for (const end of [...this.ends]) end(over);
    await Promise.allSettled([...this.all].map((u) => this.drop(u)));
  }
  /** What `who` may have at once: its own kept process, else — when no lease that queues is
   * ahead of it — a free process, or room to start one (`start`). */
  claim(who, start) {
    if (this.closed) return void 0;
    const own = this.pick(this.ownIndex(who.owner));
    if (own) return own;
    const rank = who.rank ?? Infinity;
    if (this.queue.length && this.queue[0].rank <= rank) return void 0;
    for (; ; ) {
      const i = this.freeIndex();
      if (i < 0) break;
      const unit = this.pick(i);
      if (unit) return unit;
    }
    if (!start || this.count >= this.room) return void 0;
    this.count++;
    return "start";
  }
  /** Until something is given to `who`; out of the queue when its lease is no longer wanted. */
  queued(who, signal) {
    return new Promise((resolve, reject) => {
      const leave = () => {
        signal?.removeEventListener("abort", onAbort);
        this.ends.delete(end);
        const i = this.queue.indexOf(waiter);
        if (i >= 0) this.queue.splice(i, 1);
      };
      const end = (err) => {
        leave();
        reject(err);
      };
      const onAbort = () => {
        end(signal?.reason);
        this.dispatch();
      };
      const waiter = {
        owner: who.owner,
        rank: who.rank ?? Infinity,
        give: (grant) => {
          leave();
          resolve(grant);
        }
      };
      const at = this.queue.findIndex((w) => w.rank > waiter.rank);
      this.queue.splice(at < 0 ? this.queue.length : at, 0, waiter);
      this.ends.add(end);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.dispatch();
    });
  }
  /** The process a grant stands for: started now for `start`. One that came for a lease no
   * longer wanted goes back to the pool. */
  async ready(grant, signal) {
    if (grant !== "start") {
      if (!signal?.aborted) return grant;
      await this.release(grant);
      throw signal.reason;
    }
    return this.start(signal);
  }
  /** A new process, counted already (`count`): given back to the count if it fails to start,
   * retired if the run ended meanwhile. */
  async start(signal) {
    let unit;
    try {
      unit = await this.open(signal);
    } catch (err) {
      this.count--;
      this.dispatch();
      throw err;
    }
    this.all.add(unit);
    if (!this.closed) return unit;
    await this.drop(unit);
    throw new Error("the run is over: no server is lent any more");
  }
  /** Gives what is free to the queue: a kept process to its owner wherever it queues, the rest to
   * the earliest in line; a timer for when the first process kept for another frees. */
  dispatch() {
    if (this.closed) return;
    for (const w of [...this.queue]) {
      const own = this.pick(this.ownIndex(w.owner));
      if (own) w.give(own);
    }
    while (this.queue.length) {
      const i = this.freeIndex();
      if (i >= 0) {
        const unit = this.pick(i);
        if (unit) this.queue[0].give(unit);
        continue;
      }
      if (this.count >= this.room) break;
      this.count++;
      this.queue[0].give("start");
    }
    clearTimeout(this.timer);
    this.timer = void 0;
    const untils = this.idle.flatMap((u) => this.kept.get(u)?.until ?? []);
    if (this.queue.length && untils.length)
      this.timer = setTimeout(
        () => this.dispatch(),
        Math.max(0, Math.min(...untils) - performance.now())
      );
    this.warm();
  }
  /** The idle process kept for `owner` that it gave back last. */
  ownIndex(owner) {
    if (owner === void 0) return -1;
    const now = performance.now();
    for (let i = this.idle.length - 1; i >= 0; i--) {
      const k = this.kept.get(this.idle[i]);
      if (k?.owner === owner && k.until > now) return i;
    }
    return -1;
  }
  /** The process idle longest that is kept for no one now. */
  freeIndex() {
    const now = performance.now();
    return this.idle.findIndex((u) => (this.kept.get(u)?.until ?? 0) <= now);
  }
  /** The idle process at `i`, out of the idle list; none when there is none, or it died (it is
   * then retired in the background). */
  pick(i) {
    if (i < 0) return void 0;
    const [unit] = this.idle.splice(i, 1);
    this.kept.delete(unit);
    if (!unit.upstream.gone()) return unit;
    void this.drop(unit).catch(() => void 0);
    return void 0;
  }
  async drop(unit) {
    if (!this.all.delete(unit)) return;
    this.kept.delete(unit);
    const i = this.idle.indexOf(unit);
    if (i >= 0) this.idle.splice(i, 1);
    try {
      await this.retire(unit);
    } finally {
      this.count--;
      this.dispatch();
    }
  }
};

// src/run/shared-pool.ts
var SharedPool = class {
  constructor(open, retire, size) {
    this.open = open;
    this.retire = retire;
    this.size = size;
  }
  open;
  retire;
  size;
  entries = [];
  /** A process starting, for the lease that found none (or in the background). */
  starting;
  /** A background start failed. */
  refused = false;
  closed = false;
  adopt(unit) {
    this.entries.push({ unit, calls: 0 });
  }
  async lease(signal) {
    signal?.throwIfAborted();
    if (this.closed) throw new Error("the run is over: no server is lent any more");
    this.dropGone();
    const least = this.entries.reduce(
      (a, e) => a && a.calls <= e.calls ? a : e,
      void 0
    );
    if (least) {
      if (least.calls > 0 && !this.starting && !this.refused && this.entries.length < this.size)
        void this.start().catch(() => void (this.refused = true));
      least.calls++;
      return least.unit;
    }
    await (this.starting ?? this.start(signal));
    return this.lease(signal);
  }
  /** A call is over. A process that died is retired; one a cut-short call left busy serves on,
   * since other calls may be running on it. */
  async release(unit) {
    const entry = this.entries.find((e) => e.unit === unit);
    if (entry) entry.calls--;
    this.dropGone();
  }
  async close() {
    this.closed = true;
    await this.starting?.catch(() => void 0);
    const all = this.entries.splice(0);
    await Promise.allSettled(all.map((e) => this.retire(e.unit)));
  }
  start(signal) {
    const starting = this.open(signal).then(async (unit) => {
      if (this.closed) {
        await this.retire(unit);
        throw new Error("the run is over: no server is lent any more");
      }
      this.entries.push({ unit, calls: 0 });
      return unit;
    });
    this.starting = starting;
    const done = () => {
      if (this.starting === starting) this.starting = void 0;
    };
    starting.then(done, done);
    return starting;
  }
  /** Retires the processes that died: no call is lent to them again. */
  dropGone() {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const { unit } = this.entries[i];
      if (!unit.upstream.gone()) continue;
      this.entries.splice(i, 1);
      void this.retire(unit).catch(() => void 0);
    }
  }
};

// src/run/servers.ts
var STATELESS_POOL = 2;
function poolBounds(server, oneAtATime, concurrency) {
  if (oneAtATime) return { size: 1, ceiling: 1 };
  if (server?.pool) return { size: server.pool, ceiling: server.pool };
  if (server?.stateless) return { size: STATELESS_POOL, ceiling: STATELESS_POOL };
  const size = startingSize(concurrency);
  return { size, ceiling: size + concurrency, slots: concurrency };
}
var Servers = class {
  constructor(target, concurrency, log, cancel) {
    this.target = target;
    this.concurrency = concurrency;
    this.log = log;
    this.cancel = cancel;
    if (target.spyPort !== void 0) this.shared = new SpyBackend(target.routes, target.spyPort);
  }
  target;
  concurrency;
  log;
  cancel;
  listed = /* @__PURE__ */ new Map();
  pools = /* @__PURE__ */ new Map();
  /** With `spy.port`, one backend on that port for every process (one scenario at a time). */
  shared;
  backends = /* @__PURE__ */ new Set();
  retiredReceived = 0;
  /** Leases asked for so far: a job's rank in the queue for a process (server-pool.ts). */
  asked = 0;
  /** Requests the spy backends received over the whole run: none means the server is not
   * wired to the spy. */
  get received() {
    let n = this.retiredReceived;
    for (const b of this.backends) n += b.received;
    return n;
  }
  /** The tool list of the server a scenario needs; its first process stays for live leases. */
  tools(scenario) {
    const key = keyOf(scenario);
    let listed = this.listed.get(key);
    if (!listed) {
      listed = this.open(scenario?.server, this.cancel).then((unit) => {
        this.poolOf(key, scenario?.server).adopt(unit);
        return unit.upstream.tools;
      });
      this.listed.set(key, listed);
    }
    return listed;
  }
  /** Where a job runs: a proxy of its own over the process (or the pool, or just the tool list)
   * its mode needs. No process is taken here: a live job takes one at its first call; `idle`
   * lends the job's slot while it waits in line for one, where the job's place is the order in
   * which jobs asked here (the order they started). */
  async lease(scenario, idle) {
    const holding = new Holding(this.asked++);
    const blind = blindSpot(this.target, scenario);
    const stub = this.target.defaultStub;
    const stage = (upstream2) => ({
      proxy: new SpyProxy(upstream2, stub),
      backend: holding,
      ...blind ? { blindSpot: blind } : {}
    });
    const tools = await this.tools(scenario);
    if (scenario.mode === "stub") {
      return { stage: stage(toolsOnly(tools)), release: async () => void 0 };
    }
    const pool = this.poolOf(keyOf(scenario), scenario.server);
    if (pool instanceof SharedPool || this.target.server?.stateless) {
      const upstream2 = pooled(pool, tools, holding, this.target.settleMs, idle);
      return { stage: stage(upstream2), release: async () => void 0 };
    }
    const upstream = held(pool, tools, holding, idle, expectedCalls(scenario) > 0);
    return {
      stage: stage(upstream),
      release: (discard) => upstream.release(discard),
      asleep: upstream.asleep,
      began: upstream.began
    };
  }
  async stop() {
    await Promise.allSettled(this.listed.values());
    await Promise.allSettled([...this.pools.values()].map((p) => p.close()));
    await this.shared?.stop();
  }
  poolOf(key, override) {
    let pool = this.pools.get(key);
    if (!pool) {
      const { server } = this.target;
      const { size, ceiling, slots } = poolBounds(
        server,
        this.shared !== void 0,
        this.concurrency
      );
      const open = (signal) => this.open(override, signal);
      const retire = (unit) => this.retire(unit);
      pool = this.sideBySide(override) ? new SharedPool(open, retire, size) : new Pool(open, retire, size, ceiling, slots);
      this.pools.set(key, pool);
    }
    return pool;
  }
  /** Whether a stateless server's calls may share a process (shared-pool.ts): it cannot reach
   * the spy, and the client declares nothing the server could ask of "the call in flight". */
  sideBySide(override) {
    if (!this.target.server?.stateless) return false;
    if (!blindSpot(this.target, { mode: "live", server: override })) return false;
    const { elicitation, sampling } = serverAsks(this.target.client);
    return !elicitation && !sampling;
  }
  /** A new process behind its own backend (or the shared one). The server's own words (its
   * stderr tail, in a failed start or an exit) may hold a secret it was given: they are
   * redacted before they reach a log line or a row. */
  async open(override, signal) {
    const env = this.target.env ?? process.env;
    const redactor = new Redactor(secretValues(env, passed([this.target.server, override], env)));
    const backend = this.shared ?? new SpyBackend(this.target.routes);
    this.backends.add(backend);
    let upstream;
    try {
      if (this.target.server && !backend.url) await backend.start();
      upstream = await this.connect(
        override,
        backend,
        (m) => this.log?.warn(redactor.redact(m)),
        signal
      );
    } catch (err) {
      await this.retire({ backend });
      if (err instanceof SetupError)
        throw new SetupError(redactor.redact(err.message), err.problems);
      throw err;
    }
    const gone = upstream.gone.bind(upstream);
    return {
      backend,
      upstream: Object.assign(upstream, {
        gone: () => {
          const why = gone();
          return why && redactor.redact(why);
        }
      })
    };
  }
  async retire(unit) {
    await unit.upstream?.close().catch(() => void 0);
    if (unit.backend === this.shared) return;
    this.retiredReceived += unit.backend.received;
    this.backends.delete(unit.backend);
    await unit.backend.stop();
  }
  connect(override, backend, warn, signal) {
    const { server, catalog, dir } = this.target;
    if (!server && catalog) return loadCatalog(catalog);
    if (override && server?.url) {
      return Promise.reject(
        new SetupError(
          "A scenario `server` override needs a server started by `server.command`, not `server.url`"
        )
      );
    }
    const merged = {
      ...server,
      args: override?.args ?? server?.args,
      env: { ...server?.env, ...override?.env }
    };
    return connect(merged, {
      dir,
      spyUrl: backend.url,
      env: this.target.env,
      warn,
      signal,
      cancel: this.cancel,
      client: this.target.client
    });
  }
};
var keyOf = (scenario) => scenario?.server ? JSON.stringify(scenario.server) : "";
function passed(written, env) {
  return [...JSON.stringify(written).matchAll(SERVER_PLACEHOLDER)].flatMap((m) => {
    const p = parsePlaceholder(m[1]);
    return p?.kind === "env" && env[p.name] ? [env[p.name]] : [];
  });
}

export {
  didYouMean,
  NOTHING_RECEIVED,
  blindGates,
  prepare,
  requireTarget,
  checkToolNames,
  loadScript,
  Servers
};
