// Every action input is read here and nowhere else, so the set of names the code reads can be
// checked against action.yml (see __tests__/action/workflows.test.ts).
import * as core from '@actions/core';
import type { EvalOptions } from './run/options.js';
import { splitList } from './lists.js';
import { SetupError, type Problem } from './errors.js';
import { DEFAULTS } from './model/defaults.js';
import { LIMITS, rangeText } from './model/limits.js';
import { knownFormats, unknownFormats } from './report/outputs/formats.js';
import { parseShard } from './corpus/shard.js';
import type { BudgetCap, Shard } from './model/api.js';
import { capPart } from './run/budget.js';

/** The inputs declared in action.yml — the only names `read` accepts. */
export const INPUT_NAMES = [
  'config',
  'corpus',
  'server-command',
  'server-url',
  'providers',
  'judge',
  'judge-samples',
  'tags',
  'ids',
  'tiers',
  'shard',
  'merge',
  'thresholds',
  'fail-on-threshold',
  'baseline',
  'base-build',
  'fail-on-regression',
  'repeat',
  'concurrency',
  'timeout',
  'budget-usd',
  'budget-requests',
  'formats',
  'cache',
  'comment',
  'comment-tag',
  'artifact-name',
  'upload-artifact',
  'github-token',
  'working-directory',
] as const;
export type InputName = (typeof INPUT_NAMES)[number];

/** The part of EvalOptions that comes from inputs; cwd, out and log are decided by run(). */
export type EvalInputs = Omit<EvalOptions, 'cwd' | 'out' | 'log' | 'env' | 'types'>;

/**
 * Where the run's baseline comes from: `auto` finds the report of an earlier run of the workflow
 * (src/github/baseline.ts), `none` compares with nothing, `path` is a report.json or its folder,
 * `same-job` runs the pull request's base commit beside the head in this job (src/github/same-job.ts).
 */
export type BaselineInput =
  | { kind: 'auto' }
  | { kind: 'none' }
  | { kind: 'path'; path: string }
  | { kind: 'same-job'; build?: string };

export interface ActionInputs {
  eval: EvalInputs;
  failOnThreshold: boolean;
  baseline: BaselineInput;
  /** Fail the step when the comparison with the baseline finds a regression. */
  failOnRegression: boolean;
  comment: boolean;
  /** Distinguishes several evals commenting on one PR; "default" when empty. */
  commentTag: string;
  artifactName: string;
  uploadArtifact: boolean;
  githubToken: string;
  workingDirectory: string;
  /** Shard reports (folders, report.json files or globs) to merge instead of running. */
  merge?: string[];
}

export function readInputs(): ActionInputs {
  // Collect every bad input before failing, so one run shows all of them.
  const problems: Problem[] = [];
  const bad = (name: InputName, message: string): undefined => {
    problems.push({ file: 'action inputs', field: name, message });
    return undefined;
  };

  // core.getInput trims and returns '' when unset; the runner always sets action.yml's
  // defaults, but a local run (or an older runner) may not, so '' means "not given" everywhere.
  const read = (name: InputName): string => core.getInput(name);
  const text = (name: InputName): string | undefined => read(name) || undefined;

  // Lists accept commas or newlines, so both `a, b` and a YAML block scalar work.
  const list = (name: InputName): string[] | undefined => {
    const items = splitList(read(name));
    return items.length ? items : undefined;
  };

  // Our own parse rather than core.getBooleanInput, which throws on '' (input not set).
  const bool = (name: InputName, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === '') return fallback;
    if (/^true$/i.test(raw)) return true;
    if (/^false$/i.test(raw)) return false;
    bad(name, `expected true or false, got "${raw}"`);
    return fallback;
  };

  // Bounded as the flags and the config are (model/limits.ts): past Node's timer limit a
  // timeout would fire at once.
  const positive = (name: InputName, integer: boolean, max: number): number | undefined => {
    const raw = read(name);
    if (raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0 || n > max || (integer && !Number.isInteger(n))) {
      return bad(name, `expected ${rangeText(integer, max)}, got "${raw}"`);
    }
    return n;
  };

  // Report files by format name, from the registry; an unknown name is a bad input.
  const formats = (names: string[] | undefined): string[] | undefined => {
    const unknown = unknownFormats(names ?? []);
    if (unknown.length)
      bad('formats', `unknown format(s) ${unknown.join(', ')} (known: ${knownFormats()})`);
    return names;
  };

  // `i/n`, e.g. `2/4` from a matrix: one stable slice of the selected scenarios.
  const shard = (): Shard | undefined => {
    const raw = read('shard');
    if (raw === '') return undefined;
    try {
      return parseShard(raw);
    } catch (err) {
      return bad('shard', (err as Error).message);
    }
  };

  // The spending cap: each part empty keeps the config's.
  const budget = (): { budget?: BudgetCap } => {
    const cap: BudgetCap = {};
    for (const [name, part] of [
      ['budget-usd', 'usd'],
      ['budget-requests', 'requests'],
    ] as const) {
      const raw = read(name);
      if (raw === '') continue;
      try {
        cap[part] = capPart(part, raw);
      } catch (err) {
        bad(name, (err as Error).message);
      }
    }
    return Object.keys(cap).length ? { budget: cap } : {};
  };

  const inputs: ActionInputs = {
    eval: {
      config: text('config') ?? DEFAULTS.config,
      corpus: list('corpus'),
      serverCommand: text('server-command'),
      serverUrl: text('server-url'),
      providers: list('providers'),
      judge: text('judge'),
      judgeSamples: positive('judge-samples', true, LIMITS.judgeSamples),
      tags: list('tags'),
      ids: list('ids'),
      tiers: list('tiers'),
      shard: shard(),
      thresholds: text('thresholds'),
      repeat: positive('repeat', true, LIMITS.repeat),
      concurrency: positive('concurrency', true, LIMITS.concurrency),
      timeout: positive('timeout', false, LIMITS.seconds),
      ...budget(),
      formats: formats(list('formats')),
      ...(read('cache') === '' ? {} : { cache: bool('cache', false) }),
    },
    failOnThreshold: bool('fail-on-threshold', false),
    baseline: baseline(text('baseline') ?? DEFAULTS.baseline, text('base-build')),
    failOnRegression: bool('fail-on-regression', false),
    comment: bool('comment', true),
    commentTag: text('comment-tag') ?? DEFAULTS.commentTag,
    artifactName: text('artifact-name') ?? DEFAULTS.out,
    uploadArtifact: bool('upload-artifact', true),
    githubToken: read('github-token'),
    workingDirectory: text('working-directory') ?? '.',
    merge: list('merge'),
  };

  if (inputs.merge && inputs.eval.shard) {
    bad(
      'merge',
      'merges the shards of other jobs: it runs nothing itself, so `shard` must be empty',
    );
  }
  if (inputs.baseline.kind !== 'same-job' && read('base-build') !== '') {
    bad(
      'base-build',
      'builds the base checkout of `baseline: same-job`; give that, or no base-build',
    );
  }
  if (inputs.merge && inputs.baseline.kind === 'same-job') {
    bad('baseline', '`same-job` runs the base beside the head: merge mode runs nothing');
  }
  if (problems.length) throw new SetupError('Invalid action inputs', problems);
  return inputs;
}

/** `auto`, `none` and `same-job` in any case; anything else is a path, relative to
 * working-directory. */
function baseline(raw: string, build: string | undefined): BaselineInput {
  if (/^auto$/i.test(raw)) return { kind: 'auto' };
  if (/^same-job$/i.test(raw)) return { kind: 'same-job', ...(build ? { build } : {}) };
  if (/^none$/i.test(raw)) return { kind: 'none' };
  return { kind: 'path', path: raw };
}
