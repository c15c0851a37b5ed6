import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/match/args.ts
import { isDeepStrictEqual } from "node:util";

// src/match/py-equal.ts
var numeric = (v) => typeof v === "boolean" ? Number(v) : typeof v === "number" ? v : void 0;
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function pyEqual(a, b) {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== void 0 || y !== void 0) return x === y;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => pyEqual(v, b[i]));
  }
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && pyEqual(a[k], b[k]));
  }
  return a === b;
}

// src/match/args.ts
var isObject2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isMatcher = (v) => isObject2(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith("$"));
function matchArgs(expected, actual, prefix = "") {
  return Object.entries(expected).flatMap(
    ([key, want]) => mismatches(want, actual[key], prefix + key)
  );
}
function mismatches(want, got, path) {
  if (isObject2(want) && !isMatcher(want) && isObject2(got)) return matchArgs(want, got, `${path}.`);
  if (Array.isArray(want) && Array.isArray(got) && want.length === got.length)
    return want.flatMap((w, i) => mismatches(w, got[i], `${path}[${i}]`));
  return matchValue(want, got) ? [] : [{ key: path, expected: want, actual: got }];
}
function matchValue(want, got) {
  if (isMatcher(want)) return matchMatcher(want, got);
  if (got === void 0) return false;
  if (Array.isArray(want)) {
    return Array.isArray(got) && want.length === got.length && want.every((w, i) => matchValue(w, got[i]));
  }
  if (isObject2(want)) return isObject2(got) && matchArgs(want, got).length === 0;
  return isDeepStrictEqual(want, got);
}
function matchMatcher(m, got) {
  if ("$any" in m) return got !== void 0;
  if ("$eq" in m) return isDeepStrictEqual(m.$eq, got);
  if ("$pyEq" in m) return pyEqual(m.$pyEq, got ?? null);
  if ("$absent" in m) return got === void 0;
  if ("$nonEmpty" in m) {
    if (got === void 0 || got === null) return false;
    if (typeof got === "string") return got.trim().length > 0;
    if (Array.isArray(got)) return got.length > 0;
    return isObject2(got) ? Object.keys(got).length > 0 : true;
  }
  if (got === void 0) return false;
  if ("$oneOf" in m) return Array.isArray(m.$oneOf) && m.$oneOf.some((w) => matchValue(w, got));
  if ("$unordered" in m) {
    const want = m.$unordered;
    return Array.isArray(want) && Array.isArray(got) && want.length === got.length && covers(want, got);
  }
  if ("$subset" in m)
    return Array.isArray(m.$subset) && Array.isArray(got) && covers(m.$subset, got);
  if ("$regex" in m) {
    return typeof got !== "object" && safeTest(regexOf(m), String(got));
  }
  if ("$contains" in m) {
    if (Array.isArray(got)) return got.some((g) => matchValue(m.$contains, g));
    return String(got).toLowerCase().includes(String(m.$contains).toLowerCase());
  }
  if ("$approx" in m) {
    const tol = typeof m.$tol === "number" ? m.$tol : 1e-9;
    const n = typeof got === "number" ? got : Number(got);
    return Number.isFinite(n) && Math.abs(n - Number(m.$approx)) <= tol;
  }
  return false;
}
function covers(want, got) {
  const fits = want.map((w) => got.map((g) => matchValue(w, g)));
  const owner = got.map(() => void 0);
  const assign = (i, seen) => got.some((_, j) => {
    if (!fits[i][j] || seen[j]) return false;
    seen[j] = true;
    const prev = owner[j];
    if (prev !== void 0 && !assign(prev, seen)) return false;
    owner[j] = i;
    return true;
  });
  return want.every((_, i) => assign(i, []));
}
var MATCHER_KEYS = [
  "$any",
  "$eq",
  "$pyEq",
  "$absent",
  "$nonEmpty",
  "$oneOf",
  "$unordered",
  "$subset",
  "$regex",
  "$flags",
  "$contains",
  "$approx",
  "$tol"
];
var MAX_REGEX = 1e4;
function safeTest(re, text) {
  try {
    return re.test(text);
  } catch {
    return false;
  }
}
var regexOf = (m) => new RegExp(String(m.$regex), typeof m.$flags === "string" ? m.$flags : void 0);
function validFlags(flags) {
  try {
    new RegExp("", flags);
    return true;
  } catch {
    return false;
  }
}
function matcherProblems(value, path = []) {
  if (Array.isArray(value)) return value.flatMap((v, i) => matcherProblems(v, [...path, i]));
  if (!isObject2(value)) return [];
  const keys = Object.keys(value);
  const dollar = keys.filter((k) => k.startsWith("$"));
  if (dollar.length === 0) return keys.flatMap((k) => matcherProblems(value[k], [...path, k]));
  const out = [];
  const bad = (message) => out.push({ path, message });
  if (dollar.length !== keys.length)
    bad(`a matcher cannot mix $-keys with fields (${keys.join(", ")})`);
  for (const k of dollar)
    if (!MATCHER_KEYS.includes(k)) bad(`unknown matcher ${k} (known: ${MATCHER_KEYS.join(", ")})`);
  const flags = value.$flags;
  const badFlags = "$flags" in value && (typeof flags !== "string" || !validFlags(flags));
  if ("$flags" in value && !("$regex" in value)) bad("$flags goes with $regex");
  if (badFlags) {
    bad(
      typeof flags === "string" ? `$flags "${flags}" are not JavaScript RegExp flags (d g i m s u v y, each once, not u with v)` : "$flags takes a string"
    );
  }
  const long = typeof value.$regex === "string" && value.$regex.length > MAX_REGEX;
  if (long) bad(`$regex is longer than ${MAX_REGEX.toLocaleString("en-US")} characters`);
  if ("$regex" in value && !badFlags && !long) {
    try {
      regexOf(value);
    } catch (err) {
      const why = err.message;
      bad(`$regex does not compile: ${why.length > 200 ? `${why.slice(0, 200)}…` : why}`);
    }
  }
  if ("$approx" in value && typeof value.$approx !== "number") bad("$approx takes a number");
  if ("$tol" in value && typeof value.$tol !== "number") bad("$tol takes a number");
  if ("$tol" in value && !("$approx" in value)) bad("$tol goes with $approx");
  for (const k of ["$oneOf", "$unordered", "$subset"]) {
    if (!(k in value)) continue;
    const items = value[k];
    if (Array.isArray(items)) out.push(...matcherProblems(items, [...path, k]));
    else bad(`${k} takes a list`);
  }
  return out;
}

export {
  isMatcher,
  matchArgs,
  matchValue,
  safeTest,
  matcherProblems
};
