// The mcp-eval CLI as a function: argv in, exit code out, everything it reads and writes through
// an Io (folder, environment, stdout, stderr), so that tests can run it in-process.
import { Command } from 'commander';
import { SetupError } from '../errors.js';
import { version } from '../report/build.js';
import { register as registerCatalog } from './catalog.js';
import { register as registerCompare } from './compare.js';
import { processIo, redacting, type CommandContext, type Io } from './common.js';
import { register as registerImport } from './import.js';
import { register as registerMerge } from './merge.js';
import { register as registerRun } from './run.js';
import { register as registerScore } from './score.js';
import { register as registerValidate } from './validate.js';

/** Runs `mcp-eval` with `argv` (as process.argv: node, script, then the arguments). */
export async function main(argv: string[], given: Io = processIo()): Promise<number> {
  // Everything the CLI prints passes the redactor (common.ts).
  const io = redacting(given);
  let code = 0;
  const ctx: CommandContext = { io, exit: (c: number) => void (code = c) };
  // Set before the subcommands are added: they inherit the output and the exit override.
  const program = new Command('mcp-eval')
    .description("Measure how well language models use an MCP server's tools")
    .version(await version(), '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => void io.stdout.write(s),
      writeErr: (s) => void io.stderr.write(s),
    });
  registerRun(program, ctx);
  registerValidate(program, ctx);
  registerScore(program, ctx);
  registerImport(program, ctx);
  registerCatalog(program, ctx);
  registerCompare(program, ctx);
  registerMerge(program, ctx);

  try {
    await program.parseAsync(argv);
  } catch (err) {
    // Only commander's own errors have a string code here: an MCP error's is a number.
    const e = err as { code?: unknown };
    if (typeof e.code === 'string' && e.code.startsWith('commander.')) {
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? 0 : 2;
    }
    io.stderr.write(
      `${err instanceof SetupError ? err.describe() : `error: ${(err as Error).message ?? err}`}\n`,
    );
    return 2;
  }
  return code;
}
