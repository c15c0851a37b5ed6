import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

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

// src/score/stored-row.ts
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
  if (!place) {
    const calls = redactCallSeams(redactor, row.calls);
    return redactor.redactDeep(calls === row.calls ? row : { ...row, calls });
  }
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
  redactCallSeams
};
