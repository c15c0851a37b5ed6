import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/report/stored-row.ts
var HEAVY = ["turns", "calls", "requests", "hooks"];
var IS_HEAVY = new Set(HEAVY);
var PLACE = /* @__PURE__ */ Symbol("stored row");
var GETTERS = Object.fromEntries(
  HEAVY.map((key) => [
    key,
    function() {
      const p = this[PLACE];
      return p.source.read(p.offset, p.length)[key];
    }
  ])
);
function placeOf(row) {
  return row[PLACE];
}
function build(entries, place) {
  const row = {};
  for (const [key, value] of entries) {
    if (IS_HEAVY.has(key)) {
      Object.defineProperty(row, key, { get: GETTERS[key], enumerable: true, configurable: true });
    } else row[key] = value;
  }
  Object.defineProperty(row, PLACE, { value: place });
  return row;
}
function entriesOf(row) {
  const fields = row;
  return Object.keys(row).map((k) => [k, IS_HEAVY.has(k) ? void 0 : fields[k]]);
}
function storedRow(row, place) {
  return build(entriesOf(row), place);
}
function revise(row, change) {
  const next = change(row);
  const place = placeOf(row);
  if (next === row || !place) return next;
  const kept = HEAVY.every((k) => Object.hasOwn(next, k) && next[k] === row[k]);
  return kept ? build(entriesOf(next), place) : next;
}
function redactRow(redactor, row) {
  const place = placeOf(row);
  if (!place) return redactor.redactDeep(row);
  const entries = entriesOf(row);
  const small = Object.fromEntries(entries.filter(([k]) => !IS_HEAVY.has(k)));
  const clean = redactor.redactDeep(small);
  if (clean === small) return row;
  const cleaned = Object.entries(clean);
  let i = 0;
  return build(
    entries.map((e) => IS_HEAVY.has(e[0]) ? e : cleaned[i++]),
    place
  );
}
function storedRedactions(rows) {
  let n = 0;
  for (const r of rows) n += placeOf(r)?.redactions ?? 0;
  return n;
}

export {
  IS_HEAVY,
  storedRow,
  revise,
  redactRow,
  storedRedactions
};
