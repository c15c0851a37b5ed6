import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  Servers,
  blindGates,
  checkToolNames,
  didYouMean,
  loadScript,
  prepare
} from "./chunk-EHO6E6DC.js";
import {
  containsText,
  exampleArgs,
  scriptedFile
} from "./chunk-IPJGTUWI.js";
import "./chunk-RMCKQ3O2.js";
import "./chunk-O4LMT67N.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-JGUX4BFZ.js";
import "./chunk-PH7I4MN5.js";
import "./chunk-6CESUXID.js";
import {
  inlineRefs,
  itemOf,
  propertyOf,
  resolve
} from "./chunk-SRRGR2F5.js";
import {
  isMatcher
} from "./chunk-I75637QR.js";
import "./chunk-X37PB5QE.js";
import "./chunk-5SMTY4KM.js";
import "./chunk-7B75NLNL.js";
import "./chunk-QXBXGSQP.js";
import "./chunk-GCIQVIE6.js";
import {
  DEFAULTS,
  common,
  options,
  say
} from "./chunk-76AO3HOH.js";
import "./chunk-MQLBZVH2.js";
import {
  expectedCalls
} from "./chunk-YB5F7MI3.js";
import "./chunk-OQERDROT.js";
import "./chunk-6OIHX55D.js";
import "./chunk-YP5OHWNK.js";
import "./chunk-JYPB3A3I.js";
import {
  SetupError,
  formatProblem,
  sortProblems
} from "./chunk-G25U54P6.js";
import "./chunk-DPKFXG75.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/commands/validate.ts
import path from "node:path";

// src/mcp/lint.ts
var NAME_MAX = 128;
var NAME_CHAR = /[A-Za-z0-9_.-]/;
function lintTools(tools) {
  const out = [];
  const first = /* @__PURE__ */ new Map();
  tools.forEach((t, index) => {
    const say2 = (message) => out.push({ index, tool: t.name, message });
    const seen = first.get(t.name);
    if (seen !== void 0) {
      say2(`is listed again (first as tools[${seen}]): tool names SHOULD be unique within a server`);
    } else first.set(t.name, index);
    const name = nameProblem(t.name);
    if (name) say2(name);
    const hints = annotationProblem(t);
    if (hints) say2(hints);
    if (!t.description?.trim()) {
      say2("has no description: a model chooses tools by their name and description");
    }
    const bare = undescribedRequired(t);
    if (bare.length) {
      say2(
        `has required argument(s) without a description: ${bare.join(", ")} (a model fills them from their name alone)`
      );
    }
  });
  return out;
}
function nameProblem(name) {
  const bad = [...new Set([...name].filter((c) => !NAME_CHAR.test(c)))];
  const length = name.length < 1 || name.length > NAME_MAX;
  if (!bad.length && !length) return void 0;
  const parts = [
    ...length ? [`${name.length} characters long`] : [],
    ...bad.length ? [`with ${bad.map((c) => JSON.stringify(c)).join(", ")}`] : []
  ];
  return `has a name ${parts.join(" and ")}: the MCP spec's tool names SHOULD be 1 to ${NAME_MAX} characters of A-Z a-z 0-9 _ - .`;
}
function annotationProblem(t) {
  const a = t.annotations;
  if (!a) {
    return "declares no annotations: by the MCP spec's defaults a client reads it as a write tool that may destroy (readOnlyHint false, destructiveHint true); declare readOnlyHint: true if it only reads, else destructiveHint";
  }
  const odd = Object.entries(a).filter(
    ([k, v]) => k.endsWith("Hint") && v !== void 0 && typeof v !== "boolean"
  );
  if (odd.length) {
    return `has ${odd.map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(", ")}: hints are true or false, and an MCP client may refuse the whole tool list over it`;
  }
  if (a.readOnlyHint === true) return void 0;
  const unsetRead = a.readOnlyHint === void 0;
  const unsetDestroy = a.destructiveHint === void 0;
  if (unsetRead && unsetDestroy) {
    return "declares neither readOnlyHint nor destructiveHint: by the MCP spec's defaults a client reads it as a write tool that may destroy (readOnlyHint false, destructiveHint true)";
  }
  if (unsetRead) {
    return "declares no readOnlyHint: by the MCP spec's default (false) a client reads it as a write tool; declare readOnlyHint: true if it only reads";
  }
  if (unsetDestroy) {
    return "is a write tool (readOnlyHint false) without destructiveHint: by the MCP spec's default (true) a client reads it as one that may destroy";
  }
  return void 0;
}
function undescribedRequired(t) {
  const required = Array.isArray(t.inputSchema.required) ? t.inputSchema.required : [];
  const properties = t.inputSchema.properties ?? {};
  return required.filter((name) => {
    if (typeof name !== "string") return false;
    const p = properties[name];
    return !(typeof p?.description === "string" && p.description.trim());
  });
}

// src/run/check-stub-facts.ts
function unstubbedFacts(scenarios, defaultStub) {
  const problems = [];
  for (const s of scenarios.filter((x) => x.mode === "stub" && x.origin.format === "native")) {
    const stubs = s.turns.flatMap((t) => (t.expect.calls ?? []).map((c) => c.stub ?? defaultStub));
    const seen = [...s.turns.map((t) => t.user), ...[...stubs, defaultStub].map(text)].join("\n");
    const given = (fact) => {
      const numbers = fact.match(/\d+(?:[.,]\d+)*/g) ?? [];
      return containsText(seen, fact) || numbers.length > 0 && numbers.every((n) => containsText(seen, n));
    };
    s.turns.forEach((turn, i) => {
      const answer = turn.expect.answer;
      if (!answer) return;
      const missing = answer.includes.flatMap((fact, k) => given(fact) ? [] : [{ fact, k }]);
      if (answer.mode === "loose" && missing.length < answer.includes.length) return;
      for (const { fact, k } of missing) {
        const path2 = ["turns", i, "expect", "answer", "includes", k];
        const where = s.origin.locate?.(path2);
        problems.push({
          file: s.origin.file,
          line: where?.line ?? s.origin.line,
          column: where?.column,
          field: where?.field ?? path2.join("."),
          message: `scenario "${s.id}" runs in stub mode, but no stub of it and no user message says ${JSON.stringify(fact)}: the model cannot know it`
        });
      }
    });
  }
  return problems;
}
var text = (v) => typeof v === "string" ? v : JSON.stringify(v);

// src/run/stateless-hint.ts
function statelessHint(scenarios, server) {
  if (!server?.command || server.stateless) return [];
  const live = scenarios.filter((s) => s.mode === "live");
  if (!live.length) return [];
  if (live.some((s) => expectedCalls(s) > 1)) return [];
  return [
    `server: none of the ${live.length} live scenario(s) expects more than one tool call, so none depends on what the server keeps between calls. If the server keeps no state of its own (or none a scenario reads), set \`server.stateless: true\`: a few processes then serve every scenario instead of one per scenario in flight (docs/concurrency.md).`
  ];
}

// src/run/arg-schema.ts
import { isIP } from "node:net";
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var FORMATS = {
  "date-time": /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  time: /^\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)?$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  ipv4: (s) => isIP(s) === 4,
  ipv6: (s) => isIP(s) === 6,
  hostname: /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i
};
var validators;
function load() {
  validators ??= Promise.all([import("./2020-VDWH4VF3.js"), import("./ajv-G7W2W4FS.js")]).then(([m2020, m7]) => {
    const make = (m) => {
      const Ajv = m.default.default ?? m.default;
      return new Ajv({
        strict: false,
        allErrors: true,
        validateSchema: false,
        logger: false,
        formats: FORMATS
      });
    };
    return { latest: make(m2020), draft7: make(m7) };
  });
  return validators;
}
var cache = /* @__PURE__ */ new WeakMap();
async function compiled(inputSchema) {
  if (cache.has(inputSchema)) return cache.get(inputSchema);
  const { latest, draft7 } = await load();
  const { $schema, ...schema } = inputSchema;
  const draft = typeof $schema === "string" && /draft-0[467]/.test($schema);
  let validate;
  try {
    validate = (draft ? draft7 : latest).compile(schema);
  } catch {
    validate = void 0;
  }
  cache.set(inputSchema, validate);
  return validate;
}
async function literalProblems(want, inputSchema) {
  if (!isObject(inputSchema)) return [];
  const out = unknownNames(want, resolve(inlineRefs(inputSchema)), []);
  const validate = await compiled(inputSchema);
  if (!validate) return out;
  if (validate(exampleArgs(want, inputSchema).args)) return out;
  const seen = new Set(out.map((p) => p.path.join("\0")));
  for (const e of validate.errors ?? []) {
    const path2 = pointer(e.instancePath);
    const value = literalAt(want, path2);
    if (value === void 0 || !(e.keyword in MESSAGES)) continue;
    const key = path2.join("\0");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: path2, message: MESSAGES[e.keyword](value, e.params, e) });
  }
  return out;
}
var show = (v) => JSON.stringify(v);
var MESSAGES = {
  enum: (v, p) => {
    const allowed = p.allowedValues ?? [];
    const near = typeof v === "string" ? didYouMean(
      v,
      allowed.filter((a) => typeof a === "string")
    ) : "";
    return `${show(v)} is not one of the values the tool's inputSchema allows: ${allowed.map(show).join(", ")}${near}`;
  },
  const: (v, p) => `${show(v)} is not the value the tool's inputSchema requires: ${show(p.allowedValue)}`,
  type: (v, p) => `${show(v)} is ${v === null ? "null" : Array.isArray(v) ? "an array" : `a ${typeof v}`}; the tool's inputSchema wants ${String(p.type).replace(/,/g, " or ")}`,
  format: (v, p) => `${show(v)} is not a valid ${String(p.format)} (the format the tool's inputSchema gives it)`,
  minimum: bound,
  maximum: bound,
  exclusiveMinimum: bound,
  exclusiveMaximum: bound,
  minLength: bound,
  maxLength: bound,
  pattern: bound
};
function bound(v, _params, e) {
  return `${show(v)} ${e.message ?? "is out of bounds"} (the tool's inputSchema)`;
}
function unknownNames(want, s, path2) {
  const props = isObject(s?.properties) ? Object.keys(s.properties) : void 0;
  const out = [];
  for (const [key, value] of Object.entries(want)) {
    const matcher = isMatcher(value);
    if (props && !props.includes(key) && !allowsOther(s, key)) {
      if (!(matcher && "$absent" in value))
        out.push({
          path: [...path2, key],
          message: `the tool's inputSchema has no argument "${key}"${didYouMean(key, props)}`
        });
      continue;
    }
    if (matcher) continue;
    const sub = propertyOf(s, key);
    if (isObject(value)) out.push(...unknownNames(value, sub, [...path2, key]));
    else if (Array.isArray(value))
      value.forEach(
        (item, i) => isObject(item) && !isMatcher(item) && out.push(...unknownNames(item, itemOf(sub, i), [...path2, key, i]))
      );
  }
  return out;
}
function allowsOther(s, key) {
  const extra = s.additionalProperties;
  if (extra === true || isObject(extra)) return true;
  const patterns = isObject(s.patternProperties) ? Object.keys(s.patternProperties) : [];
  return patterns.some((p) => {
    try {
      return new RegExp(p, "u").test(key);
    } catch {
      return false;
    }
  });
}
function pointer(instancePath) {
  if (!instancePath) return [];
  return instancePath.slice(1).split("/").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function literalAt(want, path2) {
  let at = want;
  for (const step of path2) {
    if (isMatcher(at)) return void 0;
    if (Array.isArray(at)) at = at[Number(step)];
    else if (isObject(at) && Object.hasOwn(at, step)) at = at[step];
    else return void 0;
    if (at === void 0) return void 0;
  }
  return path2.length && !isMatcher(at) ? at : void 0;
}

// src/run/check-args.ts
async function checkExpectedArgs(scenarios, servers) {
  const problems = [];
  for (const s of scenarios) {
    const tools = servers && new Map((await servers.tools(s)).map((t) => [t.name, t]));
    for (const [i, turn] of s.turns.entries()) {
      for (const [j, call] of (turn.expect.calls ?? []).entries()) {
        if (!call.args || tools && !tools.has(call.tool)) continue;
        const schema = tools?.get(call.tool)?.inputSchema;
        const found = [
          ...exampleArgs(call.args, schema).problems,
          ...schema ? await literalProblems(call.args, schema) : []
        ];
        for (const p of found) {
          const path2 = ["turns", i, "expect", "calls", j, "args", ...p.path];
          const where = s.origin.locate?.(path2);
          problems.push({
            file: s.origin.file,
            line: where?.line ?? s.origin.line,
            column: where?.column,
            field: where?.field ?? path2.join("."),
            message: schema ? `${p.message} (tool ${call.tool})` : p.message
          });
        }
      }
    }
  }
  return problems;
}

// src/commands/validate.ts
function register(program, ctx) {
  common(program.command("validate").description("check the config and corpus without a model")).option(
    "--no-server",
    "do not start the server: tool names and argument schemas are checked against the config's catalog, if any"
  ).option(
    "--strict",
    "make the warnings about the server's tools (annotations, names, descriptions) errors"
  ).action(async (flags) => {
    const opts = options({ ...flags, out: "" }, ctx.io);
    const plan = await prepare(opts, true);
    for (const n of plan.notices) opts.log.notice(n);
    for (const w of blindGates(plan.scenarios, plan.target)) opts.log.warn(w);
    const problems = [...plan.problems, ...await scriptProblems(plan, opts.cwd)];
    const warnings = [];
    const noServer = flags.server === false;
    (noServer ? warnings : problems).push(...plan.unset);
    const tools = await toolProblems(plan, noServer, opts.cwd);
    problems.push(...tools.problems);
    const lint = tools.lint;
    warnings.push(
      ...unstubbedFacts(plan.scenarios, plan.target.defaultStub ?? DEFAULTS.defaultStub)
    );
    for (const w of sortProblems(flags.strict ? warnings : [...warnings, ...lint]))
      opts.log.warn(formatProblem(w));
    const all = flags.strict ? [...problems, ...lint] : problems;
    const unchecked = tools.unchecked ? ` (tool names and argument schemas not checked: ${tools.unchecked})` : "";
    if (all.length) {
      const what = flags.strict && lint.length ? problems.length ? "The corpus and the server's tools have" : "The server's tools have" : "The corpus has";
      throw new SetupError(`${what} ${all.length} problem(s)`, sortProblems(all));
    }
    for (const w of statelessHint(plan.scenarios, plan.target.server)) opts.log.warn(w);
    const warned = lint.length ? `; ${lint.length} warning(s) about the server's tools` : "";
    say(
      ctx.io,
      `OK: ${plan.loaded} scenario(s) valid${plan.scenarios.length !== plan.loaded ? `, ${plan.scenarios.length} selected by the filters` : ""}${warned}${unchecked}`
    );
  });
}
async function toolProblems(plan, noServer, cwd) {
  const { target, config, scenarios } = plan;
  const unchecked = async (why) => ({
    problems: await checkExpectedArgs(scenarios),
    lint: [],
    unchecked: why
  });
  const configFile = relative(cwd, config.file) ?? "config";
  const ofConfig = plan.problems.filter((p) => p.file === configFile);
  const catalogOnly = noServer || !target.server;
  if (catalogOnly && !target.catalog) {
    if (noServer) return unchecked("--no-server, and the config has no `catalog`");
    if (ofConfig.length) return unchecked("the config names no valid server or catalog");
    const none = "the config names no server: set `server.command`, `server.url` or `catalog`";
    const u = await unchecked("no server");
    return { ...u, problems: [...u.problems, { file: configFile, message: none }] };
  }
  if (!catalogOnly && ofConfig.some((p) => p.field?.startsWith("server"))) {
    return unchecked("the server's config has problems");
  }
  const env = { ...target.env, ...Object.fromEntries(plan.unset.map((p) => [unsetName(p), ""])) };
  const servers = new Servers({ ...target, env, ...catalogOnly ? { server: void 0 } : {} }, 1);
  try {
    const lint = lintProblems(
      await servers.tools(void 0),
      catalogOnly ? { ...target, server: void 0 } : target,
      cwd
    );
    return {
      problems: [
        ...await checkToolNames(scenarios, servers),
        ...await checkExpectedArgs(scenarios, servers)
      ],
      lint
    };
  } catch (err) {
    if (!(err instanceof SetupError)) throw err;
    const at = config.locate?.(["server"], "") ?? { file: configFile };
    const problems = [{ ...at, field: "server", message: err.describe() }];
    return { problems, lint: [] };
  } finally {
    await servers.stop();
  }
}
var unsetName = (p) => /^\$\{env:([^}]*)\}/.exec(p.message)?.[1] ?? "";
var relative = (cwd, file) => file && (path.relative(cwd, file) || file);
function lintProblems(tools, target, cwd) {
  const file = !target.server && target.catalog ? path.relative(cwd, target.catalog) || target.catalog : "tools/list";
  return lintTools(tools).map((l) => ({
    file,
    field: `tools[${l.index}]`,
    message: `tool ${JSON.stringify(l.tool)} ${l.message}`
  }));
}
async function scriptProblems(plan, cwd) {
  const found = [];
  for (const spec of plan.config.providers ?? []) {
    try {
      const file = scriptedFile(spec);
      if (file !== void 0) await loadScript(file, plan.config.dir, cwd);
    } catch (err) {
      if (!(err instanceof SetupError)) throw err;
      const where = { file: plan.config.file ?? "providers", message: err.message };
      found.push(...err.problems.length ? err.problems : [where]);
    }
  }
  return found;
}
export {
  register
};
