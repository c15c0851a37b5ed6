// mcp-eval ab: a same-job A/B — every `run` option, plus the base and head servers and adaptive
// trials. The head report (in --out) compares with the base side's (in --out/base).
import { Option, type Command } from 'commander';
import { int, type CommandContext } from './common.js';
import { runCommand } from './run.js';

export function register(program: Command, ctx: CommandContext): void {
  const cmd = program
    .command('ab')
    .description(
      'run the corpus against two versions of the server in one job, base and head trials interleaved; the head report compares with the base (docs/ab.md)',
    )
    .option(
      '--base-server <command>',
      "command that starts the base server (stdio; over the config's ab.base)",
    )
    .option('--base-url <url>', 'streamable HTTP URL of the base server (loopback only)')
    .option(
      '--base-cwd <dir>',
      "folder the base server's command runs in (alone: the run's own server, started there)",
    )
    .option(
      '--head-server <command>',
      "command that starts the head server (default: the run's server)",
    )
    .option('--head-url <url>', 'streamable HTTP URL of the head server (loopback only)')
    .addOption(
      new Option('--trials-min <n>', 'adaptive trials: runs per side of every pair').argParser(int),
    )
    .addOption(
      new Option(
        '--trials-max <n>',
        'adaptive trials: the most runs per side of a pair whose comparison is undecided',
      ).argParser(int),
    );
  runCommand(cmd, ctx, true);
}
