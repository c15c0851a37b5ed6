import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  NOTHING_RECEIVED,
  Servers,
  blindGates,
  checkToolNames,
  loadScript,
  prepare,
  requireTarget
} from "./chunk-EHO6E6DC.js";
import {
  CHECKS,
  Judge,
  chooseProviders,
  describeSetup,
  gate,
  noCallWhereExpected,
  observe,
  score,
  unobserve
} from "./chunk-DZGHROQ7.js";
import {
  RequestLimiter,
  describeBackoff,
  resolveProvider,
  scriptedFile,
  specId
} from "./chunk-IPJGTUWI.js";
import {
  PARTIAL_FRAME,
  PARTIAL_ROWS
} from "./chunk-IX5F3TIA.js";
import {
  cause,
  errorCode,
  isFsError,
  lockOut,
  outputError,
  shownOut
} from "./chunk-BAXKGP3O.js";
import {
  expectedTools
} from "./chunk-BOT7TZ2G.js";
import {
  IS_HEAVY,
  duration,
  judgeReport,
  judgeWarning,
  redactCallSeams,
  revise,
  storedRow
} from "./chunk-FMZTKRZC.js";
import {
  structuredOutput
} from "./chunk-PCHGUURC.js";
import {
  classify,
  countClass,
  passCount
} from "./chunk-JVIL3BEP.js";
import {
  toModelCall
} from "./chunk-FEPYHPEO.js";
import {
  ProviderError,
  describeError
} from "./chunk-JGUX4BFZ.js";
import {
  cancelNotice,
  cancelOf,
  notStarted,
  orCancel,
  stopOf
} from "./chunk-XI4USPBO.js";
import {
  row
} from "./chunk-J6NDEGCQ.js";
import {
  costOf,
  priceFor
} from "./chunk-KQCSDRWO.js";
import {
  toolRecord
} from "./chunk-PH7I4MN5.js";
import {
  emptyTranscript,
  gateCheck,
  isGateCheck,
  isRequestGateCheck,
  toolAnnotations,
  toolParams
} from "./chunk-6CESUXID.js";
import {
  track,
  untrack
} from "./chunk-X37PB5QE.js";
import {
  judgeOf
} from "./chunk-7B75NLNL.js";
import {
  DEFAULTS
} from "./chunk-76AO3HOH.js";
import {
  Redactor,
  chooseFormats,
  secretValues
} from "./chunk-MQLBZVH2.js";
import {
  CancelledError,
  SetupError,
  errorMessage
} from "./chunk-G25U54P6.js";

// src/run/budget.ts
function capPart(part, raw) {
  const n = Number(raw);
  const ok = raw.trim() !== "" && Number.isFinite(n) && n > 0;
  if (part === "usd" && !ok)
    throw new Error(`expected a positive number of US dollars, e.g. 5 or 0.5, got "${raw}"`);
  if (part === "requests" && !(ok && Number.isSafeInteger(n)))
    throw new Error(`expected a whole number of model requests, 1 or more, got "${raw}"`);
  return n;
}
var Budget = class {
  constructor(cap, prices) {
    this.cap = cap;
    this.prices = prices;
  }
  cap;
  prices;
  requests = 0;
  usd = 0;
  /** Why no new scenario may start, or undefined while under the cap. */
  reached() {
    const { usd, requests } = this.cap;
    if (requests !== void 0 && this.requests >= requests)
      return `budget: ${this.requests} model request(s) reached the cap of ${requests}`;
    if (usd !== void 0 && this.usd >= usd)
      return `budget: $${this.usd.toFixed(4)} spent reached the cap of $${usd}`;
    return void 0;
  }
  /** The provider, its sessions' requests counted. Agent CLIs run their own loop: not counted.
   * An answer from the response cache counts as a request: the cap errs on the side of spending
   * less. */
  watch(provider) {
    if (provider.name === "replay" || provider.name === "scripted") return provider;
    const price = priceFor(this.prices, provider.id, provider.model)?.price;
    const count = async (step) => {
      this.requests++;
      const done = await step;
      if (price && done.usage) this.usd += costOf(done.usage, price).total;
      return done;
    };
    const watched = Object.create(provider);
    watched.start = (tools, options) => {
      const session = provider.start(tools, options);
      const counted = {
        user: (turn, signal) => count(session.user(turn, signal)),
        results: (outcomes, signal) => count(session.results(outcomes, signal))
      };
      return counted;
    };
    return watched;
  }
};
var OUTPUT = [50, 500];
var HISTORY_PER_STEP = 1e3;
var CHARS_PER_TOKEN = 4;
function estimate(jobs, toolTokens, prices) {
  let [reqLo, reqHi, inLo, inHi, usdLo, usdHi] = [0, 0, 0, 0, 0, 0];
  const unpriced = /* @__PURE__ */ new Set();
  let priced = false;
  for (const { scenario, provider } of jobs) {
    if (scenario.skip || provider.agent || provider.name === "replay" || provider.name === "scripted")
      continue;
    const turns = scenario.turns.length;
    const text = Math.ceil(scenario.turns.reduce((n, t) => n + t.user.length, 0) / CHARS_PER_TOKEN);
    const lo = turns;
    const hi = turns * (scenario.max_steps + 1);
    const perLo = toolTokens + text;
    const perHi = perLo + HISTORY_PER_STEP * scenario.max_steps / 2;
    reqLo += lo;
    reqHi += hi;
    inLo += lo * perLo;
    inHi += hi * perHi;
    const price = priceFor(prices, provider.id, provider.model)?.price;
    if (!price) {
      unpriced.add(provider.id);
      continue;
    }
    priced = true;
    const usd = (req, input, output) => costOf({ inputTokens: input, outputTokens: req * output, cachedTokens: 0 }, price).total;
    usdLo += usd(lo, lo * perLo, OUTPUT[0]);
    usdHi += usd(hi, hi * perHi, OUTPUT[1]);
  }
  if (reqHi === 0) return void 0;
  const k = (n) => n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(Math.round(n));
  const money = !priced ? "no price in `prices`" : `$${usdLo.toFixed(2)}–$${usdHi.toFixed(2)}`;
  return `Estimate: ${reqLo}–${reqHi} model request(s), ${k(inLo)}–${k(inHi)} input tokens, ${money} (assumed: 1 to max_steps + 1 requests a turn; each sends the tool list, ${toolTokens} tokens, and the scenario's text at ${CHARS_PER_TOKEN} characters a token, the high end ${HISTORY_PER_STEP} tokens of history a step; ${OUTPUT[0]}–${OUTPUT[1]} output tokens a request; no cache hits; the judge not counted${unpriced.size ? `; no price for ${[...unpriced].join(", ")}: not in the $` : ""})`;
}

// src/run/evaluate.ts
import path8 from "node:path";

// src/run/execute.ts
import path7 from "node:path";

// src/score/replay.ts
var QUOTE = 500;
function replayVerdict(provider, scenario, t, verdict) {
  if (provider.id !== "replay") return verdict;
  const sent = /* @__PURE__ */ new Map();
  const rejected = t.calls.flatMap((call2) => {
    const n = sent.get(call2.turn) ?? 0;
    sent.set(call2.turn, n + 1);
    const step2 = scenario.turns[call2.turn]?.expect.calls?.[n];
    return rejection(call2, step2) ? [{ call: call2, step: step2 }] : [];
  });
  if (!rejected.length) return verdict;
  const [{ call, step }] = rejected;
  let message = (call.error ?? "").replace(/\s+/g, " ").trim();
  if (message.length > QUOTE) message = `${message.slice(0, QUOTE)}…`;
  const wanted = typeof step?.error === "string" ? ` (the corpus expects an error containing "${step.error}")` : "";
  const more = rejected.length > 1 ? ` (and ${rejected.length - 1} more rejected call(s))` : "";
  const reason = `replay: the server rejected ${call.tool}: ${message}${wanted}${more}`;
  return scenario.known_failure ? {
    ...verdict,
    status: "known-failure",
    reason: `known failure (${scenario.known_failure}): ${reason}`
  } : { ...verdict, status: "fail", reason };
}
function rejection(call, step) {
  if (call.error === void 0 || call.error.startsWith("not run:")) return false;
  if (step?.error === true) return false;
  return !(typeof step?.error === "string" && call.error.toLowerCase().includes(step.error.toLowerCase()));
}

// src/run/loop.ts
async function converse(scenario, provider, proxy, t, signal, options) {
  const session = provider.start(proxy.tools, options);
  for (const [index, turn] of scenario.turns.entries()) {
    proxy.expect(turn.expect.calls ?? [], turn.elicit);
    const texts = [];
    const refusals = [];
    const user = turn.mcp_prompt ? await proxy.prompt(turn.mcp_prompt.name, turn.mcp_prompt.args ?? {}, signal) : turn.user;
    let step = await session.user({ ...turn, user }, signal);
    addUsage(t.usage, step.usage);
    addServed(t, step.served);
    let steps = 0;
    for (; ; ) {
      if (step.text.trim()) texts.push(step.text.trim());
      if (step.refusal?.trim()) refusals.push(step.refusal.trim());
      if (step.calls.length === 0 || signal.aborted) break;
      if (steps >= scenario.max_steps) {
        for (const c of step.calls)
          proxy.notRun(index, c.tool, c.args, `max_steps (${scenario.max_steps}) reached`);
        break;
      }
      steps++;
      const outcomes = await Promise.all(
        step.calls.map(async (c) => {
          const out = c.malformed ? proxy.malformed(index, c.tool, c.malformed, c.raw) : await proxy.call(index, c.tool, c.args, signal);
          return { callId: c.id, tool: c.tool, text: out.text, isError: out.isError };
        })
      );
      step = await session.results(outcomes, signal);
      addUsage(t.usage, step.usage);
      addServed(t, step.served);
    }
    const reply = step.text.trim();
    t.turns.push({
      user,
      reply,
      ...texts.length > (reply ? 1 : 0) ? { said: texts } : {},
      ...refusals.length ? { refusal: refusals.join("\n") } : {}
    });
  }
}
function addUsage(usage, step) {
  usage.inputTokens += step?.inputTokens ?? 0;
  usage.outputTokens += step?.outputTokens ?? 0;
  usage.cachedTokens += step?.cachedTokens ?? 0;
}
function addServed(t, served) {
  if (!served) return;
  if (!t.served) t.served = [served];
  else if (!t.served.includes(served)) t.served.push(served);
}

// src/run/agent-loop.ts
async function converseAgent(scenario, agent, proxy, t, signal) {
  let current = 0;
  const { serveProxy } = await import("./serve-T6PMINQL.js");
  const served = await serveProxy(proxy, () => ({ turn: current, signal }));
  try {
    let sessionId;
    for (const [index, turn] of scenario.turns.entries()) {
      current = index;
      proxy.expect(turn.expect.calls ?? [], turn.elicit);
      const user = turn.mcp_prompt ? await proxy.prompt(turn.mcp_prompt.name, turn.mcp_prompt.args ?? {}, signal) : turn.user;
      const reply = await agent.run(
        { ...turn, user },
        {
          mcpUrl: served.url,
          signal,
          sessionId,
          maxSteps: scenario.max_steps
        }
      );
      sessionId = reply.sessionId ?? sessionId;
      addUsage(t.usage, reply.usage);
      t.turns.push({ user, reply: reply.text.trim() });
    }
  } finally {
    await served.close();
  }
}

// src/run/hooks.ts
import { spawn } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
var KEEP = 4e3;
var BASH = ["--noprofile", "--norc", "-eo", "pipefail"];
var scripts = 0;
async function runHook(phase, command, cwd, timeoutMs, opts = {}) {
  const timeout = { ms: timeoutMs, why: opts.limit };
  if (!opts.asFile)
    return spawnHook(phase, command, ["-c", command], cwd, timeout, opts.env, opts.signal);
  const file = path.join(cwd, `.mcp-eval-${phase}-${process.pid}-${++scripts}.sh`);
  try {
    await writeFile(file, command.endsWith("\n") ? command : `${command}
`, { mode: 448 });
  } catch (err) {
    return {
      phase,
      command,
      exitCode: null,
      stdout: "",
      stderr: `cannot write the hook script ${file}: ${err.message}`,
      durationMs: 0
    };
  }
  try {
    return await spawnHook(phase, command, [file], cwd, timeout, opts.env, opts.signal);
  } finally {
    await rm(file, { force: true });
  }
}
function spawnHook(phase, command, args, cwd, timeout, env, signal) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("bash", [...BASH, ...args], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true
    });
    track(child.pid);
    let stdout = "";
    let stderr = "";
    const keep = (text) => text.length > KEEP ? `…${text.slice(-KEEP)}` : text;
    child.stdout.on(
      "data",
      (d) => stdout = keep(stdout.replace(/^…/, "") + d.toString())
    );
    child.stderr.on(
      "data",
      (d) => stderr = keep(stderr.replace(/^…/, "") + d.toString())
    );
    const kill = (why) => {
      stderr += `
(${why})`;
      if (child.pid === void 0) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const killLeftovers = () => {
      if (child.pid === void 0) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
      }
    };
    const after = `${Number((timeout.ms / 1e3).toFixed(1))} s`;
    const limit = `hook timed out after ${after}${timeout.why ? ` (${timeout.why})` : ""}`;
    const timer = setTimeout(() => kill(limit), timeout.ms);
    const onAbort = () => kill(`hook killed: the run was cancelled by ${String(signal?.reason)}`);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
    let finished = false;
    const done = (exitCode) => {
      if (finished) return;
      finished = true;
      untrack(child.pid);
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      child.stdout.destroy();
      child.stderr.destroy();
      resolve({
        phase,
        command,
        exitCode,
        stdout,
        stderr,
        durationMs: performance.now() - started
      });
    };
    child.once("error", (err) => {
      stderr += err.message;
      done(null);
    });
    child.once("close", (code) => done(code));
    child.once("exit", (code) => {
      killLeftovers();
      setTimeout(() => done(code), 100).unref();
    });
  });
}

// src/providers/cache.ts
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm as rm2, stat, utimes, writeFile as writeFile2 } from "node:fs/promises";
import path2 from "node:path";
var trial = new AsyncLocalStorage();
function inTrial(id, work) {
  return trial.run(id, work);
}
var KEYED_HEADERS = ["content-type", "anthropic-version", "anthropic-beta", "openai-beta"];
var SECRET_PARAMS = ["key", "api-key", "api_key"];
var ResponseCache = class {
  constructor(dir, maxBytes, holdsSecret = () => false) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    this.holdsSecret = holdsSecret;
  }
  dir;
  maxBytes;
  holdsSecret;
  stats = { hits: 0, misses: 0, stored: 0, skippedSecret: 0 };
  /** Answers read or written this run: checked for secrets already. */
  checked = /* @__PURE__ */ new Set();
  /** `inner`, with answers read from and written to the cache. */
  wrap(inner) {
    return async (input, init) => {
      const request = new Request(input, init);
      const key = await this.key(request, init?.body);
      if (key === void 0) return inner(input, init);
      const file = this.file(key);
      this.checked.add(file);
      let hit = await read(file);
      const dropped = hit !== void 0 && this.holdsSecret(hit.body);
      if (dropped) {
        await rm2(file, { force: true });
        this.stats.skippedSecret++;
        hit = void 0;
      }
      if (hit) {
        this.stats.hits++;
        const now = /* @__PURE__ */ new Date();
        await utimes(file, now, now).catch(() => void 0);
        return new Response(hit.body, {
          status: hit.status,
          headers: { "content-type": hit.contentType }
        });
      }
      this.stats.misses++;
      const res = await inner(input, init);
      if (!res.ok) return res;
      const body = await res.text();
      if (this.holdsSecret(body)) {
        if (!dropped) this.stats.skippedSecret++;
        return new Response(body, { status: res.status, headers: res.headers });
      }
      const entry = {
        v: 1,
        status: res.status,
        contentType: res.headers.get("content-type") ?? "application/json",
        body
      };
      await mkdir(path2.dirname(file), { recursive: true });
      const aside = `${file}.${process.pid}.${this.stats.misses}.tmp`;
      await writeFile2(aside, JSON.stringify(entry));
      await rename(aside, file);
      this.stats.stored++;
      return new Response(body, { status: res.status, headers: res.headers });
    };
  }
  /**
   * Removes every answer this run did not read or write that holds a secret (a folder restored
   * from a run that did not know it): the folder saved after the run holds none. Counted in
   * skippedSecret.
   */
  async sweep() {
    for (const { file } of await entries(this.dir)) {
      if (this.checked.has(file)) continue;
      const text = await readFile(file, "utf8").catch(() => "");
      if (!this.holdsSecret(text)) continue;
      await rm2(file, { force: true });
      this.stats.skippedSecret++;
    }
  }
  /** Removes the least recently used answers until the cache fits its size; returns how many. */
  async trim() {
    const files = await entries(this.dir);
    let total = files.reduce((n, f) => n + f.size, 0);
    let removed = 0;
    for (const f of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
      if (total <= this.maxBytes) break;
      await rm2(f.file, { force: true });
      total -= f.size;
      removed++;
    }
    return removed;
  }
  async key(request, body) {
    if (body !== void 0 && body !== null && typeof body !== "string") return void 0;
    const url = new URL(request.url);
    for (const p of SECRET_PARAMS) url.searchParams.delete(p);
    const headers = KEYED_HEADERS.map((h) => [h, request.headers.get(h)]);
    return createHash("sha256").update(
      JSON.stringify({
        method: request.method,
        url: url.href,
        headers,
        body: body ?? "",
        trial: trial.getStore() ?? ""
      })
    ).digest("hex");
  }
  file(key) {
    return path2.join(this.dir, key.slice(0, 2), `${key}.json`);
  }
};
async function read(file) {
  try {
    const entry = JSON.parse(await readFile(file, "utf8"));
    return entry.v === 1 && typeof entry.body === "string" ? entry : void 0;
  } catch {
    return void 0;
  }
}
async function entries(dir) {
  const out = [];
  const shards = await readdir(dir).catch(() => []);
  for (const shard of shards) {
    const names = await readdir(path2.join(dir, shard)).catch(() => []);
    for (const name of names) {
      const file = path2.join(dir, shard, name);
      const s = await stat(file).catch(() => void 0);
      if (s?.isFile() && name.endsWith(".json"))
        out.push({ file, size: s.size, mtimeMs: s.mtimeMs });
    }
  }
  return out;
}

// src/run/sampling.ts
import { AsyncLocalStorage as AsyncLocalStorage2 } from "node:async_hooks";
function samplingAsks(ctx) {
  const used = /* @__PURE__ */ new Set();
  const inJob = AsyncLocalStorage2.snapshot();
  return (turn, call) => ({
    async sample(request, signal) {
      const started = performance.now();
      const exchange = {
        turn,
        call,
        messages: request.messages,
        ...request.systemPrompt ? { systemPrompt: request.systemPrompt } : {},
        ...request.maxTokens !== void 0 ? { maxTokens: request.maxTokens } : {},
        answeredBy: "none",
        durationMs: 0
      };
      (ctx.transcript.sampling ??= []).push(exchange);
      try {
        const answer = ctx.mode === "stub" ? stubAnswer(ctx.scenario, turn, request, used) : await inJob(() => modelAnswer(ctx, request, exchange, signal));
        Object.assign(exchange, { answeredBy: ctx.mode, text: answer.text, model: answer.model });
        return answer;
      } catch (err) {
        exchange.error = errorMessage(err);
        throw err;
      } finally {
        exchange.durationMs = performance.now() - started;
      }
    }
  });
}
function stubAnswer(scenario, turn, request, used) {
  const last = request.messages.at(-1)?.text ?? "";
  const stubs = [...scenario.turns[turn]?.sampling ?? [], ...scenario.sampling ?? []];
  const stub = stubs.find((s) => !used.has(s) && (!s.match || new RegExp(s.match).test(last)));
  if (!stub)
    throw new Error(
      `no \`sampling\` stub of scenario ${scenario.id} is left for this request (client.sampling: stub)`
    );
  used.add(stub);
  return { text: stub.text, model: "mcp-eval-stub" };
}
async function modelAnswer(ctx, request, exchange, asked) {
  const { provider, transcript } = ctx;
  if (provider.agent)
    throw new Error(`${provider.id} is an agent CLI: it cannot answer a server's sampling request`);
  const session = provider.start([], ctx.session);
  const step = await session.user(
    { user: promptOf(request), expect: { order: "any", extra_calls: "allow" } },
    AbortSignal.any([ctx.signal, asked])
  );
  addUsage(transcript.usage, step.usage);
  if (step.usage) exchange.usage = step.usage;
  const text = step.text.trim() || step.refusal?.trim();
  if (!text) throw new Error(`${provider.id} gave no text for the sampling request`);
  return { text, model: step.served ?? provider.model };
}
function promptOf({ systemPrompt, messages }) {
  const parts = messages.map((m) => messages.length === 1 ? m.text : `${m.role}: ${m.text}`);
  return [...systemPrompt ? [`System: ${systemPrompt}`] : [], ...parts].join("\n\n");
}

// src/run/job.ts
async function runJob(job, stage, settings) {
  const { scenario } = job;
  if (scenario.skip)
    return row(job, emptyTranscript(), [], { status: "skipped", reason: scenario.skip }, 0);
  const hooks = [];
  let deadline = Date.now() + (scenario.timeout ?? settings.timeout) * 1e3;
  const hook = (phase, command) => {
    const limit = hookLimit(phase, scenario.hook_timeout ?? settings.hookTimeout, deadline);
    return runHook(phase, command, scenario.dir, limit.ms, {
      asFile: scenario.hooks_as_files,
      env: settings.env,
      signal: settings.stop?.running,
      limit: limit.why
    });
  };
  const cancelled = () => settings.stop?.running.aborted ? { status: "cancelled", reason: settings.stop.runningReason() } : void 0;
  try {
    if (scenario.before) {
      const before = await hook("before", scenario.before);
      hooks.push(before);
      const stopped = cancelled();
      if (stopped) return row(job, emptyTranscript(), hooks, stopped, 0);
      if (before.exitCode !== 0) {
        const reason = `before hook exited with ${before.exitCode}: ${before.stderr.trim().split("\n").pop() ?? ""}`;
        return row(job, emptyTranscript(), hooks, { status: "setup-failed", reason }, 0);
      }
    }
    const checks = settings.serverFaults === "fail" ? [...CHECKS, structuredOutput] : CHECKS;
    let attempts = 0;
    for (; ; ) {
      attempts++;
      const trial2 = `${job.side ? `${job.side}/` : ""}${job.repetition}.${attempts}`;
      const tried = await inTrial(trial2, () => attempt(job, stage, settings));
      const { transcript, outcome } = tried;
      deadline = tried.deadline;
      if (outcome) return row(job, transcript, hooks, outcome, attempts);
      let verdict = score(scenario, transcript, checks);
      if (verdict.status === "inconclusive" && noCallWhereExpected(scenario, transcript) && attempts < 2)
        continue;
      await settings.conversationOver?.();
      if (settings.judge && Judge.wanted(scenario)) {
        const { judge } = settings;
        const bound = { deadline, signal: settings.stop?.running };
        transcript.judgements = await inTrial(
          trial2,
          () => judge.judge(scenario, transcript, bound)
        );
        const stopped = cancelled();
        if (stopped) return row(job, transcript, hooks, stopped, attempts);
        verdict = score(scenario, transcript, checks);
      }
      return row(
        job,
        transcript,
        hooks,
        replayVerdict(job.provider, scenario, transcript, verdict),
        attempts
      );
    }
  } finally {
    const stopped = cancelled();
    if (scenario.after && stopped) hooks.push(notRun("after", scenario.after, stopped.reason));
    else if (scenario.after) hooks.push(await hook("after", scenario.after));
  }
}
function hookLimit(phase, seconds, deadline, now = Date.now()) {
  if (seconds !== void 0) return { ms: seconds * 1e3, why: `hook_timeout: ${seconds} s` };
  const left = Math.max(0, deadline - now);
  const least = DEFAULTS.afterHookMin * 1e3;
  if (phase === "after" && left < least)
    return { ms: least, why: `the least an after hook gets; set hook_timeout to change it` };
  return { ms: left, why: `the scenario's time left; set hook_timeout to change it` };
}
function notRun(phase, command, reason) {
  return {
    phase,
    command,
    exitCode: null,
    stdout: "",
    stderr: `not run: ${reason}`,
    durationMs: 0
  };
}
async function attempt(job, { proxy, backend, blindSpot }, settings) {
  const { scenario, provider } = job;
  const seconds = scenario.timeout ?? settings.timeout;
  const controller = new AbortController();
  const transcript = emptyTranscript();
  transcript.tools = proxy.tools.map((t) => t.name);
  transcript.params = toolParams(proxy.tools);
  const annotations = toolAnnotations(proxy.tools);
  if (Object.keys(annotations).length) transcript.annotations = annotations;
  if (blindSpot) transcript.unobservable = blindSpot;
  const deadline = Date.now() + seconds * 1e3;
  const session = { deadline, idle: settings.idle };
  const { sampling: mode } = settings;
  const asks = mode ? samplingAsks({ mode, scenario, provider, transcript, signal: controller.signal, session }) : void 0;
  proxy.begin(scenario.mode, {
    probeIdempotent: provider.id === "replay" && scenario.annotations !== "off",
    elicit: scenario.elicit,
    asks
  });
  const ledger = backend.begin(scenario.spy?.routes);
  const started = performance.now();
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timeout");
    }, seconds * 1e3);
  });
  const running = settings.stop?.running;
  let onCancel = () => {
  };
  const cancelled = new Promise((resolve) => {
    onCancel = () => {
      controller.abort(running?.reason);
      resolve("cancelled");
    };
    if (running?.aborted) onCancel();
    else running?.addEventListener("abort", onCancel, { once: true });
  });
  const conversation = provider.agent ? converseAgent(scenario, provider.agent, proxy, transcript, controller.signal) : (
    // The deadline lets the retry layer give up at once on a wait the scenario cannot afford;
    // `idle` lends the job's slot while it waits.
    converse(scenario, provider, proxy, transcript, controller.signal, {
      ...session,
      scenario: { id: scenario.id, repetition: job.repetition }
    })
  );
  let outcome;
  try {
    const done = await Promise.race([conversation, timedOut, cancelled]);
    if (done === "timeout")
      outcome = { status: "timeout", reason: `no verdict within ${seconds} s` };
    if (done === "cancelled")
      outcome = { status: "cancelled", reason: settings.stop.runningReason() };
  } catch (err) {
    if (running?.aborted) outcome = { status: "cancelled", reason: settings.stop.runningReason() };
    else {
      outcome = { status: "errored", reason: describeError(err) };
      if (err instanceof ProviderError && err.kind === "auth") throw err;
    }
  } finally {
    clearTimeout(timer);
    running?.removeEventListener("abort", onCancel);
    transcript.latencyMs = performance.now() - started;
    transcript.calls = proxy.takeCalls();
    const probes = proxy.takeProbes();
    if (probes.length) transcript.probes = probes;
    const elicitations = proxy.takeElicitations();
    if (elicitations.length) transcript.elicitations = elicitations;
    settings.measure?.(transcript.calls);
  }
  const cancelledTasks = transcript.calls.filter((c) => c.task?.cancelled);
  if (outcome && cancelledTasks.length)
    outcome.reason += `; cancelled (tasks/cancel) the task of ${cancelledTasks.map((c) => `${c.tool} (${c.task?.id}, ${c.task?.status} after ${c.task?.polls} polls)`).join(", ")}`;
  if (!outcome) await settle(backend.lastCall, settings, deadline);
  transcript.requests = ledger.close();
  if (outcome) {
    const { turns, usage, served, sampling } = transcript;
    return {
      transcript: {
        ...transcript,
        turns: [...turns],
        usage: { ...usage },
        ...served ? { served: [...served] } : {},
        ...sampling ? { sampling: [...sampling] } : {}
      },
      outcome,
      deadline
    };
  }
  return { transcript, outcome, deadline };
}
async function settle(lastCall, { settleMs = 0, stop }, deadline) {
  const cancel = stop?.starting;
  if (lastCall === void 0 || cancel?.aborted) return;
  const ms = Math.min(lastCall + settleMs - performance.now(), deadline - Date.now());
  if (ms <= 0) return;
  await new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      cancel?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    cancel?.addEventListener("abort", done, { once: true });
  });
}

// src/run/slots.ts
var Slots = class {
  constructor(free) {
    this.free = free;
  }
  free;
  back = [];
  fresh = [];
  /** A slot for a job not yet started; false when `signal` aborts first. */
  async start(signal) {
    const ticket = this.take(this.fresh);
    const withdraw = () => ticket.withdraw();
    if (signal?.aborted) withdraw();
    else signal?.addEventListener("abort", withdraw, { once: true });
    try {
      return await ticket.granted;
    } finally {
      signal?.removeEventListener("abort", withdraw);
    }
  }
  /** A slot for a job back from a wait: before any job not yet started. */
  resume() {
    return this.take(this.back);
  }
  give() {
    const next = this.back.shift() ?? this.fresh.shift();
    if (next) next(true);
    else this.free++;
  }
  take(queue) {
    if (this.free > 0) {
      this.free--;
      return { granted: Promise.resolve(true), withdraw: () => void 0 };
    }
    let go;
    const granted = new Promise((resolve) => go = resolve);
    queue.push(go);
    return {
      granted,
      withdraw: () => {
        const i = queue.indexOf(go);
        if (i < 0) return;
        queue.splice(i, 1);
        go(false);
      }
    };
  }
};
var Hold = class {
  constructor(slots) {
    this.slots = slots;
  }
  slots;
  held = true;
  ended = false;
  resuming;
  idle = async (wait) => {
    if (!this.held) return wait();
    this.held = false;
    this.slots.give();
    try {
      return await wait();
    } finally {
      if (!this.ended) {
        this.resuming = this.slots.resume();
        const granted = await this.resuming.granted;
        this.resuming = void 0;
        if (this.ended && granted) this.slots.give();
        else this.held = granted;
      }
    }
  };
  end() {
    this.ended = true;
    this.resuming?.withdraw();
    if (this.held) {
      this.held = false;
      this.slots.give();
    }
  }
};

// src/run/schedule.ts
var Schedule = class {
  constructor(first, planned = first.length, after, rank) {
    this.planned = planned;
    this.after = after;
    this.rank = rank;
    this.push(first);
  }
  planned;
  after;
  rank;
  jobs = [];
  queue = [];
  /** Jobs taken and not settled: while there are some, more may be queued. */
  pending = 0;
  wake = [];
  /** The next job's index; undefined when nothing is queued and nothing running may queue more.
   * Waits for a row while only a running job can tell whether there is more. */
  async take(signal) {
    for (; ; ) {
      if (signal?.aborted) return void 0;
      const next = this.queue.shift();
      if (next !== void 0) {
        this.pending++;
        return next;
      }
      if (this.pending === 0 || !this.after) return void 0;
      await new Promise((resolve) => {
        const done = () => {
          signal?.removeEventListener("abort", done);
          resolve();
        };
        this.wake.push(done);
        signal?.addEventListener("abort", done, { once: true });
      });
    }
  }
  /** Job `i` ended with `row`: what it makes worth running is queued. */
  settle(i, row2) {
    this.pending--;
    const more = this.after?.(this.jobs[i], row2) ?? [];
    this.push(more);
    const woken = this.wake;
    this.wake = [];
    for (const w of woken) w();
  }
  /** The jobs queued and never taken, taken now (a cancelled run's `cancelled` rows). */
  drain() {
    const rest = this.queue;
    this.queue = [];
    return rest;
  }
  push(jobs) {
    if (!jobs.length) return;
    for (const job of jobs) this.queue.push(this.jobs.push(job) - 1);
    const { rank } = this;
    if (!rank) return;
    const key = new Map(this.queue.map((i) => [i, rank(this.jobs[i])]));
    this.queue.sort((a, b) => compareKeys(key.get(a), key.get(b)) || a - b);
  }
};
function compareKeys(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

// src/run/pool.ts
var ADMITTED = 4;
async function runPool(jobs, slots, servers, settings, events = {}, budget) {
  const schedule = Array.isArray(jobs) ? new Schedule(jobs) : jobs;
  const rows = [];
  const stopped = /* @__PURE__ */ new Map();
  const free = new Slots(slots);
  const work = async () => {
    for (; ; ) {
      const i = await schedule.take(settings.stop?.starting);
      if (i === void 0) break;
      const job = schedule.jobs[i];
      const leaser = typeof servers === "function" ? servers(job) : servers;
      const done = await runOne(job, leaser, free, settings, stopped, events, budget);
      rows[i] = events.row?.(done, job) ?? done;
      schedule.settle(i, rows[i]);
    }
  };
  const first = schedule.jobs.length;
  await Promise.all(Array.from({ length: Math.min(first, ADMITTED * slots) }, work));
  for (const i of settings.stop ? schedule.drain() : []) {
    rows[i] = notStarted(schedule.jobs[i], settings.stop);
    rows[i] = events.row?.(rows[i], schedule.jobs[i]) ?? rows[i];
  }
  return rows;
}
async function runOne(job, servers, slots, settings, stopped, events, budget) {
  const halted = () => {
    const spent = budget?.reached();
    if (spent) return row(job, emptyTranscript(), [], { status: "skipped", reason: spent }, 0);
    const why = stopped.get(job.provider.id);
    const outcome = { status: "skipped", reason: `provider stopped: ${why}` };
    return why ? row(job, emptyTranscript(), [], outcome, 0) : void 0;
  };
  const skipped = halted();
  if (skipped) return skipped;
  const { stop } = settings;
  let hold;
  try {
    const lease = await servers.lease(job.scenario, (wait) => hold ? hold.idle(wait) : wait());
    let result;
    try {
      if (!await slots.start(stop?.starting)) return notStarted(job, stop);
      hold = new Hold(slots);
      lease.began?.();
      if (stop?.starting.aborted) return notStarted(job, stop);
      const late = halted();
      if (late) return late;
      const { idle } = hold;
      const { asleep } = lease;
      const sleeps = asleep ? (wait) => idle(() => asleep(wait)) : idle;
      const conversationOver = () => lease.release();
      result = await runJob(job, lease.stage, { ...settings, idle: sleeps, conversationOver });
      events.held?.(job, lease.stage.backend);
      return result;
    } finally {
      hold?.end();
      await lease.release(result?.status === "timeout");
    }
  } catch (err) {
    if (stop?.starting.aborted && !hold) return notStarted(job, stop);
    if (stop?.running.aborted) {
      const reason2 = stop.runningReason();
      return row(job, emptyTranscript(), [], { status: "cancelled", reason: reason2 }, 0);
    }
    const reason = describeError(err);
    if (err instanceof ProviderError && err.kind === "auth" && !stopped.has(job.provider.id)) {
      stopped.set(job.provider.id, reason);
      events.stopped?.(job.provider.id, reason);
    }
    return row(job, emptyTranscript(), [], { status: "errored", reason }, 1);
  }
}

// src/run/providers.ts
import path3 from "node:path";

// src/providers/scripted.ts
function scriptedProvider(id, file, script) {
  return {
    id,
    name: "scripted",
    model: file,
    start: (tools, options) => new ScriptedSession(file, script, tools, options)
  };
}
function findBehaviour(script, scenario, prompt) {
  const { behaviours } = script;
  return (scenario === void 0 ? void 0 : behaviours.find((b) => b.scenario === scenario)) ?? behaviours.find((b) => b.prompt === prompt) ?? behaviours.find((b) => b.prompt_regex !== void 0 && new RegExp(b.prompt_regex).test(prompt));
}
function variantFor(b, k) {
  const variants = b.variants ?? [{ turns: b.turns, steps: b.steps }];
  const v = variants[b.repeats?.[String(k)] ?? k % variants.length];
  return v.turns ?? [v.steps ?? []];
}
var HTTP_KIND = (status) => status === 401 || status === 403 ? "auth" : status === 429 ? "rate-limit" : status === 503 || status === 529 ? "overloaded" : status >= 500 ? "server" : "bad-request";
var ScriptedSession = class {
  constructor(file, script, tools, options = {}) {
    this.file = file;
    this.script = script;
    this.options = options;
    const known = new Set(tools.map((t) => t.name));
    this.names = { toApi: (n) => n, toMcp: (n) => known.has(n) ? n : void 0 };
  }
  file;
  script;
  options;
  turns;
  turn = -1;
  next = 0;
  calls = 0;
  names;
  async user(turn, signal) {
    if (!this.turns) {
      const { scenario } = this.options;
      const found = findBehaviour(this.script, scenario?.id, turn.user);
      if (!found) {
        const which = scenario ? `scenario "${scenario.id}"` : `the prompt "${turn.user}"`;
        throw new ProviderError(
          "bad-request",
          `scripted: no behaviour in ${this.file} for ${which}`
        );
      }
      this.turns = variantFor(found, scenario?.repetition ?? 0);
    }
    this.turn++;
    this.next = 0;
    return this.play(signal);
  }
  async results(_outcomes, signal) {
    return this.play(signal);
  }
  async play(signal) {
    const step = this.turns?.[this.turn]?.[this.next++];
    if (!step) return { text: "", calls: [] };
    if (step.fault !== void 0) return fault(step.fault, signal);
    const calls = step.calls ?? (step.call ? [{ call: step.call, args: step.args, raw: step.raw }] : []);
    return {
      text: step.text ?? "",
      calls: calls.map(
        (c) => toModelCall(`scripted-${++this.calls}`, c.call, c.raw ?? c.args ?? {}, this.names)
      )
    };
  }
};
function fault(f, signal) {
  if (f === "timeout")
    return Promise.reject(new ProviderError("timeout", "scripted: the model API timed out"));
  if (f === "hang")
    return new Promise(
      (_, reject) => signal.addEventListener("abort", () => reject(new Error("scripted: aborted")), {
        once: true
      })
    );
  const message = f.message ?? `the model API answered ${f.status}`;
  return Promise.reject(new ProviderError(HTTP_KIND(f.status), `scripted: ${message}`, f.status));
}

// src/run/providers.ts
function openCache(option, config, cwd, holdsSecret) {
  if (option === false) return void 0;
  const written = config.cache === true ? {} : config.cache || void 0;
  if (option === void 0 && !written) return void 0;
  const dir = typeof option === "string" ? path3.resolve(cwd, option) : path3.resolve(config.dir, written?.dir ?? DEFAULTS.cacheDir);
  return new ResponseCache(
    dir,
    (written?.max_mb ?? DEFAULTS.cacheMaxMb) * 1024 * 1024,
    holdsSecret
  );
}
async function closeCache(cache, cwd) {
  if (!cache) return {};
  await cache.sweep();
  const evicted = await cache.trim();
  return { cache: { dir: path3.relative(cwd, cache.dir) || ".", ...cache.stats, evicted } };
}
async function loadScripted(specs, dir, cwd) {
  const built = /* @__PURE__ */ new Map();
  for (const spec of specs) {
    const file = scriptedFile(spec);
    if (file === void 0) continue;
    const script = await loadScript(file, dir, cwd);
    built.set(spec, scriptedProvider(specId(spec), file, script));
  }
  return built;
}
function resolveProviders(choice, env, notices, cache, scripted = /* @__PURE__ */ new Map()) {
  const { specs, fallback } = choice;
  if (fallback) {
    notices.push(
      "No provider named and no provider key in the environment: using the replay provider, which plays the expected calls."
    );
  }
  const providers = [];
  const infos = [];
  const limiters = /* @__PURE__ */ new Map();
  for (const spec of specs) {
    const limiter = new RequestLimiter(apiOf(spec));
    const built = scripted.get(spec);
    const r = built ? { provider: built } : resolveProvider(spec, env, { cache, retry: { limiter } });
    if ("provider" in r) {
      providers.push(r.provider);
      limiters.set(r.provider.id, limiter);
      infos.push({
        id: r.provider.id,
        name: r.provider.name,
        model: r.provider.model,
        status: "ran"
      });
    } else {
      const id = specId(spec);
      const [name, model = ""] = id.split(/:(.*)/);
      notices.push(`Provider ${id} skipped: ${r.skipped}`);
      infos.push({ id, name, model, status: "skipped", reason: r.skipped });
    }
  }
  return { providers, infos, limiters };
}
var apiOf = (spec) => typeof spec === "string" ? spec.split(":")[0] : spec.provider;
function backoffNotices(infos, limiters, judge) {
  const lines2 = [];
  for (const info of infos) {
    const backoff = limiters.get(info.id)?.backoff;
    if (!backoff) continue;
    info.backoff = backoff;
    lines2.push(describeBackoff(info.id, backoff));
  }
  const judged = judge?.limiter?.backoff;
  if (judged) lines2.push(describeBackoff(`Judge ${judge.id}`, judged));
  return lines2;
}
function chooseJudge(named, configured) {
  const config = configured === void 0 ? void 0 : judgeOf(configured);
  const spec = named.judge ?? config?.spec;
  if (spec === void 0) return void 0;
  return { spec, samples: named.judgeSamples ?? config?.samples ?? 1 };
}
function resolveJudge(chosen, env, notices, onStop, cache) {
  if (chosen === void 0) return {};
  const { spec, samples } = chosen;
  const id = specId(spec);
  const skip = (reason) => {
    notices.push(
      `Judge ${id} skipped: ${reason}; clarification and answer checks use the deterministic baseline.`
    );
    return { info: { id, status: "skipped", reason } };
  };
  const limiter = new RequestLimiter(apiOf(spec));
  const r = resolveProvider(spec, env, { cache, retry: { limiter } });
  if ("skipped" in r) return skip(r.skipped);
  if (r.provider.agent || r.provider.id === "replay") {
    return skip("a judge must be a model API provider (not replay or an agent CLI)");
  }
  return {
    judge: new Judge(r.provider, { onStop, samples }),
    info: { id, status: "used", ...samples > 1 ? { samples } : {} },
    limiter
  };
}

// src/run/setup.ts
var NO_JUDGE_FOR = {
  cli: (n) => `--judge-samples ${n} has no judge to ask (no --judge, and no judge in the config)`,
  action: (n) => `The judge-samples input (${n}) has no judge to ask (the judge input is empty, and there is no judge in the config)`,
  api: (n) => `judgeSamples ${n} has no judge to ask (no judge option, and no judge in the config)`
};
async function setUp(opts, plan, env) {
  const notices = [...plan.notices];
  const choice = chooseProviders(opts.providers, plan.config, env, opts.cwd, opts.via);
  const redactor = new Redactor(secretValues(env, plan.secrets));
  const cache = openCache(opts.cache, plan.config, opts.cwd, (text) => redactor.holds(text));
  const restoring = opts.prepared?.({
    files: [
      ...plan.config.file ? [plan.config.file] : [],
      ...new Set(plan.scenarios.map((s) => s.origin.file))
    ],
    ...cache ? { cacheDir: cache.dir } : {}
  });
  await orCancel(restoring ?? Promise.resolve(), cancelOf(opts.cancel));
  const scriptDir = opts.providers?.length ? opts.cwd : plan.config.dir;
  const scripted = await loadScripted(choice.specs, scriptDir, opts.cwd);
  const resolved = resolveProviders(choice, env, notices, cache, scripted);
  const { limiters } = resolved;
  const { providers, infos } = plan.unstartable ? skipAll(resolved, plan.unstartable, notices) : resolved;
  const skipped = Object.fromEntries(
    infos.flatMap((i) => i.status === "skipped" && i.reason ? [[i.id, i.reason]] : [])
  );
  for (const line of describeSetup({
    cwd: opts.cwd,
    configFile: plan.config.file,
    via: opts.via,
    providers: { choice, skipped },
    thresholds: plan.thresholds,
    thresholdsFrom: plan.thresholdsFrom
  }))
    opts.log.info(line);
  requireTarget(plan);
  const chosen = chooseJudge(opts, plan.config.judge);
  if (!chosen && opts.judgeSamples !== void 0) {
    notices.push(
      `${NO_JUDGE_FOR[opts.via ?? "api"](opts.judgeSamples)}: the deterministic baseline grades clarification and answers.`
    );
  }
  const judged = resolveJudge(
    chosen,
    env,
    notices,
    (reason) => {
      if (judged.info) Object.assign(judged.info, { status: "stopped", reason });
      opts.log.warn(
        `Judge ${judged.info?.id} stopped for the rest of the run: ${reason}; the baseline grades the rest`
      );
    },
    cache
  );
  const blind = blindGates(plan.scenarios, plan.target).length;
  if (blind) {
    notices.push(
      `${blind} scenario(s) have request gates the spy cannot see: they are reported unobserved (⚠️), never passed; \`mcp-eval validate\` lists them`
    );
  }
  for (const n of notices) opts.log.notice(n);
  return { notices, cache, providers, infos, limiters, judged };
}
function skipAll(resolved, reason, notices) {
  const infos = resolved.infos.map((i) => {
    if (i.status !== "ran") return i;
    notices.push(`Provider ${i.id} skipped: ${reason}`);
    return { ...i, status: "skipped", reason };
  });
  return { providers: [], infos };
}

// src/run/spend-cap.ts
function spendingCap(opts, config, providers, notices) {
  const cap = {
    usd: opts.budget?.usd ?? config.budget?.usd,
    requests: opts.budget?.requests ?? config.budget?.requests
  };
  if (cap.usd === void 0 && cap.requests === void 0) return { asked: providers };
  const budget = new Budget(cap, config.prices);
  const asked = providers.map((p) => budget.watch(p));
  const unseen = providers.filter((p) => p.agent).map((p) => p.id);
  if (unseen.length) {
    const line = `The spending cap does not count the requests of ${unseen.join(", ")}: an agent CLI sends them itself.`;
    notices.push(line);
    opts.log.warn(line);
  }
  return { budget, asked };
}

// src/compare/adaptive.ts
function undecided(base, head, left) {
  if (left <= 0) return false;
  const b = passCount(base);
  const h = passCount(head);
  const now = classify("", "", base, head);
  if (now.class === "regressed" || now.class === "fixed") return false;
  if (now.class === "not-comparable" && b.n > 0 && h.n > 0) return false;
  for (let j = 1; j <= left; j++) {
    for (const [x, y] of [
      [j, 0],
      [0, j]
    ]) {
      const reached = countClass(
        { passes: b.passes + x, n: b.n + j },
        { passes: h.passes + y, n: h.n + j }
      );
      if (reached === "regressed" || reached === "fixed") return true;
    }
  }
  return false;
}

// src/run/ab-schedule.ts
function abSchedule(providers, scenarios, trials, halted) {
  const pairs = [];
  const index = new Map(scenarios.map((s, i) => [s, i]));
  const ranks = new Map(providers.map((p, i) => [p, i]));
  const round = (provider, scenario, repetition) => [
    { scenario, provider, repetition, side: "base" },
    { scenario, provider, repetition, side: "head" }
  ];
  const first = [];
  let planned = 0;
  for (const provider of providers) {
    const mine = /* @__PURE__ */ new Map();
    pairs.push(mine);
    for (const scenario of scenarios) {
      const rounds = trials ? trials.min : scenario.repeat;
      planned += 2 * (trials ? trials.max : scenario.repeat);
      mine.set(scenario, { base: [], head: [], rounds, running: 2 * rounds });
      for (let r = 0; r < rounds; r++) first.push(...round(provider, scenario, r));
    }
  }
  let extended = 0;
  const after = (job, row2) => {
    const pair = pairs[ranks.get(job.provider)].get(job.scenario);
    pair[job.side ?? "head"].push(row2);
    pair.running--;
    if (!trials || pair.running > 0 || halted()) return [];
    if (!undecided(pair.base, pair.head, trials.max - pair.rounds)) return [];
    if (pair.rounds === trials.min) extended++;
    pair.running = 2;
    return round(job.provider, job.scenario, pair.rounds++);
  };
  const rank = (job) => [
    ranks.get(job.provider),
    job.repetition,
    index.get(job.scenario),
    job.side === "base" ? 0 : 1
  ];
  return { schedule: new Schedule(first, planned, after, rank), extended: () => extended };
}

// src/run/jobs.ts
function planJobs(asked, plan, halted) {
  if (plan.ab) {
    const ab = abSchedule(asked, plan.scenarios, plan.ab.trials, halted);
    return { schedule: ab.schedule, ab };
  }
  const jobs = asked.flatMap(
    (provider) => plan.scenarios.flatMap(
      (scenario) => Array.from({ length: scenario.repeat }, (_, repetition) => ({
        scenario,
        provider,
        repetition
      }))
    )
  );
  return { schedule: new Schedule(jobs) };
}
function runningLine(plan, providers, schedule, count) {
  const { jobs, planned } = schedule;
  const runs = plan.ab ? abPlanText(plan.ab.trials, jobs.length, planned) : `${jobs.length} run(s)`;
  return `Running ${plan.scenarios.length} of ${plan.loaded} scenario(s) × ${providers} provider(s) (${runs}), ${count} at a time`;
}
function abPlanText(trials, now, planned) {
  return trials ? `A/B: ${now} run(s) first, at most ${planned}: adaptive trials, ${trials.min} to ${trials.max} per side` : `A/B: ${now} run(s), base and head interleaved`;
}
function runsByProvider(jobs) {
  const runs = /* @__PURE__ */ new Map();
  for (const { provider } of jobs) runs.set(provider.id, (runs.get(provider.id) ?? 0) + 1);
  return [...runs].map(([id, n]) => ({ id, runs: n }));
}

// src/run/sides.ts
import path5 from "node:path";

// src/run/row-log.ts
import {
  closeSync,
  mkdirSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
  writeSync
} from "node:fs";
import path4 from "node:path";
var descriptors = new FinalizationRegistry((fd) => closeSync(fd));
var RowLog = class {
  constructor(out, redactor, frame, onFault) {
    this.redactor = redactor;
    this.onFault = onFault;
    mkdirSync(out, { recursive: true });
    this.file = path4.join(out, PARTIAL_ROWS);
    if (frame) {
      this.frameFile = path4.join(out, PARTIAL_FRAME);
      writeFileSync(this.frameFile, JSON.stringify(redactor.redactDeep(frame)) + "\n");
    }
    this.fd = openSync(this.file, "w+");
    descriptors.register(this, this.fd);
  }
  redactor;
  onFault;
  file;
  frameFile;
  fd;
  writing = true;
  /** What the disk said when it refused a row; the rows after it are not in the file. */
  fault;
  size = 0;
  /** The row read last: a row's four heavy fields are read one after the other. */
  last;
  /** Writes the row; what the run keeps of it: the row with its transcript left here. */
  add(row2) {
    if (!this.writing) return row2;
    const fields = row2;
    const clean = {};
    let redactions = 0;
    for (const key of Object.keys(row2)) {
      const before = this.redactor.count;
      const value = key === "calls" ? redactCallSeams(this.redactor, row2.calls) : fields[key];
      clean[key] = this.redactor.redactDeep(value);
      if (IS_HEAVY.has(key)) redactions += this.redactor.count - before;
    }
    const line = Buffer.from(JSON.stringify(clean) + "\n");
    const offset = this.size;
    try {
      for (let done = 0; done < line.length; ) {
        done += writeSync(this.fd, line, done, line.length - done, offset + done);
      }
    } catch (err) {
      this.fault = err;
      this.writing = false;
      this.onFault?.(err);
      return row2;
    }
    this.size += line.length;
    return storedRow(row2, { source: this, offset, length: line.length, redactions });
  }
  read(offset, length) {
    if (this.last?.offset !== offset) {
      const bytes = Buffer.allocUnsafe(length);
      for (let done = 0; done < length; ) {
        const n = readSync(this.fd, bytes, done, length - done, offset + done);
        if (n === 0) throw new Error(`${this.file}: a row ends early at byte ${offset + done}`);
        done += n;
      }
      this.last = { offset, row: JSON.parse(bytes.toString("utf8")) };
    }
    return this.last.row;
  }
  /** No more rows: the run is over, or failed. The rows kept still read theirs. */
  end() {
    this.writing = false;
  }
  /** The report that holds every row is written: the partial file has done its job. */
  remove() {
    this.end();
    rmSync(this.file, { force: true });
    if (this.frameFile) rmSync(this.frameFile, { force: true });
  }
};

// src/run/sides.ts
function openSides(opts, plan, count) {
  const cancel = cancelOf(opts.cancel);
  const out = path5.resolve(opts.cwd, opts.out);
  const shown = shownOut(opts);
  const side = (target, which) => ({
    servers: new Servers(target, count, opts.log, cancel),
    // The base side's reports go to a folder of their own.
    out: which === "base" ? path5.join(out, "base") : out,
    shown: which === "base" ? path5.join(shown, "base") : shown,
    tools: [],
    notices: [],
    ...which ? { side: which } : {}
  });
  if (!plan.ab) return [side(plan.target)];
  return [side(plan.ab.base, "base"), side(plan.target, "head")];
}
var sideOfJob = (sides) => (job) => job.side === "base" ? sides[0] : sides[sides.length - 1];
async function listTools(sides, plan, stop) {
  if (stop.starting.aborted || plan.unstartable) return void 0;
  const cap = plan.config.result_token_cap ?? DEFAULTS.resultTokenCap;
  let measure;
  try {
    const { toolSurface, measureCalls } = await import("./tokens-FAXZSVRZ.js");
    measure = (calls) => measureCalls(calls, cap);
    for (const side of sides) {
      const listed = await side.servers.tools(void 0);
      side.tools = listed.map(toolRecord);
      side.tokens = toolSurface(listed, cap, plan.config.budgets);
      const problems = await checkToolNames(plan.scenarios, side.servers);
      if (problems.length && side.side === "base") {
        const named = problems.slice(0, 5).map((p) => p.message);
        side.notices.push(
          `The base server does not list ${problems.length} tool(s) the corpus expects: ${named.join("; ")}`
        );
      } else if (problems.length)
        throw new SetupError(`The corpus has ${problems.length} problem(s)`, problems);
    }
  } catch (err) {
    if (!(err instanceof CancelledError)) throw err;
  }
  return measure;
}
function openRowLogs(sides, frame, redactor, log) {
  for (const side of sides) {
    const refused = (err) => log.warn(
      `Cannot write ${PARTIAL_ROWS} in the output folder ${side.shown}: ${cause(err)}. The rows from here on are kept in memory only: a run killed now loses them.`
    );
    const own = {
      ...frame,
      notices: [...frame.notices, ...side.notices],
      tools: side.tools,
      ...side.tokens ? { tokens: side.tokens } : {}
    };
    try {
      side.rowLog = new RowLog(side.out, redactor, own, refused);
    } catch (err) {
      throw outputError(err, side.shown, `write ${PARTIAL_ROWS}`);
    }
  }
}
function unwired(rows, sides, jobs) {
  const sideOf = sideOfJob(sides);
  const blind = (r) => unobserve(r, NOTHING_RECEIVED);
  return rows.map(
    (r, i) => r.mode === "live" && sideOf(jobs[i]).servers.received === 0 ? revise(r, blind) : r
  );
}
async function closeSides(sides, stop) {
  for (const side of sides) side.rowLog?.end();
  stop.dispose();
  await Promise.all(sides.map((side) => side.servers.stop()));
}

// src/score/late.ts
var DECIDED = /* @__PURE__ */ new Set(["pass", "fail", "inconclusive", "known-failure"]);
var AFTER_END = "after the scenario ended (past its spy.settle_ms window)";
function withLateRequests(scenario, row2, late) {
  if (!late.length) return row2;
  const requests = [...row2.requests, ...late.map((r) => ({ ...r, late: true }))];
  if (!DECIDED.has(row2.status)) return { ...row2, requests };
  const t = { ...emptyTranscript(), requests };
  const gates = row2.checks.filter((c) => isGateCheck(c.check));
  if (gates.length !== scenario.gates.length || gates.some((c, i) => c.check !== gateCheck(scenario.gates[i].kind))) {
    const reason2 = `${late.length} spy request(s) came ${AFTER_END}, and this row's gates cannot be decided again`;
    return { ...row2, requests, status: "inconclusive", reason: reason2 };
  }
  let g = 0;
  const broken = [];
  const checks = row2.checks.map((c) => {
    if (!isGateCheck(c.check)) return c;
    const spec = scenario.gates[g++];
    if (!isRequestGateCheck(c.check) || !c.passed && !c.unobserved) return c;
    const again = gate(spec, c.unobserved ? { ...t, unobservable: c.reason } : t);
    if (again.passed || again.unobserved) return c;
    const now = { ...again, reason: `${again.reason}, ${AFTER_END}` };
    broken.push(now);
    return now;
  });
  const seen = observe(scenario, t);
  const observations = row2.observations.map(
    (o, i) => o.kind === "request" && seen[i]?.kind === "request" ? seen[i] : o
  );
  const next = { ...row2, requests, checks, observations };
  const gateFailed = row2.status === "fail" && gates.some((c) => !c.passed && !c.unobserved);
  if (!broken.length || gateFailed) return next;
  const reason = `${broken[0].check}: ${broken[0].reason}`;
  return scenario.known_failure ? {
    ...next,
    status: "known-failure",
    reason: `known failure (${scenario.known_failure}): ${reason}`
  } : { ...next, status: "fail", reason };
}

// src/run/after-run.ts
function afterRun(rows, end, log) {
  const { notices, infos, limiters, judged } = end.setup;
  const say = (line, level = "warn") => {
    notices.push(line);
    log[level](line);
  };
  const late = redecided(rows, end);
  if (late.line) say(late.line);
  const judgeLimiter = judged.info && { id: judged.info.id, limiter: judged.limiter };
  for (const line of backoffNotices(infos, limiters, judgeLimiter)) say(line, "notice");
  const overBudget = end.budget?.reached();
  const capped = late.rows.filter(
    (r) => r.status === "skipped" && r.reason?.startsWith("budget: ")
  );
  if (overBudget && capped.length)
    say(
      `Spending cap reached (${overBudget.slice("budget: ".length)}): a partial report, ${capped.length} of ${late.rows.length} run(s) skipped.`
    );
  const cancelled = cancelNotice(end.stop, late.rows);
  if (cancelled) say(cancelled.notice);
  return { rows: late.rows, ...cancelled ? { cancelled } : {} };
}
function redecided(rows, end) {
  const changed = [];
  const next = rows.map((r, i) => {
    const late = end.holdings.get(end.jobs[i])?.seal() ?? [];
    if (!late.length) return r;
    const again = revise(r, (x) => withLateRequests(end.jobs[i].scenario, x, late));
    if (again.status !== r.status) changed.push(`${r.scenario} (${r.provider}) ${again.status}`);
    return again;
  });
  if (!changed.length) return { rows: next };
  const line = `${changed.length} row(s) decided again: the server sent spy requests after the scenario ended (past spy.settle_ms ${end.settleMs} ms): ${changed.slice(0, 10).join(", ")}${changed.length > 10 ? ", …" : ""}`;
  return { rows: next, line };
}

// src/run/finish.ts
import { randomUUID } from "node:crypto";
import { rm as rm3 } from "node:fs/promises";
import path6 from "node:path";
async function finish(ran, f) {
  const [{ writeReport }, usage] = await Promise.all([
    import("./write-5SH2ZDLJ.js"),
    import("./usage-Y6EVQTOL.js")
  ]);
  const { opts, plan, setup, sides } = f;
  const rows = ran.map((r) => revise(r, (row2) => usage.priceRow(row2, plan.config.prices)));
  const shared = {
    rows,
    cacheStats: await closeCache(setup.cache, opts.cwd),
    abId: plan.ab && randomUUID()
  };
  const head = sides[sides.length - 1];
  const report = await sideReport(head, shared, f);
  const baseReport = plan.ab ? await sideReport(sides[0], shared, f) : void 0;
  await compare(report, baseReport, f);
  const write = (side, r) => writeReport(r, side.out, f.env, plan.secrets, opts.formats).catch(
    (err) => writeFailed(err, side, opts.formats)
  );
  const base = baseReport && await write(sides[0], baseReport);
  const written = await write(head, report);
  for (const side of sides) side.rowLog?.remove();
  return base ? { ...written, base } : written;
}
async function sideReport(side, {
  rows,
  cacheStats,
  abId
}, f) {
  const [{ buildReport }, { usageReport }] = await Promise.all([
    import("./build-BEWQATLI.js"),
    import("./usage-Y6EVQTOL.js")
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
      ...side.tokens ? { tokens: side.tokens } : {},
      ...judge ? { judge } : {},
      ...f.cancelled ? { cancelled: f.cancelled.field } : {},
      usage: usageReport(mine, setup.providers, plan.config.prices, setup.judged.judge?.provider),
      ...plan.shard ? { shard: plan.shard } : {},
      ...cacheStats,
      ...abId && side.side ? { ab: { id: abId, side: side.side, interleaved: true } } : {},
      ...trials && f.adaptive ? {
        adaptive: {
          ...trials,
          spent: mine.length,
          plan: f.adaptive.planned / 2,
          extended: f.adaptive.extended()
        }
      } : {}
    }
  });
}
var AB_LABEL = "the base side";
async function compare(report, baseReport, f) {
  const { opts, plan, given } = f;
  let baseline = f.baseline;
  const noComparison = (err) => {
    const why = err instanceof SetupError ? err.describe() : String(err);
    opts.log.warn(`No comparison with the baseline: ${why}`);
    return void 0;
  };
  const late = given || f.cancelled || plan.ab ? void 0 : await opts.lateBaseline?.catch(noComparison);
  if (late) baseline = await f.read(late).catch(noComparison);
  if (!baseReport && !baseline) return;
  const regression = { judgeOnly: plan.config.regression?.judge_only };
  const { compareReports } = await import("./compare-M4PYXGFD.js");
  if (baseReport) {
    report.comparison = compareReports(baseReport, report, AB_LABEL, void 0, regression);
  } else if (baseline) {
    const run = (given ?? late)?.run;
    const label = run ? `run #${run.id} (${run.branch} @ ${run.sha.slice(0, 7)})` : path6.relative(opts.cwd, baseline.file) || baseline.file;
    report.comparison = compareReports(baseline.report, report, label, run, regression);
  }
}
async function writeFailed(err, side, formats) {
  if (!isFsError(err)) throw err;
  await Promise.all(
    chooseFormats(formats).map((f) => rm3(path6.join(side.out, f.file), { force: true }))
  ).catch(() => void 0);
  throw outputError(err, side.shown, "write the report", rebuildHint(side.shown, side.rowLog));
}
function rebuildHint(shown, rowLog) {
  if (!rowLog) return "";
  const file = path6.join(shown, PARTIAL_ROWS);
  const lost = rowLog.fault ? ` up to the first row the disk refused (${errorCode(rowLog.fault) ?? cause(rowLog.fault)})` : "";
  return `The rows are kept in ${file}${lost}. Once there is room, rebuild the report without running again: mcp-eval merge ${file} --out ${shown}`;
}

// src/run/execute.ts
async function execute(opts, plan, begun) {
  const env = opts.env ?? process.env;
  const setup = await setUp(opts, plan, env);
  const baseline = await begun.reading;
  const { budget, asked } = spendingCap(opts, plan.config, setup.providers, setup.notices);
  const stop = stopOf(opts.cancel, opts.grace);
  const halted = () => budget?.reached() !== void 0 || stop.starting.aborted;
  const { schedule, ab } = planJobs(asked, plan, halted);
  const { jobs } = schedule;
  const count = Math.max(1, Math.min(plan.concurrency, jobs.length));
  const sides = openSides(opts, plan, count);
  opts.log.info(runningLine(plan, setup.providers.length, schedule, count));
  const holdings = /* @__PURE__ */ new Map();
  let ran;
  try {
    const measure = await listTools(sides, plan, stop);
    for (const s of plan.scenarios) delete s.origin.locate;
    openRowLogs(sides, frameOf(opts, plan, setup, begun.started), rowRedactor(env, plan), opts.log);
    const tokens = sides[sides.length - 1].tokens;
    const guess = tokens && estimate(jobs, tokens.total, plan.config.prices);
    if (guess) opts.log.info(guess);
    const settings = settingsOf(plan, setup, env, stop, measure);
    ran = await runJobs(opts, schedule, count, sides, settings, setup, holdings, budget);
    ran = unwired(ran, sides, jobs);
  } finally {
    await closeSides(sides, stop);
  }
  const end = { jobs, holdings, settleMs: plan.target.settleMs, setup, budget, stop };
  const { rows, cancelled } = afterRun(ran, end, opts.log);
  return finish(rows, {
    ...begun,
    opts,
    plan,
    setup,
    env,
    sides,
    jobs,
    baseline,
    cancelled,
    ...ab ? { adaptive: { planned: schedule.planned, extended: ab.extended } } : {}
  });
}
function runJobs(opts, schedule, count, sides, settings, setup, holdings, budget) {
  const sideOf = sideOfJob(sides);
  let done = 0;
  opts.progress?.start?.({ total: schedule.planned, providers: runsByProvider(schedule.jobs) });
  const events = {
    held: (job, holding) => void holdings.set(job, holding),
    row: (row2, job) => {
      const kept = sideOf(job).rowLog.add(row2);
      opts.progress?.row(row2, ++done, schedule.planned);
      return kept;
    },
    stopped: (id, reason) => {
      const info = setup.infos.find((i) => i.id === id);
      if (info) Object.assign(info, { status: "stopped", reason });
      opts.log.warn(`Provider ${id} stopped for the rest of the run: ${reason}`);
    }
  };
  return runPool(schedule, count, (job) => sideOf(job).servers, settings, events, budget);
}
function settingsOf(plan, setup, env, stop, measure) {
  const { sampling } = plan.target.client ?? {};
  return {
    timeout: plan.timeout,
    judge: setup.judged.judge,
    env,
    stop,
    settleMs: plan.target.settleMs,
    ...plan.config.server_faults ? { serverFaults: plan.config.server_faults } : {},
    ...sampling && sampling !== "off" ? { sampling } : {},
    measure
  };
}
function frameOf(opts, plan, setup, started) {
  const { judged } = setup;
  return {
    startedAt: started.toISOString(),
    ...plan.config.file ? { config: path7.relative(opts.cwd, plan.config.file) } : {},
    providers: setup.infos,
    notices: setup.notices,
    thresholds: plan.thresholds,
    expectedTools: expectedTools(plan.scenarios),
    ...judged.info ? { judge: judged.info } : {},
    ...judged.judge ? { judgeModel: { id: judged.judge.provider.id, model: judged.judge.provider.model } } : {},
    ...plan.shard ? { shard: plan.shard } : {},
    ...plan.config.prices ? { prices: plan.config.prices } : {}
  };
}
var rowRedactor = (env, plan) => new Redactor(secretValues(env, plan.secrets));

// src/run/evaluate.ts
async function evaluate(opts) {
  const started = /* @__PURE__ */ new Date();
  chooseFormats(opts.formats);
  const read2 = (b) => import("./load-2J2R2OCL.js").then((m) => m.loadReport(b.path, opts.cwd, "baseline"));
  const given = opts.baseline;
  const reading = given && read2(given);
  reading?.catch(() => void 0);
  const plan = await prepare(opts);
  const lock = lockOut(
    path8.resolve(opts.cwd, opts.out),
    shownOut(opts),
    "mcp-eval run",
    (line) => opts.log.warn(line)
  );
  try {
    return await execute(opts, plan, { started, given, reading: reading || void 0, read: read2 });
  } finally {
    lock.release();
  }
}

// src/model/progress.ts
function progressLine(row2, done, total) {
  const run = row2.repetition > 0 ? ` · run ${row2.repetition + 1}` : "";
  return `[${done}/${total}] ${row2.status} ${row2.scenario} · ${row2.provider} · ${duration(row2.latencyMs)}${run}`;
}

// src/commands/progress.ts
var CLEAR = "\r\x1B[2K";
function reporter(stream, now = Date.now) {
  return stream.isTTY ? live(stream, now) : lines(stream);
}
function lines(stream) {
  return {
    row: (row2, done, total) => void stream.write(`${progressLine(row2, done, total)}
`),
    logger: (inner) => inner,
    end: () => {
    }
  };
}
function live(stream, now) {
  let started = 0;
  let total = 0;
  let done = 0;
  let running = false;
  let shown = false;
  const counts = { pass: 0, fail: 0, other: 0 };
  const control = (sequence) => stream.control ? stream.control(sequence) : stream.write(sequence);
  const clear = () => {
    if (shown) control(CLEAR);
    shown = false;
  };
  const draw = () => {
    const parts = [`${done}/${total}`, `✓ ${counts.pass} ✗ ${counts.fail}`];
    if (counts.other) parts.push(`${counts.other} other`);
    if (done > 0 && done < total)
      parts.push(`ETA ${duration2((now() - started) / done * (total - done))}`);
    const text = parts.join(" · ");
    const width = lineWidth(stream.columns);
    control(CLEAR);
    stream.write(text.length > width ? `${text.slice(0, width - 1)}…` : text);
    shown = true;
  };
  const around = (log) => (m) => {
    clear();
    log(m);
    if (running) draw();
  };
  return {
    start: (plan) => {
      started = now();
      total = plan.total;
      running = true;
      draw();
    },
    row: (row2, n, of) => {
      done = n;
      total = of;
      counts[row2.status === "pass" ? "pass" : row2.status === "fail" ? "fail" : "other"] += 1;
      if (running) draw();
    },
    // The rest (`secrets`) passes through: the values the config names are redacted on a
    // terminal too.
    logger: (inner) => ({
      ...inner,
      info: around(inner.info),
      notice: around(inner.notice),
      warn: around(inner.warn)
    }),
    end: () => {
      running = false;
      clear();
    }
  };
}
function lineWidth(columns) {
  const known = columns !== void 0 && Number.isFinite(columns) && columns > 0;
  return Math.max(1, (known ? Math.floor(columns) : 80) - 1);
}
function duration2(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor(s % 3600 / 60)).padStart(2, "0")} min`;
}

export {
  capPart,
  evaluate,
  reporter
};
