import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/score/numbers.ts
var UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen"
];
var TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
var SCALES = /* @__PURE__ */ new Map([
  ["thousand", 1e3],
  ["million", 1e6],
  ["billion", 1e9],
  ["trillion", 1e12]
]);
function token(word) {
  const unit = UNITS.indexOf(word);
  if (unit >= 0) return { kind: unit === 0 ? "zero" : unit < 10 ? "unit" : "teen", value: unit };
  const tens = TENS.indexOf(word);
  if (tens >= 0) return { kind: "tens", value: (tens + 2) * 10 };
  if (word === "hundred") return { kind: "hundred", value: 100 };
  if (word === "dozen") return { kind: "dozen", value: 12 };
  const scale = SCALES.get(word);
  if (scale) return { kind: "scale", value: scale };
  if (DIGITS.test(word)) return { kind: "digits", value: Number(word.replace(/,/g, "")) };
  return void 0;
}
var DIGITS = /^\d+(?:,\d{3})*(?:\.\d+)?$/;
var NEXT = {
  start: ["zero", "unit", "teen", "tens", "digits"],
  zero: [],
  unit: ["hundred", "dozen", "scale"],
  teen: ["hundred", "dozen", "scale"],
  tens: ["unit", "dozen", "scale"],
  hundred: ["unit", "teen", "tens", "scale"],
  dozen: ["scale"],
  scale: ["unit", "teen", "tens"],
  digits: ["hundred", "dozen", "scale"]
};
function readNumber(words, i) {
  let total = 0;
  let current = 0;
  let last = "start";
  let used = 0;
  let j = i;
  if (words[j] === "a" && ["hundred", "dozen", "thousand", "million"].includes(words[j + 1])) {
    current = 1;
    last = "unit";
    j++;
  }
  for (; j < words.length; j++) {
    let word = words[j];
    let skip = 0;
    if (word === "and" && (last === "hundred" || last === "scale")) {
      word = words[j + 1];
      skip = 1;
    }
    const t = word === void 0 ? void 0 : token(word);
    if (!t || !NEXT[last].includes(t.kind)) break;
    j += skip;
    if (t.kind === "hundred") current = (current || 1) * 100;
    else if (t.kind === "dozen") current = (current || 1) * 12;
    else if (t.kind === "scale") {
      total += (current || 1) * t.value;
      current = 0;
    } else current += t.value;
    last = t.kind;
    used = j - i + 1;
  }
  return { value: total + current, used };
}
function canonicalNumbers(text) {
  const parts = text.split(/(\s+|-)/);
  const words = [];
  const seps = [];
  parts.forEach((p, k) => k % 2 === 0 ? words.push(p) : seps.push(p));
  const out = [];
  for (let i = 0; i < words.length; ) {
    const { head, core, tail } = split(words[i]);
    const inner = [core, ...words.slice(i + 1)];
    const { value, used } = core ? readNumber(bareRun(inner, tail, seps, i), 0) : NONE;
    if (used === 0) {
      out.push(words[i], seps[i] ?? "");
      i++;
      continue;
    }
    const lastWord = split(words[i + used - 1]);
    out.push(
      head,
      formatNumber(value),
      used === 1 ? tail : lastWord.tail,
      seps[i + used - 1] ?? ""
    );
    i += used;
  }
  return out.join("");
}
var NONE = { value: 0, used: 0 };
function split(word) {
  const m = /^([^\w]*)(.*?)([^\w]*)$/.exec(word);
  return { head: m[1], core: m[2], tail: m[3] };
}
function bareRun(inner, tail, seps, i) {
  const run = [inner[0]];
  let open = tail === "";
  for (let k = 1; k < inner.length && open; k++) {
    const { head: h, core, tail: t } = split(inner[k]);
    if (h !== "" || core === "" || /\n/.test(seps[i + k - 1] ?? "")) break;
    run.push(core);
    open = t === "";
  }
  return run;
}
function formatNumber(value) {
  if (Number.isInteger(value)) return BigInt(value).toString();
  return String(Number(value.toPrecision(15)));
}

// src/score/text.ts
function normalizeText(text) {
  return normalizeLines(text).replace(/\s+/g, " ");
}
function normalizeLines(text) {
  return canonicalNumbers(text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'")).replace(/\r\n?/g, "\n").replace(/[^\S\n]+/g, " ").replace(/ ?\n\s*/g, "\n").trim();
}
function containsText(haystack, needle) {
  const want = normalizeText(needle);
  if (!want) return true;
  const before = /^\d/.test(want) ? "(?<!\\d|\\d[.,])" : "";
  const after = /\d$/.test(want) ? "(?!\\d|[.,]\\d)" : "";
  return new RegExp(before + pattern(want) + after).test(normalizeText(haystack));
}
function findFact(reply, fact) {
  const want = normalizeText(fact);
  if (!want) return "found";
  const text = normalizeLines(reply);
  const before = /^\w/.test(want) ? "(?<!\\w|[a-z]-|\\d[.,])" : "";
  const after = /\w$/.test(want) ? "(?!\\w|[.,]\\d)" : "";
  const re = new RegExp(before + pattern(want) + after, "g");
  let seen = false;
  for (const m of text.matchAll(re)) {
    seen = true;
    if (!NEGATOR.test(clauseBefore(text, m.index))) return "found";
  }
  return seen ? "negated" : "absent";
}
var pattern = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s");
var NEGATOR = /\b(not|never|no longer|cannot|rather than|instead of)\b|n't\b/;
var CLAUSE_END = /[.!?;:,](?=\s|$)|\n|\s(?:but|however|although|though|whereas|while|and|yet)\b/g;
function clauseBefore(text, index) {
  let start = 0;
  for (const m of text.slice(0, index).matchAll(CLAUSE_END)) start = m.index + m[0].length;
  return text.slice(start, index);
}
function sentences(reply) {
  return reply.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").split(/(?<=[.!?])\s+|\n+/).map((x) => x.trim()).filter(Boolean);
}
var REQUEST = /\?|\b(please|kindly) (tell|provide|specify|confirm|share|give|let me know|clarify|send|choose|pick|select)\b|\blet me know\b|\b(tell|show) me (which|what|the|your)\b|\bi(?:'ll| will)? need (to know|the|a|an|your|you to|more)\b|\b(know|specify|confirm) (which|what)\b|\b(could|can|would|will) you\b|\bdo you want\b/;
function asksFor(reply, terms) {
  const said = sentences(reply);
  const asking = said.map((x) => REQUEST.test(x));
  if (!asking.some(Boolean)) return "none";
  if (!terms) return "asks";
  const res = terms.map(termPattern);
  const names = (x) => x !== void 0 && res.some((re) => re.test(x));
  return said.some((x, i) => asking[i] && (names(x) || names(said[i - 1]))) ? "asks" : "other";
}
function termPattern(term) {
  const t = term.toLowerCase().trim();
  const stem = t.length > 3 && /[^s]s$/.test(t) ? t.slice(0, -1) : t;
  const body = stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s_-]+/g, "[\\s_-]+");
  return new RegExp(`(?<![\\w-])${body}(?:s|es)?(?![\\w-])`);
}
var DONE_WORDS = "created|deleted|restarted|updated|removed|added|scaled|started|stopped|executed|completed|finished|done|set up|saved|sent";
var DONE = new RegExp(
  `^(all set|successfully|${DONE_WORDS})\\b|\\bi(?:'ve| have)? (?:just |now |already |successfully )*(?:${DONE_WORDS})\\b|\\b(?:has|have|is|are|was|were) (?:now |been |successfully |already )*(?:${DONE_WORDS})\\b`
);
var NEGATED = /\b(not|no|nothing|never|yet|until|once|before|after|if|when)\b|n't\b/;
function claimsDone(reply) {
  return sentences(reply).find((x) => DONE.test(x) && !NEGATED.test(x));
}

export {
  containsText,
  findFact,
  asksFor,
  claimsDone
};
