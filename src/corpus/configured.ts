// The corpus a config (or --corpus) names, loaded as `run` loads it, for the subcommands that
// need a corpus: run, validate, score and import.
import type { Config } from '../model/config.js';
import type { ReadPattern, Scenario } from '../model/scenario.js';
import { SetupError } from '../errors.js';
import { loadCorpus, type Corpus, type CorpusEntry } from './load.js';
import { envVars } from './placeholders.js';
import { DEFAULTS } from '../model/defaults.js';
import { CORPUS_LIMIT_ENV, LIMITS } from '../model/limits.js';

export interface CorpusOptions {
  cwd: string;
  corpus?: (string | CorpusEntry)[];
  env?: NodeJS.ProcessEnv;
  keepPlaceholders?: boolean;
  /** Override the config's `repeat` and `timeout`. */
  repeat?: number;
  timeout?: number;
  /** A server is given outside the config (a flag or an action input). */
  serverGiven?: boolean;
  /** Return the problems with the corpus instead of throwing them (validate adds its own). */
  keepProblems?: boolean;
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
      // A catalog alone has nothing to forward to: stub mode is the only one that works.
      mode:
        config.mode ??
        (config.catalog && !config.server && !opts.serverGiven ? 'stub' : DEFAULTS.mode),
      timeout: opts.timeout ?? config.timeout,
      hook_timeout: config.hook_timeout,
      max_steps: config.max_steps ?? DEFAULTS.maxSteps,
      repeat: opts.repeat ?? config.repeat ?? DEFAULTS.repeat,
      vars: { ...envVars(opts.env ?? process.env), ...configVars },
    },
    freeTextParams: config.free_text_params ?? [...DEFAULTS.freeTextParams],
    keepPlaceholders: opts.keepPlaceholders,
    maxFileBytes: corpusLimit(opts.env ?? process.env),
  });
  if (corpus.problems.length && !opts.keepProblems) {
    throw new SetupError(`The corpus has ${corpus.problems.length} problem(s)`, corpus.problems);
  }
  const reads = config.spy?.reads ?? [];
  if (reads.length) corpus.scenarios = corpus.scenarios.map((s) => withReads(s, reads));
  corpus.scenarios = corpus.scenarios.map((s) => withSpyChecks(s, config));
  return corpus;
}

/** The largest corpus file loaded, in bytes: MCP_EVAL_CORPUS_MAX_MB, else the default. */
export function corpusLimit(env: NodeJS.ProcessEnv): number {
  const given = env[CORPUS_LIMIT_ENV]?.trim();
  if (!given) return LIMITS.corpusFileMb * 1e6;
  const mb = Number(given);
  if (!Number.isFinite(mb) || mb <= 0) {
    throw new SetupError(
      `${CORPUS_LIMIT_ENV} must be a positive number of MB (the largest corpus file), got "${given}"`,
    );
  }
  return mb * 1e6;
}

/** The config's annotation and confirmation settings under the scenario's own, and its reads.
 * An imported corpus cannot script a confirming turn, and its verdicts must stay its scorer's:
 * its destructive calls are held to consent only when the config asks. */
function withSpyChecks(s: Scenario, config: Config): Scenario {
  const annotations = s.annotations ?? config.annotations;
  const confirm =
    s.confirm_destructive ??
    config.confirm_destructive ??
    (s.origin.format === 'native' ? undefined : false);
  const reads = config.spy?.reads;
  return {
    ...s,
    ...(annotations ? { annotations } : {}),
    ...(confirm !== undefined ? { confirm_destructive: confirm } : {}),
    ...(reads?.length ? { reads } : {}),
  };
}

/** The config's `spy.reads` are reads for every `no_mutation` gate, after the gate's own. */
function withReads(s: Scenario, reads: ReadPattern[]): Scenario {
  if (!s.gates.some((g) => g.kind === 'no_mutation')) return s;
  const gates = s.gates.map((g) =>
    g.kind === 'no_mutation' ? { ...g, except: [...(g.except ?? []), ...reads] } : g,
  );
  return { ...s, gates };
}
