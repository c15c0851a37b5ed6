import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/report/escape.ts
var ZWSP = "​";
function flatten(text, max = 400) {
  const flat = /[^\S ]| {2}|^ | $/.test(text) ? text.replace(/\s+/g, " ").trim() : text;
  if (flat.length <= max) return flat;
  let head = flat.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head}…`;
}
function mdInline(text, max = 400) {
  const flat = flatten(text, max);
  const line = flat.includes("`") ? splitCode(flat).map((p, i) => i % 2 ? mdCode(p, Infinity) : escapeText(p)).join("") : escapeText(flat);
  return line.replace(/^([#>+*=-]|\d+(?=[.)]))/, (m) => /^\d/.test(m) ? `${m}\\` : `\\${m}`);
}
function mdCode(text, max = 400) {
  let flat = flatten(text, max);
  if (flat.includes("|")) flat = flat.replace(/(?<!\\)\|/g, "\\|");
  const longest = flat.includes("`") ? longestRun(flat) : 0;
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat || " "}${pad}${fence}`;
}
function htmlText(text, max = 400) {
  return defuse(flatten(text, max).replace(/[&<>]/g, escapeChar));
}
function fencedBlock(text, info = "text") {
  const longest = Math.max(2, longestRun(text));
  const fence = "`".repeat(longest + 1);
  return [`${fence}${info}`, text || "(empty)", fence];
}
function splitCode(text) {
  const runs = [...text.matchAll(/`+/g)];
  const out = [];
  let from = 0;
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i];
    const j = runs.findIndex((r, k) => k > i && r[0].length === open[0].length);
    if (j < 0) continue;
    out.push(
      text.slice(from, open.index),
      text.slice(open.index + open[0].length, runs[j].index).trim()
    );
    from = runs[j].index + runs[j][0].length;
    i = j;
  }
  out.push(text.slice(from));
  return out;
}
function longestRun(text) {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
var ESCAPED = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
var escapeChar = (c) => ESCAPED[c] ?? `\\${c}`;
function escapeText(text) {
  return defuse(text.replace(/[&<>\\`[\]|$]/g, escapeChar));
}
function defuse(text) {
  return text.replace(
    /@(?=[A-Za-z0-9])|#(?=\d)|\b(?:https?|ftp|mailto|xmpp)(?=:)|\bwww(?=\.)/gi,
    // "www" is written lower-case, as it always was.
    (m) => `${/^www$/i.test(m) ? "www" : m}${ZWSP}`
  );
}

export {
  flatten,
  mdInline,
  mdCode,
  htmlText,
  fencedBlock
};
