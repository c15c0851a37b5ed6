// mcp-eval validate: the config and corpus, checked without a model.
import type { Command } from 'commander';
import path from 'node:path';
import { formatProblem, SetupError, sortProblems, type Problem } from '../errors.js';
import { lintTools } from '../mcp/lint.js';
import type { ToolSpec } from '../model/tool.js';
import { checkToolNames, prepare, type Plan } from '../run/prepare.js';
import { unstubbedFacts } from '../run/check-stub-facts.js';
import { DEFAULTS } from '../model/defaults.js';
import { Servers, type Target } from '../run/servers.js';
import { blindGates } from '../run/sight.js';
import { statelessHint } from '../run/stateless-hint.js';
import { checkExpectedArgs } from '../run/check-args.js';
import { common, options, say, type CommandContext, type Flags } from './common.js';
import type { ProviderSpec } from '../model/config.js';
import { scriptedFile } from '../providers/spec.js';
import { loadScript } from '../corpus/scripted.js';

export function register(program: Command, ctx: CommandContext): void {
  common(program.command('validate').description('check the config and corpus without a model'))
    .option(
      '--no-server',
      "do not start the server: tool names and argument schemas are checked against the config's catalog, if any",
    )
    .option(
      '--strict',
      "make the warnings about the server's tools (annotations, names, descriptions) errors",
    )
    .action(async (flags: Flags & { strict?: boolean }) => {
      const opts = options({ ...flags, out: '' }, ctx.io);
      // Every stage's problems in one pass: the config's, its placeholders', the corpus's and
      // those of the tools the server (or the catalog) lists.
      const plan = await prepare(opts, true);
      for (const n of plan.notices) opts.log.notice(n);
      for (const w of blindGates(plan.scenarios, plan.target)) opts.log.warn(w);
      const problems = [...plan.problems, ...(await scriptProblems(plan, opts.cwd))];
      const warnings: Problem[] = [];
      const noServer = flags.server === false;
      // Without the server an unset variable only matters for the run: a warning.
      (noServer ? warnings : problems).push(...plan.unset);
      const tools = await toolProblems(plan, noServer, opts.cwd);
      problems.push(...tools.problems);
      const lint = tools.lint;
      warnings.push(
        ...unstubbedFacts(plan.scenarios, plan.target.defaultStub ?? DEFAULTS.defaultStub),
      );
      for (const w of sortProblems(flags.strict ? warnings : [...warnings, ...lint]))
        opts.log.warn(formatProblem(w));
      const all = flags.strict ? [...problems, ...lint] : problems;
      // What could not be checked is said with the OK: never a silent pass.
      const unchecked = tools.unchecked
        ? ` (tool names and argument schemas not checked: ${tools.unchecked})`
        : '';
      if (all.length) {
        const what =
          flags.strict && lint.length
            ? problems.length
              ? "The corpus and the server's tools have"
              : "The server's tools have"
            : 'The corpus has';
        throw new SetupError(`${what} ${all.length} problem(s)`, sortProblems(all));
      }
      // A way to run faster is worth saying once the corpus holds, not among its problems.
      for (const w of statelessHint(plan.scenarios, plan.target.server)) opts.log.warn(w);
      const warned = lint.length ? `; ${lint.length} warning(s) about the server's tools` : '';
      say(
        ctx.io,
        `OK: ${plan.loaded} scenario(s) valid${plan.scenarios.length !== plan.loaded ? `, ${plan.scenarios.length} selected by the filters` : ''}${warned}${unchecked}`,
      );
    });
}

/** The checks that need the tools: names, argument schemas and the lint of the tools, from the
 * server (its unset variables empty: tools/list rarely needs them) or with --no-server from the
 * catalog. Where there are no tools to check against, `unchecked` says why. */
async function toolProblems(
  plan: Plan,
  noServer: boolean,
  cwd: string,
): Promise<{ problems: Problem[]; lint: Problem[]; unchecked?: string }> {
  const { target, config, scenarios } = plan;
  const unchecked = async (why: string) => ({
    problems: await checkExpectedArgs(scenarios),
    lint: [],
    unchecked: why,
  });
  const configFile = relative(cwd, config.file) ?? 'config';
  const ofConfig = plan.problems.filter((p) => p.file === configFile);
  const catalogOnly = noServer || !target.server;
  if (catalogOnly && !target.catalog) {
    if (noServer) return unchecked('--no-server, and the config has no `catalog`');
    // A server or catalog the config loses to its problems is named among them.
    if (ofConfig.length) return unchecked('the config names no valid server or catalog');
    const none = 'the config names no server: set `server.command`, `server.url` or `catalog`';
    const u = await unchecked('no server');
    return { ...u, problems: [...u.problems, { file: configFile, message: none }] };
  }
  if (!catalogOnly && ofConfig.some((p) => p.field?.startsWith('server'))) {
    return unchecked("the server's config has problems");
  }
  const env = { ...target.env, ...Object.fromEntries(plan.unset.map((p) => [unsetName(p), ''])) };
  const servers = new Servers({ ...target, env, ...(catalogOnly ? { server: undefined } : {}) }, 1);
  try {
    const lint = lintProblems(
      await servers.tools(undefined),
      catalogOnly ? { ...target, server: undefined } : target,
      cwd,
    );
    return {
      problems: [
        ...(await checkToolNames(scenarios, servers)),
        ...(await checkExpectedArgs(scenarios, servers)),
      ],
      lint,
    };
  } catch (err) {
    if (!(err instanceof SetupError)) throw err;
    // The server that does not start is one more problem: the others are still reported.
    const at = config.locate?.(['server'], '') ?? { file: configFile };
    const problems: Problem[] = [{ ...at, field: 'server', message: err.describe() }];
    return { problems, lint: [] };
  } finally {
    await servers.stop();
  }
}

const unsetName = (p: Problem) => /^\$\{env:([^}]*)\}/.exec(p.message)?.[1] ?? '';
const relative = (cwd: string, file: string | undefined) =>
  file && (path.relative(cwd, file) || file);

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

/** The problems of the config's scripted providers' files (docs/scripted.md). */
async function scriptProblems(
  plan: { config: { dir: string; file?: string; providers?: ProviderSpec[] } },
  cwd: string,
): Promise<Problem[]> {
  const found: Problem[] = [];
  for (const spec of plan.config.providers ?? []) {
    try {
      const file = scriptedFile(spec);
      if (file !== undefined) await loadScript(file, plan.config.dir, cwd);
    } catch (err) {
      if (!(err instanceof SetupError)) throw err;
      const where = { file: plan.config.file ?? 'providers', message: err.message };
      found.push(...(err.problems.length ? err.problems : [where]));
    }
  }
  return found;
}
