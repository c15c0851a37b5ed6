import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  ProviderError,
  apiName,
  clip,
  connectionDetail
} from "./chunk-FS2QUJAG.js";

// src/providers/origin.ts
var MAX_REDIRECTS = 20;
var REDIRECT = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function originBoundFetch(provider, input, init = {}) {
  const api = apiName(provider);
  let url = new URL(input instanceof Request ? input.url : input.toString());
  let hop = input;
  let options = { ...init, redirect: "manual" };
  for (let hops = 0; ; hops++) {
    const res = await fetch(hop, options);
    const location = res.headers.get("location");
    if (!REDIRECT.has(res.status) || location === null) return res;
    await res.body?.cancel().catch(() => void 0);
    const target = new URL(location, url);
    if (target.origin !== url.origin) {
      throw new ProviderError(
        "bad-request",
        `${api} redirected the request (${res.status}) to ${target.origin} (another origin); not followed, so the key is not sent there`,
        res.status
      );
    }
    if (hops >= MAX_REDIRECTS) {
      throw new ProviderError("bad-request", `${api}: more than ${MAX_REDIRECTS} redirects`);
    }
    const method = (options.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const toGet = res.status === 303 || (res.status === 301 || res.status === 302) && method === "POST";
    const body = toGet ? void 0 : options.body;
    if (input instanceof Request || body !== void 0 && body !== null && !replayable(body)) {
      throw new ProviderError(
        "bad-request",
        `${api} redirected the request (${res.status}) to ${target.origin}${target.pathname}; its body cannot be sent again`,
        res.status
      );
    }
    url = target;
    hop = target;
    options = toGet ? { ...options, method: method === "HEAD" ? "HEAD" : "GET", body: void 0 } : options;
  }
}
var replayable = (body) => typeof body === "string" || body instanceof ArrayBuffer || ArrayBuffer.isView(body) || body instanceof URLSearchParams || body instanceof Blob || body instanceof FormData;

// src/providers/fetch.ts
function checkedFetch(provider, check, onResponse, cache) {
  const checked = checkedOnly(provider, check, onResponse);
  return cache ? cache.wrap(checked) : checked;
}
function checkedOnly(provider, check, onResponse) {
  const api = apiName(provider);
  return async (input, init) => {
    const res = await originBoundFetch(provider, input, init);
    onResponse?.(res);
    if (!res.ok) return res;
    let text;
    try {
      text = await res.text();
    } catch (err) {
      if (init?.signal?.aborted) throw err;
      throw new ProviderError(
        "server",
        `${api} connection broke after the headers, before the whole answer arrived (${connectionDetail(err)})`,
        res.status
      );
    }
    let body;
    let problem;
    try {
      body = JSON.parse(text);
      problem = check.problem(body);
    } catch {
      problem = text.trim() ? "it is not JSON" : "it is empty";
    }
    if (problem) {
      throw new ProviderError(
        "server",
        `${api} answered ${res.status} with a body that is not a ${check.what} (${problem}): ${clip(text) || "(empty)"}`,
        res.status
      );
    }
    return new Response(text, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers
    });
  };
}
var isObject = (x) => typeof x === "object" && x !== null && !Array.isArray(x);

// src/providers/names.ts
var SAFE = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;
var MAX = 64;
function isSafeToolName(name) {
  return SAFE.test(name);
}
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}
function sanitize(name) {
  let safe = name.replace(/[^a-zA-Z0-9_-]/g, "_");
  if (!/^[a-zA-Z_]/.test(safe)) safe = `_${safe}`;
  return safe.length > MAX ? `${safe.slice(0, MAX - 9)}_${hash(name)}` : safe;
}
function createToolNameMap(mcpNames) {
  const toApi = /* @__PURE__ */ new Map();
  const toMcp = /* @__PURE__ */ new Map();
  const assign = (mcp, api) => {
    toApi.set(mcp, api);
    toMcp.set(api, mcp);
  };
  const unique = [...new Set(mcpNames)];
  for (const name of unique) if (isSafeToolName(name)) assign(name, name);
  for (const name of unique) {
    if (toApi.has(name)) continue;
    let api = sanitize(name);
    if (toMcp.has(api)) api = `${api.slice(0, MAX - 9)}_${hash(name)}`;
    for (let n = 2; toMcp.has(api); n++) api = `${api.slice(0, MAX - 12)}_${n}`;
    assign(name, api);
  }
  return {
    toApi: (mcp) => toApi.get(mcp) ?? sanitize(mcp),
    toMcp: (api) => toMcp.get(api)
  };
}

export {
  checkedFetch,
  isObject,
  createToolNameMap
};
