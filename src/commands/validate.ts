// mcp-eval validate: the config and corpus, checked without a model.
import type { Command } from 'commander';
import { SetupError, sortProblems } from '../errors.js';
import { checkToolNames, prepare, requireTarget } from '../run/prepare.js';
import { Worker } from '../run/worker.js';
import { blindGates } from '../run/sight.js';
import { checkExpectedArgs } from '../run/check-args.js';
import { common, options, say, type CommandContext, type Flags } from './common.js';

export function register(program: Command, ctx: CommandContext): void {
  common(program.command('validate').description('check the config and corpus without a model'))
    .option('--no-server', 'do not start the server to check tool names and argument types')
    .action(async (flags: Flags) => {
      const opts = options({ ...flags, out: '' }, ctx.io);
      const plan = await prepare(opts, true);
      for (const n of plan.notices) opts.log.notice(n);
      for (const w of blindGates(plan.scenarios, plan.target)) opts.log.warn(w);
      // Schema problems, tool names the server lacks and expected args its tool schemas rule
      // out, reported together.
      const problems = [...plan.problems];
      if (flags.server !== false) {
        requireTarget(plan);
        const worker = new Worker(plan.target);
        try {
          await worker.start();
          problems.push(...(await checkToolNames(plan.scenarios, worker)));
          problems.push(...(await checkExpectedArgs(plan.scenarios, worker)));
        } finally {
          await worker.stop();
        }
      } else problems.push(...(await checkExpectedArgs(plan.scenarios)));
      if (problems.length) {
        throw new SetupError(
          `The corpus has ${problems.length} problem(s)`,
          sortProblems(problems),
        );
      }
      say(
        ctx.io,
        `OK: ${plan.loaded} scenario(s) valid${plan.scenarios.length !== plan.loaded ? `, ${plan.scenarios.length} selected by the filters` : ''}`,
      );
    });
}
