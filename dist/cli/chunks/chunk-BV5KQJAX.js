import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  SpyBackend,
  TransportError,
  connect,
  loadCatalog
} from "./chunk-FVJMHNCP.js";
import {
  SERVER_PLACEHOLDER,
  parsePlaceholder
} from "./chunk-TUKT6S5A.js";
import {
  matchArgs
} from "./chunk-DVVPL4KJ.js";
import {
  REQUEST_GATES
} from "./chunk-IJON2Y6L.js";
import {
  Redactor,
  secretValues
} from "./chunk-EL2LPTNK.js";
import {
  DEFAULTS
} from "./chunk-VXVG4M6E.js";
import {
  SetupError,
  errorMessage
} from "./chunk-XETKPLFK.js";

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
  begin(mode, opts = {}) {
    this.calls = [];
    this.probes = [];
    this.probing = mode === "live" && opts.probeIdempotent === true;
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
        await this.upstream.call(tool, args, signal, { kind: "call", index }),
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
function held(unit, holding) {
  const { upstream } = unit;
  return {
    tools: upstream.tools,
    live: upstream.live,
    async call(tool, args, signal, ref) {
      unit.backend.hold(holding.ledger, ref);
      try {
        return await upstream.call(tool, args, signal);
      } finally {
        if (ref) unit.backend.release(ref);
        holding.lastCall = performance.now();
      }
    },
    gone: () => upstream.gone(),
    close: () => upstream.close()
  };
}
function pooled(pool, tools, holding, settleMs = 0) {
  let lost;
  return {
    tools,
    live: true,
    async call(tool, args, signal, ref) {
      const unit = await pool.lease(signal, holding);
      unit.backend.hold(holding.ledger, ref);
      try {
        return await unit.upstream.call(tool, args, signal);
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
  kept = /* @__PURE__ */ new Map();
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
  /** A process for `owner`: its own kept one first, else the one idle longest that is kept for no
   * one else, else a new one while there is room; else the first given back or free. */
  async lease(signal, owner) {
    for (; ; ) {
      signal?.throwIfAborted();
      if (this.closed) throw new Error("the run is over: no server is lent any more");
      const now = performance.now();
      const keptFor = (u) => this.kept.get(u)?.owner;
      const free = (u) => (this.kept.get(u)?.until ?? 0) <= now || keptFor(u) === owner;
      const own = owner === void 0 ? -1 : this.idle.map(keptFor).lastIndexOf(owner);
      const i = own >= 0 ? own : this.idle.findIndex(free);
      if (i >= 0) {
        const [unit] = this.idle.splice(i, 1);
        this.kept.delete(unit);
        if (!unit.upstream.gone()) return unit;
        await this.drop(unit);
        continue;
      }
      if (this.count < this.size) {
        this.count++;
        try {
          const opened = await this.open(signal);
          this.all.add(opened);
          return opened;
        } catch (err) {
          this.count--;
          this.wake();
          throw err;
        }
      }
      const untils = this.idle.map((u) => this.kept.get(u)?.until ?? now);
      await this.turn(signal, untils.length ? Math.min(...untils) - now : void 0);
    }
  }
  /** Back to the pool (`kept` for its owner a while), or retired when `discard`, gone, or the run
   * is over. */
  async release(unit, discard = false, kept) {
    if (discard || this.closed || unit.upstream.gone()) await this.drop(unit);
    else {
      this.idle.push(unit);
      if (!kept) return this.wake();
      this.kept.set(unit, kept);
      for (const go of [...this.waiting]) go();
    }
  }
  async close() {
    this.closed = true;
    await Promise.allSettled([...this.all].map((u) => this.drop(u)));
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
      this.wake();
    }
  }
  wake() {
    this.waiting.shift()?.();
  }
  /** Until a process is free (or `ms` passed), or the lease is no longer wanted. */
  turn(signal, ms) {
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        const i = this.waiting.indexOf(go);
        if (i >= 0) this.waiting.splice(i, 1);
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason);
      };
      const go = () => {
        leave();
        resolve();
      };
      const timer = ms === void 0 ? void 0 : setTimeout(go, Math.max(0, ms));
      this.waiting.push(go);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
};

// src/run/servers.ts
var STATELESS_POOL = 2;
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
   * its mode needs. */
  async lease(scenario, signal) {
    const blind = blindSpot(this.target, scenario);
    const stub = this.target.defaultStub;
    const holding = new Holding();
    const stage = (upstream) => ({
      proxy: new SpyProxy(upstream, stub),
      backend: holding,
      ...blind ? { blindSpot: blind } : {}
    });
    const tools = await this.tools(scenario);
    if (scenario.mode === "stub") {
      return { stage: stage(toolsOnly(tools)), release: async () => void 0 };
    }
    const pool = this.poolOf(keyOf(scenario), scenario.server);
    if (this.target.server?.stateless) {
      const upstream = pooled(pool, tools, holding, this.target.settleMs);
      return { stage: stage(upstream), release: async () => void 0 };
    }
    const unit = await pool.lease(signal);
    return {
      stage: stage(held(unit, holding)),
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
        (signal) => this.open(override, signal),
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
      cancel: this.cancel
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
  NOTHING_RECEIVED,
  blindGates,
  Servers
};
