// The lines every run (and `score`) opens with: which config it loaded, which providers it uses
// and why, which thresholds are in force. One formatter for the CLI and the action, so that a
// surprise (a key in the environment choosing a paid provider, thresholds from a corpus file)
// is visible before any model is called. Names of variables only, never their values.
import path from 'node:path';
import type { ProviderSpec, Thresholds } from '../model/config.js';
import { DEFAULT_KEY_ENV, defaultProvidersFromEnv, specId } from '../providers/spec.js';
import type { Env, Via } from '../model/api.js';

const NAMED_BY: Record<Via | 'api', { providers: string; thresholds: string; none: string }> = {
  cli: { providers: '--provider', thresholds: '--thresholds', none: 'flags' },
  action: { providers: 'the providers input', thresholds: 'the thresholds input', none: 'inputs' },
  api: { providers: 'the providers option', thresholds: 'the thresholds option', none: 'options' },
};

export interface ProviderChoice {
  specs: ProviderSpec[];
  /** Why these: named, from the config, picked by a key in the environment, or replay. */
  why: string;
  /** Nothing named and no key set: replay stands in. */
  fallback?: boolean;
}

/** The providers a run uses when `named` (flags or inputs) or the config's list may be empty. */
export function chooseProviders(
  named: ProviderSpec[] | undefined,
  config: { file?: string; providers?: ProviderSpec[] },
  env: Env,
  cwd: string,
  via?: Via,
): ProviderChoice {
  if (named?.length) return { specs: named, why: `named by ${NAMED_BY[via ?? 'api'].providers}` };
  if (config.providers?.length) {
    return { specs: config.providers, why: `named by ${shown(config.file, cwd)} (providers)` };
  }
  const found = defaultProvidersFromEnv(env);
  if (found.length) {
    const each = found.map((p) => `${p.spec} because ${p.key} is set`).join(', ');
    return { specs: found.map((p) => p.spec), why: `no provider named; using ${each}` };
  }
  return {
    specs: ['replay'],
    fallback: true,
    why: `no provider named and none of ${DEFAULT_KEY_ENV.join(', ')} is set; using replay, which plays the expected calls`,
  };
}

export interface SetupFacts {
  cwd: string;
  /** The config file loaded (absolute), when there is one. */
  configFile?: string;
  via?: Via;
  /** `run` only: each provider's id, with why it will not run when it is skipped. */
  providers?: { choice: ProviderChoice; skipped: Record<string, string> };
  thresholds?: Thresholds;
  /** Where the thresholds came from: the flag or input, the config, or the corpus's file. */
  thresholdsFrom?: 'option' | 'config' | 'corpus';
}

/** `Config: …`, `Providers: …` (run only) and `Thresholds: …`, one line each. */
export function describeSetup(f: SetupFacts): string[] {
  const named = NAMED_BY[f.via ?? 'api'];
  const lines = [
    f.configFile
      ? `Config: ${shown(f.configFile, f.cwd)}`
      : `Config: none (no config file; using ${named.none} and defaults)`,
  ];
  if (f.providers) {
    const { choice, skipped } = f.providers;
    const ids = choice.specs.map((s) => {
      const id = specId(s);
      return skipped[id] ? `${id} [skipped: ${skipped[id]}]` : id;
    });
    lines.push(`Providers: ${ids.join(', ')} (${choice.why})`);
  }
  const gates = f.thresholds ? describeThresholds(f.thresholds) : '';
  if (!gates) lines.push('Thresholds: none (the run passes whatever the accuracy)');
  else {
    const from = {
      option: named.thresholds,
      config: f.configFile ? shown(f.configFile, f.cwd) : 'the config',
      corpus: "the corpus's thresholds file",
    }[f.thresholdsFrom ?? 'config'];
    lines.push(`Thresholds: ${gates} (from ${from})`);
  }
  return lines;
}

type ThresholdSet = Omit<Thresholds, 'providers'>;

/** "overall ≥ 0.85; tiers args ≥ 0.9; categories safety ≥ 1; for gpt-4.1: overall ≥ 0.9". */
export function describeThresholds(t: Thresholds): string {
  const set = (s: ThresholdSet) => {
    const map = (m: Record<string, number> | undefined) =>
      Object.entries(m ?? {}).map(([k, v]) => `${k} ≥ ${v}`);
    const tiers = map(s.tiers);
    const categories = map(s.categories);
    return [
      ...(s.overall !== undefined ? [`overall ≥ ${s.overall}`] : []),
      ...(tiers.length ? [`tiers ${tiers.join(', ')}`] : []),
      ...(categories.length ? [`categories ${categories.join(', ')}`] : []),
    ].join('; ');
  };
  const own = Object.entries(t.providers ?? {})
    .map(([p, s]) => [p, set(s)])
    .filter(([, s]) => s)
    .map(([p, s]) => `for ${p}: ${s}`);
  return [set(t), ...own].filter(Boolean).join('; ');
}

const shown = (file: string | undefined, cwd: string) =>
  file ? path.relative(cwd, file) || file : 'the config';
