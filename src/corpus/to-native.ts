// Normalized scenarios back to the native corpus format (`mcp-eval import`): what the loader
// would take from the run's settings is left out, so the converted file runs like the original.
import path from 'node:path';
import { Document } from 'yaml';
import type { ScenarioBase } from './context.js';
import { PLACEHOLDER } from './placeholders.js';
import { deriveTier } from './tier.js';
import type { Expectation, Scenario } from '../model/scenario.js';
import type { Json } from '../model/json.js';

type Obj = Record<string, unknown>;

/** One native corpus file holding `scenarios`, with a comment naming where they came from. */
export function toNativeYaml(
  scenarios: Scenario[],
  opts: { from: string; format: string; outDir: string; base: ScenarioBase },
): string {
  const doc = new Document({ scenarios: scenarios.map((s) => toNative(s, opts)) });
  doc.commentBefore = ` Converted by \`mcp-eval import\` from ${opts.from} (${opts.format} format).`;
  return doc.toString({ lineWidth: 0 });
}

export function toNative(s: Scenario, opts: { outDir: string; base: ScenarioBase }): Obj {
  const out: Obj = { id: s.id };
  if (s.description) out.description = s.description;
  if (s.category) out.category = s.category;
  if (s.tags.length) out.tags = s.tags;
  if (s.type) out.type = s.type;
  if (s.tier !== deriveTier(s.turns, s.gates)) out.tier = s.tier;
  if (s.mode !== opts.base.mode) out.mode = s.mode;
  if (s.timeout !== undefined && s.timeout !== opts.base.timeout) out.timeout = s.timeout;
  if (s.hook_timeout !== undefined && s.hook_timeout !== opts.base.hook_timeout)
    out.hook_timeout = s.hook_timeout;
  if (s.repeat !== opts.base.repeat) out.repeat = s.repeat;
  if (s.max_steps !== opts.base.max_steps) out.max_steps = s.max_steps;
  if (s.skip) out.skip = s.skip;
  if (s.known_failure) out.known_failure = s.known_failure;
  // Native hooks run with `bash -c` in the corpus file's folder: go to the original's first.
  const hook = (script: string) => {
    if (path.resolve(s.dir) === path.resolve(opts.outDir)) return script;
    // Stryker disable next-line StringLiteral: equivalent, the same folder returned above, so the relative path is never empty
    const rel = path.relative(opts.outDir, path.resolve(s.dir)) || '.';
    return `cd '${rel.replace(/'/g, `'\\''`)}'\n${script}`;
  };
  if (s.before) out.before = hook(s.before);
  if (s.after) out.after = hook(s.after);
  if (s.turns.length === 1) {
    out.prompt = s.turns[0].user;
    out.expect = expectation(s.turns[0].expect);
  } else {
    out.turns = s.turns.map((t) => ({ user: t.user, expect: expectation(t.expect) }));
  }
  // Only case files have {PLACEHOLDER}s; elsewhere a {NAME} is literal text, kept so by a var
  // that fills it with itself.
  if (s.origin.format !== 'casefile') {
    const { id: _id, ...rest } = out;
    const names = [...JSON.stringify(rest).matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (names.length) out.vars = Object.fromEntries(names.map((n) => [n, `{${n}}`]));
  }
  return out;
}

function expectation(e: Expectation): Obj {
  const out: Obj = {};
  if (e.calls?.length) {
    out.calls = e.calls.map((c) => ({
      tool: c.tool,
      ...(c.args ? { args: c.args } : {}),
      ...(c.stub !== undefined ? { stub: c.stub as Json } : {}),
    }));
  }
  if (e.order !== 'strict') out.order = e.order;
  if (e.extra_calls !== 'allow') out.extra_calls = e.extra_calls;
  if (e.first_call_only) out.first_call_only = true;
  if (e.clarification !== undefined) {
    out.clarification =
      typeof e.clarification === 'object'
        ? { asks_for: e.clarification.asks_for }
        : e.clarification;
  }
  if (e.answer) {
    out.answer = {
      includes: e.answer.includes,
      mode: e.answer.mode,
      ...(e.answer.scope ? { scope: e.answer.scope } : {}),
    };
  }
  return out;
}
