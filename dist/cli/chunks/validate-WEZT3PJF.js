import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  Servers,
  blindGates
} from "./chunk-WMPZV2IS.js";
import {
  checkToolNames,
  prepare,
  requireTarget
} from "./chunk-HAN74JWT.js";
import {
  exampleArgs
} from "./chunk-YD4GRO5U.js";
import {
  loadConfig
} from "./chunk-FCG6EMS7.js";
import "./chunk-M4DX6AIE.js";
import "./chunk-IYC2AU2B.js";
import "./chunk-J6EBFDUU.js";
import "./chunk-SE5SHENU.js";
import "./chunk-CMUE46DI.js";
import "./chunk-UDSN7ZZV.js";
import "./chunk-VRERM77Z.js";
import "./chunk-YVU7IDD7.js";
import {
  common,
  options,
  say
} from "./chunk-VN5HTNRV.js";
import "./chunk-Z3SYOOWB.js";
import "./chunk-B7OH2LSF.js";
import "./chunk-QQAZVKZ4.js";
import {
  SetupError,
  sortProblems
} from "./chunk-HA5JC6SW.js";
import "./chunk-MQQMPGBP.js";
import "./chunk-JZ4XGLPB.js";

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
          const path = ["turns", i, "expect", "calls", j, "args", ...p.path];
          const where = s.origin.locate?.(path);
          problems.push({
            file: s.origin.file,
            line: where?.line ?? s.origin.line,
            column: where?.column,
            field: where?.field ?? path.join("."),
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
  common(program.command("validate").description("check the config and corpus without a model")).option("--no-server", "do not start the server to check tool names and argument types").action(async (flags) => {
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
    if (flags.server !== false && !broken.length) {
      requireTarget(plan);
      const servers = new Servers(plan.target, 1);
      try {
        await servers.tools(void 0);
        problems.push(...await checkToolNames(plan.scenarios, servers));
        problems.push(...await checkExpectedArgs(plan.scenarios, servers));
      } finally {
        await servers.stop();
      }
    } else problems.push(...await checkExpectedArgs(plan.scenarios));
    if (problems.length) {
      throw new SetupError(
        `The corpus has ${problems.length} problem(s)`,
        sortProblems(problems)
      );
    }
    say(
      ctx.io,
      `OK: ${plan.loaded} scenario(s) valid${plan.scenarios.length !== plan.loaded ? `, ${plan.scenarios.length} selected by the filters` : ""}`
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
export {
  register
};
