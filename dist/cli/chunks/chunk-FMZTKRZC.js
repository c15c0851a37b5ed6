import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/score/stored-row.ts
var HEAVY = ["turns", "calls", "requests", "hooks", "checks", "observations"];
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
var ON_DISK = /* @__PURE__ */ Symbol("on disk");
function build(entries, place) {
  const row = {};
  for (const [key, value] of entries) {
    if (value === ON_DISK) {
      Object.defineProperty(row, key, { get: GETTERS[key], enumerable: true, configurable: true });
    } else row[key] = value;
  }
  Object.defineProperty(row, PLACE, { value: place });
  return row;
}
function entriesOf(row) {
  const fields = row;
  return Object.keys(row).map((k) => [
    k,
    IS_HEAVY.has(k) && Object.getOwnPropertyDescriptor(row, k)?.get === GETTERS[k] ? ON_DISK : fields[k]
  ]);
}
function storedRow(row, place) {
  const entries = Object.entries(row).map(([k, v]) => [
    k,
    IS_HEAVY.has(k) ? ON_DISK : v
  ]);
  return build(entries, place);
}
function revise(row, change) {
  const next = change(row);
  const place = placeOf(row);
  if (next === row || !place) return next;
  const before = new Map(entriesOf(row));
  const entries = Object.keys(next).map((k) => {
    const value = next[k];
    const unchanged = before.get(k) === ON_DISK && value === row[k];
    return [k, unchanged ? ON_DISK : value];
  });
  return build(entries, place);
}
function redactRow(redactor, row) {
  const place = placeOf(row);
  if (!place) {
    const calls = redactCallSeams(redactor, row.calls);
    return redactor.redactDeep(calls === row.calls ? row : { ...row, calls });
  }
  const entries = entriesOf(row);
  const own = Object.fromEntries(entries.filter(([, v]) => v !== ON_DISK));
  const small = Object.hasOwn(own, "calls") ? { ...own, calls: redactCallSeams(redactor, own.calls) } : own;
  const clean = redactor.redactDeep(small);
  if (clean === own) return row;
  const cleaned = Object.entries(clean);
  let i = 0;
  return build(
    entries.map((e) => e[1] === ON_DISK ? e : cleaned[i++]),
    place
  );
}
function storedRedactions(rows) {
  let n = 0;
  for (const r of rows) n += placeOf(r)?.redactions ?? 0;
  return n;
}
function redactCallSeams(redactor, calls) {
  if (!Array.isArray(calls) || calls.length < 2) return calls;
  const at = [];
  calls.forEach((c, i) => {
    if (typeof c.result === "string") at.push([i, "result"]);
    if (typeof c.error === "string") at.push([i, "error"]);
  });
  const texts = at.map(([i, k]) => calls[i][k]);
  const clean = redactor.redactSeams(texts);
  if (clean === texts) return calls;
  const out = calls.map((c) => ({ ...c }));
  at.forEach(([i, k], j) => out[i][k] = clean[j]);
  return out;
}

// src/score/judge-tally.ts
var judgedKind = (c) => c.check === "clarification" || c.check === "answer";
var word = (passed) => passed ? "passed" : "failed";
function tallyJudge(rows) {
  let grades = 0;
  let decided = 0;
  let split = 0;
  let agreed = 0;
  let voted = 0;
  const disagreements = [];
  for (const row of rows) {
    for (const c of row.checks) {
      if (!judgedKind(c) || !c.judge) continue;
      grades++;
      const v = c.votes;
      if (c.gradedBy !== "judge") {
        if (v && v.pass > 0 && v.pass === v.fail) split++;
        continue;
      }
      decided++;
      if (v) {
        agreed += Math.max(v.pass, v.fail);
        voted += v.pass + v.fail;
      }
      if (c.baseline && c.baseline !== word(c.passed)) {
        disagreements.push({
          scenario: row.scenario,
          provider: row.provider,
          repetition: row.repetition,
          ...c.turn !== void 0 ? { turn: c.turn } : {},
          check: c.check,
          judge: word(c.passed),
          baseline: c.baseline
        });
      }
    }
  }
  return {
    grades,
    decided,
    failed: grades - decided - split,
    split,
    ...voted ? { agreement: agreed / voted } : {},
    disagreements
  };
}
function judgeReport(info, rows) {
  return info.status === "skipped" ? { ...info } : { ...info, tally: tallyJudge(rows) };
}
function judgeFailures(t, who = "judge") {
  const parts = [
    ...t.failed ? [`${who} failed on ${t.failed} of ${t.grades} grades`] : [],
    ...t.split ? [
      `${t.failed ? "its" : `${who}'s`} samples split evenly on ${t.split} of ${t.grades} grades`
    ] : []
  ];
  return parts.length ? `${parts.join("; ")}; the deterministic grader decided those` : void 0;
}
function judgeWarning(info) {
  return info.tally && judgeFailures(info.tally, `Judge ${info.id}`);
}
function describeVotes(v) {
  return [`${v.pass} pass`, `${v.fail} fail`, ...v.error ? [`${v.error} failed`] : []].join(", ");
}

// src/model/duration.ts
function duration(ms) {
  const t = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  if (Math.round(t) < 1e3) return `${Math.round(t)} ms`;
  if (t < 59950) return `${(t / 1e3).toFixed(1)} s`;
  const s = Math.round(t / 1e3);
  const pad = (n) => String(n).padStart(2, "0");
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor(s % 3600 / 60))} min`;
}

export {
  judgeReport,
  judgeFailures,
  judgeWarning,
  describeVotes,
  IS_HEAVY,
  storedRow,
  revise,
  redactRow,
  storedRedactions,
  redactCallSeams,
  duration
};
