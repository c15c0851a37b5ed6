#!/usr/bin/env node
// The mcp-eval CLI: the same engine as the action, flags mirroring the action's inputs.
// Each subcommand lives in src/commands/.
import { Command } from 'commander';
import { register as registerCatalog } from './commands/catalog.js';
import { register as registerImport } from './commands/import.js';
import { register as registerRun } from './commands/run.js';
import { register as registerScore } from './commands/score.js';
import { register as registerValidate } from './commands/validate.js';
import { SetupError } from './errors.js';
import { version } from './report/build.js';

async function main(argv: string[]): Promise<number> {
  let code = 0;
  const ctx = { exit: (c: number) => void (code = c) };
  const program = new Command('mcp-eval')
    .description("Measure how well language models use an MCP server's tools")
    .version(await version(), '-V, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  registerRun(program, ctx);
  registerValidate(program);
  registerScore(program, ctx);
  registerImport(program);
  registerCatalog(program);

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
