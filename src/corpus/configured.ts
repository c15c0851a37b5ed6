// The corpus a config (or --corpus) names, loaded as `run` loads it, for the subcommands that
// need a corpus: run, validate, score and import.
import type { Config } from '../config.js';
import { SetupError } from '../errors.js';
import { loadCorpus, type Corpus, type CorpusEntry } from './load.js';
import { envVars } from './placeholders.js';

export interface CorpusOptions {
  cwd: string;
  corpus?: (string | CorpusEntry)[];
  env?: NodeJS.ProcessEnv;
  keepPlaceholders?: boolean;
  /** Overrides the config's `repeat`. */
  repeat?: number;
}

export async function loadConfiguredCorpus(config: Config, opts: CorpusOptions): Promise<Corpus> {
  const entries: CorpusEntry[] = (opts.corpus ?? config.corpus ?? []).map((e) =>
    typeof e === 'string' ? { path: e } : e,
  );
  if (entries.length === 0)
    throw new SetupError('No corpus: set `corpus:` in the config or pass --corpus');
  const configVars = Object.fromEntries(
    Object.entries(config.vars ?? {}).map(([k, v]) => [k, String(v)]),
  );
  const corpus = await loadCorpus(entries, {
    dir: opts.corpus ? opts.cwd : config.dir,
    cwd: opts.cwd,
    config: config.file,
    base: {
      mode: config.mode ?? 'live',
      max_steps: config.max_steps ?? 8,
      repeat: opts.repeat ?? config.repeat ?? 1,
      vars: { ...envVars(opts.env ?? process.env), ...configVars },
    },
    freeTextParams: config.free_text_params ?? ['sql', 'query'],
    keepPlaceholders: opts.keepPlaceholders,
  });
  if (corpus.problems.length) {
    throw new SetupError(`The corpus has ${corpus.problems.length} problem(s)`, corpus.problems);
  }
  return corpus;
}
