import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  glob
} from "./chunk-GWR4CFGT.js";
import {
  matcherProblems
} from "./chunk-I75637QR.js";
import {
  TIERED_GATES,
  TIERED_TIERS,
  at,
  formatPath,
  fromTieredThresholds,
  isProblem,
  isTieredThresholds,
  printable,
  readSource,
  thresholdsSchema,
  zodProblems
} from "./chunk-7B75NLNL.js";
import {
  CORPUS_LIMIT_ENV,
  DEFAULTS,
  LIMITS,
  TOO_BIG
} from "./chunk-76AO3HOH.js";
import {
  ANSWER_MODES,
  ANSWER_SCOPES,
  annotationModeSchema,
  confirmDestructiveSchema,
  modeSchema,
  readPatternSchema,
  requestPatternSchema,
  routeSchema,
  tierSchema
} from "./chunk-YB5F7MI3.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";
import {
  external_exports
} from "./chunk-ZXOGZ666.js";

// src/corpus/load.ts
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path7 from "node:path";

// src/corpus/formats.ts
import path5 from "node:path";

// src/corpus/formats/answer-fixtures.ts
import path from "node:path";

// src/corpus/formats/common.ts
function ignoredFields(source, path8, obj, known) {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) return void 0;
  const extra = Object.keys(obj).filter((k) => !known.includes(k));
  if (!extra.length) return void 0;
  return `${source.file}:${source.lineOf([...path8, extra[0]])}: ignoring ${extra.map((k) => `\`${printable(k)}\``).join(", ")} (not used by mcp-eval)`;
}
function locator(source, map) {
  const { posOf } = source;
  return (p) => {
    const full = map(p);
    return { ...posOf(full), field: formatPath(full) };
  };
}
function runFields(ctx) {
  return {
    repeat: ctx.base.repeat,
    max_steps: ctx.base.max_steps,
    timeout: ctx.base.timeout,
    ...ctx.base.hook_timeout !== void 0 ? { hook_timeout: ctx.base.hook_timeout } : {},
    gates: [],
    observe: []
  };
}
function callPath(p, names) {
  const at2 = p.indexOf("calls");
  const index = typeof p[at2 + 1] === "number" ? p[at2 + 1] : 0;
  const rest = p.slice(at2 + 2);
  return {
    index,
    rest: rest.length ? [names[String(rest[0])] ?? rest[0], ...rest.slice(1)] : []
  };
}

// src/corpus/formats/answer-fixtures.ts
var ANSWER_FIXTURE_FILE = "test_case.yaml";
var ANSWER_FIXTURE_TIMEOUT = 300;
var correctnessSchema = external_exports.union([
  external_exports.number().min(0),
  external_exports.looseObject({
    type: external_exports.enum(["strict", "loose"]).optional(),
    expected_score: external_exports.number().min(0).optional()
  })
]);
var textOrList = external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)], {
  error: (issue) => issue.input === void 0 ? "required: a string or a list of strings" : "expected a string or a list of strings"
});
var caseSchema = external_exports.looseObject({
  user_prompt: textOrList,
  expected_output: textOrList,
  before_test: external_exports.string().optional(),
  after_test: external_exports.string().optional(),
  tags: external_exports.array(external_exports.string()).optional(),
  evaluation: external_exports.looseObject({ correctness: correctnessSchema.optional() }).optional(),
  skip: external_exports.boolean().optional(),
  skip_reason: external_exports.string().optional()
});
var FIELDS = [
  "user_prompt",
  "expected_output",
  "before_test",
  "after_test",
  "tags",
  "evaluation",
  "skip",
  "skip_reason"
];
function loadAnswerFixture(source, ctx) {
  if (path.basename(source.file) !== ANSWER_FIXTURE_FILE) return { scenarios: [], problems: [] };
  const parsed = caseSchema.safeParse(source.data);
  if (!parsed.success) return { scenarios: [], problems: zodProblems(parsed.error, source) };
  const c = parsed.data;
  const notices = [
    ignoredFields(source, [], c, FIELDS),
    ignoredFields(source, ["evaluation"], c.evaluation, ["correctness"]),
    typeof c.evaluation?.correctness === "object" ? ignoredFields(source, ["evaluation", "correctness"], c.evaluation.correctness, [
      "type",
      "expected_score"
    ]) : void 0
  ].filter((n) => n !== void 0);
  const folder = path.dirname(source.file);
  const id = path.basename(path.resolve(ctx.cwd, folder));
  const correctness = c.evaluation?.correctness;
  const score = typeof correctness === "number" ? correctness : correctness?.expected_score;
  const mode = typeof correctness === "object" && correctness.type || "strict";
  const includes = typeof c.expected_output === "string" ? [c.expected_output] : c.expected_output;
  const skip = c.skip ? c.skip_reason ?? "skip: true in test_case.yaml" : score === 0 ? `expected_score: 0${c.skip_reason ? ` (${c.skip_reason})` : " (the case is not expected to pass)"}` : void 0;
  const prompts = typeof c.user_prompt === "string" ? [c.user_prompt] : c.user_prompt;
  const variants = typeof c.user_prompt !== "string";
  const scenarios = prompts.map((prompt, i) => {
    const locate = locator(source, (p) => {
      if (p[0] === "turns" && p[2] === "user")
        return variants ? ["user_prompt", i] : ["user_prompt"];
      if (p.includes("answer")) return ["expected_output"];
      return [];
    });
    return {
      id: variants ? `${id}[${i}]` : id,
      origin: {
        file: source.file,
        line: source.lineOf(variants ? ["user_prompt", i] : []),
        format: "answer-fixtures",
        locate
      },
      dir: path.resolve(ctx.cwd, folder),
      tags: c.tags ?? [],
      tier: "answer",
      mode: ctx.base.mode,
      ...runFields(ctx),
      timeout: ctx.base.timeout ?? ANSWER_FIXTURE_TIMEOUT,
      ...skip ? { skip } : {},
      turns: [
        {
          user: prompt,
          expect: { order: "strict", extra_calls: "allow", answer: { includes, mode } }
        }
      ],
      ...c.before_test ? { before: c.before_test } : {},
      ...c.after_test ? { after: c.after_test } : {},
      hooks_as_files: true
    };
  });
  return { scenarios, problems: [], notices };
}

// src/corpus/formats/casefile.ts
import path2 from "node:path";

// src/corpus/placeholders.ts
var PLACEHOLDER = /(?<!\$)\{([A-Z][A-Z0-9_]*)\}/g;
function fill(value, vars, path8 = [], unresolved = []) {
  if (typeof value === "string") return fillText(value, vars, path8, unresolved, []);
  if (Array.isArray(value)) return value.map((v, i) => fill(v, vars, [...path8, i], unresolved));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fill(v, vars, [...path8, k], unresolved)])
    );
  }
  return value;
}
function fillText(text, vars, path8, unresolved, expanding) {
  return text.replace(PLACEHOLDER, (whole, name) => {
    if (expanding.includes(name)) return whole;
    if (name in vars) return fillText(vars[name], vars, path8, unresolved, [...expanding, name]);
    unresolved.push({ path: path8, name });
    return whole;
  });
}
function envVars(env) {
  return Object.fromEntries(
    Object.entries(env).filter((e) => typeof e[1] === "string")
  );
}
function fillFields(value, vars, path8, unresolved, keep) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  const kept = Object.fromEntries(entries.filter(([k]) => keep.includes(k)));
  const rest = Object.fromEntries(entries.filter(([k]) => !keep.includes(k)));
  return { ...kept, ...fill(rest, vars, path8, unresolved) };
}

// src/corpus/tier.ts
function deriveTier(turns, gates2) {
  if (gates2.some((g) => g.kind !== "requests")) return "safety";
  const expects = turns.map((t) => t.expect);
  if (expects.some((e) => e.answer)) return "answer";
  if (expects.some((e) => e.clarification)) return "clarification";
  const calls = expects.flatMap((e) => e.calls ?? []);
  if (expects.some((e) => (e.calls?.length ?? 0) > 1)) return "sequence";
  if (calls.some((c) => c.args && Object.keys(c.args).length > 0)) return "args";
  return "selection";
}

// src/corpus/formats/casefile.ts
var CASE_TYPES = [
  "happy_path",
  "ambiguous_selection",
  "missing_parameter",
  "multi_tool"
];
var toolSchema = external_exports.looseObject({
  name: external_exports.string().min(1),
  params: external_exports.record(external_exports.string(), external_exports.json()).optional()
});
var TOOL_FIELDS = ["name", "params"];
var turnSchema = external_exports.looseObject({
  input: external_exports.string().min(1),
  expect: external_exports.literal("clarification").optional(),
  expected_tools: external_exports.array(toolSchema).optional()
}).refine((t) => t.expect === void 0 !== (t.expected_tools === void 0), {
  message: 'a turn has exactly one of `expect: "clarification"` and `expected_tools`'
});
var TURN_FIELDS = ["input", "expect", "expected_tools"];
var caseSchema2 = external_exports.looseObject({
  id: external_exports.string().min(1),
  type: external_exports.enum(CASE_TYPES),
  description: external_exports.string().optional(),
  input: external_exports.string().min(1).optional(),
  expected_tools: external_exports.array(toolSchema).optional(),
  turns: external_exports.array(turnSchema).min(2).max(7).optional()
}).refine((c) => c.input === void 0 !== (c.turns === void 0), {
  message: "a case has either `input` or `turns`"
}).refine((c) => !(c.turns && c.expected_tools), {
  message: "with `turns`, put `expected_tools` in each turn",
  path: ["expected_tools"]
}).refine((c) => c.turns || c.expected_tools || c.type === "missing_parameter", {
  message: "a single-turn case needs `expected_tools` ([] when no tool should be called)",
  path: ["expected_tools"]
}).refine((c) => !(c.type === "missing_parameter" && !c.turns && c.expected_tools?.length), {
  message: "a missing_parameter case expects no tool call: `expected_tools` must be empty",
  path: ["expected_tools"]
});
var CASE_FIELDS = ["id", "type", "description", "input", "expected_tools", "turns"];
var fileSchema = external_exports.looseObject({ module: external_exports.string().min(1), cases: external_exports.array(external_exports.unknown()) });
function loadCasefile(source, ctx) {
  const out = { scenarios: [], problems: [], notices: [] };
  const data = source.data;
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    out.problems.push({
      file: source.file,
      ...source.posOf([]),
      message: 'a case file is an object: {"module": ..., "cases": [...]}'
    });
    return out;
  }
  const file = fileSchema.safeParse(data);
  if (!file.success) return { ...out, problems: zodProblems(file.error, source) };
  const note = (n) => n && out.notices.push(n);
  note(ignoredFields(source, [], file.data, ["module", "cases"]));
  const free = new Set(ctx.freeTextParams.map((p) => p.toLowerCase()));
  file.data.cases.forEach((raw, i) => {
    const base = ["cases", i];
    let filled = raw;
    if (!ctx.keepPlaceholders) {
      const unresolved = [];
      filled = fillFields(raw, ctx.base.vars, base, unresolved, ["id"]);
      for (const u of unresolved) {
        out.problems.push(at(source, u.path, `unresolved placeholder {${u.name}}`));
      }
    }
    const parsed = caseSchema2.safeParse(filled);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, base));
      return;
    }
    const c = parsed.data;
    note(ignoredFields(source, base, c, CASE_FIELDS));
    c.turns?.forEach((t, j) => {
      note(ignoredFields(source, [...base, "turns", j], t, TURN_FIELDS));
      t.expected_tools?.forEach(
        (tool, k) => note(ignoredFields(source, [...base, "turns", j, "expected_tools", k], tool, TOOL_FIELDS))
      );
    });
    c.expected_tools?.forEach(
      (tool, k) => note(ignoredFields(source, [...base, "expected_tools", k], tool, TOOL_FIELDS))
    );
    const primaryOnly = (tools, where) => {
      if (c.type !== "multi_tool" && (tools?.length ?? 0) > 1) {
        note(
          `${source.file}:${source.lineOf(where)}: ${c.id}: a ${c.type} case scores the primary (first) call only; the other expected tools are ignored`
        );
      }
    };
    const written = c.turns ?? [{ input: c.input, expected_tools: c.expected_tools ?? [] }];
    const turns = written.map((t, j) => {
      const tools = "expect" in t && t.expect ? [] : t.expected_tools ?? [];
      primaryOnly(
        tools,
        c.turns ? [...base, "turns", j, "expected_tools"] : [...base, "expected_tools"]
      );
      return { user: t.input, expect: expectation(tools, c.type, free) };
    });
    out.scenarios.push(toScenario(c, turns, i, source, ctx, file.data.module));
  });
  return out;
}
function expectation(tools, type, free) {
  if (tools.length === 0) {
    return { order: "strict", extra_calls: "allow", clarification: true };
  }
  const calls = tools.map((t) => call(t, free));
  if (type === "multi_tool") return { calls, order: "strict", extra_calls: "forbid" };
  return { calls: calls.slice(0, 1), order: "strict", extra_calls: "allow", first_call_only: true };
}
function call(t, free) {
  const args3 = {};
  for (const [key, value] of Object.entries(t.params ?? {})) {
    if (value === null) continue;
    args3[key] = free.has(key.toLowerCase()) ? { $nonEmpty: true } : value;
  }
  return { tool: t.name, ...Object.keys(args3).length ? { args: args3 } : {} };
}
function toScenario(c, turns, i, source, ctx, module) {
  const locate = locator(source, (p) => {
    const base = c.turns ? ["cases", i, "turns", p[1] ?? 0] : ["cases", i];
    if (p[0] !== "turns") return ["cases", i];
    if (p[2] === "user") return [...base, "input"];
    if (!p.includes("calls")) return c.turns ? [...base, "expect"] : [...base, "expected_tools"];
    const { index, rest } = callPath(p, { tool: "name", args: "params" });
    return [...base, "expected_tools", index, ...rest];
  });
  return {
    id: c.id,
    origin: { file: source.file, line: source.lineOf(["cases", i]), format: "casefile", locate },
    dir: path2.dirname(source.file),
    category: module,
    tags: [],
    type: c.type,
    tier: deriveTier(turns, []),
    mode: ctx.base.mode,
    ...runFields(ctx),
    turns,
    ...c.description ? { description: c.description } : {}
  };
}

// src/corpus/formats/tiered.ts
import path3 from "node:path";
var args = external_exports.record(external_exports.string(), external_exports.json());
var stepSchema = external_exports.looseObject({
  tool: external_exports.string().min(1),
  args: args.optional(),
  stub_result: external_exports.json().optional()
});
var STEP_FIELDS = ["tool", "args", "stub_result"];
var entrySchema = external_exports.looseObject({
  id: external_exports.string().min(1),
  prompt: external_exports.string().min(1),
  category: external_exports.string().optional(),
  expected_tool: external_exports.string().min(1).optional(),
  expected_args: args.nullish(),
  expected_sequence: external_exports.array(stepSchema).min(1).optional()
}).refine((e) => e.expected_tool === void 0 !== (e.expected_sequence === void 0), {
  message: "an entry has either `expected_tool` or `expected_sequence`"
}).refine((e) => !(e.expected_sequence && e.expected_args), {
  message: "with `expected_sequence`, put `args` in each step",
  path: ["expected_args"]
});
var ENTRY_FIELDS = [
  "id",
  "prompt",
  "category",
  "expected_tool",
  "expected_args",
  "expected_sequence"
];
var tierOfFile = (file) => path3.basename(file).replace(/\.ya?ml$/, "");
function tierOf(file, e) {
  const name = tierOfFile(file);
  if (name in TIERED_TIERS) return name;
  if (e.expected_sequence) return "multi_step";
  return e.expected_args && Object.keys(e.expected_args).length ? "with_args" : "selection_only";
}
function wrongShape(file, e) {
  const name = tierOfFile(file);
  if (!(name in TIERED_TIERS) || name === "multi_step" === !!e.expected_sequence) return;
  return name === "multi_step" ? "a multi_step entry has `expected_sequence`, not `expected_tool`" : `a ${name} entry has \`expected_tool\`, not \`expected_sequence\``;
}
function loadTiered(source, ctx) {
  const out = { scenarios: [], problems: [], notices: [] };
  const list = external_exports.array(external_exports.unknown()).safeParse(source.data ?? []);
  if (!list.success) {
    out.problems.push({
      file: source.file,
      ...source.posOf([]),
      message: "a tiered corpus file is a YAML list of entries"
    });
    return out;
  }
  list.data.forEach((raw, i) => {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, [i]));
      return;
    }
    const e = parsed.data;
    const shape = wrongShape(source.file, e);
    if (shape) {
      out.problems.push(at(source, [i], shape));
      return;
    }
    const notes = [ignoredFields(source, [i], e, ENTRY_FIELDS)];
    e.expected_sequence?.forEach(
      (s, j) => notes.push(ignoredFields(source, [i, "expected_sequence", j], s, STEP_FIELDS))
    );
    out.notices.push(...notes.filter((n) => n !== void 0));
    out.scenarios.push(toScenario2(e, i, source, ctx));
  });
  return out;
}
function toScenario2(e, i, source, ctx) {
  const type = tierOf(source.file, e);
  let expect;
  if (e.expected_sequence) {
    const calls = e.expected_sequence.map((s) => ({
      tool: s.tool,
      ...s.args && Object.keys(s.args).length ? { args: exact(s.args) } : {},
      ...s.stub_result !== void 0 ? { stub: s.stub_result } : {}
    }));
    expect = { calls, order: "strict", extra_calls: "forbid" };
  } else {
    const a = type === "with_args" && e.expected_args ? e.expected_args : void 0;
    expect = {
      calls: [
        { tool: e.expected_tool, ...a && Object.keys(a).length ? { args: exact(a) } : {} }
      ],
      order: "strict",
      extra_calls: "allow",
      first_call_only: true
    };
  }
  const locate = locator(source, (p) => {
    if (p[0] === "turns" && p[2] === "user") return [i, "prompt"];
    if (!p.includes("calls")) return [i];
    const { index, rest } = callPath(p, { args: "args", stub: "stub_result", tool: "tool" });
    if (e.expected_sequence) return [i, "expected_sequence", index, ...rest];
    if (rest[0] === "args") return [i, "expected_args", ...rest.slice(1)];
    return [i, "expected_tool"];
  });
  return {
    id: e.id,
    origin: { file: source.file, line: source.lineOf([i]), format: "tiered", locate },
    dir: path3.dirname(source.file),
    ...e.category ? { category: e.category } : {},
    tags: [],
    type,
    tier: TIERED_TIERS[type],
    mode: "stub",
    ...runFields(ctx),
    turns: [{ user: e.prompt, expect }]
  };
}
function exact(args3) {
  return Object.fromEntries(
    Object.entries(args3).map(([k, v]) => [k, typeof v === "string" ? v : { $pyEq: v }])
  );
}

// src/corpus/native.ts
import path4 from "node:path";

// src/model/clarification.ts
var CLARIFICATION_SOURCES = [
  {
    source: "asks_for",
    rule: "the `asks_for` terms",
    reason: "a term asks_for lists"
  },
  {
    source: "next-turn",
    rule: "else the parameters the next turn's expected calls set that no prompt so far states (their names and description words)",
    reason: "from the next turn's expected call"
  },
  {
    source: "tools",
    rule: "else any required parameter of the tools offered",
    reason: "a required parameter of a listed tool; list asks_for for a precise check"
  },
  {
    source: "unknown",
    rule: "with no tool schema at all, any question or request",
    reason: "the missing parameter is unknown: no asks_for and no tool schema, so any question or request counts"
  }
];
var CLARIFICATION_RULE = `\`true\` (or \`{ asks_for: [...] }\`): the model should ask for the missing parameter: no tool call, and a question or request that names it, without claiming to be done. What names it, the first that applies: ${CLARIFICATION_SOURCES.map((s) => s.rule).join("; ")}. Graded by the \`judge\`, else by the rules in [docs/grading.md](grading.md#clarifications).`;

// src/corpus/schema.ts
var json = external_exports.json();
var args2 = external_exports.record(external_exports.string(), json).superRefine((value, ctx) => {
  for (const p of matcherProblems(value))
    ctx.addIssue({ code: "custom", path: p.path, message: p.message });
});
var stringList = external_exports.union([external_exports.string(), external_exports.array(external_exports.string())]);
var callSchema = external_exports.strictObject({
  tool: external_exports.string().min(1).describe("The name of the MCP tool expected to be called.").meta({ examples: ["search_orders"] }),
  args: args2.optional().describe(
    'Expected arguments, a subset match: the call may have more; a nested object is a subset too, a list matches element by element (same length; `{ $unordered: [...] }` for any order), types must match (`true` is not `1`). A value may be a matcher such as `{ $regex: "^prod-" }`.'
  ).meta({ examples: [{ customer: "C42", status: { $oneOf: ["open", "paid"] } }] }),
  stub: json.optional().describe(
    "Stub mode: the spy's answer when this step is called (a string as it is, other JSON as JSON text); the config's `default_stub` when absent."
  ).meta({ examples: [{ orders: [] }] }),
  error: external_exports.union([external_exports.boolean(), external_exports.string().min(1)]).optional().describe(
    "The server is expected to answer this call with an error: `true`, or a text the error contains. Replay then does not count the error as the server rejecting its call, and a call the server refuses for its arguments (which otherwise fulfils no step) fulfils this one."
  ).meta({ examples: ["not found"] })
});
var expectSchema = external_exports.strictObject({
  calls: external_exports.array(callSchema).optional().describe("The tool calls the model should make in this turn; each one must be made.").meta({ examples: [[{ tool: "search_orders", args: { customer: "C42" } }]] }),
  order: external_exports.enum(["strict", "any"]).optional().describe("`strict`: the calls are made in the order listed; `any`: in any order.").meta({ examples: ["any"] }),
  extra_calls: external_exports.enum(["allow", "forbid"]).optional().describe("`allow`: calls beyond the expected ones are ignored; `forbid`: they fail the turn.").meta({ examples: ["forbid"] }),
  first_call_only: external_exports.boolean().optional().describe(
    "Only the turn's first call is scored (the model's primary pick); later calls are ignored. Imported corpora use it."
  ).meta({ examples: [true] }),
  clarification: external_exports.union(
    [
      external_exports.boolean(),
      external_exports.strictObject({
        asks_for: stringList.describe(
          "Terms naming the missing parameter (a word or a phrase, or a list): the reply passes when a question or request in it names one of them, matched as whole words (a plural too)."
        ).meta({ examples: [["region", "where"]] })
      })
    ],
    { error: "expected `true` or `{ asks_for: [terms] }`" }
  ).optional().describe(CLARIFICATION_RULE).meta({ examples: [true, { asks_for: ["region"] }] }),
  answer: external_exports.strictObject({
    includes: stringList.describe(
      `Facts the final reply must state, or a list of them: whole words and numbers (case-insensitive; numbers compare by value: "5" matches "5.0" and "five", "500" matches "five hundred", "1200" matches "1,200"), not under a negation in their clause ("not 5", "isn't 5"), not inside code or JSON that echoes a call. The exact rules: [docs/grading.md](grading.md#answers).`
    ).meta({ examples: [["42", "open"]] }),
    mode: external_exports.enum(ANSWER_MODES).optional().describe("`strict`: every element of `includes`; `loose`: any one of them.").meta({ examples: ["loose"] }),
    scope: external_exports.enum(ANSWER_SCOPES).optional().describe(
      "`final` (default): the turn's final message, after its last tool result; `all`: every text of the turn joined (what the model said beside its tool calls too)."
    ).meta({ examples: ["all"] })
  }).optional().describe(
    "The turn's final reply must state these facts (graded by the `judge` when there is one)."
  ).meta({ examples: [{ includes: ["3 orders"] }] })
});
var requestPattern = requestPatternSchema.strict();
var readPattern = readPatternSchema.strict();
var requestCount = external_exports.union(
  [
    external_exports.number().int().min(0),
    external_exports.strictObject({
      min: external_exports.number().int().min(0).optional().describe("At least this many (0 when absent).").meta({ examples: [1] }),
      max: external_exports.number().int().min(0).optional().describe("At most this many (no limit when absent).").meta({ examples: [3] })
    }).refine((c) => c.min !== void 0 || c.max !== void 0, "give `min`, `max` or both").refine((c) => (c.min ?? 0) <= (c.max ?? Infinity), "`min` is more than `max`")
  ],
  { error: "expected a number (exactly that many) or `{ min, max }`" }
).describe(
  "How many matching requests: a number (exactly that many; `0`: none) or `{ min, max }` (either may be left out). At least one when absent."
).meta({ examples: [1, { min: 1, max: 3 }] });
var requestExpectation = requestPattern.extend({
  body: json.superRefine((value, ctx) => {
    for (const p of matcherProblems(value))
      ctx.addIssue({ code: "custom", path: p.path, message: p.message });
  }).optional().describe(
    "The request's body (JSON, or its text when it is not JSON), matched as `args` are: an object is a subset match, a value may be a matcher such as `{ $regex: ... }`. Any body when absent."
  ).meta({ examples: [{ customer: "C42", items: { $nonEmpty: true } }] }),
  count: requestCount.optional()
}).describe("A request the server must send to the spy backend.").meta({ examples: [{ method: "POST", path: "/orders", body: { customer: "C42" }, count: 1 }] });
var gateInputs = {
  no_request: requestPattern.describe("Fails when the server sent the spy backend a request matching this pattern.").meta({ examples: [{ method: "DELETE", path: "/orders/**" }] }),
  requests: external_exports.union(
    [
      requestExpectation,
      external_exports.array(requestExpectation).min(1),
      external_exports.strictObject({
        in_order: external_exports.boolean().describe(
          "The requests of `all` were sent in the order listed (other requests may come between)."
        ).meta({ examples: [true] }),
        all: external_exports.array(requestExpectation).min(1).describe("The requests the server must send.").meta({ examples: [[{ method: "GET", path: "/orders/*" }, { method: "DELETE" }]] })
      })
    ],
    {
      error: "expected a request `{ method, path, body, count }`, a list of them, or `{ in_order: true, all: [...] }`"
    }
  ).describe(
    "An outcome: fails unless the server sent the spy backend every request described (method, path pattern, body matchers, `count`), in the order listed with `in_order: true`. Unobserved, never passed, where the spy cannot see (stub mode, a server not wired to it)."
  ).meta({
    examples: [
      { method: "POST", path: "/orders", body: { customer: "C42" } },
      {
        in_order: true,
        all: [
          { method: "GET", path: "/orders/*" },
          { method: "DELETE", path: "/orders/*", count: 1 }
        ]
      }
    ]
  }),
  no_mutation: external_exports.union(
    [
      external_exports.literal(true),
      external_exports.strictObject({
        except: external_exports.array(readPattern).min(1).describe(
          "Requests that read although their method mutates (POST /search); with `graphql: true`, only the GraphQL requests whose operations are all queries."
        ).meta({ examples: [[{ method: "POST", path: "/search" }]] })
      })
    ],
    { error: "expected `true` or `{ except: [{ method, path }, ...] }`" }
  ).describe(
    "Fails when the server sent the spy backend any request other than GET/HEAD/OPTIONS, except those matching `except` and the config's `spy.reads`."
  ).meta({ examples: [true] }),
  no_call: external_exports.strictObject({
    tool: external_exports.string().describe("The tool that must not be called.").meta({ examples: ["delete_order"] }),
    args: args2.optional().describe(
      "Only calls with these arguments count (a subset match; matchers allowed); any call of `tool` when absent."
    ).meta({ examples: [{ force: true }] })
  }).describe(
    "Fails when the model called `tool` (with `args`, when given). A call whose arguments could not be read counts."
  ).meta({ examples: [{ tool: "delete_order" }] }),
  tools_exposed: external_exports.array(external_exports.string()).describe("Fails unless every tool named is in the server's `tools/list`.").meta({ examples: [["search_orders"]] }),
  tools_hidden: external_exports.array(external_exports.string()).describe("Fails when a tool named is in the server's `tools/list`.").meta({ examples: [["admin_reset"]] })
};
var gateSchema = external_exports.strictObject(gateInputs).partial().refine((g) => Object.keys(g).length === 1, "a gate has exactly one kind");
var observationInputs = {
  result_contains: external_exports.string().describe("Seen when a tool result (or error) contains this text (case-insensitive).").meta({ examples: ["not found"] }),
  first_tool: external_exports.string().describe("Seen when the model's first call is to this tool.").meta({ examples: ["search_orders"] }),
  called: external_exports.string().describe("Seen when the model called this tool at least once.").meta({ examples: ["get_order"] }),
  request: requestPattern.describe(
    'Seen when the server sent the spy backend a request matching this pattern; never decides (the `requests` gate does). Where the spy cannot see, it says so instead of "not seen".'
  ).meta({ examples: [{ method: "GET", path: "/orders/*" }] })
};
var observationSchema = external_exports.strictObject(observationInputs).partial().refine((o) => Object.keys(o).length === 1, "an observation has exactly one kind");
var elicitValue = external_exports.union([external_exports.string(), external_exports.number(), external_exports.boolean(), external_exports.array(external_exports.string())]);
var elicitMatch = external_exports.string().refine((re) => {
  try {
    new RegExp(re);
    return true;
  } catch {
    return false;
  }
}, "not a valid regular expression").optional().describe(
  "A regex on the request's message (case-insensitive): this answer is kept for the requests it matches."
).meta({ examples: ["delete|remove"] });
var elicitStepSchema = external_exports.union([
  external_exports.enum(["accept", "decline", "cancel"]),
  external_exports.strictObject({
    match: elicitMatch,
    accept: external_exports.union([external_exports.literal(true), external_exports.record(external_exports.string(), elicitValue)]).describe("Accept, submitting these values (form mode); `true` submits none (URL mode).").meta({ examples: [{ confirm: true }] })
  }),
  external_exports.strictObject({
    match: elicitMatch,
    decline: external_exports.literal(true).describe("Decline.").meta({ examples: [true] })
  }),
  external_exports.strictObject({
    match: elicitMatch,
    cancel: external_exports.literal(true).describe("Dismiss the request.").meta({ examples: [true] })
  })
]);
var elicit = external_exports.array(elicitStepSchema).optional().describe(
  "The scripted user's answers to the server's elicitation requests (needs `client.elicitation` in the config): `accept` (or `{ accept: { field: value } }`), `decline`, `cancel`, each optionally `{ match: regex, ... }`. A request takes the first unused answer whose `match` fits its message, else the first unused one without `match`; with none left it is declined and recorded. See docs/client-features.md."
).meta({
  examples: [[{ accept: { confirm: true } }, "decline", { match: "token", cancel: true }]]
});
var shared = {
  category: external_exports.string().optional().describe("A category, for the accuracy tables and `thresholds.categories`.").meta({ examples: ["orders"] }),
  tags: external_exports.array(external_exports.string()).optional().describe(
    "Tags, for `--tags` (any one matches, case-insensitive). A file's `defaults.tags` are added to each scenario's own."
  ).meta({ examples: [["smoke", "orders"]] }),
  type: external_exports.string().optional().describe("A free-form type, for `--types`.").meta({ examples: ["lookup"] }),
  tier: tierSchema.optional().describe(
    "The accuracy tier it counts under. Derived when absent: `safety` with gates (other than `requests`, an outcome), else `answer`, `clarification`, `sequence` (more than one call in a turn), `args`, `selection`."
  ).meta({ examples: ["args"] }),
  mode: modeSchema.optional().describe(
    "`live`: tool calls go to the server; `stub`: the spy answers them from the expected calls' `stub`, the server executes nothing."
  ).meta({ examples: ["stub"] }),
  timeout: external_exports.number().positive().max(LIMITS.seconds, TOO_BIG.seconds).optional().describe("Seconds for the whole scenario.").meta({ examples: [60] }),
  repeat: external_exports.number().int().min(1).max(LIMITS.repeat, TOO_BIG.repeat).optional().describe("Runs per provider.").meta({ examples: [3] }),
  vars: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number(), external_exports.boolean()])).optional().describe(
    "Values of `{NAME}` placeholders in the scenario's fields (not in `id`), over the file's `defaults.vars`, the config's `vars` and the environment."
  ).meta({ examples: [{ CUSTOMER: "C42" }] }),
  server: external_exports.strictObject({
    env: external_exports.record(external_exports.string(), external_exports.string()).optional().describe("Environment variables set over the config's `server.env`.").meta({ examples: [{ READ_ONLY: "1" }] }),
    args: external_exports.array(external_exports.string()).optional().describe("Arguments that replace the config's `server.args`.").meta({ examples: [["dist/server.js", "--read-only"]] })
  }).optional().describe(
    "Overrides of the server under test (a narrowed scope, say): the scenario gets a server process of its own. Needs `server.command`."
  ).meta({ examples: [{ env: { READ_ONLY: "1" } }] }),
  max_steps: external_exports.number().int().min(1).max(LIMITS.maxSteps, TOO_BIG.maxSteps).optional().describe("Tool rounds per turn.").meta({ examples: [4] }),
  annotations: annotationModeSchema.optional().describe(
    "How this scenario holds tool calls to their declared annotations, over the config's `annotations`: `gate`, `observe` or `off`."
  ).meta({ examples: ["off"] }),
  confirm_destructive: confirmDestructiveSchema.optional().describe(
    "Tools that must not destroy anything before the user confirmed, over the config's `confirm_destructive`: `true` those declaring `destructiveHint: true`, a list those and the listed ones, `false` none."
  ).meta({ examples: [false] }),
  before: external_exports.string().optional().describe(
    "A shell command (bash) run in the corpus file's folder before the scenario; a non-zero exit ends it as `setup-failed`."
  ).meta({ examples: ["./seed-db.sh"] }),
  after: external_exports.string().optional().describe(
    "A shell command run in the corpus file's folder after the scenario, whatever happened."
  ).meta({ examples: ["./reset-db.sh"] }),
  hook_timeout: external_exports.number().positive().max(LIMITS.seconds, TOO_BIG.seconds).optional().describe(
    "Seconds each `before`/`after` hook may run. Default: the scenario's time left — all of its `timeout` for `before`; for `after`, what the conversation left of it, and at least 10 s so a teardown still runs after a timeout. A hook past its time is killed with its process group, and whatever a hook leaves running in the background (`cmd &`) is killed when it ends."
  ).meta({ examples: [30] })
};
var isRegex = (s) => {
  try {
    new RegExp(s);
    return true;
  } catch {
    return false;
  }
};
var samplingStubsSchema = external_exports.array(
  external_exports.union([
    external_exports.string(),
    external_exports.strictObject({
      match: external_exports.string().refine(isRegex, { message: "not a valid regular expression" }).describe("A regular expression the request's last message must match.").meta({ examples: ["summar"] }),
      text: external_exports.string().describe("The answer.").meta({ examples: ["A short summary."] })
    })
  ])
).meta({ examples: [["A haiku about the sea.", { match: "summar", text: "Short summary." }]] });
var scenarioSchema = external_exports.strictObject({
  ...shared,
  id: external_exports.string().min(1).describe("A unique id: in reports, and for `--ids`. Placeholders are not filled in it.").meta({ examples: ["orders-open-by-customer"] }),
  description: external_exports.string().optional().describe("What the scenario checks, in words.").meta({ examples: ["Finds the open orders of a customer"] }),
  prompt: external_exports.union(
    [
      external_exports.string(),
      external_exports.strictObject({
        mcp: external_exports.string().min(1).describe("The name of one of the server's prompts (prompts/list).").meta({ examples: ["simple-prompt"] }),
        args: external_exports.record(external_exports.string(), external_exports.string()).optional().describe("The prompt's arguments.").meta({ examples: [{ city: "Paris" }] })
      })
    ],
    {
      // Say what a prompt may be, not zod's "Invalid input".
      error: (issue) => {
        const got = issue.input;
        const kind = Array.isArray(got) ? "array" : got === null ? "null" : typeof got;
        return kind === "object" ? "expected { mcp: NAME, args } (a server prompt): `mcp` is required, `args` optional, nothing else" : `expected string (the user's message) or { mcp: NAME, args } (a server prompt), received ${kind}`;
      }
    }
  ).optional().describe(
    "The user's message, for a one-turn scenario; or `{ mcp: NAME, args }`: the server's prompt of that name (prompts/get), its messages sent as the user's turn (live mode). Give either `prompt` or `turns`."
  ).meta({
    examples: [
      "Which orders of customer C42 are still open?",
      { mcp: "args-prompt", args: { city: "Paris" } }
    ]
  }),
  turns: external_exports.array(
    external_exports.strictObject({
      user: external_exports.string().describe("The user's message in this turn.").meta({ examples: ["Cancel the last one."] }),
      expect: expectSchema.optional().describe("What this turn expects.").meta({ examples: [{ calls: [{ tool: "cancel_order" }] }] }),
      confirms: external_exports.boolean().optional().describe(
        "The user's answer to a destructive action the model proposed. Every turn after the first confirms unless it says `confirms: false`: the user declines, and from then on no tool call may send a mutating request (until a turn says `confirms: true`). The first turn confirms nothing. See docs/server-checks.md."
      ).meta({ examples: [false] }),
      elicit,
      sampling: samplingStubsSchema.optional().describe(
        "Stub answers to the sampling requests a server sends during this turn's calls (`client.sampling: stub`), tried before the scenario's `sampling`."
      )
    })
  ).min(1).optional().describe(
    "A conversation, turn by turn, each with its own `expect`. Give either `prompt` or `turns`."
  ).meta({
    examples: [[{ user: "Show my orders", expect: { calls: [{ tool: "search_orders" }] } }]]
  }),
  sampling: samplingStubsSchema.optional().describe(
    "Stub answers to the server's sampling requests (`sampling/createMessage`) when the config says `client.sampling: stub`: each used once, in order; one with `match` only for a request whose last message matches that regular expression. A request no stub answers gets an error, recorded in the transcript. See docs/client-features.md."
  ),
  expect: expectSchema.optional().describe("What the `prompt` should lead to (with `turns`, each turn has its own).").meta({ examples: [{ calls: [{ tool: "search_orders", args: { customer: "C42" } }] }] }),
  elicit,
  skip: external_exports.string().optional().describe("Skip the scenario, for this reason: reported `skipped`.").meta({ examples: ["flaky upstream, see #12"] }),
  known_failure: external_exports.union([external_exports.string(), external_exports.boolean()]).optional().describe(
    "A known failure (`true`, or the reason): a row that does not pass is reported `known-failure`, left out of accuracy."
  ).meta({ examples: ["confuses get_order and search_orders"] }),
  gates: external_exports.array(gateSchema).optional().describe("Hard gates, which decide pass or fail: `{ <kind>: <spec> }`, one kind per item.").meta({ examples: [[{ no_mutation: true }]] }),
  observe: external_exports.array(observationSchema).optional().describe(
    "Observations, recorded beside the verdict and never deciding it: `{ <kind>: <spec> }`, one kind per item."
  ).meta({ examples: [[{ first_tool: "search_orders" }]] }),
  spy: external_exports.strictObject({
    routes: external_exports.array(routeSchema).min(1).describe(
      "Spy routes for this scenario, tried before the config's `spy.routes` (the first matching route wins)."
    ).meta({ examples: [[{ path: "/orders/*", status: 404 }]] })
  }).optional().describe("The scenario's own spy backend routes.").meta({ examples: [{ routes: [{ path: "/orders/*", status: 404 }] }] })
}).refine((s) => s.prompt === void 0 !== (s.turns === void 0), {
  message: "a scenario has either `prompt` or `turns`"
}).refine((s) => !(s.turns && s.expect), {
  message: "with `turns`, put `expect` inside each turn",
  path: ["expect"]
}).refine((s) => s.turns?.[0]?.confirms === void 0, {
  message: "the first turn cannot confirm or decline: the model has proposed nothing yet",
  path: ["turns", 0, "confirms"]
});
var corpusFileSchema = external_exports.strictObject({
  defaults: external_exports.strictObject(shared).optional().describe(
    "Fields set for every scenario of the file; a scenario's own value wins (`tags` are added together, `vars` and `server.env` merged)."
  ).meta({ examples: [{ category: "orders", mode: "stub" }] }),
  scenarios: external_exports.array(external_exports.unknown()).describe("The scenarios of this file.").meta({
    examples: [
      [
        {
          id: "list-orders",
          prompt: "List my orders",
          expect: { calls: [{ tool: "search_orders" }] }
        }
      ]
    ]
  })
});

// src/corpus/native.ts
function loadNative(source, base) {
  const file = corpusFileSchema.safeParse(source.data);
  if (!file.success) return { scenarios: [], problems: zodProblems(file.error, source) };
  const defaults = file.data.defaults ?? {};
  const out = { scenarios: [], problems: [] };
  file.data.scenarios.forEach((raw, i) => {
    const unresolved = [];
    const own = raw?.vars;
    const vars = {
      ...base.vars,
      ...stringify(defaults.vars),
      ...stringify(isTable(own) ? own : {})
    };
    const filled = fillFields(raw, vars, ["scenarios", i], unresolved, ["id", "vars"]);
    for (const u of unresolved) {
      out.problems.push(at(source, u.path, `unresolved placeholder {${u.name}}`));
    }
    const parsed = scenarioSchema.safeParse(filled);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, ["scenarios", i]));
      return;
    }
    const merged = mergeDefaults(defaults, parsed.data);
    const scenario = normalize(merged, source, source.lineOf(["scenarios", i]), base);
    const turns = Boolean(parsed.data.turns);
    scenario.origin.locate = locator(source, (p) => ["scenarios", i, ...writtenPath(turns, p)]);
    out.scenarios.push(scenario);
  });
  return out;
}
function mergeDefaults(defaults, s) {
  return {
    ...defaults,
    ...s,
    tags: [.../* @__PURE__ */ new Set([...defaults.tags ?? [], ...s.tags ?? []])],
    // Stryker disable next-line ObjectLiteral: equivalent, vars are resolved before the merge and the merged table is not read again
    vars: { ...defaults.vars, ...s.vars },
    server: defaults.server || s.server ? { ...defaults.server, ...s.server, env: { ...defaults.server?.env, ...s.server?.env } } : void 0
  };
}
function stringify(vars) {
  return Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, String(v)]));
}
function normalizeExpect(e) {
  const answer = e?.answer;
  return {
    calls: e?.calls,
    order: e?.order ?? DEFAULTS.order,
    extra_calls: e?.extra_calls ?? DEFAULTS.extraCalls,
    ...e?.first_call_only ? { first_call_only: true } : {},
    clarification: clarification(e?.clarification),
    answer: answer && {
      includes: typeof answer.includes === "string" ? [answer.includes] : answer.includes,
      mode: answer.mode ?? DEFAULTS.answerMode,
      ...answer.scope ? { scope: answer.scope } : {}
    }
  };
}
function clarification(c) {
  if (typeof c !== "object") return c;
  return { asks_for: typeof c.asks_for === "string" ? [c.asks_for] : c.asks_for };
}
var GATES = {
  no_request: (request) => ({ kind: "no_request", request }),
  requests: (spec) => Array.isArray(spec) ? { kind: "requests", requests: spec } : "all" in spec ? { kind: "requests", requests: spec.all, ...spec.in_order ? { in_order: true } : {} } : { kind: "requests", requests: [spec] },
  no_mutation: (spec) => ({
    kind: "no_mutation",
    ...spec === true ? {} : { except: spec.except }
  }),
  no_call: ({ tool, args: args3 }) => ({ kind: "no_call", tool, ...args3 ? { args: args3 } : {} }),
  tools_exposed: (tools) => ({ kind: "tools_exposed", tools }),
  tools_hidden: (tools) => ({ kind: "tools_hidden", tools })
};
var OBSERVATIONS = {
  result_contains: (text) => ({ kind: "result_contains", text }),
  first_tool: (tool) => ({ kind: "first_tool", tool }),
  called: (tool) => ({ kind: "called", tool }),
  request: (request) => ({ kind: "request", request })
};
function byKind(table, written) {
  const [kind, spec] = Object.entries(written)[0];
  return table[kind](spec);
}
var normalizeGate = (g) => byKind(GATES, g);
var normalizeObservation = (o) => byKind(OBSERVATIONS, o);
function normalize(s, source, line, base) {
  const turns = s.turns ? s.turns.map((t) => ({
    user: t.user,
    expect: normalizeExpect(t.expect),
    ...t.confirms !== void 0 ? { confirms: t.confirms } : {},
    ...t.elicit ? { elicit: t.elicit.map(normalizeElicit) } : {},
    ...t.sampling ? { sampling: t.sampling.map(samplingStub) } : {}
  })) : (
    // Stryker disable next-line StringLiteral: equivalent, the schema requires a prompt when there are no turns
    [
      typeof s.prompt === "object" ? {
        user: "",
        mcp_prompt: { name: s.prompt.mcp, ...s.prompt.args ? { args: s.prompt.args } : {} },
        expect: normalizeExpect(s.expect)
      } : { user: s.prompt ?? "", expect: normalizeExpect(s.expect) }
    ]
  );
  const gates2 = (s.gates ?? []).map(normalizeGate);
  return {
    id: s.id,
    origin: { file: source.file, line, format: "native" },
    dir: path4.dirname(source.file),
    category: s.category,
    // Stryker disable next-line ArrayDeclaration: equivalent, mergeDefaults always sets tags
    tags: s.tags ?? [],
    type: s.type,
    tier: s.tier ?? deriveTier(turns, gates2),
    mode: s.mode ?? base.mode,
    timeout: s.timeout ?? base.timeout,
    repeat: s.repeat ?? base.repeat,
    skip: s.skip,
    known_failure: s.known_failure === true ? "known failure" : s.known_failure || void 0,
    server: s.server,
    ...s.spy ? { spy: s.spy } : {},
    max_steps: s.max_steps ?? base.max_steps,
    turns,
    ...s.elicit ? { elicit: s.elicit.map(normalizeElicit) } : {},
    ...s.sampling ? { sampling: s.sampling.map(samplingStub) } : {},
    gates: gates2,
    observe: (s.observe ?? []).map(normalizeObservation),
    ...s.annotations ? { annotations: s.annotations } : {},
    ...s.confirm_destructive !== void 0 ? { confirm_destructive: s.confirm_destructive } : {},
    before: s.before,
    after: s.after,
    hook_timeout: s.hook_timeout ?? base.hook_timeout,
    description: s.description
  };
}
function normalizeElicit(e) {
  if (typeof e === "string") return { action: e };
  const match = e.match !== void 0 ? { match: e.match } : {};
  if ("accept" in e)
    return { action: "accept", ...e.accept === true ? {} : { content: e.accept }, ...match };
  return { action: "decline" in e ? "decline" : "cancel", ...match };
}
var samplingStub = (s) => typeof s === "string" ? { text: s } : s;
function writtenPath(turns, p) {
  if (turns || p[0] !== "turns") return p;
  const rest = p.slice(2);
  return rest[0] === "user" ? ["prompt"] : rest;
}
var isTable = (v) => (
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, stringify of a non-table gives no key a placeholder can name (digits) and the schema reports it
  typeof v === "object" && v !== null && !Array.isArray(v)
);

// src/corpus/formats.ts
var loaders = {
  native: (source, ctx) => loadNative(source, ctx.base),
  tiered: loadTiered,
  casefile: loadCasefile,
  "answer-fixtures": loadAnswerFixture
};
var isObject = (x) => typeof x === "object" && x !== null && !Array.isArray(x);
function detectFormat(file, data) {
  const base = path5.basename(file);
  if (base === ANSWER_FIXTURE_FILE) return "answer-fixtures";
  if (Array.isArray(data)) {
    if (data.some((e) => isObject(e) && ("expected_tool" in e || "expected_sequence" in e))) {
      return "tiered";
    }
    if (base.replace(/\.ya?ml$/, "") in TIERED_TIERS) return "tiered";
    return void 0;
  }
  if (isObject(data)) {
    if ("scenarios" in data) return "native";
    if ("cases" in data && "module" in data) return "casefile";
  }
  return void 0;
}

// src/corpus/thresholds-file.ts
import path6 from "node:path";
var rate = external_exports.number().min(0).max(1);
var gates = external_exports.looseObject(Object.fromEntries(TIERED_GATES.map((k) => [k, rate.nullish()])));
var tieredSchema = external_exports.looseObject({
  default: gates.nullish(),
  per_model: external_exports.record(external_exports.string(), gates.nullish()).nullish()
});
var TOP = ["default", "per_model"];
function isThresholdsFile(file, data) {
  return /^thresholds\.ya?ml$/.test(path6.basename(file)) && typeof data === "object" && data !== null && !Array.isArray(data) && !("scenarios" in data);
}
function parseThresholdsSource(source) {
  const notices = [];
  if (isTieredThresholds(source.data)) {
    const parsed2 = tieredSchema.safeParse(source.data);
    if (!parsed2.success) return { problems: zodProblems(parsed2.error, source), notices };
    const sets = [
      [[], parsed2.data, TOP],
      [["default"], parsed2.data.default, TIERED_GATES],
      ...Object.entries(parsed2.data.per_model ?? {}).map(
        ([m, r]) => [["per_model", m], r, TIERED_GATES]
      )
    ];
    for (const [where, rates, known] of sets) {
      for (const key of Object.keys(rates ?? {}).filter((k) => !known.includes(k))) {
        const at2 = [...where, key];
        notices.push(
          `${source.file}:${source.lineOf(at2)}: ignoring \`${formatPath(at2)}\` (a tiered thresholds file gates ${TIERED_GATES.join(", ")}; its own scorer ignores the rest)`
        );
      }
    }
  }
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) return { problems: zodProblems(parsed.error, source), notices };
  return { thresholds: parsed.data, problems: [], notices };
}
async function readThresholdsFile(file, shown) {
  const source = await readSource(file, shown);
  if (isProblem(source)) return { problems: [source], notices: [] };
  const { thresholds, problems, notices } = parseThresholdsSource(source);
  return { problems, notices, ...thresholds ? { found: { file: shown, thresholds } } : {} };
}

// src/corpus/load.ts
async function loadCorpus(entries, ctx) {
  const out = { scenarios: [], problems: [], files: [], notices: [] };
  const shownOf = (file) => path7.relative(ctx.cwd, file) || file;
  const useThresholds = (found) => {
    if (!found || out.thresholds?.file === found.file) return;
    if (out.thresholds) {
      out.notices.push(`${found.file}: ignored, the thresholds in ${out.thresholds.file} apply`);
    } else out.thresholds = found;
  };
  for (const entry of entries) {
    if (entry.thresholds) {
      const file = path7.resolve(ctx.dir, entry.thresholds);
      const read = await readThresholdsFile(file, shownOf(file));
      out.problems.push(...read.problems);
      out.notices.push(...read.notices);
      useThresholds(read.found);
    }
  }
  for (const entry of entries) {
    const files = await expand(entry.path, ctx.dir);
    if (files.length === 0) {
      out.problems.push({ file: entry.path, message: "matches no corpus file" });
    }
    for (const file of files) {
      if (out.files.includes(file) || file === ctx.config) continue;
      out.files.push(file);
      const shown = shownOf(file);
      const tooBig = await sizeProblem(file, shown, ctx.maxFileBytes);
      if (tooBig) {
        out.problems.push(tooBig);
        continue;
      }
      const source = await readSource(file, shown);
      if (isProblem(source)) {
        out.problems.push(source);
        continue;
      }
      if (isThresholdsFile(file, source.data)) {
        const parsed = parseThresholdsSource(source);
        out.problems.push(...parsed.problems);
        out.notices.push(...parsed.notices);
        if (parsed.thresholds) useThresholds({ file: shown, thresholds: parsed.thresholds });
        continue;
      }
      const format = entry.format ?? detectFormat(file, source.data);
      if (!format && existsSync(path7.join(path7.dirname(file), "test_case.yaml"))) continue;
      if (!format) {
        out.problems.push({
          file: shown,
          ...source.posOf([]),
          message: "unknown corpus format (expected `scenarios:`; or set `format:` in the config)"
        });
        continue;
      }
      const loaded = loaders[format](source, ctx);
      for (const s of loaded.scenarios) s.dir = path7.resolve(ctx.cwd, s.dir);
      out.scenarios.push(...loaded.scenarios);
      out.problems.push(...loaded.problems);
      out.notices.push(...loaded.notices ?? []);
      const beside = path7.join(path7.dirname(file), "thresholds.yaml");
      if (format === "tiered" && !out.thresholds && !files.includes(beside) && existsSync(beside)) {
        const read = await readThresholdsFile(beside, shownOf(beside));
        out.problems.push(...read.problems);
        out.notices.push(...read.notices);
        useThresholds(read.found);
      }
    }
  }
  out.problems.push(...duplicateIds(out.scenarios));
  const order = (file) => (
    // Stryker disable next-line ConditionalExpression: equivalent, a problem names a file as shown (relative), never by the absolute path
    out.files.findIndex((f) => file === path7.relative(ctx.cwd, f) || file === f)
  );
  out.problems.sort((a, b) => order(a.file) - order(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return out;
}
async function sizeProblem(file, shown, max = LIMITS.corpusFileMb * 1e6) {
  const size = (await stat(file).catch(() => void 0))?.size ?? 0;
  if (size <= max) return void 0;
  const one = (n) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });
  const mb = (n) => n >= 1e6 ? `${one(n / 1e6)} MB` : `${one(n / 1e3)} kB`;
  return {
    file: shown,
    message: `too large to load: ${mb(size)} (${size.toLocaleString("en-US")} bytes), over the limit of ${mb(max)} for one corpus file; split it into several files, or raise the limit with ${CORPUS_LIMIT_ENV}=<MB>`
  };
}
async function expand(pattern, dir) {
  const full = path7.resolve(dir, pattern);
  const info = await stat(full).catch(() => void 0);
  if (info?.isFile()) return [full];
  const cwd = info?.isDirectory() ? full : dir;
  const globs = info?.isDirectory() ? ["**/*.{yaml,yml,json}"] : [pattern];
  const found = await glob(globs, { cwd, absolute: true, ignore: ["**/node_modules/**"] });
  return found.sort();
}
function placeOf(s) {
  const at2 = s.origin.locate?.([]);
  return at2 ? { line: at2.line, column: at2.column } : { line: s.origin.line };
}
function duplicateIds(scenarios) {
  const seen = /* @__PURE__ */ new Map();
  const problems = [];
  for (const s of scenarios) {
    const key = s.type && s.type in TIERED_TIERS ? `${s.type}\0${s.id}` : s.id;
    const first = seen.get(key);
    if (first) {
      problems.push({
        file: s.origin.file,
        ...placeOf(s),
        field: "id",
        message: `duplicate id "${printable(s.id)}" (first at ${[first.origin.file, ...Object.values(placeOf(first))].join(":")})`
      });
    } else seen.set(key, s);
  }
  return problems;
}

// src/corpus/configured.ts
async function loadConfiguredCorpus(config, opts) {
  const entries = (opts.corpus ?? config.corpus ?? []).map(
    (e) => typeof e === "string" ? { path: e } : e
  );
  if (entries.length === 0)
    throw new SetupError("No corpus: set `corpus:` in the config or pass --corpus");
  const configVars = Object.fromEntries(
    Object.entries(config.vars ?? {}).map(([k, v]) => [k, String(v)])
  );
  const corpus = await loadCorpus(entries, {
    dir: opts.corpus ? opts.cwd : config.dir,
    cwd: opts.cwd,
    config: config.file,
    base: {
      // A catalog alone has nothing to forward to: stub mode is the only one that works.
      mode: config.mode ?? (config.catalog && !config.server && !opts.serverGiven ? "stub" : DEFAULTS.mode),
      timeout: opts.timeout ?? config.timeout,
      hook_timeout: config.hook_timeout,
      max_steps: config.max_steps ?? DEFAULTS.maxSteps,
      repeat: opts.repeat ?? config.repeat ?? DEFAULTS.repeat,
      vars: { ...envVars(opts.env ?? process.env), ...configVars }
    },
    freeTextParams: config.free_text_params ?? [...DEFAULTS.freeTextParams],
    keepPlaceholders: opts.keepPlaceholders,
    maxFileBytes: corpusLimit(opts.env ?? process.env)
  });
  if (corpus.problems.length && !opts.keepProblems) {
    throw new SetupError(`The corpus has ${corpus.problems.length} problem(s)`, corpus.problems);
  }
  const reads = config.spy?.reads ?? [];
  if (reads.length) corpus.scenarios = corpus.scenarios.map((s) => withReads(s, reads));
  corpus.scenarios = corpus.scenarios.map((s) => withSpyChecks(s, config));
  return corpus;
}
function corpusLimit(env) {
  const given = env[CORPUS_LIMIT_ENV]?.trim();
  if (!given) return LIMITS.corpusFileMb * 1e6;
  const mb = Number(given);
  if (!Number.isFinite(mb) || mb <= 0) {
    throw new SetupError(
      `${CORPUS_LIMIT_ENV} must be a positive number of MB (the largest corpus file), got "${given}"`
    );
  }
  return mb * 1e6;
}
function withSpyChecks(s, config) {
  const annotations = s.annotations ?? config.annotations;
  const confirm = s.confirm_destructive ?? config.confirm_destructive ?? (s.origin.format === "native" ? void 0 : false);
  const reads = config.spy?.reads;
  return {
    ...s,
    ...annotations ? { annotations } : {},
    ...confirm !== void 0 ? { confirm_destructive: confirm } : {},
    ...reads?.length ? { reads } : {}
  };
}
function withReads(s, reads) {
  if (!s.gates.some((g) => g.kind === "no_mutation")) return s;
  const gates2 = s.gates.map(
    (g) => g.kind === "no_mutation" ? { ...g, except: [...g.except ?? [], ...reads] } : g
  );
  return { ...s, gates: gates2 };
}

export {
  PLACEHOLDER,
  deriveTier,
  CLARIFICATION_SOURCES,
  loadConfiguredCorpus
};
