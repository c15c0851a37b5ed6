import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  definitionHash,
  selectionHash,
  shardNotice,
  sliceScenarios
} from "./chunk-EL6UR6WM.js";
import {
  sumUsage
} from "./chunk-KQCSDRWO.js";
import {
  Redactor,
  secretValues
} from "./chunk-2YOR6PKX.js";
import {
  emptyTranscript
} from "./chunk-UN5CFZP4.js";
import {
  DEFAULTS,
  configSchema,
  formatPath,
  fromTieredThresholds,
  isProblem,
  matchArgs,
  parseSource,
  printable,
  readSource,
  thresholdsSchema,
  zodProblems
} from "./chunk-HTRVLYZT.js";
import {
  REQUEST_GATES,
  TIERS
} from "./chunk-QY5YS7RX.js";
import {
  cutAnswer,
  cutMessageId
} from "./chunk-VRERM77Z.js";
import {
  SetupError,
  errorMessage
} from "./chunk-OS4E2PKW.js";

// src/run/prepare.ts
import path2 from "node:path";

// src/corpus/config.ts
import path from "node:path";

// src/model/placeholders.ts
var SERVER_PLACEHOLDER = /\$\{([^}]*)\}/g;
var ENV = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;
function parsePlaceholder(inner) {
  if (inner === "spy.url" || inner === "spy.port") return { kind: inner };
  const env = ENV.exec(inner);
  return env ? { kind: "env", name: env[1] } : void 0;
}
function fillServerText(text, values) {
  return text.replace(SERVER_PLACEHOLDER, (whole, inner) => {
    const p = parsePlaceholder(inner);
    if (!p) throw new Error(`unknown placeholder ${whole}`);
    if (p.kind === "spy.url") return values.spyUrl;
    if (p.kind === "spy.port") return new URL(values.spyUrl).port;
    const value = values.env[p.name];
    if (value === void 0) throw new Error(`${whole}: ${p.name} is not set in the environment`);
    return value;
  });
}

// src/corpus/config.ts
async function loadConfig(file, cwd) {
  if (!file) return { dir: cwd };
  const full = path.resolve(cwd, file);
  const source = await readSource(full, path.relative(cwd, full) || file);
  if (isProblem(source)) throw new SetupError(`Cannot load the config ${file}`, [source]);
  const parsed = configSchema.safeParse(source.data ?? {});
  if (!parsed.success) {
    throw new SetupError(`The config ${file} is not valid`, zodProblems(parsed.error, source));
  }
  const problems = placeholderProblems(parsed.data.server, source);
  if (problems.length) throw new SetupError(`The config ${file} is not valid`, problems);
  return {
    ...parsed.data,
    file: full,
    dir: path.dirname(full),
    locate: (at, text) => where(source, at, text)
  };
}
function envPlaceholders(config) {
  return serverStrings(config.server).flatMap(
    ([at, text]) => [...text.matchAll(SERVER_PLACEHOLDER)].flatMap((m) => {
      const p = parsePlaceholder(m[1]);
      return p?.kind === "env" ? [{ name: p.name, at, written: m[0] }] : [];
    })
  );
}
function missingEnv(config, env) {
  return envPlaceholders(config).filter((p) => env[p.name] === void 0).map((p) => ({
    ...config.locate?.(p.at, p.written) ?? { file: config.file ?? "config" },
    field: formatPath(p.at),
    message: printable(`${p.written}: the environment variable ${p.name} is not set`)
  }));
}
function passedValues(config, env) {
  return envPlaceholders(config).flatMap((p) => env[p.name] ?? []);
}
function serverStrings(server) {
  if (!server) return [];
  const out = [];
  const one = (key, v) => v !== void 0 && out.push([["server", key], v]);
  const map = (key, o) => Object.entries(o ?? {}).forEach(([k, v]) => out.push([["server", key, k], v]));
  one("command", server.command);
  server.args?.forEach((v, i) => out.push([["server", "args", i], v]));
  map("env", server.env);
  one("url", server.url);
  one("cwd", server.cwd);
  map("headers", server.headers);
  return out;
}
function placeholderProblems(server, source) {
  return serverStrings(server).flatMap(
    ([at, text]) => [...text.matchAll(SERVER_PLACEHOLDER)].filter((m) => !parsePlaceholder(m[1])).map((m) => ({
      ...where(source, at, m[0]),
      field: formatPath(at),
      message: printable(
        `unknown placeholder ${m[0]}: use \${spy.url}, \${spy.port} or \${env:NAME}`
      )
    }))
  );
}
function where(source, at, text) {
  const line = source.lineOf(at);
  const col = source.text?.split("\n")[line - 1]?.indexOf(text) ?? -1;
  return { file: source.file, line, ...col >= 0 ? { column: col + 1 } : {} };
}
async function parseThresholds(text, cwd) {
  const trimmed = text.trim();
  const looksInline = /^[{]|:/.test(trimmed);
  const source = looksInline ? parseSource(trimmed, "thresholds") : await readSource(path.resolve(cwd, trimmed), trimmed);
  if (isProblem(source)) throw new SetupError("Cannot read thresholds", [source]);
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) {
    const problems = zodProblems(parsed.error, source);
    throw new SetupError("The thresholds are not valid", problems);
  }
  return parsed.data;
}

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
    const where2 = opts.corpus?.length ? ` (corpus: ${opts.corpus.join(", ")})` : "";
    throw new SetupError(`The corpus has no scenario${where2}: nothing to run`);
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
  const more = ranked.length > SHOWN ? `, \u2026 (${ranked.length - SHOWN} more)` : "";
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
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row2 = [i];
    for (let j = 1; j <= b.length; j++) {
      row2[j] = Math.min(prev[j] + 1, row2[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row2;
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

// src/run/prepare.ts
async function prepare(opts, keepProblems = false, onTarget) {
  const env = opts.env ?? process.env;
  const config = await loadConfig(opts.config, opts.cwd);
  opts.log.secrets?.(passedValues(config, env));
  const unset = missingEnv(config, env);
  if (unset.length) {
    throw new SetupError("The server config passes environment variables that are not set", unset);
  }
  const server = serverFrom(config, opts);
  const target = {
    server,
    catalog: config.catalog && path2.resolve(config.dir, config.catalog),
    routes: config.spy?.routes ?? [],
    dir: config.dir,
    defaultStub: config.default_stub,
    env,
    ...config.spy?.port !== void 0 ? { spyPort: config.spy.port } : {}
  };
  const concurrency = config.spy?.port !== void 0 ? 1 : opts.concurrency ?? config.concurrency ?? DEFAULTS.concurrency;
  if (target.server || target.catalog) await onTarget?.(target, concurrency);
  const { loadConfiguredCorpus } = await import("./configured-D5V5PSXU.js");
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
    partial: corpus.problems.length > 0
  });
  const notices = corpus.notices;
  const scenarios = opts.shard ? sliceScenarios(selected, opts.shard) : selected;
  const shard = opts.shard && {
    ...opts.shard,
    selected: selected.length,
    selection: selectionHash(selected)
  };
  if (opts.shard) notices.push(shardNotice(opts.shard, scenarios.length, selected.length));
  const refuse = (picked, field, summary, what) => {
    if (!picked.length) return;
    throw new SetupError(
      summary,
      picked.map((s) => ({
        file: s.origin.file,
        line: s.origin.line,
        field,
        message: `scenario "${s.id}" ${what}`
      }))
    );
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
    // A flag beats the config, which beats a thresholds.yaml that came with the corpus.
    thresholds: opts.thresholds ? await parseThresholds(opts.thresholds, opts.cwd) : config.thresholds ?? corpus.thresholds?.thresholds,
    notices,
    problems: corpus.problems,
    secrets: passedValues(config, env),
    concurrency,
    timeout: opts.timeout ?? config.timeout ?? DEFAULTS.timeout
  };
}
function serverFrom(config, opts) {
  if (opts.serverUrl)
    return { ...config.server, command: void 0, args: void 0, url: opts.serverUrl };
  if (opts.serverCommand) {
    const [command, ...args] = splitCommand(opts.serverCommand);
    return { ...config.server, url: void 0, command, args };
  }
  return config.server;
}
function splitCommand(line) {
  const words = line.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  return words.map((w) => w.replace(/^(["'])(.*)\1$/, "$2"));
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
    const tools = new Set((await servers.tools(s)).map((t) => t.name));
    const missing = (p, tool) => {
      if (tools.has(tool)) return;
      const where2 = s.origin.locate?.(p);
      problems.push({
        file: s.origin.file,
        line: where2?.line ?? s.origin.line,
        field: where2?.field ?? p.join("."),
        message: `tool "${tool}" is not in the server's tools/list${s.server ? " (with this scenario's server overrides)" : ""}`
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
  mode = "live";
  steps = [];
  used = /* @__PURE__ */ new Set();
  /** Bumped per scenario: a call still running when its scenario timed out is not logged. */
  epoch = 0;
  pending = /* @__PURE__ */ new Set();
  names;
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
  /** Starts a scenario: a fresh call log, answered in `mode`. */
  begin(mode) {
    this.calls = [];
    this.pending.clear();
    this.epoch++;
    this.mode = mode;
    this.expect([]);
  }
  /** The expected steps of the current turn, whose stubs answer matching calls. */
  expect(steps) {
    this.steps = steps;
    this.used = /* @__PURE__ */ new Set();
  }
  async call(turn, tool, args, signal) {
    const started = performance.now();
    const epoch = this.epoch;
    const entry = { turn, tool, args, stubbed: false, durationMs: 0 };
    this.pending.add(entry);
    this.calls.push(entry);
    const record = (outcome, stubbed) => {
      this.pending.delete(entry);
      if (epoch !== this.epoch) return outcome;
      Object.assign(entry, outcome.isError ? { error: outcome.text } : { result: outcome.text }, {
        stubbed,
        durationMs: performance.now() - started
      });
      return outcome;
    };
    if (!this.names.has(tool)) {
      return record({ text: `Unknown tool: ${tool}`, isError: true }, false);
    }
    if (this.mode === "stub") return record(this.stub(tool, args), true);
    try {
      return record(await this.upstream.call(tool, args, signal), false);
    } catch (err) {
      const gone = this.upstream.gone();
      if (gone) {
        this.pending.delete(entry);
        this.calls = this.calls.filter((c) => c !== entry);
        throw new ServerGoneError(gone);
      }
      const text = errorMessage(err);
      return record({ text, isError: true }, false);
    }
  }
  /** Records a call the model asked for that was not run (e.g. past `max_steps`). */
  notRun(turn, tool, args, reason) {
    this.calls.push({
      turn,
      tool,
      args,
      error: `not run: ${reason}`,
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
      (c) => this.pending.has(c) ? { ...c, error: "no answer before the scenario ended" } : c
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

// src/mcp/upstream.ts
import path3 from "node:path";

// src/mcp/child.ts
import { spawn } from "node:child_process";

// src/mcp/group.ts
function killGroup(pid, signal) {
  if (pid === void 0 || pid <= 0) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

// src/mcp/lines.ts
var TAIL_BYTES = 4096;
var LineSplitter = class {
  constructor(cap, onLine, onLongLine) {
    this.cap = cap;
    this.onLine = onLine;
    this.onLongLine = onLongLine;
  }
  cap;
  onLine;
  onLongLine;
  chunks = [];
  size = 0;
  tail = Buffer.alloc(0);
  push(chunk) {
    let start = 0;
    for (; ; ) {
      const end = chunk.indexOf(10, start);
      this.add(end === -1 ? chunk.subarray(start) : chunk.subarray(start, end));
      if (end === -1) return;
      this.finish();
      start = end + 1;
    }
  }
  add(piece) {
    if (piece.length === 0) return;
    const room = Math.max(0, this.cap - this.size);
    if (room > 0) this.chunks.push(piece.subarray(0, room));
    if (piece.length > room) {
      const over = piece.subarray(room);
      this.tail = Buffer.from(
        over.length >= TAIL_BYTES ? over.subarray(-TAIL_BYTES) : Buffer.concat([this.tail, over]).subarray(-TAIL_BYTES)
      );
    }
    this.size += piece.length;
  }
  finish() {
    const head = Buffer.concat(this.chunks);
    const { size, tail } = this;
    this.chunks = [];
    this.size = 0;
    this.tail = Buffer.alloc(0);
    if (size > this.cap) this.onLongLine({ bytes: size, head, tail });
    else if (size > 0) this.onLine(head.toString("utf8").replace(/\r$/, ""));
  }
};

// src/mcp/child.ts
var STDERR_LINES = 20;
var STDERR_LINE_CHARS = 2e3;
var DEFAULT_MESSAGE_BYTES = 16 * 1024 * 1024;
var ChildProcessTransport = class {
  constructor(spec) {
    this.spec = spec;
    this.lines = new LineSplitter(
      spec.maxMessageBytes ?? DEFAULT_MESSAGE_BYTES,
      (line) => this.receive(line),
      (line) => this.receiveLong(line)
    );
  }
  spec;
  onclose;
  onerror;
  onmessage;
  exitCode = null;
  signal = null;
  /** Set when the command could not be started at all (not found, not executable). */
  spawnError;
  child;
  lines;
  stderr = [];
  partial = "";
  /** Requests sent and not yet answered, by id: their method. */
  waiting = /* @__PURE__ */ new Map();
  started;
  schema;
  /** Spawns the server, once: connect() spawns it before the SDK's client is loaded, and the
   * client's connect() then finds it started. */
  start() {
    return this.started ??= this.launch();
  }
  async launch() {
    await this.spawn();
    this.schema = (await import("./types-QKOWCLME.js")).JSONRPCMessageSchema;
    this.child?.stdout?.on("data", (chunk) => this.lines.push(chunk));
  }
  spawn() {
    return new Promise((resolve, reject) => {
      const child = spawn(this.spec.command, this.spec.args, {
        env: this.spec.env,
        cwd: this.spec.cwd,
        stdio: ["pipe", "pipe", "pipe"],
        // Its own process group: what it starts goes with it (group.ts).
        detached: true
      });
      this.child = child;
      child.once("error", (err) => {
        if (child.pid === void 0) this.spawnError = err;
        reject(err);
        this.onerror?.(err);
      });
      child.once("spawn", () => resolve());
      child.once("exit", (code, signal) => {
        killGroup(child.pid, "SIGKILL");
        this.exitCode = code;
        this.signal = signal;
        this.onclose?.();
      });
      child.stderr?.setEncoding("utf8");
      child.stderr?.on("data", (text) => this.keepStderr(text));
      child.stdin?.on("error", (err) => this.onerror?.(err));
    });
  }
  send(message) {
    if ("method" in message) {
      if ("id" in message) this.waiting.set(message.id, message.method);
      else if (message.method === "notifications/cancelled")
        this.waiting.delete(message.params.requestId);
    }
    return new Promise((resolve) => {
      const stdin = this.child?.stdin;
      if (!stdin || stdin.destroyed) return resolve();
      if (stdin.write(`${JSON.stringify(message)}
`)) resolve();
      else stdin.once("drain", resolve);
    });
  }
  /** True while the server process runs. */
  get running() {
    return this.child?.pid !== void 0 && this.exitCode === null && this.signal === null;
  }
  async close() {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once("exit", () => resolve()));
    child.stdin?.end();
    const kill = (signal) => killGroup(child.pid, signal) || child.kill(signal);
    const timer = setTimeout(() => kill("SIGTERM"), 500);
    const hard = setTimeout(() => kill("SIGKILL"), 1e3);
    const giveUp = new Promise((resolve) => setTimeout(resolve, 1500).unref());
    await Promise.race([exited, giveUp]);
    clearTimeout(timer);
    clearTimeout(hard);
  }
  /** Why the server is gone: its exit code and the last lines of its stderr. */
  describeExit() {
    const how = this.spawnError ? `could not be started: ${this.spawnError.message}` : this.exitCode !== null ? `exited with code ${this.exitCode}` : this.signal ? `was killed by ${this.signal}` : "is not running";
    const tail = this.stderrTail();
    return how + (tail.length ? `; the last lines of its stderr:
    ${tail.join("\n    ")}` : "");
  }
  /** Resolves once the server's stderr is read to its end (or after `ms`): its last words may
   * come after its exit. */
  stderrRead(ms = 500) {
    const stderr = this.child?.stderr;
    if (!stderr || stderr.readableEnded || stderr.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      stderr.once("close", () => (clearTimeout(timer), resolve()));
    });
  }
  /** The last lines the server wrote to stderr. */
  stderrTail() {
    return this.partial ? [...this.stderr, this.partial] : this.stderr;
  }
  receive(line) {
    let message;
    try {
      message = this.schema.parse(JSON.parse(line));
    } catch {
      this.spec.onNoise?.(line);
      return;
    }
    if (!("method" in message) && "id" in message && message.id !== void 0)
      this.waiting.delete(message.id);
    this.deliver(message);
  }
  /** A message too long to hold: the request it answers gets an answer made from its head. */
  receiveLong(line) {
    const id = cutMessageId(line, this.waiting);
    const method = id === void 0 ? void 0 : this.waiting.get(id);
    if (id === void 0 || method === void 0) {
      this.spec.onNoise?.(`a message of ${line.bytes} bytes that answers no waiting request`);
      return;
    }
    this.waiting.delete(id);
    this.deliver(cutAnswer(line, id, method));
  }
  deliver(message) {
    try {
      this.onmessage?.(message);
    } catch (err) {
      this.onerror?.(err);
    }
  }
  keepStderr(text) {
    const lines = (this.partial + text).split(/\r?\n/);
    this.partial = clip(lines.pop() ?? "");
    this.stderr.push(...lines.slice(-STDERR_LINES).map(clip));
    if (this.stderr.length > STDERR_LINES) this.stderr = this.stderr.slice(-STDERR_LINES);
  }
};
var clip = (line) => line.length > STDERR_LINE_CHARS ? `${line.slice(0, STDERR_LINE_CHARS)} \u2026` : line;

// src/mcp/loopback.ts
import { isIP } from "node:net";
function isLoopback(hostname) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  if (isIP(host) === 6) return host === "::1" || host === "0:0:0:0:0:0:0:1";
  return false;
}

// src/mcp/validator.ts
var LazySchemaValidator = class {
  real;
  loading;
  wanted = false;
  getValidator(schema) {
    this.wanted = true;
    let compiled;
    return (input) => {
      if (!this.real) throw new Error("the output schema validator is not loaded");
      compiled ??= this.real.getValidator(schema);
      return compiled(input);
    };
  }
  /** Resolves once a call's result can be checked: at once when no tool has an output schema. */
  ready() {
    if (!this.wanted) return Promise.resolve();
    this.loading ??= import("./ajv-provider-HCIAQXCW.js").then(
      ({ AjvJsonSchemaValidator }) => {
        this.real = new AjvJsonSchemaValidator();
      }
    );
    return this.loading;
  }
};

// src/mcp/upstream.ts
var loadCatalog = async (file) => (await import("./catalog-E5Z7CZ4V.js")).loadCatalog(file);
async function clientSide() {
  const [{ Client }, { live, isTimeout }] = await Promise.all([
    import("./client-3JTAINH2.js"),
    import("./live-Y7MMOW3Y.js")
  ]);
  const validator = new LazySchemaValidator();
  const client = new Client(
    { name: "mcp-eval", version: "0.1.0" },
    { jsonSchemaValidator: validator }
  );
  return { client, validator, live, isTimeout };
}
var INHERITED_ENV_VARS = process.platform === "win32" ? [
  "APPDATA",
  "HOMEDRIVE",
  "HOMEPATH",
  "LOCALAPPDATA",
  "PATH",
  "PROCESSOR_ARCHITECTURE",
  "SYSTEMDRIVE",
  "SYSTEMROOT",
  "TEMP",
  "USERNAME",
  "USERPROFILE",
  "PROGRAMFILES"
] : ["HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"];
function inherited(env) {
  const out = {};
  for (const key of INHERITED_ENV_VARS) {
    const value = env[key];
    if (value !== void 0 && !value.startsWith("()")) out[key] = value;
  }
  return out;
}
async function connect(written, opts) {
  const server = fillServer(written, { spyUrl: opts.spyUrl, env: opts.env ?? process.env });
  const timeout = (server.startup_timeout ?? DEFAULTS.startupTimeout) * 1e3;
  const limits = {
    timeout,
    resultBytes: server.max_result_bytes ?? DEFAULTS.maxResultBytes
  };
  if (server.url) {
    const url = new URL(server.url);
    if (!isLoopback(url.hostname) && !server.allow_remote) {
      throw new SetupError(
        `Refusing to reach the MCP server at ${url.origin}: not a loopback address. Set \`server.allow_remote: true\` to allow it.`
      );
    }
    const [{ StreamableHTTPClientTransport }, { client: client2, validator: validator2, live: live2 }] = await Promise.all([
      import("./streamableHttp-ISKNYBXL.js"),
      clientSide()
    ]);
    const transport2 = new StreamableHTTPClientTransport(url, {
      requestInit: { headers: server.headers }
    });
    try {
      await client2.connect(transport2, { timeout });
    } catch (err) {
      throw new SetupError(
        `The MCP server at ${written.url} did not answer initialize: ${errorMessage(err)}`
      );
    }
    const end = () => transport2.terminateSession().catch(() => void 0);
    try {
      return await live2(client2, `The MCP server at ${written.url}`, limits, { end, validator: validator2 });
    } catch (err) {
      await end();
      await client2.close().catch(() => void 0);
      throw err;
    }
  }
  if (!server.command)
    throw new SetupError("The config names no server (`server.command` or `server.url`)");
  const name = `The MCP server \`${commandLine(written)}\``;
  let noisy = false;
  const transport = new ChildProcessTransport({
    command: server.command,
    args: server.args ?? [],
    env: { ...inherited(opts.env ?? process.env), ...server.env },
    cwd: path3.resolve(opts.dir, server.cwd ?? "."),
    // Room for a result at the limit even when JSON escapes double it; past this, cut unread.
    maxMessageBytes: Math.max(DEFAULT_MESSAGE_BYTES, 4 * limits.resultBytes),
    onNoise: (line) => {
      if (noisy) return;
      noisy = true;
      opts.warn?.(
        `${name} wrote a line to stdout that is not JSON-RPC (skipped; logs belong on stderr): ${line.slice(0, 200)}`
      );
    }
  });
  transport.start().catch(() => void 0);
  const { client, validator, live, isTimeout } = await clientSide().catch(async (err) => {
    await transport.close();
    throw err;
  });
  try {
    await client.connect(transport, { timeout });
  } catch (err) {
    const hung = transport.running;
    await transport.close().catch(() => void 0);
    const why = !hung ? (await transport.stderrRead(), transport.describeExit()) : isTimeout(err) ? `did not answer initialize within ${timeout / 1e3} s (server.startup_timeout)` : `did not answer initialize (${errorMessage(err)})`;
    throw new SetupError(`${name} ${why}`);
  }
  const gone = () => transport.running ? void 0 : `${name} ${transport.describeExit()}`;
  try {
    const settle = () => transport.running ? Promise.resolve() : transport.stderrRead();
    return await live(client, name, limits, { gone, settle, validator });
  } catch (err) {
    await transport.close().catch(() => void 0);
    throw err;
  }
}
var commandLine = (server) => [server.command, ...server.args ?? []].join(" ");
function fillServer(server, values) {
  const fill = (s) => {
    try {
      return fillServerText(s, values);
    } catch (err) {
      throw new SetupError(`The server config: ${errorMessage(err)}`);
    }
  };
  const each = (o) => o && Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fill(v)]));
  return {
    ...server,
    command: server.command && fill(server.command),
    args: server.args?.map(fill),
    env: each(server.env),
    url: server.url && fill(server.url),
    cwd: server.cwd && fill(server.cwd),
    headers: each(server.headers)
  };
}

// src/spy/backend.ts
import { createRequire } from "node:module";

// src/match/request.ts
var cache = /* @__PURE__ */ new Map();
function pathRegex(pattern) {
  let re = cache.get(pattern);
  if (!re) {
    const body = pattern.split(/(\*\*|\*)/).map(
      (part) => part === "**" ? ".*" : part === "*" ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    ).join("");
    re = new RegExp(`^${body}/?$`);
    cache.set(pattern, re);
  }
  return re;
}
function matchesRequest(p, req) {
  if (p.method && p.method.toUpperCase() !== req.method.toUpperCase()) return false;
  return p.path === void 0 || pathRegex(p.path).test(req.path);
}
function describePattern(p) {
  return `${p.method?.toUpperCase() ?? "any method"} ${p.path ?? "(any path)"}`;
}

// src/spy/backend.ts
var { createServer } = createRequire(import.meta.url)("node:http");
var SpyBackend = class {
  /** `port`: a fixed loopback port (config `spy.port`); an ephemeral one otherwise. */
  constructor(routes, port = 0) {
    this.routes = routes;
    this.port = port;
  }
  routes;
  port;
  server;
  log = [];
  /** The scenario's own routes, tried before the config's. */
  scenarioRoutes = [];
  /** Requests over the whole run: none at all means the server is not wired to the spy. */
  received = 0;
  url = "";
  async start() {
    const server = createServer((req, res) => {
      void readBody(req).then(async (body) => {
        const url = new URL(req.url ?? "/", "http://spy");
        const method = req.method ?? "GET";
        const route = [...this.scenarioRoutes, ...this.routes].find(
          (r) => matchesRequest(r, { method, path: url.pathname })
        );
        this.received++;
        const status = route ? route.status ?? DEFAULTS.routeStatus : 404;
        this.log.push({
          method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          ...body === void 0 ? {} : { body },
          status,
          ...route ? {} : { unrouted: true },
          at: Date.now()
        });
        const payload = route ? route.text ?? JSON.stringify(route.json ?? null) : JSON.stringify({ error: "no spy route", method, path: url.pathname });
        if (route?.delay) await this.wait(route.delay);
        if (res.destroyed) return;
        const type = route?.text !== void 0 ? "text/plain" : "application/json";
        res.writeHead(status, { "content-type": type, ...route?.headers });
        res.end(payload);
      });
    });
    this.server = server;
    await new Promise((resolve, reject) => {
      server.once(
        "error",
        (err) => reject(
          this.port && err.code === "EADDRINUSE" ? new SetupError(`spy.port ${this.port} is in use on 127.0.0.1: choose another port`) : err
        )
      );
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.url = `http://127.0.0.1:${server.address().port}`;
    return this.url;
  }
  /** Starts a scenario: an empty log, and its own routes before the config's. */
  begin(routes = []) {
    this.scenarioRoutes = routes;
    this.log = [];
  }
  /** The requests since the scenario began. */
  take() {
    const log = this.log;
    this.log = [];
    return log;
  }
  /** A slow route's delay; stop() cuts every one short, so no timer outlives the run. */
  waits = /* @__PURE__ */ new Set();
  wait(ms) {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waits.add(done);
    });
  }
  async stop() {
    for (const done of [...this.waits]) done();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve()));
  }
};
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  if (chunks.length === 0) return void 0;
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// src/run/leases.ts
var CallLog = class {
  routes = [];
  log = [];
  begin(routes = []) {
    this.routes = routes;
    this.log = [];
  }
  add(requests) {
    this.log.push(...requests);
  }
  take() {
    const log = this.log;
    this.log = [];
    return log;
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
function pooled(pool, tools, log) {
  let lost;
  return {
    tools,
    live: true,
    async call(tool, args, signal) {
      const unit = await pool.lease(signal);
      unit.backend.begin(log.routes);
      try {
        return await unit.upstream.call(tool, args, signal);
      } catch (err) {
        lost = unit.upstream.gone() ?? lost;
        throw err;
      } finally {
        log.add(unit.backend.take());
        void pool.release(unit, signal.aborted).catch(() => void 0);
      }
    },
    gone: () => lost,
    close: async () => void 0
  };
}

// src/run/server-pool.ts
var Pool = class {
  constructor(open, retire, size) {
    this.open = open;
    this.retire = retire;
    this.size = size;
  }
  open;
  retire;
  size;
  idle = [];
  all = /* @__PURE__ */ new Set();
  /** Processes running or starting. */
  count = 0;
  waiting = [];
  closed = false;
  /** A process started elsewhere (the one that listed the tools), lent first. */
  adopt(unit) {
    this.count++;
    this.all.add(unit);
    this.idle.push(unit);
  }
  async lease(signal) {
    for (; ; ) {
      signal?.throwIfAborted();
      if (this.closed) throw new Error("the run is over: no server is lent any more");
      const unit = this.idle.pop();
      if (unit) {
        if (!unit.upstream.gone()) return unit;
        await this.drop(unit);
        continue;
      }
      if (this.count < this.size) {
        this.count++;
        try {
          const opened = await this.open();
          this.all.add(opened);
          return opened;
        } catch (err) {
          this.count--;
          this.wake();
          throw err;
        }
      }
      await this.turn(signal);
    }
  }
  /** Back to the pool, or retired when `discard`, gone, or the run is over. */
  async release(unit, discard = false) {
    if (discard || this.closed || unit.upstream.gone()) await this.drop(unit);
    else {
      this.idle.push(unit);
      this.wake();
    }
  }
  async close() {
    this.closed = true;
    await Promise.allSettled([...this.all].map((u) => this.drop(u)));
  }
  async drop(unit) {
    if (!this.all.delete(unit)) return;
    const i = this.idle.indexOf(unit);
    if (i >= 0) this.idle.splice(i, 1);
    try {
      await this.retire(unit);
    } finally {
      this.count--;
      this.wake();
    }
  }
  wake() {
    this.waiting.shift()?.();
  }
  /** Until a process is free, or the lease is no longer wanted. */
  turn(signal) {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiting.indexOf(go);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason);
      };
      const go = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      this.waiting.push(go);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
};

// src/run/servers.ts
var STATELESS_POOL = 2;
var Servers = class {
  constructor(target, concurrency, log) {
    this.target = target;
    this.concurrency = concurrency;
    this.log = log;
    if (target.spyPort !== void 0) this.shared = new SpyBackend(target.routes, target.spyPort);
  }
  target;
  concurrency;
  log;
  listed = /* @__PURE__ */ new Map();
  pools = /* @__PURE__ */ new Map();
  /** With `spy.port`, one backend on that port for every process (one scenario at a time). */
  shared;
  backends = /* @__PURE__ */ new Set();
  retiredReceived = 0;
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
      listed = this.open(scenario?.server).then((unit) => {
        this.poolOf(key, scenario?.server).adopt(unit);
        return unit.upstream.tools;
      });
      this.listed.set(key, listed);
    }
    return listed;
  }
  /** Where a job runs: a proxy of its own over the process (or the pool, or just the tool list)
   * its mode needs. */
  async lease(scenario, signal) {
    const blind = blindSpot(this.target, scenario);
    const stub = this.target.defaultStub;
    const stage = (upstream, backend) => ({
      proxy: new SpyProxy(upstream, stub),
      backend,
      ...blind ? { blindSpot: blind } : {}
    });
    const tools = await this.tools(scenario);
    if (scenario.mode === "stub") {
      return { stage: stage(toolsOnly(tools), new CallLog()), release: async () => void 0 };
    }
    const pool = this.poolOf(keyOf(scenario), scenario.server);
    if (this.target.server?.stateless) {
      const log = new CallLog();
      return { stage: stage(pooled(pool, tools, log), log), release: async () => void 0 };
    }
    const unit = await pool.lease(signal);
    return {
      stage: stage(unit.upstream, unit.backend),
      release: (discard = false) => pool.release(unit, discard)
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
      const size = this.shared !== void 0 ? 1 : server?.pool ?? (server?.stateless ? STATELESS_POOL : this.concurrency);
      pool = new Pool(
        () => this.open(override),
        (unit) => this.retire(unit),
        size
      );
      this.pools.set(key, pool);
    }
    return pool;
  }
  /** A new process behind its own backend (or the shared one). The server's own words (its
   * stderr tail, in a failed start or an exit) may hold a secret it was given: they are
   * redacted before they reach a log line or a row. */
  async open(override) {
    const env = this.target.env ?? process.env;
    const redactor = new Redactor(secretValues(env, passed([this.target.server, override], env)));
    const backend = this.shared ?? new SpyBackend(this.target.routes);
    this.backends.add(backend);
    let upstream;
    try {
      if (this.target.server && !backend.url) await backend.start();
      upstream = await this.connect(override, backend, (m) => this.log?.warn(redactor.redact(m)));
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
  connect(override, backend, warn) {
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
    return connect(merged, { dir, spyUrl: backend.url, env: this.target.env, warn });
  }
};
var keyOf = (scenario) => scenario?.server ? JSON.stringify(scenario.server) : "";
function passed(written, env) {
  return [...JSON.stringify(written).matchAll(SERVER_PLACEHOLDER)].flatMap((m) => {
    const p = parsePlaceholder(m[1]);
    return p?.kind === "env" && env[p.name] ? [env[p.name]] : [];
  });
}

// src/run/cancel.ts
import { setMaxListeners } from "node:events";

// src/report/row.ts
function row(key, t, hooks, v, attempts) {
  const { scenario: s, provider } = key;
  const checks = v.checks ?? [];
  return {
    scenario: s.id,
    file: s.origin.file,
    line: s.origin.line,
    provider: provider.id,
    model: provider.model,
    repetition: key.repetition,
    definition: definitionHash(s),
    status: v.status,
    reason: v.reason,
    tier: s.tier,
    ...s.category ? { category: s.category } : {},
    tags: s.tags,
    mode: s.mode,
    checks,
    observations: v.observations ?? [],
    turns: t.turns,
    calls: t.calls,
    requests: t.requests,
    hooks,
    usage: t.usage,
    latencyMs: Math.round(t.latencyMs),
    attempts,
    ...grading(checks),
    ...t.judgements?.some((j) => j.usage) ? { judgeUsage: sumUsage(t.judgements.flatMap((j) => j.usage ?? [])) } : {}
  };
}
function grading(checks) {
  const graded = checks.filter((c) => c.gradedBy);
  if (!graded.length) return {};
  const judges = [...new Set(graded.flatMap((c) => c.judge ? [c.judge] : []))];
  const baseline = graded.some((c) => c.gradedBy === "baseline");
  if (!judges.length) return { grading: "baseline" };
  return { grading: `judge:${judges.join(",")}${baseline ? "+baseline" : ""}` };
}

// src/run/cancel.ts
var GRACE_SECONDS = 10;
var ACTION_GRACE_SECONDS = 4;
function stopOf(request, graceSeconds = GRACE_SECONDS) {
  const running = new AbortController();
  setMaxListeners(0, running.signal);
  let at;
  let cut = false;
  let timer;
  const first = request && AbortSignal.any([request.signal, ...request.now ? [request.now] : []]);
  const starting = first ?? new AbortController().signal;
  setMaxListeners(0, starting);
  const why = () => {
    for (const s of [request?.signal, request?.now])
      if (s?.aborted) return String(s.reason ?? "cancel");
    return void 0;
  };
  const onCancel = () => {
    if (at) return;
    at = (/* @__PURE__ */ new Date()).toISOString();
    timer = setTimeout(() => running.abort(why()), graceSeconds * 1e3);
  };
  const onNow = () => {
    if (!at) onCancel();
    cut = true;
    clearTimeout(timer);
    running.abort(why());
  };
  if (first?.aborted) onCancel();
  else first?.addEventListener("abort", onCancel, { once: true });
  if (request?.now?.aborted) onNow();
  else request?.now?.addEventListener("abort", onNow, { once: true });
  return {
    starting,
    running: running.signal,
    why,
    at: () => at,
    runningReason: () => `cancelled by ${why()}: still running when ${cut ? "a second signal ended the grace period" : `the ${graceSeconds} s grace period ended`}`,
    dispose: () => {
      clearTimeout(timer);
      first?.removeEventListener("abort", onCancel);
      request?.now?.removeEventListener("abort", onNow);
    }
  };
}
function notStarted(job, stop) {
  return row(
    job,
    emptyTranscript(),
    [],
    { status: "cancelled", reason: `not started: cancelled by ${stop.why()}` },
    0
  );
}
function cancelNotice(stop, rows) {
  const signal = stop.why();
  if (!signal) return void 0;
  const at = stop.at() ?? (/* @__PURE__ */ new Date()).toISOString();
  const cancelled = rows.filter((r) => r.status === "cancelled").length;
  return {
    notice: `Cancelled by ${signal} at ${at}: a partial report, ${rows.length - cancelled} of ${rows.length} run(s) finished, ${cancelled} cancelled.`,
    field: { signal, at }
  };
}
var SIGNALS = ["SIGINT", "SIGTERM"];
var NUMBERS = { SIGINT: 2, SIGTERM: 15 };
function watchSignals(onSignal) {
  const first = new AbortController();
  const now = new AbortController();
  let received;
  const handle = (signal) => {
    const isFirst = !received;
    if (isFirst) {
      received = signal;
      first.abort(signal);
    } else now.abort(received);
    onSignal?.(signal, isFirst);
  };
  for (const s of SIGNALS) process.on(s, handle);
  return {
    request: { signal: first.signal, now: now.signal },
    received: () => received,
    exitCode: () => received ? 128 + NUMBERS[received] : void 0,
    dispose: () => {
      for (const s of SIGNALS) process.off(s, handle);
    }
  };
}

export {
  prepare,
  requireTarget,
  checkToolNames,
  matchesRequest,
  describePattern,
  NOTHING_RECEIVED,
  blindGates,
  Servers,
  row,
  ACTION_GRACE_SECONDS,
  stopOf,
  notStarted,
  cancelNotice,
  watchSignals
};
