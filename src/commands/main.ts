// The mcp-eval CLI as a function: argv in, exit code out, everything it reads and writes through
// an Io (folder, environment, stdout, stderr), so that tests can run it in-process.
import { Command } from 'commander';
import { SetupError } from '../errors.js';
import { version } from '../version.js';
import { processIo, redacting, type CommandContext, type Io } from './common.js';

type Register = (program: Command, ctx: CommandContext) => void;

// Each subcommand's module is loaded when it runs (all of them for the help): `run` starts
// without evaluating the code only the others need (the bundle puts each in a chunk of its own).
const SUBCOMMANDS: Record<string, () => Promise<{ register: Register }>> = {
  init: () => import('./init.js'),
  run: () => import('./run.js'),
  ab: () => import('./ab.js'),
  validate: () => import('./validate.js'),
  score: () => import('./score.js'),
  import: () => import('./import.js'),
  catalog: () => import('./catalog.js'),
  compare: () => import('./compare.js'),
  merge: () => import('./merge.js'),
  selftest: () => import('./selftest.js'),
};

/** The subcommand argv names, else every one (no subcommand, `help`, an unknown name). */
function needed(argv: string[]): (() => Promise<{ register: Register }>)[] {
  const named = Object.hasOwn(SUBCOMMANDS, argv[2] ?? '') ? SUBCOMMANDS[argv[2]] : undefined;
  return named ? [named] : Object.values(SUBCOMMANDS);
}

/** Runs `mcp-eval` with `argv` (as process.argv: node, script, then the arguments). */
export async function main(argv: string[], given: Io = processIo()): Promise<number> {
  // Everything the CLI prints passes the redactor (common.ts).
  const io = redacting(given);
  let code = 0;
  const ctx: CommandContext = { io, exit: (c: number) => void (code = c) };
  const [versionText, modules] = await Promise.all([
    version(),
    Promise.all(needed(argv).map((load) => load())),
  ]);
  // Set before the subcommands are added: they inherit the output and the exit override.
  const program = new Command('mcp-eval')
    .description("Measure how well language models use an MCP server's tools")
    .version(versionText, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => void io.stdout.write(s),
      writeErr: (s) => void io.stderr.write(s),
    });
  for (const mod of modules) mod.register(program, ctx);

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
