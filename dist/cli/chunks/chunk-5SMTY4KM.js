import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/match/graphql.ts
var unknown = (why) => ({ type: "unknown", why });
var isMutating = (op) => op.type === "mutation" || op.type === "unknown";
function describeOperation(op) {
  if (op.type === "unknown") return op.why ?? "unreadable GraphQL request";
  return op.name ? `${op.type} ${op.name}` : op.type;
}
function graphqlOperations(req) {
  const safe = ["GET", "HEAD", "OPTIONS"].includes(req.method.toUpperCase());
  if (safe || req.body === void 0) {
    if (["query", "extensions", "documentId"].some((k) => k in req.query))
      return request(req.query);
    return safe ? void 0 : [bad()];
  }
  const body = req.body;
  if (Array.isArray(body)) return body.flatMap((one) => isObject(one) ? request(one) : [bad()]);
  if (isObject(body)) return request(body);
  if (typeof body === "string") {
    const form = /^[\w.%+-]*=/.test(body.trim()) ? Object.fromEntries(new URLSearchParams(body.trim())) : void 0;
    if (form) return request(form);
    return operations(body, req.query.operationName);
  }
  return [bad()];
}
var bad = () => unknown("no GraphQL request in the body");
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function request(p) {
  if (typeof p.query === "string" && p.query.trim()) {
    return operations(p.query, typeof p.operationName === "string" ? p.operationName : void 0);
  }
  const ext = typeof p.extensions === "string" ? parseJson(p.extensions) : p.extensions;
  const hash = isObject(ext) && isObject(ext.persistedQuery) ? ext.persistedQuery.sha256Hash : null;
  const id = [hash, p.documentId, p.doc_id, p.queryId, p.id].find(
    (v) => typeof v === "string" || typeof v === "number"
  );
  if (id !== void 0) return [unknown(`persisted query ${String(id).slice(0, 12)}`)];
  return [bad()];
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function operations(document, operationName) {
  let all;
  try {
    all = definitions(tokens(document));
  } catch (err) {
    return [unknown(`unreadable GraphQL document (${err.message})`)];
  }
  if (!all.length) return [unknown("a GraphQL document without an operation")];
  const named = operationName ? all.filter((op) => op.name === operationName) : [];
  return named.length ? named : all;
}
var OPERATION = /* @__PURE__ */ new Set(["query", "mutation", "subscription"]);
var OPEN = /* @__PURE__ */ new Set(["{", "(", "["]);
var CLOSE = /* @__PURE__ */ new Set(["}", ")", "]"]);
function definitions(toks) {
  const ops = [];
  let i = 0;
  const skipGroup = () => {
    let depth = 0;
    do {
      if (i >= toks.length) throw new Error("unbalanced brackets");
      if (OPEN.has(toks[i])) depth++;
      else if (CLOSE.has(toks[i])) depth--;
      i++;
    } while (depth > 0);
  };
  const skipToBody = () => {
    while (i < toks.length && toks[i] !== "{") {
      if (CLOSE.has(toks[i])) throw new Error(`unexpected "${toks[i]}"`);
      if (OPEN.has(toks[i])) skipGroup();
      else i++;
    }
    if (i >= toks.length) throw new Error("a definition without a selection set");
    skipGroup();
  };
  while (i < toks.length) {
    const t = toks[i];
    if (t === "{") {
      ops.push({ type: "query" });
      skipGroup();
    } else if (OPERATION.has(t)) {
      i++;
      const name = /^[_A-Za-z]/.test(toks[i] ?? "") ? toks[i] : void 0;
      ops.push({ type: t, ...name ? { name } : {} });
      skipToBody();
    } else if (t === "fragment") {
      i++;
      skipToBody();
    } else throw new Error(`unexpected "${t.slice(0, 20)}"`);
  }
  return ops;
}
function tokens(text) {
  const out = [];
  const re = /[\s,\uFEFF]+|#[^\n\r]*|"""(?:\\"""|[^"]|"(?!""))*"""|"(?:\\.|[^"\\\n\r])*"|\.\.\.|[!$&():=@[\]{|}]|[_A-Za-z][_0-9A-Za-z]*|-?\d[\d.eE+-]*/y;
  while (re.lastIndex < text.length) {
    const at = re.lastIndex;
    const m = re.exec(text);
    if (!m) throw new Error(`unexpected character at ${at}`);
    if (!/^[\s,\uFEFF#]/.test(m[0])) out.push(m[0]);
  }
  return out;
}

// src/match/path.ts
var SLASH = "%2F";
var OVERLONG = [
  [/%c0%af|%e0%80%af|%c1%9c|%e0%81%9c/gi, SLASH],
  [/%c0%ae|%e0%80%ae/gi, "."]
];
var ESCAPES = /(?:%[0-9a-fA-F]{2})+/g;
var utf8 = new TextDecoder("utf-8", { fatal: true });
function decodeOnce(text) {
  return text.replace(ESCAPES, (run) => {
    const bytes = (run.match(/%../g) ?? []).map((e) => parseInt(e.slice(1), 16));
    const out = [];
    let chunk = [];
    const flush = () => {
      if (!chunk.length) return;
      try {
        out.push(utf8.decode(Uint8Array.from(chunk)));
      } catch {
        out.push(chunk.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join(""));
      }
      chunk = [];
    };
    for (const b of bytes) {
      if (b === 47 || b === 92) {
        flush();
        out.push(SLASH);
      } else chunk.push(b);
    }
    flush();
    return out.join("");
  });
}
function decodePath(text) {
  let out = text.replace(/\\/g, SLASH);
  for (; ; ) {
    for (const [re, to] of OVERLONG) out = out.replace(re, to);
    const next = decodeOnce(out).replace(/\\/g, SLASH);
    if (next === out) return out;
    out = next;
  }
}
function resolveDots(path) {
  const out = [];
  const segments = path.split("/").slice(1);
  segments.forEach((s, i) => {
    const last = i === segments.length - 1;
    if (s === "." || s === "..") {
      if (s === "..") out.pop();
      if (last) out.push("");
    } else out.push(s);
  });
  return `/${out.join("/")}`;
}
function targetPath(target) {
  const path = target.split(/[?#]/, 1)[0].replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  return path.startsWith("/") ? path : `/${path}`;
}
var cache = /* @__PURE__ */ new Map();
function pathReadings(raw) {
  let readings = cache.get(raw);
  if (!readings) {
    const written = decodePath(targetPath(raw)).replace(/\/{2,}/g, "/");
    readings = [.../* @__PURE__ */ new Set([written, resolveDots(written)])];
    if (cache.size > 1e4) cache.clear();
    cache.set(raw, readings);
  }
  return readings;
}

// src/match/request.ts
var cache2 = /* @__PURE__ */ new Map();
var escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
var SLASHES = `(?:/|${SLASH})`;
var PARAMS = "(?:;[^/]*)?";
function literal(text, afterWildcard) {
  return decodePath(text).replace(/\/{2,}/g, "/").split(new RegExp(`/|${SLASH}`, "i")).map(escape).map(
    (part, i) => i === 0 ? part : `${i === 1 && afterWildcard ? "" : PARAMS}${SLASHES}${part}`
  ).join("");
}
function pathRegex(pattern) {
  let re = cache2.get(pattern);
  if (!re) {
    const parts = pattern.split(/(\*\*|\*)/);
    const body = parts.map((part, i) => part === "**" ? ".*" : part === "*" ? "[^/]+" : literal(part, i > 0)).join("");
    const end = parts.length > 1 && parts[parts.length - 1] === "" ? "" : PARAMS;
    re = new RegExp(`^${body}${end}${SLASHES}?$`, "iu");
    cache2.set(pattern, re);
  }
  return re;
}
function matchesRequest(p, req) {
  if (p.method && p.method.toUpperCase() !== req.method.toUpperCase()) return false;
  if (p.path === void 0) return true;
  const re = pathRegex(p.path);
  return pathReadings(req.path).some((path) => re.test(path));
}
function describePattern(p) {
  const what = `${p.method?.toUpperCase() ?? "any method"} ${p.path ?? "(any path)"}`;
  return "graphql" in p && p.graphql ? `${what} (GraphQL queries)` : what;
}

export {
  isMutating,
  describeOperation,
  graphqlOperations,
  matchesRequest,
  describePattern
};
