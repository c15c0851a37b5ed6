import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  Servers,
  blindGates
} from "./chunk-BV5KQJAX.js";
import {
  checkToolNames,
  prepare,
  requireTarget
} from "./chunk-FVJMHNCP.js";
import {
  exampleArgs
} from "./chunk-F6Q3TO3X.js";
import {
  loadConfig
} from "./chunk-TUKT6S5A.js";
import "./chunk-XHLF2766.js";
import "./chunk-DVVPL4KJ.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-N47H34ZT.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-JGUX4BFZ.js";
import {
  common,
  options,
  say
} from "./chunk-SPYR7XVB.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-EL2LPTNK.js";
import "./chunk-VXVG4M6E.js";
import "./chunk-VRERM77Z.js";
import {
  SetupError,
  formatProblem,
  sortProblems
} from "./chunk-XETKPLFK.js";
import "./chunk-A2KQDUST.js";
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

// src/run/check-args.ts
async function checkExpectedArgs(scenarios, servers) {
  const problems = [];
  for (const s of scenarios) {
    const tools = servers && new Map((await servers.tools(s)).map((t) => [t.name, t]));
    s.turns.forEach(
      (turn, i) => turn.expect.calls?.forEach((call, j) => {
        if (!call.args || tools && !tools.has(call.tool)) return;
        const schema = tools?.get(call.tool)?.inputSchema;
        for (const p of exampleArgs(call.args, schema).problems) {
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
      })
    );
  }
  return problems;
}

// src/commands/validate.ts
function register(program, ctx) {
  common(program.command("validate").description("check the config and corpus without a model")).option("--no-server", "do not start the server to check tool names and argument types").option(
    "--strict",
    "make the warnings about the server's tools (annotations, names, descriptions) errors"
  ).action(async (flags) => {
    const opts = options({ ...flags, out: "" }, ctx.io);
    const broken = await configProblems(opts);
    const plan = await prepare(broken.length ? { ...opts, config: void 0 } : opts, true);
    if (broken.length) {
      const config = broken[0].file;
      plan.problems = plan.problems.filter((p) => p.file !== config);
      plan.scenarios = plan.scenarios.filter((s) => s.origin.file !== config);
    }
    for (const n of plan.notices) opts.log.notice(n);
    for (const w of blindGates(plan.scenarios, plan.target)) opts.log.warn(w);
    const problems = [...broken, ...plan.problems];
    let toolProblems = [];
    if (flags.server !== false && !broken.length) {
      requireTarget(plan);
      const servers = new Servers(plan.target, 1);
      try {
        toolProblems = lintProblems(await servers.tools(void 0), plan.target, opts.cwd);
        problems.push(...await checkToolNames(plan.scenarios, servers));
        problems.push(...await checkExpectedArgs(plan.scenarios, servers));
      } finally {
        await servers.stop();
      }
    } else problems.push(...await checkExpectedArgs(plan.scenarios));
    if (!flags.strict) for (const p of toolProblems) opts.log.warn(formatProblem(p));
    const all = flags.strict ? [...problems, ...toolProblems] : problems;
    if (all.length) {
      const what = flags.strict && toolProblems.length ? problems.length ? "The corpus and the server's tools have" : "The server's tools have" : "The corpus has";
      throw new SetupError(`${what} ${all.length} problem(s)`, sortProblems(all));
    }
    say(
      ctx.io,
      `OK: ${plan.loaded} scenario(s) valid${plan.scenarios.length !== plan.loaded ? `, ${plan.scenarios.length} selected by the filters` : ""}${toolProblems.length ? `; ${toolProblems.length} warning(s) about the server's tools` : ""}`
    );
  });
}
async function configProblems(opts) {
  if (!opts.corpus?.length) return [];
  try {
    await loadConfig(opts.config, opts.cwd);
    return [];
  } catch (err) {
    if (err instanceof SetupError && err.problems.length) return err.problems;
    throw err;
  }
}
function lintProblems(tools, target, cwd) {
  const file = !target.server && target.catalog ? path.relative(cwd, target.catalog) || target.catalog : "tools/list";
  return lintTools(tools).map((l) => ({
    file,
    field: `tools[${l.index}]`,
    message: `tool ${JSON.stringify(l.tool)} ${l.message}`
  }));
}
export {
  register
};
