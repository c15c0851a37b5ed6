import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  credentialValues,
  graphqlOperations,
  matchesRequest
} from "./chunk-F6Q3TO3X.js";
import {
  fillServerText,
  headerValues,
  loadConfig,
  missingEnv,
  parseThresholds,
  passedValues
} from "./chunk-TUKT6S5A.js";
import {
  selectionHash,
  shardNotice,
  sliceScenarios
} from "./chunk-XHLF2766.js";
import {
  judgeOf
} from "./chunk-DVVPL4KJ.js";
import {
  TIERS
} from "./chunk-IJON2Y6L.js";
import {
  DEFAULTS
} from "./chunk-VXVG4M6E.js";
import {
  cutAnswer,
  cutMessageId
} from "./chunk-VRERM77Z.js";
import {
  CancelledError,
  SetupError,
  errorMessage
} from "./chunk-XETKPLFK.js";

// src/mcp/upstream.ts
import path from "node:path";

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
var live = /* @__PURE__ */ new Set();
var hooked = false;
function track(pid) {
  if (pid === void 0 || pid <= 0) return;
  live.add(pid);
  if (hooked) return;
  hooked = true;
  process.once("exit", () => {
    for (const group of live) killGroup(group, "SIGKILL");
  });
}
function untrack(pid) {
  if (pid !== void 0) live.delete(pid);
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
    this.schema = (await import("./types-XC53JGRP.js")).JSONRPCMessageSchema;
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
      track(child.pid);
      child.once("error", (err) => {
        if (child.pid === void 0) this.spawnError = err;
        reject(err);
        this.onerror?.(err);
      });
      child.once("spawn", () => resolve());
      child.once("exit", (code, signal) => {
        killGroup(child.pid, "SIGKILL");
        untrack(child.pid);
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
    if (this.child?.pid !== void 0 && !this.running)
      return Promise.reject(new Error(`the server is not running: ${this.describeExit()}`));
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
    const polite = this.spec.cancel?.aborted ? 0 : 500;
    const timer = setTimeout(() => kill("SIGTERM"), polite);
    const hard = setTimeout(() => kill("SIGKILL"), polite + 500);
    const giveUp = new Promise((resolve) => setTimeout(resolve, polite + 1e3).unref());
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
var clip = (line) => line.length > STDERR_LINE_CHARS ? `${line.slice(0, STDERR_LINE_CHARS)} …` : line;

// src/mcp/loopback.ts
import { isIP } from "node:net";
function isLoopback(hostname) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  if (isIP(host) === 6) return host === "::1" || host === "0:0:0:0:0:0:0:1";
  return false;
}

// src/mcp/types.ts
var TransportError = class extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "TransportError";
  }
};

// src/mcp/session.ts
function keptSession(upstream, name, session) {
  let lostFor;
  let generation = 0;
  let renewal = Promise.resolve(void 0);
  const renewAfter = (sentIn) => {
    if (sentIn === generation) {
      generation++;
      renewal = session.renew().then(
        () => {
          session.warn?.(
            `${name} lost its HTTP session (404 for its Mcp-Session-Id); a new one was started`
          );
          return void 0;
        },
        (err) => errorMessage(err)
      );
    }
    return renewal;
  };
  const lose = (why, err) => {
    lostFor ??= `${name} lost its HTTP session and a new one failed: ${why}`;
    throw new TransportError(lostFor, { cause: err });
  };
  const unanswered = (err) => {
    throw new TransportError(`${name} gave no answer to tools/call: ${errorMessage(err)}`, {
      cause: err
    });
  };
  return {
    tools: upstream.tools,
    live: upstream.live,
    async call(tool, args, signal) {
      await renewal;
      if (lostFor) throw new TransportError(lostFor);
      const sentIn = generation;
      try {
        return await upstream.call(tool, args, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        if (!session.lost(err)) {
          if (sentIn !== generation)
            throw new TransportError(
              `${name} lost its HTTP session while this call was in flight: it may have run, so it was not sent again (${errorMessage(err)})`,
              { cause: err }
            );
          if (session.failed(err)) unanswered(err);
          throw err;
        }
        const why = await renewAfter(sentIn);
        if (why !== void 0) lose(why, err);
      }
      try {
        return await upstream.call(tool, args, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        if (session.lost(err)) lose(`the new session was lost too (${errorMessage(err)})`, err);
        if (session.failed(err)) unanswered(err);
        throw err;
      }
    },
    gone: () => upstream.gone() ?? lostFor,
    close: () => upstream.close()
  };
}

// src/mcp/validator.ts
var LazySchemaValidator = class {
  ajv;
  /** For a schema that names draft-07 (or 06) in `$schema`, as the spec lets a tool do. */
  draft7;
  loading;
  wanted = false;
  compiled = /* @__PURE__ */ new WeakMap();
  /** Asked by the SDK's client when tools are listed. Its own check never runs: calls go
   * around it (live.ts), so this only notes that ajv will be needed. */
  getValidator(_schema) {
    this.wanted = true;
    return (input) => ({ valid: true, data: input, errorMessage: void 0 });
  }
  /** Resolves once a call's result can be checked: at once when no tool has an output schema. */
  ready() {
    if (!this.wanted) return Promise.resolve();
    this.loading ??= Promise.all([import("./2020-VDWH4VF3.js"), import("./ajv-G7W2W4FS.js")]).then(
      ([m2020, m7]) => {
        const make = (m) => {
          const Ajv = m.default.default ?? m.default;
          return new Ajv({
            strict: false,
            validateFormats: false,
            validateSchema: false,
            allErrors: true
          });
        };
        this.ajv = make(m2020);
        this.draft7 = make(m7);
      }
    );
    return this.loading;
  }
  /** What a tool's result says of its output schema (ready() awaited first). */
  check(schema, structured) {
    if (structured === void 0)
      return {
        status: "missing",
        detail: "the tool declares an outputSchema but its result has no structuredContent"
      };
    const validate = this.compile(schema);
    if (validate instanceof Error)
      return {
        status: "unchecked",
        detail: `the outputSchema could not be compiled as JSON Schema 2020-12: ${validate.message}`
      };
    if (validate(structured)) return { status: "valid" };
    const why = this.ajv?.errorsText(validate.errors) ?? "invalid";
    return {
      status: "invalid",
      detail: `structuredContent does not match the outputSchema: ${why.replace(/^data/, "structuredContent").replace(/, data/g, ", structuredContent")}`
    };
  }
  compile(schema) {
    let v = this.compiled.get(schema);
    if (!v) {
      const older = typeof schema.$schema === "string" && /draft-0[67]/.test(schema.$schema);
      const ajv = older ? this.draft7 : this.ajv;
      if (!ajv) throw new Error("the output schema validator is not loaded");
      try {
        v = ajv.compile(schema);
      } catch (err) {
        v = err instanceof Error ? err : new Error(String(err));
      }
      this.compiled.set(schema, v);
    }
    return v;
  }
};

// src/mcp/upstream.ts
var loadCatalog = async (file) => (await import("./catalog-DO25Y7IJ.js")).loadCatalog(file);
async function clientSide() {
  const [{ Client }, { live: live2, isTimeout }] = await Promise.all([
    import("./client-NHFUFVYD.js"),
    import("./live-I3MSCYIU.js")
  ]);
  const validator = new LazySchemaValidator();
  const client = new Client(
    { name: "mcp-eval", version: "0.1.0" },
    { jsonSchemaValidator: validator }
  );
  return { client, validator, live: live2, isTimeout };
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
  const { signal } = opts;
  const cancel = opts.cancel ?? signal;
  if (signal?.aborted) throw new CancelledError(signal);
  const server = fillServer(written, { spyUrl: opts.spyUrl, env: opts.env ?? process.env });
  const timeout = (server.startup_timeout ?? DEFAULTS.startupTimeout) * 1e3;
  const limits = {
    timeout,
    resultBytes: server.max_result_bytes ?? DEFAULTS.maxResultBytes,
    signal
  };
  const cancelled = (err) => signal?.aborted ? new CancelledError(signal) : err;
  if (server.url) {
    const url = new URL(server.url);
    if (!isLoopback(url.hostname) && !server.allow_remote) {
      throw new SetupError(
        `Refusing to reach the MCP server at ${url.origin}: not a loopback address. Set \`server.allow_remote: true\` to allow it.`
      );
    }
    const [{ StreamableHTTPClientTransport, StreamableHTTPError }, { client: client2, validator: validator2, live: live3 }] = await Promise.all([
      import("./streamableHttp-ZUVJDKP2.js"),
      clientSide()
    ]);
    const name2 = `The MCP server at ${written.url}`;
    const open = async () => {
      const session = new StreamableHTTPClientTransport(url, {
        requestInit: { headers: server.headers }
      });
      await client2.connect(session, { timeout, signal });
      return session;
    };
    let transport2;
    try {
      transport2 = await open();
    } catch (err) {
      await client2.close().catch(() => void 0);
      if (signal?.aborted) throw new CancelledError(signal);
      throw new SetupError(`${name2} did not answer initialize: ${errorMessage(err)}`);
    }
    const end = async () => {
      const ending = transport2.terminateSession().catch(() => void 0);
      if (!cancel?.aborted) return ending;
      let timer;
      await Promise.race([ending, new Promise((resolve) => timer = setTimeout(resolve, 500))]);
      clearTimeout(timer);
    };
    let upstream;
    try {
      upstream = await live3(client2, name2, limits, { end, validator: validator2 });
    } catch (err) {
      await end();
      await client2.close().catch(() => void 0);
      throw cancelled(err);
    }
    return keptSession(upstream, name2, {
      // The spec's sign of a session the server ended: 404 to a request that carried its id.
      lost: (err) => err instanceof StreamableHTTPError && err.code === 404 && transport2.sessionId !== void 0,
      failed: (err) => err instanceof StreamableHTTPError || err instanceof TypeError,
      renew: async () => {
        await client2.close().catch(() => void 0);
        try {
          transport2 = await open();
        } catch (err) {
          throw new Error(`initialize was not answered: ${errorMessage(err)}`, { cause: err });
        }
      },
      warn: opts.warn
    });
  }
  if (!server.command)
    throw new SetupError("The config names no server (`server.command` or `server.url`)");
  const name = `The MCP server \`${commandLine(written)}\``;
  let noisy = false;
  const transport = new ChildProcessTransport({
    command: server.command,
    args: server.args ?? [],
    env: { ...inherited(opts.env ?? process.env), ...server.env },
    cwd: path.resolve(opts.dir, server.cwd ?? "."),
    // Room for a result at the limit even when JSON escapes double it; past this, cut unread.
    maxMessageBytes: Math.max(DEFAULT_MESSAGE_BYTES, 4 * limits.resultBytes),
    cancel,
    onNoise: (line) => {
      if (noisy) return;
      noisy = true;
      opts.warn?.(
        `${name} wrote a line to stdout that is not JSON-RPC (skipped; logs belong on stderr): ${line.slice(0, 200)}`
      );
    }
  });
  transport.start().catch(() => void 0);
  const { client, validator, live: live2, isTimeout } = await clientSide().catch(async (err) => {
    await transport.close();
    throw err;
  });
  try {
    await client.connect(transport, { timeout, signal });
  } catch (err) {
    const hung = transport.running;
    await transport.close().catch(() => void 0);
    if (signal?.aborted) throw new CancelledError(signal);
    const why = !hung ? (await transport.stderrRead(), transport.describeExit()) : isTimeout(err) ? `did not answer initialize within ${timeout / 1e3} s (server.startup_timeout)` : `did not answer initialize (${errorMessage(err)})`;
    throw new SetupError(`${name} ${why}`);
  }
  const gone = () => transport.running ? void 0 : `${name} ${transport.describeExit()}`;
  try {
    const settle = () => transport.running ? Promise.resolve() : transport.stderrRead();
    return await live2(client, name, limits, { gone, settle, validator });
  } catch (err) {
    await transport.close().catch(() => void 0);
    throw cancelled(err);
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

// src/run/prepare.ts
async function prepare(opts, keepProblems = false, onTarget) {
  const env = opts.env ?? process.env;
  const config = await loadConfig(opts.config, opts.cwd);
  const secrets = runSecrets(config, opts, env);
  opts.log.secrets?.(secrets);
  const unset = missingEnv(config, env);
  const unstartable = unset.length && opts.noSecrets ? `the server cannot start: ${unsetText(unset, opts.noSecrets)}` : void 0;
  if (unset.length && !unstartable) {
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
    ...config.spy?.port !== void 0 ? { spyPort: config.spy.port } : {},
    settleMs: config.spy?.settle_ms ?? DEFAULTS.settleMs
  };
  const concurrency = config.spy?.port !== void 0 ? 1 : opts.concurrency ?? config.concurrency ?? DEFAULTS.concurrency;
  if ((target.server || target.catalog) && !unstartable) await onTarget?.(target, concurrency);
  const { loadConfiguredCorpus } = await import("./configured-2QGV6JJA.js");
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
  if (unstartable && opts.noSecrets) notices.push(unstartableNotice(unset, opts.noSecrets));
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
        // The column while the file's positions are kept.
        column: s.origin.locate?.([]).column,
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
    ...unstartable ? { unstartable } : {},
    // A flag beats the config, which beats a thresholds.yaml that came with the corpus.
    thresholds: opts.thresholds ? await parseThresholds(opts.thresholds, opts.cwd) : config.thresholds ?? corpus.thresholds?.thresholds,
    notices,
    problems: corpus.problems,
    secrets,
    concurrency,
    timeout: opts.timeout ?? config.timeout ?? DEFAULTS.timeout
  };
}
function unsetText(unset, why) {
  const names = unset.map((p) => {
    const written = /^\$\{[^}]*\}/.exec(p.message)?.[0] ?? p.field;
    const where = [p.file, p.line].filter((x) => x !== void 0).join(":");
    return `${written} (${where}${p.field ? ` ${p.field}` : ""})`;
  });
  return `${names.join(", ")} not set (${why})`;
}
function unstartableNotice(unset, why) {
  const name = /^\$\{env:([^}]*)\}/.exec(unset[0].message)?.[1] ?? "NAME";
  return `The server is not started, so every run is skipped: ${unsetText(unset, why)}. When the spy answers the server's API, a dummy value lets it start (\`${name}: dummy\` in the step's env on fork pull requests; see the README).`;
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
      const where = s.origin.locate?.(p);
      problems.push({
        file: s.origin.file,
        line: where?.line ?? s.origin.line,
        column: where?.column,
        field: where?.field ?? p.join("."),
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

// src/spy/backend.ts
import { createRequire } from "node:module";
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
  /** The scenario that called the process last: a request that comes while its process is idle
   * (a background job the call started) is still its own. None while the server starts: what it
   * sends then is counted, and no scenario's. */
  holder;
  /** The holder's calls running on the process now, and those of its current (or last) busy
   * spell: a request is stamped with the first, else the second (what a call set off). */
  running = /* @__PURE__ */ new Set();
  spell = [];
  /** Requests over the whole run: none at all means the server is not wired to the spy. */
  received = 0;
  url = "";
  async start() {
    const server = createServer((req, res) => {
      const owner = this.holder;
      const by = this.attribution();
      const at = Date.now();
      void readBody(req).then(async (body) => {
        const target = req.url ?? "/";
        const path3 = target.split(/[?#]/, 1)[0];
        const query = Object.fromEntries(
          new URLSearchParams(target.split("#", 1)[0].slice(path3.length + 1))
        );
        const method = req.method ?? "GET";
        const routes = [...owner?.routes ?? [], ...this.routes];
        const route = routes.find((r) => matchesRequest(r, { method, path: path3 }));
        const endpoint = routes.some(
          (r) => r.graphql && matchesRequest({ path: r.path }, { method, path: path3 })
        );
        this.received++;
        const status = route ? route.status ?? DEFAULTS.routeStatus : 404;
        const graphql = endpoint ? graphqlOperations({ method, query, body }) : void 0;
        owner?.add({
          method,
          path: path3,
          query,
          ...body === void 0 ? {} : { body },
          status,
          ...route ? {} : { unrouted: true },
          ...graphql ? { graphql } : {},
          at,
          ...by
        });
        const payload = route ? route.text ?? JSON.stringify(route.json ?? null) : JSON.stringify({ error: "no spy route", method, path: path3 });
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
  /** From now on, what arrives is `ledger`'s (and its routes answer first): its scenario is
   * about to call the process. */
  hold(ledger, ref) {
    if (ledger !== this.holder) {
      this.running.clear();
      this.spell = [];
    }
    this.holder = ledger;
    if (!ref) return;
    if (this.running.size === 0) this.spell = [];
    this.running.add(ref);
    this.spell.push(ref);
  }
  /** The call `ref` returned: what comes now is its spell's, until another call starts. */
  release(ref) {
    this.running.delete(ref);
  }
  /** Which calls and probes a request arriving now may come from. */
  attribution() {
    const refs = this.running.size ? [...this.running] : this.spell;
    const of = (kind) => refs.filter((r) => r.kind === kind).map((r) => r.index);
    const calls = of("call");
    const probes = of("probe");
    return {
      ...calls.length ? { calls } : {},
      ...probes.length ? { probes } : {}
    };
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

export {
  track,
  untrack,
  TransportError,
  loadCatalog,
  connect,
  prepare,
  splitCommand,
  requireTarget,
  checkToolNames,
  SpyBackend
};
