import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  sumUsage
} from "./chunk-KQCSDRWO.js";
import {
  recovery
} from "./chunk-JKYEM27D.js";
import {
  definitionHash
} from "./chunk-PH7I4MN5.js";

// src/score/row.ts
function row(key, t, hooks, v, attempts) {
  const { scenario: s, provider } = key;
  const checks = v.checks ?? [];
  const recovered = recovery(t.calls);
  return {
    scenario: s.id,
    file: s.origin.file,
    line: s.origin.line,
    provider: provider.id,
    model: provider.model,
    repetition: key.repetition,
    definition: definitionHash(s),
    status: v.status,
    reason: v.reason,
    tier: s.tier,
    ...s.category ? { category: s.category } : {},
    tags: s.tags,
    mode: s.mode,
    checks,
    observations: v.observations ?? [],
    turns: t.turns,
    calls: t.calls,
    requests: t.requests,
    ...t.probes?.length ? { probes: t.probes } : {},
    ...t.elicitations?.length ? { elicitations: t.elicitations } : {},
    ...t.sampling?.length ? { sampling: t.sampling } : {},
    hooks,
    usage: t.usage,
    ...t.served?.length ? { served: t.served } : {},
    latencyMs: Math.round(t.latencyMs),
    attempts,
    ...grading(checks),
    ...t.judgements?.some((j) => j.usage) ? { judgeUsage: sumUsage(t.judgements.flatMap((j) => j.usage ?? [])) } : {},
    ...recovered ? { recovery: recovered } : {}
  };
}
function grading(checks) {
  const graded = checks.filter((c) => c.gradedBy);
  if (!graded.length) return {};
  const judges = [
    ...new Set(graded.flatMap((c) => c.gradedBy === "judge" && c.judge ? [c.judge] : []))
  ];
  const baseline = graded.some((c) => c.gradedBy === "baseline");
  if (!judges.length) return { grading: "baseline" };
  return { grading: `judge:${judges.join(",")}${baseline ? "+baseline" : ""}` };
}

export {
  row
};
