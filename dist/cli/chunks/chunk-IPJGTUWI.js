import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  ProviderError,
  apiName
} from "./chunk-JGUX4BFZ.js";
import {
  fits,
  inlineRefs,
  itemOf,
  propertyOf,
  regexStrings,
  requiredOf,
  requiredValues,
  resolve,
  typeOf,
  valueFor
} from "./chunk-SRRGR2F5.js";
import {
  isMatcher,
  matchValue
} from "./chunk-I75637QR.js";
import {
  KNOWN_PROVIDERS,
  agentObjectSchema,
  parseThresholds,
  providerObjectSchema
} from "./chunk-7B75NLNL.js";
import {
  DEFAULTS
} from "./chunk-76AO3HOH.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";

// src/providers/claude-code.ts
import { spawn } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
var CLAUDE_COMMAND = "claude";
var SPY_SERVER = "spy";
function findExecutable(name, env) {
  const dirs = (env.PATH ?? env.Path ?? "").split(path.delimiter).filter(Boolean);
  const names = process.platform === "win32" ? [`${name}.cmd`, `${name}.exe`, name] : [name];
  for (const dir of dirs) {
    for (const n of names) {
      const full = path.join(dir, n);
      try {
        if (!statSync(full).isFile()) continue;
        accessSync(full, constants.X_OK);
        return full;
      } catch {
      }
    }
  }
  return void 0;
}
function claudeCodeProvider(opts) {
  return {
    id: opts.id,
    name: "claude-code",
    model: opts.model ?? "default",
    start() {
      throw new Error("claude-code is an agent provider: the runner drives it through `agent`");
    },
    agent: { run: (turn, ctx) => runTurn(opts, turn, ctx) }
  };
}
function claudeArgs(opts, ctx, mcpConfig) {
  return [
    "-p",
    "--output-format",
    "stream-json",
    "--verbose",
    "--mcp-config",
    mcpConfig,
    "--strict-mcp-config",
    // No built-in tools (Bash, Read, …): the model sees the server's tools and nothing else.
    "--tools",
    "",
    // Pre-approves every tool of the spy server; nothing else is approved.
    "--allowedTools",
    `mcp__${SPY_SERVER}`,
    "--max-turns",
    String(ctx.maxSteps + 1),
    ...opts.model ? ["--model", opts.model] : [],
    ...ctx.sessionId ? ["--resume", ctx.sessionId] : []
  ];
}
async function runTurn(opts, turn, ctx) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mcp-eval-claude-"));
  try {
    const config = path.join(dir, "mcp.json");
    await writeFile(
      config,
      JSON.stringify({ mcpServers: { [SPY_SERVER]: { type: "http", url: ctx.mcpUrl } } })
    );
    const work = path.join(dir, "work");
    await mkdir(work);
    return await spawnClaude(opts, claudeArgs(opts, ctx, config), turn.user, work, ctx.signal);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
function spawnClaude(opts, args, prompt, cwd, signal) {
  return new Promise((resolve2, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const child = spawn(opts.command, args, {
      cwd,
      env: opts.env,
      stdio: ["pipe", "pipe", "pipe"],
      // .cmd shims need a shell on Windows.
      shell: process.platform === "win32" && opts.command.endsWith(".cmd"),
      // Its own process group (POSIX): a cancel or a timeout ends what the agent started too.
      detached: process.platform !== "win32"
    });
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
        else child.kill();
      } catch {
        child.kill();
      }
    };
    let result;
    let sessionId;
    let failed;
    let buffer = "";
    const stderr = [];
    const onLine = (line) => {
      if (!line.trim()) return;
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        return;
      }
      sessionId = msg.session_id ?? sessionId;
      if (msg.type === "system" && msg.subtype === "init") {
        const spy = msg.mcp_servers?.find((s) => s.name === SPY_SERVER);
        if (spy && spy.status !== "connected" && spy.status !== "pending") {
          failed = new ProviderError(
            "other",
            `claude-code: the spy MCP server is ${spy.status} (could not connect to ${SPY_SERVER})`
          );
          kill();
        }
      }
      if (msg.type === "result") result = msg;
    };
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      lines.forEach(onLine);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk) => {
      stderr.push(chunk);
      if (stderr.length > 50) stderr.shift();
    });
    const onAbort = () => kill();
    signal.addEventListener("abort", onAbort, { once: true });
    child.on("error", (err) => {
      signal.removeEventListener("abort", onAbort);
      reject(new ProviderError("other", `claude-code: cannot run ${opts.command}: ${err.message}`));
    });
    child.on("close", (code, killedBy) => {
      signal.removeEventListener("abort", onAbort);
      onLine(buffer);
      if (signal.aborted) return reject(signal.reason);
      if (failed) return reject(failed);
      const tail = stderr.join("").trim().split("\n").slice(-5).join(" | ");
      if (!result) {
        const how = code !== null ? `exited with code ${code}` : `was killed by ${killedBy}`;
        return reject(
          new ProviderError(
            "other",
            `claude-code: ${opts.command} ${how} without a result message${tail ? `: ${tail}` : ""}`
          )
        );
      }
      const text = typeof result.result === "string" ? result.result : "";
      if (result.is_error && result.subtype !== "error_max_turns") {
        const message = text || result.subtype || tail || "error";
        return reject(new ProviderError(errorKind(message), `claude-code: ${message}`));
      }
      resolve2({
        text,
        sessionId: result.session_id ?? sessionId,
        ...result.usage ? { usage: toUsage(result.usage) } : {}
      });
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(prompt);
  });
}
function errorKind(message) {
  if (/invalid api key|authenticat|unauthori[sz]ed|\/login|\b40[13]\b/i.test(message))
    return "auth";
  if (/rate limit|\b429\b/i.test(message)) return "rate-limit";
  if (/overloaded|\b529\b|\b503\b/i.test(message)) return "overloaded";
  return "other";
}
function toUsage(u) {
  const cached = u.cache_read_input_tokens ?? 0;
  return {
    // Like the anthropic adapter: the whole prompt, with the cached part beside it.
    inputTokens: (u.input_tokens ?? 0) + cached + (u.cache_creation_input_tokens ?? 0),
    outputTokens: u.output_tokens ?? 0,
    cachedTokens: cached
  };
}

// src/startup.ts
function onFirstUse(load) {
  let loaded;
  return () => loaded ??= load();
}

// src/providers/lazy.ts
var adapters = {
  openai: async () => (await import("./openai-3TP3TWXS.js")).openaiProvider,
  gemini: async () => (await import("./gemini-4YXDCTVG.js")).geminiProvider,
  anthropic: async () => (await import("./anthropic-YV667KVY.js")).anthropicProvider
};
function lazyProvider(api, opts) {
  const load = onFirstUse(() => adapters[api]().then((make) => make(opts)));
  return {
    id: opts.id,
    name: opts.name,
    model: opts.model,
    start(tools) {
      const session = load().then((p) => p.start(tools));
      return {
        user: async (turn, signal) => (await session).user(turn, signal),
        results: async (outcomes, signal) => (await session).results(outcomes, signal)
      };
    }
  };
}

// src/match/example.ts
function exampleArgs(want, inputSchema) {
  const problems = [];
  const args = objectFor(want ?? {}, resolve(inlineRefs(inputSchema)), [], problems);
  return { args, problems };
}
function objectFor(want, s, path2, out) {
  const args = {};
  for (const [key, w] of Object.entries(want)) {
    const v = valueOf(w, propertyOf(s, key), [...path2, key], out);
    if (v !== void 0) args[key] = v;
    else if (s && requiredOf(s).includes(key))
      out.push({
        path: [...path2, key],
        message: "the tool requires this argument: it cannot be absent"
      });
  }
  return { ...args, ...requiredValues(s, new Set(Object.keys(want))) };
}
function valueOf(want, s, path2, out) {
  if (isMatcher(want)) return matcherValue(want, s, path2, out);
  if (Array.isArray(want))
    return want.map((w, i) => valueOf(w, itemOf(s, i), [...path2, i], out) ?? null);
  if (isObject(want)) return objectFor(want, s, path2, out);
  return want;
}
function matcherValue(m, s, path2, out) {
  if ("$absent" in m) return void 0;
  if ("$pyEq" in m && m.$pyEq === null && !fits(null, s)) return void 0;
  const before = out.length;
  const tried = candidates(m, s, path2, out);
  const hit = tried.find((v) => matchValue(m, v) && fits(v, s));
  if (hit !== void 0) {
    out.length = before;
    return hit;
  }
  if (out.length === before) out.push({ path: path2, message: unsatisfiable(m, s) });
  return tried[0] ?? valueFor(s);
}
function candidates(m, s, path2, out) {
  const t = typeOf(s);
  if ("$eq" in m) return [m.$eq];
  if ("$pyEq" in m) return pyCandidates(m.$pyEq, t);
  if (s?.const !== void 0) return [s.const];
  if (Array.isArray(s?.enum)) return s.enum;
  if ("$oneOf" in m) {
    const alternatives = Array.isArray(m.$oneOf) ? m.$oneOf : [];
    return alternatives.flatMap((w) => valueOf(w, s, path2, []) ?? []);
  }
  if ("$regex" in m) {
    const flags = typeof m.$flags === "string" ? m.$flags : "";
    const strings = regexStrings(String(m.$regex), flags);
    if (t === "number" || t === "integer") return strings.map(Number).filter(Number.isFinite);
    if (t === "boolean") return [true, false];
    return t === void 0 || t === "string" ? strings : [];
  }
  if ("$contains" in m) return containing(m.$contains, s, path2);
  if ("$unordered" in m) return listOf(m.$unordered, s, path2, false, out);
  if ("$subset" in m) return listOf(m.$subset, s, path2, true, out);
  if ("$approx" in m) {
    const a = Number(m.$approx);
    if (t === "integer") return [Math.round(a), Math.floor(a), Math.ceil(a)];
    if (t === "string") return [String(a)];
    return t === void 0 || t === "number" ? [a] : [];
  }
  if ("$nonEmpty" in m) return nonEmpty(s);
  return [valueFor(s)];
}
function pyCandidates(v, t) {
  if (t === "boolean" && (v === 0 || v === 1)) return [v === 1];
  if ((t === "number" || t === "integer") && typeof v === "boolean") return [Number(v)];
  return [v];
}
function containing(c, s, path2) {
  const t = typeOf(s);
  const scalar = typeof c !== "object" || c === null;
  if (t === "array" || t === void 0 && !scalar) {
    const first = valueOf(c, itemOf(s, 0), path2, []) ?? null;
    const min2 = typeof s?.minItems === "number" ? s.minItems : 1;
    return [[first, ...Array.from({ length: min2 - 1 }, (_, i) => valueFor(itemOf(s, i + 1)))]];
  }
  if (!scalar || c === null) return [];
  if (t === "number" || t === "integer") return [Number(c)].filter(Number.isFinite);
  if (t === "boolean") return [true, false];
  const min = typeof s?.minLength === "number" ? s.minLength : 0;
  return t === void 0 || t === "string" ? [String(c).padEnd(min, "x")] : [];
}
function listOf(items, s, path2, more, out) {
  const t = typeOf(s);
  if (!Array.isArray(items) || t !== void 0 && t !== "array") return [];
  const list = items.map((w, i) => valueOf(w, itemOf(s, i), [...path2, i], out) ?? null);
  const min = more && typeof s?.minItems === "number" ? s.minItems : 0;
  for (let i = list.length; i < min; i++) list.push(valueFor(itemOf(s, i)));
  return [list];
}
function nonEmpty(s) {
  const base = valueFor(s);
  switch (typeOf(s)) {
    case "string":
      return [base, "example".padEnd(typeof s?.minLength === "number" ? s.minLength : 0, "x")];
    case "array": {
      const n = Math.max(1, typeof s?.minItems === "number" ? s.minItems : 0);
      return [Array.from({ length: n }, (_, i) => valueFor(itemOf(s, i)))];
    }
    case "object": {
      const props = Object.keys(s?.properties ?? {});
      const extra = props.length ? { [props[0]]: valueFor(propertyOf(s, props[0])) } : { example: "example" };
      return [base, { ...extra, ...isObject(base) ? base : {} }];
    }
    default:
      return [base];
  }
}
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function unsatisfiable(m, s) {
  if ("$oneOf" in m && Array.isArray(m.$oneOf) && m.$oneOf.length === 0)
    return "$oneOf lists no value: nothing can match it";
  const what = "$regex" in m ? `$regex /${String(m.$regex)}/${typeof m.$flags === "string" ? m.$flags : ""}` : JSON.stringify(m);
  const t = typeOf(s);
  const allowed = s?.const !== void 0 ? [s.const] : Array.isArray(s?.enum) ? s.enum : void 0;
  if (allowed) {
    const list = allowed.map((v) => JSON.stringify(v)).join(", ");
    return `${what} matches none of the values the tool's inputSchema allows here: ${list}`;
  }
  if (t) return `${what} matches no ${t}, the type the tool's inputSchema gives this argument`;
  if ("$regex" in m) return `no string that ${what} matches could be generated`;
  return `no value matches ${what}`;
}

// src/providers/replay.ts
function replayClarification(turn, tools) {
  const spec = turn.expect.clarification;
  const listed = typeof spec === "object" ? spec.asks_for : [];
  const offered = tools.flatMap((t) => Object.keys(propertiesOf(t)));
  const wanted = [...new Set(listed.length ? listed : offered)];
  const which = wanted.length ? ` (${wanted.join(", ")})` : "";
  return `Before I do that, could you tell me exactly which one you mean${which}? I need that detail to continue.`;
}
function propertiesOf(t) {
  const p = t.inputSchema.properties;
  return p && typeof p === "object" ? p : {};
}
function replayProvider() {
  return {
    id: "replay",
    name: "replay",
    model: "replay",
    start: (tools) => new ReplaySession(tools)
  };
}
var ReplaySession = class {
  constructor(tools) {
    this.tools = tools;
  }
  tools;
  turn;
  next = 0;
  calls = 0;
  async user(turn) {
    this.turn = turn;
    this.next = 0;
    return this.step();
  }
  async results() {
    return this.step();
  }
  step() {
    const expect = this.turn?.expect;
    const call = expect?.calls?.[this.next];
    if (call && !expect?.clarification) {
      this.next++;
      const schema = this.tools.find((t) => t.name === call.tool)?.inputSchema;
      const { args } = exampleArgs(call.args, schema);
      return { text: "", calls: [{ id: `replay-${++this.calls}`, tool: call.tool, args }] };
    }
    if (expect?.clarification) {
      return { text: replayClarification(this.turn, this.tools), calls: [] };
    }
    const text = expect?.answer ? expect.answer.includes.join("\n") : "Done.";
    return { text, calls: [] };
  }
};

// src/providers/limiter.ts
var MIN_TRY_MS = 1e3;
var seconds = (ms) => `${Math.round(ms / 100) / 10} s`;
var MIN_SPAN = 20;
var defaultTimer = (fn, ms) => {
  const t = setTimeout(fn, ms).unref();
  return () => clearTimeout(t);
};
var RequestLimiter = class {
  constructor(provider, opts = {}) {
    this.provider = provider;
    this.cap = opts.cap ?? Infinity;
    this.level = this.cap;
    this.now = opts.now ?? Date.now;
    this.timer = opts.timer ?? defaultTimer;
  }
  provider;
  cap;
  now;
  timer;
  level;
  inFlight = 0;
  peak = 0;
  /** Successes towards the next step up. */
  credit = 0;
  /** The latest requests sent, as many as were ever in flight (at least MIN_SPAN). */
  sent = [];
  seq = 0;
  /** Requests sent up to here were sent before the last back-off. */
  backedOffAt = 0;
  holdUntil = 0;
  cancelHold;
  queue = [];
  limitedAnswers = 0;
  lowest;
  /** The limit at which refusals last clustered, and how many rounds of successes a step back
   * there takes. */
  struck = Infinity;
  patience = 2;
  /** The latest step up, until judged: where from, the share refused before it, and the
   * answers to requests sent since. */
  raise;
  /** When a request was last answered (not refused). */
  lastOk = -Infinity;
  /** Requests allowed in flight now (Infinity before any back-off without a cap). */
  get limit() {
    return this.level;
  }
  /** Undefined when the provider never backed off. */
  get backoff() {
    if (this.lowest === void 0) return void 0;
    const ceiling = Math.min(this.cap, this.peak);
    return {
      answers: this.limitedAnswers,
      lowest: this.lowest,
      end: Math.min(this.level, ceiling),
      ceiling
    };
  }
  /**
   * A slot for one request: at once when one is free and nothing holds, else in turn. Rejects
   * with the signal's reason on abort, and with a rate-limit ProviderError when the slot cannot
   * come a second before `deadline` (a Date.now() value).
   */
  acquire(signal, deadline) {
    if (signal.aborted) return Promise.reject(signal.reason);
    const late = this.tooLate(deadline);
    if (late) return Promise.reject(late);
    if (this.queue.length === 0 && this.free()) return Promise.resolve(this.take());
    return new Promise((resolve2, reject) => {
      const onAbort = () => {
        this.leave(waiter);
        reject(signal.reason);
      };
      let cancelTimer = () => {
      };
      const waiter = {
        resolve: resolve2,
        reject,
        deadline,
        cleanup: () => {
          signal.removeEventListener("abort", onAbort);
          cancelTimer();
        }
      };
      const waitingSince = this.now();
      if (deadline !== void 0) {
        cancelTimer = this.timer(
          () => {
            this.leave(waiter);
            reject(
              new ProviderError(
                "rate-limit",
                `${apiName(this.provider)}: no request slot within the scenario's time (waited ${seconds(this.now() - waitingSince)}; ${this.why()})`
              )
            );
          },
          Math.max(0, deadline - MIN_TRY_MS - this.now())
        );
      }
      signal.addEventListener("abort", onAbort, { once: true });
      this.queue.push(waiter);
    });
  }
  why() {
    return Number.isFinite(this.level) ? `in-flight requests lowered to ${this.level} after rate limits` : "requests held after rate limits";
  }
  free() {
    return this.inFlight < this.level && this.now() >= this.holdUntil;
  }
  /** Why a request with this deadline cannot wait out the hold, if it cannot. */
  tooLate(deadline) {
    if (deadline === void 0) return void 0;
    const now = this.now();
    if (this.holdUntil <= now || this.holdUntil + MIN_TRY_MS < deadline) return void 0;
    return new ProviderError(
      "rate-limit",
      `${apiName(this.provider)} asked (Retry-After) to hold requests for ${seconds(this.holdUntil - now)} but only ${seconds(Math.max(0, deadline - now))} of the scenario's time remained`
    );
  }
  leave(waiter) {
    const i = this.queue.indexOf(waiter);
    if (i >= 0) this.queue.splice(i, 1);
    waiter.cleanup();
  }
  take() {
    this.inFlight++;
    this.peak = Math.max(this.peak, this.inFlight);
    const sent = { seq: ++this.seq };
    this.sent.push(sent);
    if (this.sent.length > Math.max(MIN_SPAN, this.peak)) this.sent.shift();
    let given = false;
    return {
      done: (answer) => {
        if (given) return;
        given = true;
        this.inFlight--;
        this.answered(sent, answer);
        this.pump();
      }
    };
  }
  answered(sent, answer) {
    if (answer.kind !== "other" && this.raise && sent.seq > this.raise.seq) this.judgeRaise(answer);
    if (answer.kind === "ok") {
      this.lastOk = this.now();
      return this.succeeded();
    }
    if (answer.kind !== "limited") return;
    this.limitedAnswers++;
    sent.limited = true;
    if (sent.seq <= this.backedOffAt) return;
    if (this.sent.length < MIN_SPAN) return;
    const limited = this.sent.filter((s) => s.limited).length;
    if (limited * 4 < this.sent.length * 3) return;
    const was = Math.min(this.level, this.peak);
    this.patience = was <= this.struck ? Math.min(32, this.patience * 2) : 4;
    this.struck = was;
    this.level = Math.max(1, Math.min(was - 1, Math.max(Math.floor(was / 2), this.inFlight)));
    this.lowest = Math.min(this.lowest ?? this.level, this.level);
    this.credit = 0;
    this.backedOffAt = this.seq;
    const wait = answer.retryAfterMs;
    if (wait !== void 0 && !(this.now() - this.lastOk < wait)) this.hold(this.now() + wait);
  }
  /** Additive increase: one more slot for each `level` successes, up to the ceiling. */
  succeeded() {
    const ceiling = Math.min(this.cap, this.peak);
    if (this.level >= ceiling) return;
    const needed = this.level + 1 >= this.struck ? this.level * this.patience : this.level;
    if (++this.credit < needed) return;
    this.credit = 0;
    const refused = this.sent.filter((s) => s.limited).length / Math.max(1, this.sent.length);
    this.raise = { seq: this.seq, from: this.level, before: refused, answers: 0, refused: 0 };
    this.level++;
    if (this.level >= ceiling) this.level = this.cap;
  }
  /** A step up that brought 429s (a quarter more of the requests sent since were refused than
   * before it, as when a cap on requests at once is passed) is taken back, and the next try
   * there waits twice as long: a cap one above the limit refuses too few for a cluster. */
  judgeRaise(answer) {
    const r = this.raise;
    r.answers++;
    if (answer.kind === "limited") r.refused++;
    if (r.answers < MIN_SPAN) return;
    this.raise = void 0;
    if (r.refused / r.answers - r.before < 0.25) return;
    this.patience = Math.min(32, this.patience * 2);
    this.struck = r.from + 1;
    this.level = Math.min(this.level, r.from);
    this.credit = 0;
    this.backedOffAt = this.seq;
  }
  hold(until) {
    if (until <= this.holdUntil) return;
    this.holdUntil = until;
    for (const w of [...this.queue]) {
      const late = this.tooLate(w.deadline);
      if (late) {
        this.leave(w);
        w.reject(late);
      }
    }
    this.cancelHold?.();
    this.cancelHold = this.timer(() => this.pump(), until - this.now());
  }
  pump() {
    while (this.queue.length && this.free()) {
      const w = this.queue.shift();
      w.cleanup();
      w.resolve(this.take());
    }
    const left = this.holdUntil - this.now();
    if (this.queue.length && left > 0) {
      this.cancelHold?.();
      this.cancelHold = this.timer(() => this.pump(), left);
    }
  }
};
function answerOf(err) {
  if (err instanceof ProviderError && (err.kind === "rate-limit" || err.kind === "overloaded")) {
    return { kind: "limited", retryAfterMs: err.retryAfterMs };
  }
  return { kind: "other" };
}
function describeBackoff(id, b) {
  const after = b.end >= b.ceiling ? `back to ${b.ceiling} by the end` : `${b.end} at the end`;
  return `${id}: ${b.answers} rate-limit answer${b.answers === 1 ? "" : "s"}; in-flight requests lowered to ${b.lowest}, ${after}`;
}

// src/providers/retry.ts
var RETRYABLE = /* @__PURE__ */ new Set(["rate-limit", "overloaded", "server", "timeout"]);
function isRetryable(err) {
  return err instanceof ProviderError && RETRYABLE.has(err.kind);
}
function retryDelay(err, attempt2, opts = {}) {
  const max = opts.maxDelayMs ?? 6e4;
  if (err.retryAfterMs !== void 0) return Math.min(err.retryAfterMs, max);
  const ceiling = Math.min((opts.baseDelayMs ?? 1e3) * 2 ** attempt2, max);
  return Math.round(ceiling / 2 + ceiling / 2 * (opts.random ?? Math.random)());
}
function sleep(ms, signal) {
  return new Promise((resolve2, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve2();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
var MIN_TRY_MS2 = 1e3;
var seconds2 = (ms) => `${Math.round(ms / 100) / 10} s`;
function giveUp(err, retried, why = "") {
  if (!(err instanceof ProviderError) || retried === 0 && !why) return err;
  const times = retried ? `; retried ${retried} time${retried === 1 ? "" : "s"}` : "";
  return new ProviderError(err.kind, `${err.message}${times}${why}`, err.status, err.retryAfterMs);
}
async function attempt(call, signal, opts, { deadline, idle }) {
  const retries = opts.retries ?? 3;
  for (let n = 0; ; n++) {
    const slot = await opts.limiter?.acquire(signal, deadline).catch((err) => {
      throw giveUp(err, n);
    });
    try {
      const step = await call();
      slot?.done({ kind: "ok" });
      return step;
    } catch (err) {
      slot?.done(answerOf(err));
      if (signal.aborted || !isRetryable(err)) throw giveUp(err, n);
      const byClock = err.kind === "rate-limit" && deadline !== void 0 && retries > 0;
      if (!byClock && n >= retries) throw giveUp(err, n);
      const asked = err.retryAfterMs !== void 0 && deadline !== void 0;
      const delay = asked ? err.retryAfterMs : retryDelay(err, n, opts);
      if (deadline !== void 0) {
        const left = deadline - (opts.now ?? Date.now)();
        if (delay + MIN_TRY_MS2 >= left) {
          throw giveUp(
            err,
            n,
            asked ? `; it asked (Retry-After) to wait ${seconds2(delay)} but only ${seconds2(Math.max(0, left))} of the scenario's time remained` : `; no time left in the scenario for another try`
          );
        }
      }
      opts.onRetry?.(err, n + 1, delay);
      const wait = () => (opts.sleep ?? sleep)(delay, signal);
      await (idle ? idle(wait) : wait());
    }
  }
}
function withRetry(session, opts = {}, deadline, idle) {
  const options = { deadline, idle };
  return {
    user: (turn, signal) => attempt(() => session.user(turn, signal), signal, opts, options),
    results: (outcomes, signal) => attempt(() => session.results(outcomes, signal), signal, opts, options)
  };
}
function withRetries(provider, opts = {}) {
  return {
    id: provider.id,
    name: provider.name,
    model: provider.model,
    start: (tools, session) => withRetry(provider.start(tools, session), opts, session?.deadline, session?.idle)
  };
}

// src/providers/spec.ts
var PRESETS = {
  openai: {
    api: "openai",
    keyEnv: ["OPENAI_API_KEY"],
    baseUrl: "https://api.openai.com/v1",
    baseUrlEnv: "OPENAI_BASE_URL"
  },
  gemini: {
    api: "gemini",
    keyEnv: ["GEMINI_API_KEY", "GOOGLE_API_KEY"],
    baseUrl: "https://generativelanguage.googleapis.com",
    baseUrlEnv: "GOOGLE_GEMINI_BASE_URL"
  },
  anthropic: {
    api: "anthropic",
    keyEnv: ["ANTHROPIC_API_KEY"],
    baseUrl: "https://api.anthropic.com",
    baseUrlEnv: "ANTHROPIC_BASE_URL"
  },
  groq: { api: "openai", keyEnv: ["GROQ_API_KEY"], baseUrl: "https://api.groq.com/openai/v1" },
  openrouter: {
    api: "openai",
    keyEnv: ["OPENROUTER_API_KEY"],
    baseUrl: "https://openrouter.ai/api/v1"
  },
  together: { api: "openai", keyEnv: ["TOGETHER_API_KEY"], baseUrl: "https://api.together.xyz/v1" },
  ollama: { api: "openai", keyEnv: [], baseUrl: "http://127.0.0.1:11434/v1" },
  // Any other OpenAI-compatible server: base_url is required, api_key_env optional.
  "openai-compatible": { api: "openai", keyEnv: [] }
};
function specId(spec) {
  if (typeof spec === "string") return spec;
  if (spec.provider === "scripted") return spec.id ?? `scripted:${spec.file}`;
  return spec.id ?? (spec.model ? `${spec.provider}:${spec.model}` : spec.provider);
}
function scriptedFile(spec) {
  if (typeof spec !== "string") return spec.provider === "scripted" ? spec.file : void 0;
  if (spec !== "scripted" && !spec.startsWith("scripted:")) return void 0;
  const file = spec.slice("scripted:".length);
  if (!file)
    throw new SetupError(`"${spec}": expected scripted:<file>, e.g. scripted:scripted.yaml`);
  return file;
}
function unknownProvider(name) {
  return new SetupError(
    `unknown provider "${name}"; known providers: ${KNOWN_PROVIDERS.join(", ")}`
  );
}
function parseProviderSpec(spec) {
  if (typeof spec === "string") {
    const colon = spec.indexOf(":");
    const name = colon < 0 ? spec : spec.slice(0, colon);
    const model = colon < 0 ? "" : spec.slice(colon + 1);
    if (!(name in PRESETS)) throw unknownProvider(name);
    if (name === "openai-compatible") {
      throw new SetupError(
        `"${spec}": openai-compatible needs base_url; write it as an object { provider, model, base_url }`
      );
    }
    if (!model)
      throw new SetupError(`"${spec}": expected <provider>:<model>, e.g. openai:gpt-4.1-mini`);
    return { id: spec, provider: name, model };
  }
  const raw = spec;
  if (typeof raw?.provider === "string" && !(raw.provider in PRESETS))
    throw unknownProvider(raw.provider);
  const parsed = providerObjectSchema.safeParse(spec);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join(".") || "provider"}: ${i.message}`
    );
    throw new SetupError(`invalid provider spec: ${issues.join("; ")}`);
  }
  return { ...parsed.data, id: parsed.data.id ?? `${parsed.data.provider}:${parsed.data.model}` };
}
var set = (env, name) => env[name] ? env[name] : void 0;
function resolveProvider(spec, env, deps = {}) {
  if (spec === "replay" || spec === "replay:") return { provider: replayProvider() };
  const agent = parseAgentSpec(spec);
  if (agent) {
    const command = findExecutable(CLAUDE_COMMAND, env);
    if (!command) return { skipped: `${CLAUDE_COMMAND} (Claude Code) is not on PATH` };
    return { provider: claudeCodeProvider({ ...agent, command, env }) };
  }
  if (scriptedFile(spec) !== void 0)
    throw new SetupError(`${specId(spec)}: a scripted provider is built from its loaded file`);
  const p = parseProviderSpec(spec);
  const preset = PRESETS[p.provider];
  const keyEnv = p.api_key_env ? [p.api_key_env] : preset.keyEnv;
  let apiKey;
  if (keyEnv.length) {
    apiKey = keyEnv.map((name) => set(env, name)).find(Boolean);
    if (!apiKey) return { skipped: `${keyEnv.join(" or ")} is not set` };
  }
  const baseUrl = p.base_url ?? (preset.baseUrlEnv ? set(env, preset.baseUrlEnv) : void 0) ?? preset.baseUrl;
  const options = {
    id: p.id,
    name: p.provider,
    model: p.model,
    // Local servers need no key, but the SDKs insist on one.
    apiKey: apiKey ?? "not-needed",
    baseUrl,
    temperature: p.temperature,
    maxTokens: p.max_tokens,
    seed: p.seed,
    timeoutMs: (p.timeout ?? DEFAULTS.providerTimeout) * 1e3,
    ...deps.cache ? { cache: deps.cache } : {},
    ...p.provider === "openai" ? { organization: set(env, "OPENAI_ORG_ID"), project: set(env, "OPENAI_PROJECT_ID") } : {}
  };
  const provider = lazyProvider(preset.api, options);
  return {
    provider: withRetries(provider, { ...deps.retry, retries: p.retries ?? DEFAULTS.retries })
  };
}
function credentialValues(specs, env) {
  const names = new Set(Object.values(PRESETS).flatMap((p) => p.keyEnv));
  for (const spec of specs) {
    if (spec === void 0 || typeof spec === "string") continue;
    const keyEnv = spec.api_key_env;
    if (typeof keyEnv === "string") names.add(keyEnv);
  }
  return [...names].flatMap((name) => set(env, name) ?? []);
}
function parseAgentSpec(spec) {
  if (typeof spec === "string") {
    const m = /^claude-code(?::(.*))?$/.exec(spec);
    if (!m) return void 0;
    return { id: spec, ...m[1] ? { model: m[1] } : {} };
  }
  if (spec.provider !== "claude-code") return void 0;
  const parsed = agentObjectSchema.safeParse(spec);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join(".") || "provider"}: ${i.message}`
    );
    throw new SetupError(`invalid provider spec: ${issues.join("; ")}`);
  }
  return { id: specId(parsed.data), ...parsed.data.model ? { model: parsed.data.model } : {} };
}
var DEFAULT_PROVIDERS = [
  { spec: "openai:gpt-4.1-mini", keyEnv: PRESETS.openai.keyEnv },
  { spec: "gemini:gemini-2.5-flash", keyEnv: PRESETS.gemini.keyEnv },
  { spec: "anthropic:claude-sonnet-4-5", keyEnv: PRESETS.anthropic.keyEnv }
];
var DEFAULT_KEY_ENV = DEFAULT_PROVIDERS.flatMap((p) => p.keyEnv);
function defaultProvidersFromEnv(env) {
  return DEFAULT_PROVIDERS.flatMap(({ spec, keyEnv }) => {
    const key = keyEnv.find((name) => set(env, name));
    return key ? [{ spec, key }] : [];
  });
}

// src/run/thresholds.ts
async function chooseThresholds(given, cwd) {
  if (given.option) return { thresholds: await parseThresholds(given.option, cwd), from: "option" };
  if (given.config) return { thresholds: given.config, from: "config" };
  return { ...given.corpus ? { thresholds: given.corpus } : {}, from: "corpus" };
}

// src/score/numbers.ts
var UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen"
];
var TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
var SCALES = /* @__PURE__ */ new Map([
  ["thousand", 1e3],
  ["million", 1e6],
  ["billion", 1e9],
  ["trillion", 1e12]
]);
function token(word) {
  const unit = UNITS.indexOf(word);
  if (unit >= 0) return { kind: unit === 0 ? "zero" : unit < 10 ? "unit" : "teen", value: unit };
  const tens = TENS.indexOf(word);
  if (tens >= 0) return { kind: "tens", value: (tens + 2) * 10 };
  if (word === "hundred") return { kind: "hundred", value: 100 };
  if (word === "dozen") return { kind: "dozen", value: 12 };
  const scale = SCALES.get(word);
  if (scale) return { kind: "scale", value: scale };
  if (DIGITS.test(word)) return { kind: "digits", value: Number(word.replace(/,/g, "")) };
  return void 0;
}
var DIGITS = /^\d+(?:,\d{3})*(?:\.\d+)?$/;
var NEXT = {
  start: ["zero", "unit", "teen", "tens", "digits"],
  zero: [],
  unit: ["hundred", "dozen", "scale"],
  teen: ["hundred", "dozen", "scale"],
  tens: ["unit", "dozen", "scale"],
  hundred: ["unit", "teen", "tens", "scale"],
  dozen: ["scale"],
  scale: ["unit", "teen", "tens"],
  digits: ["hundred", "dozen", "scale"]
};
function readNumber(words, i) {
  let total = 0;
  let current = 0;
  let last = "start";
  let used = 0;
  let j = i;
  if (words[j] === "a" && ["hundred", "dozen", "thousand", "million"].includes(words[j + 1])) {
    current = 1;
    last = "unit";
    j++;
  }
  for (; j < words.length; j++) {
    let word = words[j];
    let skip = 0;
    if (word === "and" && (last === "hundred" || last === "scale")) {
      word = words[j + 1];
      skip = 1;
    }
    const t = word === void 0 ? void 0 : token(word);
    if (!t || !NEXT[last].includes(t.kind)) break;
    j += skip;
    if (t.kind === "hundred") current = (current || 1) * 100;
    else if (t.kind === "dozen") current = (current || 1) * 12;
    else if (t.kind === "scale") {
      total += (current || 1) * t.value;
      current = 0;
    } else current += t.value;
    last = t.kind;
    used = j - i + 1;
  }
  return { value: total + current, used };
}
function canonicalNumbers(text) {
  const parts = text.split(/(\s+|-)/);
  const words = [];
  const seps = [];
  parts.forEach((p, k) => k % 2 === 0 ? words.push(p) : seps.push(p));
  const out = [];
  for (let i = 0; i < words.length; ) {
    const { head, core, tail } = split(words[i]);
    const inner = [core, ...words.slice(i + 1)];
    const { value, used } = core ? readNumber(bareRun(inner, tail, seps, i), 0) : NONE;
    if (used === 0) {
      out.push(words[i], seps[i] ?? "");
      i++;
      continue;
    }
    const lastWord = split(words[i + used - 1]);
    out.push(
      head,
      formatNumber(value),
      used === 1 ? tail : lastWord.tail,
      seps[i + used - 1] ?? ""
    );
    i += used;
  }
  return out.join("");
}
var NONE = { value: 0, used: 0 };
function split(word) {
  const m = /^([^\w]*)(.*?)([^\w]*)$/.exec(word);
  return { head: m[1], core: m[2], tail: m[3] };
}
function bareRun(inner, tail, seps, i) {
  const run = [inner[0]];
  let open = tail === "";
  for (let k = 1; k < inner.length && open; k++) {
    const { head: h, core, tail: t } = split(inner[k]);
    if (h !== "" || core === "" || /\n/.test(seps[i + k - 1] ?? "")) break;
    run.push(core);
    open = t === "";
  }
  return run;
}
function formatNumber(value) {
  if (Number.isInteger(value)) return BigInt(value).toString();
  return String(Number(value.toPrecision(15)));
}

// src/score/text.ts
function normalizeText(text) {
  return normalizeLines(text).replace(/\s+/g, " ");
}
function normalizeLines(text) {
  return canonicalNumbers(text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'")).replace(/\r\n?/g, "\n").replace(/[^\S\n]+/g, " ").replace(/ ?\n\s*/g, "\n").trim();
}
function containsText(haystack, needle) {
  const want = normalizeText(needle);
  if (!want) return true;
  const before = /^\d/.test(want) ? "(?<!\\d|\\d[.,])" : "";
  const after = /\d$/.test(want) ? "(?!\\d|[.,]\\d)" : "";
  return new RegExp(before + pattern(want) + after).test(normalizeText(haystack));
}
function findFact(reply, fact) {
  const want = normalizeText(fact);
  if (!want) return "found";
  const text = normalizeLines(reply);
  const before = /^\w/.test(want) ? "(?<!\\w|[a-z]-|\\d[.,])" : "";
  const after = /\w$/.test(want) ? "(?!\\w|[.,]\\d)" : "";
  const re = new RegExp(before + pattern(want) + after, "g");
  let seen = false;
  for (const m of text.matchAll(re)) {
    seen = true;
    if (!NEGATOR.test(clauseBefore(text, m.index))) return "found";
  }
  return seen ? "negated" : "absent";
}
var pattern = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s");
var NEGATOR = /\b(not|never|no longer|cannot|rather than|instead of)\b|n't\b/;
var CLAUSE_END = /[.!?;:,](?=\s|$)|\n|\s(?:but|however|although|though|whereas|while|and|yet)\b/g;
function clauseBefore(text, index) {
  let start = 0;
  for (const m of text.slice(0, index).matchAll(CLAUSE_END)) start = m.index + m[0].length;
  return text.slice(start, index);
}
function sentences(reply) {
  return reply.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").split(/(?<=[.!?])\s+|\n+/).map((x) => x.trim()).filter(Boolean);
}
var REQUEST = /\?|\b(please|kindly) (tell|provide|specify|confirm|share|give|let me know|clarify|send|choose|pick|select)\b|\blet me know\b|\b(tell|show) me (which|what|the|your)\b|\bi(?:'ll| will)? need (to know|the|a|an|your|you to|more)\b|\b(know|specify|confirm) (which|what)\b|\b(could|can|would|will) you\b|\bdo you want\b/;
function asksFor(reply, terms) {
  const said = sentences(reply);
  const asking = said.map((x) => REQUEST.test(x));
  if (!asking.some(Boolean)) return "none";
  if (!terms) return "asks";
  const res = terms.map(termPattern);
  const names = (x) => x !== void 0 && res.some((re) => re.test(x));
  return said.some((x, i) => asking[i] && (names(x) || names(said[i - 1]))) ? "asks" : "other";
}
function termPattern(term) {
  const t = term.toLowerCase().trim();
  const stem = t.length > 3 && /[^s]s$/.test(t) ? t.slice(0, -1) : t;
  const body = stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s_-]+/g, "[\\s_-]+");
  return new RegExp(`(?<![\\w-])${body}(?:s|es)?(?![\\w-])`);
}
var DONE_WORDS = "created|deleted|restarted|updated|removed|added|scaled|started|stopped|executed|completed|finished|done|set up|saved|sent";
var DONE = new RegExp(
  `^(all set|successfully|${DONE_WORDS})\\b|\\bi(?:'ve| have)? (?:just |now |already |successfully )*(?:${DONE_WORDS})\\b|\\b(?:has|have|is|are|was|were) (?:now |been |successfully |already )*(?:${DONE_WORDS})\\b`
);
var NEGATED = /\b(not|no|nothing|never|yet|until|once|before|after|if|when)\b|n't\b/;
function claimsDone(reply) {
  return sentences(reply).find((x) => DONE.test(x) && !NEGATED.test(x));
}

export {
  exampleArgs,
  replayClarification,
  RequestLimiter,
  describeBackoff,
  specId,
  scriptedFile,
  resolveProvider,
  credentialValues,
  DEFAULT_KEY_ENV,
  defaultProvidersFromEnv,
  chooseThresholds,
  containsText,
  findFact,
  asksFor,
  claimsDone
};
