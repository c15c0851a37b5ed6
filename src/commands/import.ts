// mcp-eval import: converts a corpus in an imported format (IMPORTED_FORMATS of model/config.ts)
// to native YAML files, one per source file, plus its thresholds when it has some.
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { Document } from 'yaml';
import { loadConfig } from '../corpus/config.js';
import { IMPORTED_FORMATS, type CorpusFormat } from '../model/config.js';
import { loadConfiguredCorpus } from '../corpus/configured.js';
import { toNativeYaml } from '../corpus/to-native.js';
import type { Scenario } from '../model/scenario.js';
import { SetupError } from '../errors.js';
import { configFile, logger, say, type CommandContext } from './common.js';
import { DEFAULTS } from '../model/defaults.js';

interface ImportFlags {
  out: string;
  format?: CorpusFormat;
  config?: string;
}

export function register(program: Command, ctx: CommandContext): void {
  program
    .command('import <path>')
    .description(
      `convert a corpus (${IMPORTED_FORMATS.join(', ')}; a file, folder or glob) to native YAML`,
    )
    .requiredOption('-o, --out <dir>', 'where the native corpus files go')
    .addOption(
      new Option('--format <format>', 'the source format (default: detected)').choices(
        IMPORTED_FORMATS,
      ),
    )
    .option(
      '-c, --config <file>',
      'config whose free_text_params apply (default: mcp-eval.yaml if present)',
    )
    .action(async (source: string, flags: ImportFlags) => {
      const { io } = ctx;
      const { cwd } = io;
      const config = await loadConfig(configFile(flags.config, cwd), cwd);
      const corpus = await loadConfiguredCorpus(config, {
        cwd,
        env: io.env,
        corpus: [{ path: source, ...(flags.format ? { format: flags.format } : {}) }],
        keepPlaceholders: true,
      });
      const log = logger(io);
      for (const n of corpus.notices) log.notice(n);
      const outDir = path.resolve(cwd, flags.out);
      const root = path.resolve(cwd, source);
      const rootDir = existsSync(root)
        ? statSync(root).isDirectory()
          ? root
          : path.dirname(root)
        : staticPrefix(root);
      const byFile = new Map<string, Scenario[]>();
      for (const s of corpus.scenarios) {
        if (s.origin.format === 'native') continue;
        // Pushed, not copied: a copy per scenario made large imports quadratic.
        const file = byFile.get(s.origin.file);
        if (file) file.push(s);
        else byFile.set(s.origin.file, [s]);
      }
      if (byFile.size === 0 && !corpus.thresholds) {
        throw new SetupError(
          `Nothing to import from ${source}: no tiered, casefile or answer-fixture corpus found`,
        );
      }
      const base = {
        mode: config.mode ?? DEFAULTS.mode,
        max_steps: config.max_steps ?? DEFAULTS.maxSteps,
        repeat: config.repeat ?? DEFAULTS.repeat,
        vars: {},
      };
      const written: string[] = [];
      for (const [file, scenarios] of byFile) {
        const target = path.join(outDir, nativeName(path.resolve(cwd, file), rootDir));
        await mkdir(path.dirname(target), { recursive: true });
        const text = toNativeYaml(scenarios, {
          from: file,
          format: scenarios[0].origin.format,
          outDir: path.dirname(target),
          base,
        });
        await writeFile(target, text);
        written.push(
          `${path.relative(cwd, target)} (${scenarios.length} scenario(s) from ${file})`,
        );
      }
      if (corpus.thresholds) {
        const target = path.join(outDir, 'thresholds.yaml');
        const doc = new Document(corpus.thresholds.thresholds);
        doc.commentBefore = ` Converted by \`mcp-eval import\` from ${corpus.thresholds.file}: used by a run of this folder unless the config or --thresholds sets thresholds.`;
        await mkdir(outDir, { recursive: true });
        await writeFile(target, doc.toString());
        written.push(`${path.relative(cwd, target)} (thresholds from ${corpus.thresholds.file})`);
      }
      say(io, `Wrote ${written.length} file(s):\n  ${written.join('\n  ')}`);
    });
}

/** multi_step.yaml → multi_step.yaml; cases/base.json → cases/base.yaml;
 * fixtures/01_pods/test_case.yaml → fixtures/01_pods.yaml. */
function nativeName(file: string, rootDir: string): string {
  if (path.basename(file) === 'test_case.yaml') {
    const folder = path.dirname(file);
    const rel = path.relative(rootDir, folder);
    return `${rel || path.basename(folder)}.yaml`;
  }
  return path.relative(rootDir, file).replace(/\.(ya?ml|json)$/, '') + '.yaml';
}

/** The folder part of a glob before its first wildcard. */
function staticPrefix(glob: string): string {
  const parts = glob.split(path.sep);
  const i = parts.findIndex((p) => /[*?[\]{}]/.test(p));
  return parts.slice(0, i < 0 ? -1 : i).join(path.sep) || path.sep;
}
