import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

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

export {
  matchesRequest,
  describePattern
};
