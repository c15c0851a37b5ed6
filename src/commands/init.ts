// mcp-eval init: a config and a starter corpus (one scenario per tool) from a server's tools/list
// or a saved catalog. Non-interactive; never overwrites a file.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { starterConfig, starterCorpus, type StarterSource } from '../corpus/starter.js';
import { SetupError } from '../errors.js';
import { loadCatalog } from '../mcp/upstream.js';
import type { ToolSpec } from '../model/tool.js';
import { splitCommand } from '../run/command-line.js';
import { serverTools } from './catalog.js';
import { say, type CommandContext, type Io } from './common.js';

interface InitFlags {
  server?: string;
  url?: string;
  catalog?: string;
  config: string;
  corpus: string;
  schemaBase?: string;
}

export function register(program: Command, ctx: CommandContext): void {
  program
    .command('init')
    .description(
      "write mcp-eval.yaml and a starter corpus (one scenario per tool) from the server's tools",
    )
    .option('--server <command>', 'command that starts the MCP server (stdio)')
    .option('--url <url>', 'streamable HTTP URL of the MCP server (loopback only)')
    .option('--catalog <file>', 'a saved tool list (`mcp-eval catalog`), instead of a server')
    // The other commands' spellings, for the habit.
    .addOption(new Option('--server-command <command>').hideHelp())
    .addOption(new Option('--server-url <url>').hideHelp())
    .option('-c, --config <file>', 'the config file to write', 'mcp-eval.yaml')
    .option('--corpus <file>', 'the starter corpus file to write', 'corpus/tools.yaml')
    .option(
      '--schema-base <url-or-folder>',
      "where the editor schema line points (default: this mcp-eval's schema/ folder)",
    )
    .action(async (given: InitFlags & { serverCommand?: string; serverUrl?: string }) => {
      const { io } = ctx;
      const { serverCommand, serverUrl, ...rest } = given;
      const flags: InitFlags = {
        ...rest,
        server: rest.server ?? serverCommand,
        url: rest.url ?? serverUrl,
      };
      const sources = [serverCommand, serverUrl, rest.server, rest.url, rest.catalog].filter(
        (f) => f !== undefined,
      );
      if (sources.length !== 1) {
        throw new SetupError(
          'init needs one of --server "<command> …", --url <url> or --catalog <file>',
        );
      }
      const config = path.resolve(io.cwd, flags.config);
      const corpus = path.resolve(io.cwd, flags.corpus);
      // Both checked before anything is written: a refusal leaves the folder as it was.
      for (const file of [config, corpus]) {
        if (existsSync(file)) {
          throw new SetupError(
            `${path.relative(io.cwd, file) || file} already exists: init does not overwrite it (move it away, or name another file with --config / --corpus)`,
          );
        }
      }
      const { source, tools } = await toolsOf(flags, path.dirname(config), io);
      if (!tools.length)
        throw new SetupError('The server lists no tools: there is nothing to start a corpus from');
      const base = flags.schemaBase ?? schemaFolder();
      const line = (file: string, schema: string) =>
        base === undefined ? undefined : schemaRef(base, file, schema, io.cwd);
      const glob = posix(path.relative(path.dirname(config), corpus));
      await write(config, starterConfig(source, glob, line(config, 'config.schema.json')));
      await write(corpus, starterCorpus(tools, line(corpus, 'corpus.schema.json')));
      say(
        io,
        `Wrote ${path.relative(io.cwd, config)} and ${path.relative(io.cwd, corpus)} ` +
          `(${tools.length} scenario(s), one per tool): fill in the prompts marked TODO, ` +
          'then `mcp-eval validate`',
      );
      if (base === undefined)
        io.stderr.write(
          'warning: no schema/ folder found beside mcp-eval: the files name no editor schema (--schema-base)\n',
        );
      else if (!/^https?:/.test(base) && path.relative(path.dirname(config), base).startsWith('..'))
        io.stderr.write(
          `notice: the editor schema lines point at ${base}, outside this folder: for files you commit, ` +
            'give --schema-base the URL of the schemas of the release you run (README: Editor support)\n',
        );
    });
}

/** The tools, and how the config names where they come from. */
async function toolsOf(
  flags: InitFlags,
  configDir: string,
  io: Io,
): Promise<{ source: StarterSource; tools: ToolSpec[] }> {
  if (flags.catalog !== undefined) {
    const file = path.resolve(io.cwd, flags.catalog);
    const tools = (await loadCatalog(file)).tools;
    return { source: { catalog: posix(path.relative(configDir, file)) }, tools };
  }
  if (flags.url !== undefined) {
    const tools = await serverTools({ url: flags.url }, io.cwd, [], io);
    return { source: { server: { url: flags.url } }, tools };
  }
  const [command, ...args] = splitCommand(flags.server ?? '');
  if (!command) throw new SetupError('--server: the command is empty');
  const tools = await serverTools({ command, args }, io.cwd, [], io);
  // The config's server runs in the config's folder: where init ran it, when that is another.
  const cwd = posix(path.relative(configDir, io.cwd));
  return { source: { server: { command, args, ...(cwd ? { cwd } : {}) } }, tools };
}

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx': fails rather than overwrite, should the file appear since the check.
  await writeFile(file, text, { flag: 'wx' });
}

const posix = (p: string) => p.split(path.sep).join('/');

/** The schema line's target: `base` is a URL, or a folder made relative to the written file. */
function schemaRef(base: string, file: string, schema: string, cwd: string): string {
  if (/^https?:\/\//.test(base)) return `${base.replace(/\/+$/, '')}/${schema}`;
  return posix(path.relative(path.dirname(file), path.resolve(cwd, base, schema)));
}

/** This mcp-eval's schema/ folder (beside its package.json: one to three folders up from the
 * sources or the bundle), or undefined. */
function schemaFolder(): string | undefined {
  const here = path.dirname(new URL(import.meta.url).pathname);
  for (const up of ['..', '../..', '../../..']) {
    const folder = path.resolve(here, up, 'schema');
    if (existsSync(path.join(folder, 'corpus.schema.json'))) return folder;
  }
  return undefined;
}
