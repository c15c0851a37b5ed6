import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  graphqlOperations,
  matchesRequest
} from "./chunk-5SMTY4KM.js";
import {
  fillServerText
} from "./chunk-7B75NLNL.js";
import {
  AjvJsonSchemaValidator,
  Protocol,
  assertClientRequestTaskCapability,
  assertToolsCallTaskCapability,
  getLiteralValue,
  getObjectShape,
  mergeCapabilities,
  safeParse
} from "./chunk-QXBXGSQP.js";
import {
  DEFAULTS
} from "./chunk-76AO3HOH.js";
import {
  Askers,
  cutAnswer,
  cutMessageId,
  isTimeout,
  live
} from "./chunk-YP5OHWNK.js";
import {
  CancelledError,
  SetupError,
  errorMessage
} from "./chunk-G25U54P6.js";
import {
  CallToolResultSchema,
  CompleteResultSchema,
  CreateMessageRequestSchema,
  CreateMessageResultSchema,
  CreateMessageResultWithToolsSchema,
  CreateTaskResultSchema,
  ElicitRequestSchema,
  ElicitResultSchema,
  EmptyResultSchema,
  ErrorCode,
  GetPromptResultSchema,
  InitializeResultSchema,
  JSONRPCMessageSchema,
  LATEST_PROTOCOL_VERSION,
  ListChangedOptionsBaseSchema,
  ListPromptsResultSchema,
  ListResourceTemplatesResultSchema,
  ListResourcesResultSchema,
  ListRootsRequestSchema,
  ListToolsResultSchema,
  McpError,
  PromptListChangedNotificationSchema,
  ReadResourceResultSchema,
  ResourceListChangedNotificationSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  ToolListChangedNotificationSchema
} from "./chunk-DPKFXG75.js";
import {
  __commonJS,
  __toESM
} from "./chunk-JZ4XGLPB.js";

// node_modules/shell-quote/quote.js
var require_quote = __commonJS({
  "node_modules/shell-quote/quote.js"(exports, module) {
    "use strict";
    var OPS = (
      /** @type {const} */
      [
        "||",
        "&&",
        ";;&",
        ";;",
        ";&",
        "|&",
        "<(",
        ">(",
        "<<<",
        "<<-",
        "<<",
        ">>",
        ">&",
        ">|",
        "&>>",
        "&>",
        "<&",
        "<>",
        "&",
        ";",
        "(",
        ")",
        "|",
        "<",
        ">"
      ]
    );
    var LINE_TERMINATORS = /[\n\r\u2028\u2029]/;
    var GLOB_SHELL_SPECIAL = /[\s#!"$&'():;<=>@\\^`|~]/g;
    module.exports = function quote(xs) {
      var sawComment = false;
      return xs.map(function(s) {
        if (sawComment && typeof s === "string" && LINE_TERMINATORS.test(s)) {
          throw new TypeError("a token after a `comment` must not contain line terminators");
        }
        if (s === "") {
          return (
            /** @type {const} */
            "''"
          );
        }
        if (s && typeof s === "object") {
          if ("op" in s && s.op === "glob") {
            if (typeof s.pattern !== "string") {
              throw new TypeError("glob token requires a string `pattern`");
            }
            if (LINE_TERMINATORS.test(s.pattern)) {
              throw new TypeError("glob `pattern` must not contain line terminators");
            }
            if (s.pattern === "") {
              return (
                /** @type {const} */
                "''"
              );
            }
            return s.pattern.replace(GLOB_SHELL_SPECIAL, "\\$&");
          }
          if ("op" in s && typeof s.op === "string") {
            if (OPS.indexOf(s.op) < 0) {
              throw new TypeError("invalid `op` value: " + JSON.stringify(s.op));
            }
            return s.op.replace(/[\s\S]/g, "\\$&");
          }
          if ("comment" in s && typeof s.comment === "string") {
            if (LINE_TERMINATORS.test(s.comment)) {
              throw new TypeError("`comment` must not contain line terminators");
            }
            sawComment = true;
            return "#" + s.comment;
          }
          throw new TypeError("unrecognized object token shape");
        }
        if (/'/.test(s) && /!/.test(s)) {
          return "'" + s.replace(/'/g, `'"'"'`) + "'";
        }
        if (/["\s\\]/.test(s) && !/'/.test(s)) {
          return "'" + s + "'";
        }
        if (/["'\s]/.test(s)) {
          return '"' + s.replace(/(["\\$`])/g, "\\$1") + '"';
        }
        return String(s).replace(/([A-Za-z]:)?([#!"$&'()*,:;<=>?@[\\\]^`{|}~])/g, "$1\\$2");
      }).join(" ");
    };
  }
});

// node_modules/shell-quote/parse.js
var require_parse = __commonJS({
  "node_modules/shell-quote/parse.js"(exports, module) {
    "use strict";
    var CONTROL = (
      /** @type {const} */
      "(?:" + /** @type {const} */
      [
        "\\|\\|",
        "\\&(?:\\&|>>?)",
        // `&&`, `&>`, and `&>>`
        ";;\\&?",
        // `;;` and `;;&`
        "[;|]\\&",
        // `;&` and `|&`
        "\\<\\(",
        "\\<\\<\\<",
        "\\<\\<-",
        "\\<\\<(?!\\()",
        // `<<(` stays `<` and `<(`, as zsh reads it; other shells reject it
        ">>",
        ">[&|(]",
        // `>&`, `>|`, and `>(`
        "<[&>]",
        // `<&` and `<>`
        "[&;()|<>]"
      ].join(
        /** @type {const} */
        "|"
      ) + /** @type {const} */
      ")"
    );
    var controlRE = new RegExp("^" + CONTROL + "$");
    var META = (
      /** @type {const} */
      "|&;()<> \\t"
    );
    var SINGLE_QUOTE = (
      /** @type {const} */
      "'([^']*?)'"
    );
    var ANSI_C_BODY = "(?:\\\\[\\s\\S]|[^\\\\'])*?";
    var ANSI_C_QUOTE = "\\$'" + ANSI_C_BODY + "'";
    var ansiCAt = new RegExp("\\$'" + ANSI_C_BODY + "(?:(')|\\\\?$)", "g");
    var ANSI_C_LETTERS = "abeEfnrtv";
    var ANSI_C_CHARS = "\x07\b\x1B\x1B\f\n\r	\v";
    var hash = /^#$/;
    var SQ = (
      /** @type {const} */
      "'"
    );
    var DQ = (
      /** @type {const} */
      '"'
    );
    var DS = (
      /** @type {const} */
      "$"
    );
    var TOKEN = "";
    var mult = (
      /** @type {const} */
      4294967296
    );
    for (i = 0; i < 4; i++) {
      TOKEN += (mult * Math.random()).toString(16);
    }
    var i;
    var startsWithToken = new RegExp("^" + TOKEN);
    function matchAll(s, r) {
      var origIndex = r.lastIndex;
      var matches = [];
      var matchObj;
      while (matchObj = r.exec(s)) {
        matches[matches.length] = matchObj;
        if (r.lastIndex === matchObj.index) {
          r.lastIndex += 1;
        }
      }
      r.lastIndex = origIndex;
      return matches;
    }
    function getVar(env, pre, key) {
      var r = typeof env === "function" ? env(key) : env[key];
      if (typeof r === "undefined" && key != "") {
        r = "";
      } else if (typeof r === "undefined") {
        r = "$";
      }
      if (typeof r === "object") {
        return pre + TOKEN + JSON.stringify(r) + TOKEN;
      }
      return pre + r;
    }
    var ansiCEscape = /\\([0-7]{1,3}|x[\dA-Fa-f]{1,2}|u[\dA-Fa-f]{1,4}|U[\dA-Fa-f]{1,8}|c(?:\\\\|[\s\S])|[abeEfnrtv\\'"?])/g;
    function expandAnsiCEscape(m, escape) {
      var kind = escape.charAt(0);
      if (kind === "c") {
        var ctrl = escape.charAt(1);
        return ctrl === "?" ? "" : String.fromCharCode(ctrl.charCodeAt(0) & 31);
      }
      if (kind === "x" || kind === "u" || kind === "U") {
        var cp = parseInt(escape.slice(1), 16);
        if (cp > 1114111) {
          return m;
        }
        return String.fromCharCode.apply(null, cp > 65535 ? [55232 + (cp >> 10), 56320 + (cp & 1023)] : [cp]);
      }
      if (kind >= "0" && kind <= "7") {
        return String.fromCharCode(parseInt(escape, 8) & 255);
      }
      var letter = ANSI_C_LETTERS.indexOf(escape);
      return letter < 0 ? escape : ANSI_C_CHARS.charAt(letter);
    }
    function expandAnsiC(body) {
      return body.replace(ansiCEscape, expandAnsiCEscape).split("\0")[0];
    }
    function closesAnsiC(s, i2) {
      ansiCAt.lastIndex = i2;
      return !!/** @type {RegExpExecArray} */
      ansiCAt.exec(s)[1];
    }
    function parseInternal(string, env, opts) {
      if (!opts) {
        opts = {};
      }
      var BS = opts.escape || "\\";
      var ifs = opts.splitUnquoted === true ? " 	\n" : typeof opts.splitUnquoted === "string" ? opts.splitUnquoted : "";
      var BAREWORD = "(\\" + BS + `['"$\\` + BS + META + "]|\\$\\$|\\$(?!" + ANSI_C_QUOTE.slice(2) + `)|[^\\s'"$` + META + "])+";
      var DOUBLE_QUOTE = '"(?:\\' + BS + '[\\s\\S]|[^"\\' + BS + '])*"';
      var chunker = new RegExp([
        "(" + CONTROL + ")",
        // control chars
        "(" + ANSI_C_QUOTE + "|" + BAREWORD + "|" + DOUBLE_QUOTE + "|" + SINGLE_QUOTE + ")+"
      ].join("|"), "g");
      var matches = matchAll(string, chunker);
      if (matches.length === 0) {
        return [];
      }
      if (!env) {
        env = {};
      }
      var commented = false;
      return matches.map(function(match) {
        var s = match[0];
        if (!s || commented) {
          return void 0;
        }
        if (controlRE.test(s)) {
          return (
            /** @type {ControlOperator} */
            { op: s }
          );
        }
        var quote = false;
        var esc = false;
        var out = "";
        var words = [];
        var sawQuote = false;
        var pendingNw = null;
        var isGlob = false;
        var i2;
        function parseEnvVar() {
          i2 += 1;
          var varend;
          var varname;
          var char = s.charAt(i2);
          if (char === "{") {
            i2 += 1;
            if (s.charAt(i2) === "}") {
              throw new Error("Bad substitution: " + s.slice(i2 - 2, i2 + 1));
            }
            var depth = 1;
            varend = i2;
            while (depth > 0 && varend < s.length) {
              if (s.charAt(varend) === "{" && s.charAt(varend - 1) === "$") {
                depth += 1;
              } else if (s.charAt(varend) === "}") {
                depth -= 1;
              }
              varend += 1;
            }
            if (depth !== 0) {
              throw new Error("Bad substitution: " + s.slice(i2));
            }
            varend -= 1;
            varname = s.slice(i2, varend);
            i2 = varend;
          } else if (/[*@#?$!-]/.test(char)) {
            varname = char;
          } else {
            var slicedFromI = s.slice(i2);
            varend = slicedFromI.match(/[^\w\d_]/);
            if (!varend) {
              varname = slicedFromI;
              i2 = s.length;
            } else {
              varname = slicedFromI.slice(0, varend.index);
              i2 += /** @type {number} */
              varend.index - 1;
            }
          }
          return getVar(
            /** @type {NonNullable<typeof env>} */
            env,
            "",
            varname
          );
        }
        function flushRun() {
          if (pendingNw === null) {
            return;
          }
          if (pendingNw === 0) {
            if (out !== "") {
              words[words.length] = out;
              out = "";
            }
          } else {
            words[words.length] = out;
            out = "";
            for (var fe = 1; fe < pendingNw; fe += 1) {
              words[words.length] = "";
            }
          }
          pendingNw = null;
        }
        for (i2 = 0; i2 < s.length; i2++) {
          var c = s.charAt(i2);
          if (ifs && c !== DS) {
            flushRun();
          }
          isGlob = isGlob || !quote && (c === "*" || c === "?");
          if (esc) {
            out += c;
            esc = false;
          } else if (quote) {
            if (c === quote) {
              quote = false;
            } else if (quote == SQ) {
              out += c;
            } else {
              if (c === BS) {
                i2 += 1;
                c = s.charAt(i2);
                if (c === DQ || c === BS || c === DS) {
                  out += c;
                } else {
                  out += BS + c;
                }
              } else if (c === DS) {
                out += parseEnvVar();
              } else {
                out += c;
              }
            }
          } else if (c === DQ || c === SQ) {
            quote = c;
            sawQuote = true;
          } else if (controlRE.test(c)) {
            return (
              /** @type {ControlOperator} */
              { op: s }
            );
          } else if (hash.test(c)) {
            commented = true;
            var commentObj = { comment: string.slice(match.index + i2 + 1) };
            if (out.length) {
              return (
                /** @type {const} */
                [out, commentObj]
              );
            }
            return (
              /** @type {const} */
              [commentObj]
            );
          } else if (c === BS) {
            esc = true;
          } else if (c === DS && s.charAt(i2 + 1) === SQ && closesAnsiC(s, i2)) {
            flushRun();
            sawQuote = true;
            out += expandAnsiC(s.slice(i2 + 2, ansiCAt.lastIndex - 1));
            i2 = ansiCAt.lastIndex - 1;
          } else if (c === DS) {
            var value = parseEnvVar();
            if (!ifs) {
              out += value;
            } else {
              for (var vi = 0; vi < value.length; vi += 1) {
                var vc = value.charAt(vi);
                if (ifs.indexOf(vc) < 0) {
                  flushRun();
                  out += vc;
                } else if (pendingNw === null) {
                  pendingNw = vc === " " || vc === "	" || vc === "\n" ? 0 : 1;
                } else if (vc !== " " && vc !== "	" && vc !== "\n") {
                  pendingNw += 1;
                }
              }
            }
          } else {
            out += c;
          }
        }
        if (isGlob) {
          return (
            /** @type {GlobPattern} */
            { op: "glob", pattern: out }
          );
        }
        if (ifs) {
          if (pendingNw !== null && pendingNw > 0) {
            words[words.length] = out;
            out = "";
            for (var te = 1; te < pendingNw; te += 1) {
              words[words.length] = "";
            }
          }
          if (out !== "" || sawQuote && words.length === 0) {
            words[words.length] = out;
          }
          return words;
        }
        return out;
      }).reduce(
        function(prev, arg) {
          if (typeof arg === "undefined") {
            return prev;
          }
          [].concat(arg).forEach(function(entry) {
            prev[prev.length] = entry;
          });
          return prev;
        },
        /** @type {ParseEntry[]} */
        []
      );
    }
    module.exports = function parse2(s, env, opts) {
      var mapped = parseInternal(s, env, opts);
      if (typeof env !== "function") {
        return mapped;
      }
      return mapped.reduce(
        function(acc, s2) {
          if (typeof s2 === "object") {
            acc[acc.length] = s2;
            return acc;
          }
          var xs = s2.split(RegExp("(" + TOKEN + ".*?" + TOKEN + ")", "g"));
          if (xs.length === 1) {
            acc[acc.length] = xs[0];
            return acc;
          }
          xs.filter(Boolean).forEach(function(x) {
            acc[acc.length] = startsWithToken.test(x) ? JSON.parse(x.split(TOKEN)[1]) : x;
          });
          return acc;
        },
        /** @type {ParseEntry[]} */
        []
      );
    };
  }
});

// node_modules/shell-quote/index.js
var require_shell_quote = __commonJS({
  "node_modules/shell-quote/index.js"(exports) {
    "use strict";
    exports.quote = require_quote();
    exports.parse = require_parse();
  }
});

// src/mcp/upstream.ts
import { once } from "node:events";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

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
var live2 = /* @__PURE__ */ new Set();
var hooked = false;
function track(pid) {
  if (pid === void 0 || pid <= 0) return;
  live2.add(pid);
  if (hooked) return;
  hooked = true;
  process.once("exit", () => {
    for (const group of live2) killGroup(group, "SIGKILL");
  });
}
function untrack(pid) {
  if (pid !== void 0) live2.delete(pid);
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
  /** Spawns the server, once (the client's connect() starts it). */
  start() {
    return this.started ??= this.launch();
  }
  async launch() {
    await this.spawn();
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
      message = JSONRPCMessageSchema.parse(JSON.parse(line));
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
    async call(tool, args, signal, ref, asks) {
      await renewal;
      if (lostFor) throw new TransportError(lostFor);
      const sentIn = generation;
      try {
        return await upstream.call(tool, args, signal, ref, asks);
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
        return await upstream.call(tool, args, signal, ref, asks);
      } catch (err) {
        if (signal.aborted) throw err;
        if (session.lost(err)) lose(`the new session was lost too (${errorMessage(err)})`, err);
        if (session.failed(err)) unanswered(err);
        throw err;
      }
    },
    // Not renewed on a lost session: asked once, as a scenario starts.
    ...upstream.prompt ? { prompt: upstream.prompt.bind(upstream) } : {},
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

// node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/client.js
var ExperimentalClientTasks = class {
  constructor(_client) {
    this._client = _client;
  }
  /**
   * Calls a tool and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * This method provides streaming access to tool execution, allowing you to
   * observe intermediate task status updates for long-running tool calls.
   * Automatically validates structured output if the tool has an outputSchema.
   *
   * @example
   * ```typescript
   * const stream = client.experimental.tasks.callToolStream({ name: 'myTool', arguments: {} });
   * for await (const message of stream) {
   *   switch (message.type) {
   *     case 'taskCreated':
   *       console.log('Tool execution started:', message.task.taskId);
   *       break;
   *     case 'taskStatus':
   *       console.log('Tool status:', message.task.status);
   *       break;
   *     case 'result':
   *       console.log('Tool result:', message.result);
   *       break;
   *     case 'error':
   *       console.error('Tool error:', message.error);
   *       break;
   *   }
   * }
   * ```
   *
   * @param params - Tool call parameters (name and arguments)
   * @param resultSchema - Zod schema for validating the result (defaults to CallToolResultSchema)
   * @param options - Optional request options (timeout, signal, task creation params, etc.)
   * @returns AsyncGenerator that yields ResponseMessage objects
   *
   * @experimental
   */
  async *callToolStream(params, resultSchema = CallToolResultSchema, options) {
    const clientInternal = this._client;
    const optionsWithTask = {
      ...options,
      // We check if the tool is known to be a task during auto-configuration, but assume
      // the caller knows what they're doing if they pass this explicitly
      task: options?.task ?? (clientInternal.isToolTask(params.name) ? {} : void 0)
    };
    const stream = clientInternal.requestStream({ method: "tools/call", params }, resultSchema, optionsWithTask);
    const validator = clientInternal.getToolOutputValidator(params.name);
    for await (const message of stream) {
      if (message.type === "result" && validator) {
        const result = message.result;
        if (!result.structuredContent && !result.isError) {
          yield {
            type: "error",
            error: new McpError(ErrorCode.InvalidRequest, `Tool ${params.name} has an output schema but did not return structured content`)
          };
          return;
        }
        if (result.structuredContent) {
          try {
            const validationResult = validator(result.structuredContent);
            if (!validationResult.valid) {
              yield {
                type: "error",
                error: new McpError(ErrorCode.InvalidParams, `Structured content does not match the tool's output schema: ${validationResult.errorMessage}`)
              };
              return;
            }
          } catch (error) {
            if (error instanceof McpError) {
              yield { type: "error", error };
              return;
            }
            yield {
              type: "error",
              error: new McpError(ErrorCode.InvalidParams, `Failed to validate structured content: ${error instanceof Error ? error.message : String(error)}`)
            };
            return;
          }
        }
      }
      yield message;
    }
  }
  /**
   * Gets the current status of a task.
   *
   * @param taskId - The task identifier
   * @param options - Optional request options
   * @returns The task status
   *
   * @experimental
   */
  async getTask(taskId, options) {
    return this._client.getTask({ taskId }, options);
  }
  /**
   * Retrieves the result of a completed task.
   *
   * @param taskId - The task identifier
   * @param resultSchema - Zod schema for validating the result
   * @param options - Optional request options
   * @returns The task result
   *
   * @experimental
   */
  async getTaskResult(taskId, resultSchema, options) {
    return this._client.getTaskResult({ taskId }, resultSchema, options);
  }
  /**
   * Lists tasks with optional pagination.
   *
   * @param cursor - Optional pagination cursor
   * @param options - Optional request options
   * @returns List of tasks with optional next cursor
   *
   * @experimental
   */
  async listTasks(cursor, options) {
    return this._client.listTasks(cursor ? { cursor } : void 0, options);
  }
  /**
   * Cancels a running task.
   *
   * @param taskId - The task identifier
   * @param options - Optional request options
   *
   * @experimental
   */
  async cancelTask(taskId, options) {
    return this._client.cancelTask({ taskId }, options);
  }
  /**
   * Sends a request and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * This method provides streaming access to request processing, allowing you to
   * observe intermediate task status updates for task-augmented requests.
   *
   * @param request - The request to send
   * @param resultSchema - Zod schema for validating the result
   * @param options - Optional request options (timeout, signal, task creation params, etc.)
   * @returns AsyncGenerator that yields ResponseMessage objects
   *
   * @experimental
   */
  requestStream(request, resultSchema, options) {
    return this._client.requestStream(request, resultSchema, options);
  }
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js
function applyElicitationDefaults(schema, data) {
  if (!schema || data === null || typeof data !== "object")
    return;
  if (schema.type === "object" && schema.properties && typeof schema.properties === "object") {
    const obj = data;
    const props = schema.properties;
    for (const key of Object.keys(props)) {
      const propSchema = props[key];
      if (obj[key] === void 0 && Object.prototype.hasOwnProperty.call(propSchema, "default")) {
        obj[key] = propSchema.default;
      }
      if (obj[key] !== void 0) {
        applyElicitationDefaults(propSchema, obj[key]);
      }
    }
  }
  if (Array.isArray(schema.anyOf)) {
    for (const sub of schema.anyOf) {
      if (typeof sub !== "boolean") {
        applyElicitationDefaults(sub, data);
      }
    }
  }
  if (Array.isArray(schema.oneOf)) {
    for (const sub of schema.oneOf) {
      if (typeof sub !== "boolean") {
        applyElicitationDefaults(sub, data);
      }
    }
  }
}
function getSupportedElicitationModes(capabilities) {
  if (!capabilities) {
    return { supportsFormMode: false, supportsUrlMode: false };
  }
  const hasFormCapability = capabilities.form !== void 0;
  const hasUrlCapability = capabilities.url !== void 0;
  const supportsFormMode = hasFormCapability || !hasFormCapability && !hasUrlCapability;
  const supportsUrlMode = hasUrlCapability;
  return { supportsFormMode, supportsUrlMode };
}
var Client = class extends Protocol {
  /**
   * Initializes this client with the given name and version information.
   */
  constructor(_clientInfo, options) {
    super(options);
    this._clientInfo = _clientInfo;
    this._cachedToolOutputValidators = /* @__PURE__ */ new Map();
    this._cachedKnownTaskTools = /* @__PURE__ */ new Set();
    this._cachedRequiredTaskTools = /* @__PURE__ */ new Set();
    this._listChangedDebounceTimers = /* @__PURE__ */ new Map();
    this._capabilities = options?.capabilities ?? {};
    this._jsonSchemaValidator = options?.jsonSchemaValidator ?? new AjvJsonSchemaValidator();
    if (options?.listChanged) {
      this._pendingListChangedConfig = options.listChanged;
    }
  }
  /**
   * Set up handlers for list changed notifications based on config and server capabilities.
   * This should only be called after initialization when server capabilities are known.
   * Handlers are silently skipped if the server doesn't advertise the corresponding listChanged capability.
   * @internal
   */
  _setupListChangedHandlers(config) {
    if (config.tools && this._serverCapabilities?.tools?.listChanged) {
      this._setupListChangedHandler("tools", ToolListChangedNotificationSchema, config.tools, async () => {
        const result = await this.listTools();
        return result.tools;
      });
    }
    if (config.prompts && this._serverCapabilities?.prompts?.listChanged) {
      this._setupListChangedHandler("prompts", PromptListChangedNotificationSchema, config.prompts, async () => {
        const result = await this.listPrompts();
        return result.prompts;
      });
    }
    if (config.resources && this._serverCapabilities?.resources?.listChanged) {
      this._setupListChangedHandler("resources", ResourceListChangedNotificationSchema, config.resources, async () => {
        const result = await this.listResources();
        return result.resources;
      });
    }
  }
  /**
   * Access experimental features.
   *
   * WARNING: These APIs are experimental and may change without notice.
   *
   * @experimental
   */
  get experimental() {
    if (!this._experimental) {
      this._experimental = {
        tasks: new ExperimentalClientTasks(this)
      };
    }
    return this._experimental;
  }
  /**
   * Registers new capabilities. This can only be called before connecting to a transport.
   *
   * The new capabilities will be merged with any existing capabilities previously given (e.g., at initialization).
   */
  registerCapabilities(capabilities) {
    if (this.transport) {
      throw new Error("Cannot register capabilities after connecting to transport");
    }
    this._capabilities = mergeCapabilities(this._capabilities, capabilities);
  }
  /**
   * Override request handler registration to enforce client-side validation for elicitation.
   */
  setRequestHandler(requestSchema, handler) {
    const shape = getObjectShape(requestSchema);
    const methodSchema = shape?.method;
    if (!methodSchema) {
      throw new Error("Schema is missing a method literal");
    }
    const methodValue = getLiteralValue(methodSchema);
    if (typeof methodValue !== "string") {
      throw new Error("Schema method literal must be a string");
    }
    const method = methodValue;
    if (method === "elicitation/create") {
      const wrappedHandler = async (request, extra) => {
        const validatedRequest = safeParse(ElicitRequestSchema, request);
        if (!validatedRequest.success) {
          const errorMessage2 = validatedRequest.error instanceof Error ? validatedRequest.error.message : String(validatedRequest.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid elicitation request: ${errorMessage2}`);
        }
        const { params } = validatedRequest.data;
        params.mode = params.mode ?? "form";
        const { supportsFormMode, supportsUrlMode } = getSupportedElicitationModes(this._capabilities.elicitation);
        if (params.mode === "form" && !supportsFormMode) {
          throw new McpError(ErrorCode.InvalidParams, "Client does not support form-mode elicitation requests");
        }
        if (params.mode === "url" && !supportsUrlMode) {
          throw new McpError(ErrorCode.InvalidParams, "Client does not support URL-mode elicitation requests");
        }
        const result = await Promise.resolve(handler(request, extra));
        if (params.task) {
          const taskValidationResult = safeParse(CreateTaskResultSchema, result);
          if (!taskValidationResult.success) {
            const errorMessage2 = taskValidationResult.error instanceof Error ? taskValidationResult.error.message : String(taskValidationResult.error);
            throw new McpError(ErrorCode.InvalidParams, `Invalid task creation result: ${errorMessage2}`);
          }
          return taskValidationResult.data;
        }
        const validationResult = safeParse(ElicitResultSchema, result);
        if (!validationResult.success) {
          const errorMessage2 = validationResult.error instanceof Error ? validationResult.error.message : String(validationResult.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid elicitation result: ${errorMessage2}`);
        }
        const validatedResult = validationResult.data;
        const requestedSchema = params.mode === "form" ? params.requestedSchema : void 0;
        if (params.mode === "form" && validatedResult.action === "accept" && validatedResult.content && requestedSchema) {
          if (this._capabilities.elicitation?.form?.applyDefaults) {
            try {
              applyElicitationDefaults(requestedSchema, validatedResult.content);
            } catch {
            }
          }
        }
        return validatedResult;
      };
      return super.setRequestHandler(requestSchema, wrappedHandler);
    }
    if (method === "sampling/createMessage") {
      const wrappedHandler = async (request, extra) => {
        const validatedRequest = safeParse(CreateMessageRequestSchema, request);
        if (!validatedRequest.success) {
          const errorMessage2 = validatedRequest.error instanceof Error ? validatedRequest.error.message : String(validatedRequest.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid sampling request: ${errorMessage2}`);
        }
        const { params } = validatedRequest.data;
        const result = await Promise.resolve(handler(request, extra));
        if (params.task) {
          const taskValidationResult = safeParse(CreateTaskResultSchema, result);
          if (!taskValidationResult.success) {
            const errorMessage2 = taskValidationResult.error instanceof Error ? taskValidationResult.error.message : String(taskValidationResult.error);
            throw new McpError(ErrorCode.InvalidParams, `Invalid task creation result: ${errorMessage2}`);
          }
          return taskValidationResult.data;
        }
        const hasTools = params.tools || params.toolChoice;
        const resultSchema = hasTools ? CreateMessageResultWithToolsSchema : CreateMessageResultSchema;
        const validationResult = safeParse(resultSchema, result);
        if (!validationResult.success) {
          const errorMessage2 = validationResult.error instanceof Error ? validationResult.error.message : String(validationResult.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid sampling result: ${errorMessage2}`);
        }
        return validationResult.data;
      };
      return super.setRequestHandler(requestSchema, wrappedHandler);
    }
    return super.setRequestHandler(requestSchema, handler);
  }
  assertCapability(capability, method) {
    if (!this._serverCapabilities?.[capability]) {
      throw new Error(`Server does not support ${capability} (required for ${method})`);
    }
  }
  async connect(transport, options) {
    await super.connect(transport);
    if (transport.sessionId !== void 0) {
      return;
    }
    try {
      const result = await this.request({
        method: "initialize",
        params: {
          protocolVersion: LATEST_PROTOCOL_VERSION,
          capabilities: this._capabilities,
          clientInfo: this._clientInfo
        }
      }, InitializeResultSchema, options);
      if (result === void 0) {
        throw new Error(`Server sent invalid initialize result: ${result}`);
      }
      if (!SUPPORTED_PROTOCOL_VERSIONS.includes(result.protocolVersion)) {
        throw new Error(`Server's protocol version is not supported: ${result.protocolVersion}`);
      }
      this._serverCapabilities = result.capabilities;
      this._serverVersion = result.serverInfo;
      if (transport.setProtocolVersion) {
        transport.setProtocolVersion(result.protocolVersion);
      }
      this._instructions = result.instructions;
      await this.notification({
        method: "notifications/initialized"
      });
      if (this._pendingListChangedConfig) {
        this._setupListChangedHandlers(this._pendingListChangedConfig);
        this._pendingListChangedConfig = void 0;
      }
    } catch (error) {
      void this.close();
      throw error;
    }
  }
  /**
   * After initialization has completed, this will be populated with the server's reported capabilities.
   */
  getServerCapabilities() {
    return this._serverCapabilities;
  }
  /**
   * After initialization has completed, this will be populated with information about the server's name and version.
   */
  getServerVersion() {
    return this._serverVersion;
  }
  /**
   * After initialization has completed, this may be populated with information about the server's instructions.
   */
  getInstructions() {
    return this._instructions;
  }
  assertCapabilityForMethod(method) {
    switch (method) {
      case "logging/setLevel":
        if (!this._serverCapabilities?.logging) {
          throw new Error(`Server does not support logging (required for ${method})`);
        }
        break;
      case "prompts/get":
      case "prompts/list":
        if (!this._serverCapabilities?.prompts) {
          throw new Error(`Server does not support prompts (required for ${method})`);
        }
        break;
      case "resources/list":
      case "resources/templates/list":
      case "resources/read":
      case "resources/subscribe":
      case "resources/unsubscribe":
        if (!this._serverCapabilities?.resources) {
          throw new Error(`Server does not support resources (required for ${method})`);
        }
        if (method === "resources/subscribe" && !this._serverCapabilities.resources.subscribe) {
          throw new Error(`Server does not support resource subscriptions (required for ${method})`);
        }
        break;
      case "tools/call":
      case "tools/list":
        if (!this._serverCapabilities?.tools) {
          throw new Error(`Server does not support tools (required for ${method})`);
        }
        break;
      case "completion/complete":
        if (!this._serverCapabilities?.completions) {
          throw new Error(`Server does not support completions (required for ${method})`);
        }
        break;
      case "initialize":
        break;
      case "ping":
        break;
    }
  }
  assertNotificationCapability(method) {
    switch (method) {
      case "notifications/roots/list_changed":
        if (!this._capabilities.roots?.listChanged) {
          throw new Error(`Client does not support roots list changed notifications (required for ${method})`);
        }
        break;
      case "notifications/initialized":
        break;
      case "notifications/cancelled":
        break;
      case "notifications/progress":
        break;
    }
  }
  assertRequestHandlerCapability(method) {
    if (!this._capabilities) {
      return;
    }
    switch (method) {
      case "sampling/createMessage":
        if (!this._capabilities.sampling) {
          throw new Error(`Client does not support sampling capability (required for ${method})`);
        }
        break;
      case "elicitation/create":
        if (!this._capabilities.elicitation) {
          throw new Error(`Client does not support elicitation capability (required for ${method})`);
        }
        break;
      case "roots/list":
        if (!this._capabilities.roots) {
          throw new Error(`Client does not support roots capability (required for ${method})`);
        }
        break;
      case "tasks/get":
      case "tasks/list":
      case "tasks/result":
      case "tasks/cancel":
        if (!this._capabilities.tasks) {
          throw new Error(`Client does not support tasks capability (required for ${method})`);
        }
        break;
      case "ping":
        break;
    }
  }
  assertTaskCapability(method) {
    assertToolsCallTaskCapability(this._serverCapabilities?.tasks?.requests, method, "Server");
  }
  assertTaskHandlerCapability(method) {
    if (!this._capabilities) {
      return;
    }
    assertClientRequestTaskCapability(this._capabilities.tasks?.requests, method, "Client");
  }
  async ping(options) {
    return this.request({ method: "ping" }, EmptyResultSchema, options);
  }
  async complete(params, options) {
    return this.request({ method: "completion/complete", params }, CompleteResultSchema, options);
  }
  async setLoggingLevel(level, options) {
    return this.request({ method: "logging/setLevel", params: { level } }, EmptyResultSchema, options);
  }
  async getPrompt(params, options) {
    return this.request({ method: "prompts/get", params }, GetPromptResultSchema, options);
  }
  async listPrompts(params, options) {
    return this.request({ method: "prompts/list", params }, ListPromptsResultSchema, options);
  }
  async listResources(params, options) {
    return this.request({ method: "resources/list", params }, ListResourcesResultSchema, options);
  }
  async listResourceTemplates(params, options) {
    return this.request({ method: "resources/templates/list", params }, ListResourceTemplatesResultSchema, options);
  }
  async readResource(params, options) {
    return this.request({ method: "resources/read", params }, ReadResourceResultSchema, options);
  }
  async subscribeResource(params, options) {
    return this.request({ method: "resources/subscribe", params }, EmptyResultSchema, options);
  }
  async unsubscribeResource(params, options) {
    return this.request({ method: "resources/unsubscribe", params }, EmptyResultSchema, options);
  }
  /**
   * Calls a tool and waits for the result. Automatically validates structured output if the tool has an outputSchema.
   *
   * For task-based execution with streaming behavior, use client.experimental.tasks.callToolStream() instead.
   */
  async callTool(params, resultSchema = CallToolResultSchema, options) {
    if (this.isToolTaskRequired(params.name)) {
      throw new McpError(ErrorCode.InvalidRequest, `Tool "${params.name}" requires task-based execution. Use client.experimental.tasks.callToolStream() instead.`);
    }
    const result = await this.request({ method: "tools/call", params }, resultSchema, options);
    const validator = this.getToolOutputValidator(params.name);
    if (validator) {
      if (!result.structuredContent && !result.isError) {
        throw new McpError(ErrorCode.InvalidRequest, `Tool ${params.name} has an output schema but did not return structured content`);
      }
      if (result.structuredContent) {
        try {
          const validationResult = validator(result.structuredContent);
          if (!validationResult.valid) {
            throw new McpError(ErrorCode.InvalidParams, `Structured content does not match the tool's output schema: ${validationResult.errorMessage}`);
          }
        } catch (error) {
          if (error instanceof McpError) {
            throw error;
          }
          throw new McpError(ErrorCode.InvalidParams, `Failed to validate structured content: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return result;
  }
  isToolTask(toolName) {
    if (!this._serverCapabilities?.tasks?.requests?.tools?.call) {
      return false;
    }
    return this._cachedKnownTaskTools.has(toolName);
  }
  /**
   * Check if a tool requires task-based execution.
   * Unlike isToolTask which includes 'optional' tools, this only checks for 'required'.
   */
  isToolTaskRequired(toolName) {
    return this._cachedRequiredTaskTools.has(toolName);
  }
  /**
   * Cache validators for tool output schemas.
   * Called after listTools() to pre-compile validators for better performance.
   */
  cacheToolMetadata(tools) {
    this._cachedToolOutputValidators.clear();
    this._cachedKnownTaskTools.clear();
    this._cachedRequiredTaskTools.clear();
    for (const tool of tools) {
      if (tool.outputSchema) {
        const toolValidator = this._jsonSchemaValidator.getValidator(tool.outputSchema);
        this._cachedToolOutputValidators.set(tool.name, toolValidator);
      }
      const taskSupport = tool.execution?.taskSupport;
      if (taskSupport === "required" || taskSupport === "optional") {
        this._cachedKnownTaskTools.add(tool.name);
      }
      if (taskSupport === "required") {
        this._cachedRequiredTaskTools.add(tool.name);
      }
    }
  }
  /**
   * Get cached validator for a tool
   */
  getToolOutputValidator(toolName) {
    return this._cachedToolOutputValidators.get(toolName);
  }
  async listTools(params, options) {
    const result = await this.request({ method: "tools/list", params }, ListToolsResultSchema, options);
    this.cacheToolMetadata(result.tools);
    return result;
  }
  /**
   * Set up a single list changed handler.
   * @internal
   */
  _setupListChangedHandler(listType, notificationSchema, options, fetcher) {
    const parseResult = ListChangedOptionsBaseSchema.safeParse(options);
    if (!parseResult.success) {
      throw new Error(`Invalid ${listType} listChanged options: ${parseResult.error.message}`);
    }
    if (typeof options.onChanged !== "function") {
      throw new Error(`Invalid ${listType} listChanged options: onChanged must be a function`);
    }
    const { autoRefresh, debounceMs } = parseResult.data;
    const { onChanged } = options;
    const refresh = async () => {
      if (!autoRefresh) {
        onChanged(null, null);
        return;
      }
      try {
        const items = await fetcher();
        onChanged(null, items);
      } catch (e) {
        const error = e instanceof Error ? e : new Error(String(e));
        onChanged(error, null);
      }
    };
    const handler = () => {
      if (debounceMs) {
        const existingTimer = this._listChangedDebounceTimers.get(listType);
        if (existingTimer) {
          clearTimeout(existingTimer);
        }
        const timer = setTimeout(refresh, debounceMs);
        this._listChangedDebounceTimers.set(listType, timer);
      } else {
        refresh();
      }
    };
    this.setNotificationHandler(notificationSchema, handler);
  }
  async sendRootsListChanged() {
    return this.notification({ method: "notifications/roots/list_changed" });
  }
};

// src/mcp/elicitation.ts
function elicitationCapability(setting) {
  if (!setting) return void 0;
  const { form, url } = setting === true ? { form: true, url: true } : setting;
  if (!form && !url) return void 0;
  return { ...form ? { form: {} } : {}, ...url ? { url: {} } : {} };
}
var DECLINED = { action: "decline" };
function answerElicitation(client, askers) {
  client.setRequestHandler(ElicitRequestSchema, (request) => {
    const asks = askers.current;
    return asks?.elicit ? asks.elicit(request.params) : DECLINED;
  });
}

// src/mcp/roots.ts
function answerRoots(client, roots) {
  client.setRequestHandler(ListRootsRequestSchema, () => ({
    roots: roots.map((r) => ({ uri: r.uri, ...r.name !== void 0 ? { name: r.name } : {} }))
  }));
}

// src/mcp/upstream.ts
var END_MS = 5e3;
var CANCELLED_END_MS = 500;
var loadCatalog = async (file) => (await import("./catalog-T3A3QHNC.js")).loadCatalog(file);
function serverAsks(config = {}) {
  return {
    elicitation: elicitationCapability(config.elicitation),
    sampling: config.sampling !== void 0 && config.sampling !== "off"
  };
}
async function clientSide(config = {}) {
  const validator = new LazySchemaValidator();
  const { elicitation, sampling } = serverAsks(config);
  const client = new Client(
    { name: "mcp-eval", version: "0.1.0" },
    {
      jsonSchemaValidator: validator,
      capabilities: {
        ...elicitation ? { elicitation } : {},
        ...sampling ? { sampling: {} } : {},
        ...config.roots ? { roots: {} } : {}
      }
    }
  );
  const askers = new Askers();
  if (elicitation) answerElicitation(client, askers);
  if (sampling) (await import("./sampling-OGNMNBCL.js")).answerSampling(client, () => askers.current);
  if (config.roots) answerRoots(client, config.roots);
  return { client, validator, live, isTimeout, askers };
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
    const [
      { StreamableHTTPClientTransport, StreamableHTTPError },
      { client: client2, validator: validator2, live: live4, askers: askers2 }
    ] = await Promise.all([
      import("./streamableHttp-ET6GGSRQ.js"),
      clientSide(opts.client)
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
      const done = new AbortController();
      const wait = (ms) => delay(ms, void 0, { signal: done.signal }).catch(() => {
      });
      const cancelled2 = cancel?.aborted ? Promise.resolve() : cancel && once(cancel, "abort", { signal: done.signal });
      const cut = cancelled2?.then(
        () => wait(CANCELLED_END_MS),
        () => {
        }
      );
      await Promise.race([ending, wait(END_MS), ...cut ? [cut] : []]);
      done.abort();
    };
    let upstream;
    try {
      upstream = await live4(client2, name2, limits, {
        end,
        validator: validator2,
        askers: askers2,
        optionalTasks: opts.client?.tasks?.optional
      });
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
  const { client, validator, live: live3, isTimeout: isTimeout2, askers } = await clientSide(opts.client).catch(
    async (err) => {
      await transport.close();
      throw err;
    }
  );
  try {
    await client.connect(transport, { timeout, signal });
  } catch (err) {
    const hung = transport.running;
    await transport.close().catch(() => void 0);
    if (signal?.aborted) throw new CancelledError(signal);
    const why = !hung ? (await transport.stderrRead(), transport.describeExit()) : isTimeout2(err) ? `did not answer initialize within ${timeout / 1e3} s (server.startup_timeout)` : `did not answer initialize (${errorMessage(err)})`;
    throw new SetupError(`${name} ${why}`);
  }
  const gone = () => transport.running ? void 0 : `${name} ${transport.describeExit()}`;
  try {
    const settle = () => transport.running ? Promise.resolve() : transport.stderrRead();
    return await live3(client, name, limits, {
      gone,
      settle,
      validator,
      askers,
      optionalTasks: opts.client?.tasks?.optional
    });
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

// src/run/command-line.ts
var import_shell_quote = __toESM(require_shell_quote(), 1);
function splitCommand(line, what = "the server command") {
  const asWritten = (name) => line.includes(`\${${name}}`) ? `\${${name}}` : `$${name}`;
  return (0, import_shell_quote.parse)(line, asWritten).map((word) => {
    if (typeof word === "string") return word;
    if ("pattern" in word) return word.pattern;
    const shown = "comment" in word ? `#${word.comment}` : word.op;
    throw new SetupError(
      `${what}: \`${shown}\` needs a shell, and the server is started without one; put the pipeline in a script and start that, or give \`server.command\` and \`server.args\` in the config`
    );
  });
}

// src/spy/backend.ts
import { createServer } from "node:http";
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
        const path2 = target.split(/[?#]/, 1)[0];
        const query = Object.fromEntries(
          new URLSearchParams(target.split("#", 1)[0].slice(path2.length + 1))
        );
        const method = req.method ?? "GET";
        const routes = [...owner?.routes ?? [], ...this.routes];
        const route = routes.find((r) => matchesRequest(r, { method, path: path2 }));
        const endpoint = routes.some(
          (r) => r.graphql && matchesRequest({ path: r.path }, { method, path: path2 })
        );
        this.received++;
        const status = route ? route.status ?? DEFAULTS.routeStatus : 404;
        const graphql = endpoint ? graphqlOperations({ method, query, body }) : void 0;
        owner?.add({
          method,
          path: path2,
          query,
          ...body === void 0 ? {} : { body },
          status,
          ...route ? {} : { unrouted: true },
          ...graphql ? { graphql } : {},
          at,
          ...by
        });
        const payload = route ? route.text ?? JSON.stringify(route.json ?? null) : JSON.stringify({ error: "no spy route", method, path: path2 });
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
  serverAsks,
  connect,
  splitCommand,
  SpyBackend
};
