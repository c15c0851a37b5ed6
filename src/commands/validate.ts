// mcp-eval validate: the config and corpus, checked without a model.
import type { Command } from 'commander';
import path from 'node:path';
import { formatProblem, SetupError, sortProblems, type Problem } from '../errors.js';
import { lintTools } from '../mcp/lint.js';
import type { ToolSpec } from '../model/tool.js';
import { checkToolNames, prepare, requireTarget } from '../run/prepare.js';
import { Servers, type Target } from '../run/servers.js';
import { blindGates } from '../run/sight.js';
import { statelessHint } from '../run/stateless-hint.js';
import { checkExpectedArgs } from '../run/check-args.js';
import { common, options, say, type CommandContext, type Flags } from './common.js';
import { loadConfig } from '../corpus/config.js';
import type { EvalOptions } from '../run/options.js';

export function register(program: Command, ctx: CommandContext): void {
  common(program.command('validate').description('check the config and corpus without a model'))
    .option('--no-server', 'do not start the server to check tool names and argument types')
    .option(
      '--strict',
      "make the warnings about the server's tools (annotations, names, descriptions) errors",
    )
    .action(async (flags: Flags & { strict?: boolean }) => {
      const opts = options({ ...flags, out: '' }, ctx.io);
      const broken = await configProblems(opts);
      const plan = await prepare(broken.length ? { ...opts, config: undefined } : opts, true);
      if (broken.length) {
        // Loaded without its config, the corpus globs may match the config file: not a corpus.
        const config = broken[0].file;
        plan.problems = plan.problems.filter((p) => p.file !== config);
        plan.scenarios = plan.scenarios.filter((s) => s.origin.file !== config);
      }
      for (const n of plan.notices) opts.log.notice(n);
      for (const w of blindGates(plan.scenarios, plan.target)) opts.log.warn(w);
      for (const w of statelessHint(plan.scenarios, plan.target.server)) opts.log.warn(w);
      // Schema problems, tool names the server lacks and expected args its tool schemas rule
      // out, reported together.
      const problems = [...broken, ...plan.problems];
      let toolProblems: Problem[] = [];
      // Without its config the server is unknown: the corpus is checked on its own.
      if (flags.server !== false && !broken.length) {
        requireTarget(plan);
        const servers = new Servers(plan.target, 1);
        try {
          toolProblems = lintProblems(await servers.tools(undefined), plan.target, opts.cwd);
          problems.push(...(await checkToolNames(plan.scenarios, servers)));
          problems.push(...(await checkExpectedArgs(plan.scenarios, servers)));
        } finally {
          await servers.stop();
        }
      } else problems.push(...(await checkExpectedArgs(plan.scenarios)));
      if (!flags.strict) for (const p of toolProblems) opts.log.warn(formatProblem(p));
      const all = flags.strict ? [...problems, ...toolProblems] : problems;
      if (all.length) {
        const what =
          flags.strict && toolProblems.length
            ? problems.length
              ? "The corpus and the server's tools have"
              : "The server's tools have"
            : 'The corpus has';
        throw new SetupError(`${what} ${all.length} problem(s)`, sortProblems(all));
      }
      say(
        ctx.io,
        `OK: ${plan.loaded} scenario(s) valid${plan.scenarios.length !== plan.loaded ? `, ${plan.scenarios.length} selected by the filters` : ''}${toolProblems.length ? `; ${toolProblems.length} warning(s) about the server's tools` : ''}`,
      );
    });
}

/** A config that does not load hides no other file's problems: with the corpus named by
 * --corpus, its problems are reported beside the corpus's. Without --corpus they are all. */
async function configProblems(opts: EvalOptions): Promise<Problem[]> {
  if (!opts.corpus?.length) return [];
  try {
    await loadConfig(opts.config, opts.cwd);
    return [];
  } catch (err) {
    if (err instanceof SetupError && err.problems.length) return err.problems;
    throw err;
  }
}

/** The lint of the server's tools/list as problems: where the tools came from (the catalog
 * file, or the server's tools/list) and which tool. */
function lintProblems(tools: ToolSpec[], target: Target, cwd: string): Problem[] {
  const file =
    !target.server && target.catalog
      ? path.relative(cwd, target.catalog) || target.catalog
      : 'tools/list';
  return lintTools(tools).map((l) => ({
    file,
    field: `tools[${l.index}]`,
    message: `tool ${JSON.stringify(l.tool)} ${l.message}`,
  }));
}
