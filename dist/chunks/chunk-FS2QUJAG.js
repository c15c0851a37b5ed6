import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/providers/types.ts
var ProviderError = class extends Error {
  constructor(kind, message, status, retryAfterMs) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.name = "ProviderError";
  }
  kind;
  status;
  retryAfterMs;
};

// src/providers/errors.ts
function parseRetryAfter(headers, now = Date.now()) {
  if (!headers) return void 0;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms))) {
    return Math.max(0, Number(ms));
  }
  const value = headers.get("retry-after");
  if (value === null || value.trim() === "") return void 0;
  if (Number.isFinite(Number(value))) return Math.max(0, Number(value) * 1e3);
  const date = Date.parse(value);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
function kindForStatus(status) {
  if (status === 401 || status === 403) return "auth";
  if (status === 429) return "rate-limit";
  if (status === 503 || status === 529) return "overloaded";
  if (status === 408) return "timeout";
  if (status >= 500) return "server";
  if (status >= 400) return "bad-request";
  return "other";
}
var LABELS = {
  auth: "key refused",
  "rate-limit": "rate limited",
  overloaded: "overloaded",
  server: "server error",
  timeout: "request timeout",
  "bad-request": "request rejected",
  other: "error"
};
var apiName = (provider) => `${provider} API`;
function clip(text, max = 200) {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
function readableMessage(message) {
  const text = message.replace(/^\d{3}\s+/, "");
  if (!text.startsWith("{")) return text;
  try {
    const body = JSON.parse(text);
    const inner = body.error?.message ?? body.message;
    return typeof inner === "string" ? inner : text;
  } catch {
    return text;
  }
}
function isObject(x) {
  return typeof x === "object" && x !== null;
}
function causes(err) {
  const chain = [];
  for (let e = err; isObject(e) && chain.length < 8; e = e.cause) chain.push(e);
  return chain;
}
function connectionDetail(err) {
  const parts = causes(err).flatMap((e) => {
    const o = e;
    return [o.code, o.message].filter(
      (x) => typeof x === "string" && x !== "" && !/^(fetch failed|Connection error\.?)$/i.test(x)
    );
  });
  return [...new Set(parts)].join(", ") || "connection closed";
}
function toProviderError(provider, err, signal, headers, timeoutMs) {
  if (signal?.aborted) return signal.reason ?? err;
  const own = causes(err).find((e2) => e2 instanceof ProviderError);
  if (own) return own;
  const e = isObject(err) ? err : {};
  const ctor = err?.constructor?.name ?? "";
  const name = ctor.startsWith("API") ? ctor : typeof e.name === "string" ? e.name : "";
  const message = clip(readableMessage(err instanceof Error ? err.message : String(err)));
  const api = apiName(provider);
  if (name === "APIConnectionTimeoutError" || name === "AbortError" || name === "TimeoutError") {
    const limit = timeoutMs ? ` within the request timeout (${timeoutMs / 1e3} s)` : " in time";
    return new ProviderError("timeout", `${api} did not answer${limit}`);
  }
  if (typeof e.status === "number") {
    const own2 = e.headers;
    const h = own2 && typeof own2.get === "function" ? own2 : headers;
    const kind = kindForStatus(e.status);
    return new ProviderError(
      kind,
      `${api} answered ${e.status} (${LABELS[kind]}): ${message}`,
      e.status,
      parseRetryAfter(h)
    );
  }
  if (name === "APIConnectionError" || err instanceof TypeError && message.includes("fetch")) {
    return new ProviderError(
      "server",
      `${api} connection failed before an answer (${connectionDetail(err)})`
    );
  }
  return new ProviderError("other", `${api} call failed: ${message}`);
}
function describeError(err) {
  if (err instanceof ProviderError) {
    if (/^\S+ API /.test(err.message)) return err.message;
    return `${err.kind}${err.status ? ` (${err.status})` : ""}: ${err.message}`;
  }
  return err instanceof Error ? err.message : String(err);
}

// src/providers/common.ts
function isPlainObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function toModelCall(id, apiName2, rawArgs, names) {
  const tool = names.toMcp(apiName2);
  const raw = typeof rawArgs === "string" ? rawArgs : JSON.stringify(rawArgs) ?? "";
  if (tool === void 0) {
    return { id, tool: apiName2, args: {}, malformed: `unknown tool "${apiName2}"`, raw };
  }
  let args = rawArgs;
  if (typeof rawArgs === "string") {
    if (rawArgs.trim() === "") return { id, tool, args: {} };
    try {
      args = JSON.parse(rawArgs);
    } catch {
      return {
        id,
        tool,
        args: {},
        malformed: `arguments are not valid JSON: ${clip2(rawArgs)}`,
        raw
      };
    }
  }
  if (args === void 0 || args === null) return { id, tool, args: {} };
  if (!isPlainObject(args)) {
    return {
      id,
      tool,
      args: {},
      malformed: `arguments are not a JSON object: ${clip2(JSON.stringify(args))}`,
      raw
    };
  }
  return { id, tool, args };
}
function clip2(text, max = 200) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
function pairOutcomes(calls, outcomes) {
  const byId = new Map(outcomes.map((o) => [o.callId, o]));
  return calls.map(
    (call) => byId.get(call.id) ?? {
      callId: call.id,
      tool: call.tool,
      text: call.malformed ? `Error: malformed tool call (${call.malformed})` : "Error: the tool was not executed",
      isError: true
    }
  );
}
function errorText(outcome) {
  return outcome.isError && !outcome.text.startsWith("Error") ? `Error: ${outcome.text}` : outcome.text;
}
function historySession(opts, wire) {
  const history = [];
  let pending = [];
  const step = async (added, signal) => {
    let exchange;
    try {
      exchange = await wire.send([...history, ...added], signal);
    } catch (err) {
      throw toProviderError(opts.name, err, signal, void 0, opts.timeoutMs);
    }
    history.push(...added, ...exchange.reply);
    pending = exchange.step.calls;
    return exchange.step;
  };
  return {
    user: (turn, signal) => step(wire.userMessage(turn.user), signal),
    results: (outcomes, signal) => step(wire.resultMessages(pending, pairOutcomes(pending, outcomes)), signal)
  };
}

export {
  ProviderError,
  apiName,
  clip,
  connectionDetail,
  toProviderError,
  describeError,
  toModelCall,
  errorText,
  historySession
};
