#!/usr/bin/env node
// The mcp-eval CLI: the same engine as the action, flags mirroring the action's inputs.
import { existsSync } from 'node:fs';
import { Command, Option } from 'commander';
import type { EvalOptions, Logger } from './engine.js';
import { evaluate } from './engine.js';
import { SetupError } from './errors.js';
import { pct } from './report/markdown.js';
import { checkToolNames, prepare } from './run/prepare.js';
import { Worker } from './run/worker.js';

const list = (value: string, previous: string[] = []) => [
  ...previous,
  ...value
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter(Boolean),
];
const int = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`expected a whole number ≥ 1, got "${value}"`);
  return n;
};

const log: Logger = {
  info: (m) => console.error(m),
  notice: (m) => console.error(`notice: ${m}`),
  warn: (m) => console.error(`warning: ${m}`),
};

interface Flags {
  config?: string;
  corpus?: string[];
  serverCommand?: string;
  serverUrl?: string;
  provider?: string[];
  judge?: string;
  tags?: string[];
  ids?: string[];
  tiers?: string[];
  types?: string[];
  thresholds?: string;
  failOnThreshold?: boolean;
  repeat?: number;
  concurrency?: number;
  timeout?: number;
  out: string;
  server?: boolean;
}

function options(flags: Flags): EvalOptions {
  const cwd = process.cwd();
  return {
    cwd,
    config: flags.config ?? (existsSync('mcp-eval.yaml') ? 'mcp-eval.yaml' : undefined),
    corpus: flags.corpus,
    serverCommand: flags.serverCommand,
    serverUrl: flags.serverUrl,
    providers: flags.provider,
    judge: flags.judge,
    tags: flags.tags,
    ids: flags.ids,
    tiers: flags.tiers,
    types: flags.types,
    thresholds: flags.thresholds,
    repeat: flags.repeat,
    concurrency: flags.concurrency,
    timeout: flags.timeout,
    out: flags.out,
    log,
  };
}

function common(cmd: Command): Command {
  return cmd
    .option('-c, --config <file>', 'config file (default: mcp-eval.yaml if present)')
    .option('--corpus <glob>', "corpus files or globs, instead of the config's (repeatable)", list)
    .option('--server-command <command>', 'command that starts the MCP server (stdio)')
    .option('--server-url <url>', 'streamable HTTP URL of the MCP server (loopback only)')
    .option('--tags <tags>', 'only scenarios with any of these tags (comma-separated)', list)
    .option('--ids <ids>', 'only these scenario ids (comma-separated)', list)
    .option(
      '--tiers <tiers>',
      'only these tiers: selection, args, sequence, clarification, answer, safety',
      list,
    )
    .option('--types <types>', 'only these scenario types (comma-separated)', list);
}

async function main(argv: string[]): Promise<number> {
  let code = 0;
  const program = new Command('mcp-eval')
    .description("Measure how well language models use an MCP server's tools")
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  common(program.command('run').description('run the corpus and write report.json and report.md'))
    .option(
      '-p, --provider <spec>',
      'provider spec, e.g. openai:gpt-4.1-mini or replay (repeatable, comma-separated)',
      list,
    )
    .option('--providers <spec>', 'alias of --provider', list)
    .option('--judge <spec>', 'LLM judge for clarification and answers')
    .option('--thresholds <yaml-or-file>', 'thresholds, inline YAML/JSON or a file')
    .option('--fail-on-threshold', 'exit 1 when thresholds are not met')
    .addOption(new Option('--repeat <n>', 'repetitions per scenario').argParser(int))
    .addOption(new Option('--concurrency <n>', 'workers, each with its own server').argParser(int))
    .addOption(new Option('--timeout <seconds>', 'default per-scenario timeout').argParser(int))
    .option('-o, --out <dir>', 'where the reports go', 'mcp-eval-report')
    .action(async (flags: Flags & { providers?: string[] }) => {
      const opts = options({
        ...flags,
        provider: [...(flags.provider ?? []), ...(flags.providers ?? [])],
      });
      if (!opts.providers?.length) opts.providers = undefined;
      const outcome = await evaluate(opts);
      const { overall } = outcome.report.summary;
      const met = outcome.report.thresholds;
      console.log(
        `${pct(overall)} passed` +
          (met.checks.length ? `; thresholds ${met.met ? 'met' : 'NOT met'}` : '') +
          `\nReports: ${outcome.files.json}, ${outcome.files.markdown}`,
      );
      if (flags.failOnThreshold && !met.met) code = 1;
    });

  common(program.command('validate').description('check the config and corpus without a model'))
    .option('--no-server', 'do not start the server to check tool names')
    .action(async (flags: Flags) => {
      const opts = options({ ...flags, out: '' });
      const plan = await prepare(opts);
      if (flags.server !== false) {
        const worker = new Worker(plan.target);
        try {
          await worker.start();
          const problems = await checkToolNames(plan.scenarios, worker);
          if (problems.length)
            throw new SetupError(`The corpus has ${problems.length} problem(s)`, problems);
        } finally {
          await worker.stop();
        }
      }
      console.log(
        `OK: ${plan.loaded} scenario(s) valid${plan.scenarios.length !== plan.loaded ? `, ${plan.scenarios.length} selected by the filters` : ''}`,
      );
    });

  try {
    await program.parseAsync(argv);
  } catch (err) {
    const e = err as { code?: string; exitCode?: number };
    if (e.code?.startsWith('commander.')) {
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? 0 : 2;
    }
    console.error(
      err instanceof SetupError ? err.describe() : `error: ${(err as Error).message ?? err}`,
    );
    return 2;
  }
  return code;
}

process.exitCode = await main(process.argv);
