// Everything before the first model call: config, overrides, corpus, filters, and the
// checks that need the server's tool list. All problems are collected, then thrown at once.
import path from 'node:path';
import {
  headerValues,
  loadConfig,
  missingEnv,
  parseThresholds,
  passedValues,
} from '../corpus/config.js';
import { credentialValues } from '../providers/spec.js';
import { judgeOf, type Config, type Thresholds } from '../model/config.js';
import { selectScenarios } from '../corpus/filter.js';
import { selectionHash, shardNotice, sliceScenarios } from '../corpus/shard.js';
import type { ShardInfo } from '../model/report.js';
import { type Scenario } from '../model/scenario.js';
import type { EvalOptions } from './options.js';
import { SetupError, type Problem } from '../errors.js';
import type { Target, ToolLister } from './servers.js';
import { DEFAULTS } from '../model/defaults.js';

export interface Plan {
  config: Config;
  scenarios: Scenario[];
  /** With `--shard`: which slice this is, for the report. */
  shard?: ShardInfo;
  /** Scenarios in the corpus before filters. */
  loaded: number;
  target: Target;
  thresholds?: Thresholds;
  /** From loading the corpus; shown, never blocking. */
  notices: string[];
  /** Corpus problems, when prepare was asked to keep them rather than throw. */
  problems: Problem[];
  concurrency: number;
  timeout: number;
  /** Why no run can start the server (its `${env:NAME}` unset on a run that gets no secrets):
   * every provider is then skipped with this reason, and the server is never started. */
  unstartable?: string;
  /** Values passed to the server through ${env:NAME}, its header credentials and the model APIs'
   * keys (whatever their variable's name): redacted from every report and output. */
  secrets: string[];
}

export async function prepare(
  opts: EvalOptions,
  keepProblems = false,
  /** Told the target as soon as the config is read: its server can start while the corpus loads
   * (the loaders are read once it resolves). */
  onTarget?: (target: Target, concurrency: number) => void | Promise<void>,
): Promise<Plan> {
  const env = opts.env ?? process.env;
  const config = await loadConfig(opts.config, opts.cwd);
  const secrets = runSecrets(config, opts, env);
  // Before anything can print them (a server's stderr, a setup error) and before the first model
  // request (an endpoint may quote its key in an error): the logger redacts them.
  opts.log.secrets?.(secrets);
  const unset = missingEnv(config, env);
  // A fork's pull request gets no secrets: what needs them is skipped, as providers without
  // keys are, and the step succeeds. Anywhere else an unset variable is a mistake to fix.
  const unstartable =
    unset.length && opts.noSecrets
      ? `the server cannot start: ${unsetText(unset, opts.noSecrets)}`
      : undefined;
  if (unset.length && !unstartable) {
    throw new SetupError('The server config passes environment variables that are not set', unset);
  }
  const server = serverFrom(config, opts);
  const target: Target = {
    server,
    catalog: config.catalog && path.resolve(config.dir, config.catalog),
    routes: config.spy?.routes ?? [],
    dir: config.dir,
    defaultStub: config.default_stub,
    env,
    ...(config.spy?.port !== undefined ? { spyPort: config.spy.port } : {}),
    settleMs: config.spy?.settle_ms ?? DEFAULTS.settleMs,
  };
  // One backend can hold a fixed port: scenarios then run one at a time, so that every request
  // it logs belongs to the scenario in progress.
  const concurrency =
    config.spy?.port !== undefined
      ? 1
      : (opts.concurrency ?? config.concurrency ?? DEFAULTS.concurrency);
  // The loaders (every format's importer) are read once the server is on its way.
  if ((target.server || target.catalog) && !unstartable) await onTarget?.(target, concurrency);
  const { loadConfiguredCorpus } = await import('../corpus/configured.js');
  const corpus = await loadConfiguredCorpus(config, {
    cwd: opts.cwd,
    corpus: opts.corpus,
    env,
    repeat: opts.repeat,
    timeout: opts.timeout,
    serverGiven: Boolean(opts.serverCommand || opts.serverUrl),
    keepProblems,
  });
  // Unknown filter values, an empty corpus or an empty selection end the run here (exit 2);
  // with corpus problems kept (validate), those are reported first.
  const selected = selectScenarios(corpus.scenarios, opts, {
    corpus: (opts.corpus ?? config.corpus ?? []).map((e) => (typeof e === 'string' ? e : e.path)),
    partial: corpus.problems.length > 0,
  });
  const notices = corpus.notices;
  if (unstartable && opts.noSecrets) notices.push(unstartableNotice(unset, opts.noSecrets));
  // Filters first, then the shard: the shards partition what the filters select. A shard may
  // hold none of them (a hash decides): that is a notice, not an error.
  const sliced = opts.shard ? sliceScenarios(selected, opts.shard) : selected;
  const { repeats } = opts;
  const scenarios = repeats
    ? sliced.map((s) => (repeats[s.id] ? { ...s, repeat: repeats[s.id] } : s))
    : sliced;
  const shard = opts.shard && {
    ...opts.shard,
    selected: selected.length,
    selection: selectionHash(selected),
  };
  if (opts.shard) notices.push(shardNotice(opts.shard, scenarios.length, selected.length));
  // Per-scenario needs the target cannot meet, named scenario by scenario.
  const refuse = (picked: Scenario[], field: string, summary: string, what: string) => {
    if (!picked.length) return;
    throw new SetupError(
      summary,
      picked.map((s) => ({
        file: s.origin.file,
        line: s.origin.line,
        // The column while the file's positions are kept.
        column: s.origin.locate?.([]).column,
        field,
        message: `scenario "${s.id}" ${what}`,
      })),
    );
  };
  if (!server && config.catalog) {
    refuse(
      scenarios.filter((s) => s.mode === 'live'),
      'mode',
      'A catalog has no server behind it: scenarios must run in stub mode',
      'runs live',
    );
  }
  if (server?.url) {
    refuse(
      scenarios.filter((s) => s.server),
      'server',
      'Scenario `server` overrides need a server started by `server.command`, not reached at `server.url`',
      'overrides the server',
    );
  }
  return {
    config,
    scenarios,
    ...(shard ? { shard } : {}),
    loaded: corpus.scenarios.length,
    target,
    ...(unstartable ? { unstartable } : {}),
    // A flag beats the config, which beats a thresholds.yaml that came with the corpus.
    thresholds: opts.thresholds
      ? await parseThresholds(opts.thresholds, opts.cwd)
      : (config.thresholds ?? corpus.thresholds?.thresholds),
    notices,
    problems: corpus.problems,
    secrets,
    concurrency,
    timeout: opts.timeout ?? config.timeout ?? DEFAULTS.timeout,
  };
}

/** The unset variables, each where it is written (file:line field), and why they are unset. */
function unsetText(unset: Problem[], why: string): string {
  const names = unset.map((p) => {
    const written = /^\$\{[^}]*\}/.exec(p.message)?.[0] ?? p.field;
    const where = [p.file, p.line].filter((x) => x !== undefined).join(':');
    return `${written} (${where}${p.field ? ` ${p.field}` : ''})`;
  });
  return `${names.join(', ')} not set (${why})`;
}

/** The notice: what is skipped, and how to start the server all the same. */
function unstartableNotice(unset: Problem[], why: string): string {
  const name = /^\$\{env:([^}]*)\}/.exec(unset[0].message)?.[1] ?? 'NAME';
  return (
    `The server is not started, so every run is skipped: ${unsetText(unset, why)}. ` +
    `When the spy answers the server's API, a dummy value lets it start ` +
    `(\`${name}: dummy\` in the step's env on fork pull requests; see the README).`
  );
}

/** Every value the run must never show: see Plan.secrets. */
function runSecrets(config: Config, opts: EvalOptions, env: NodeJS.ProcessEnv): string[] {
  const judge = config.judge === undefined ? undefined : judgeOf(config.judge).spec;
  const specs = [...(opts.providers ?? []), ...(config.providers ?? []), opts.judge, judge];
  return [
    ...new Set([
      ...passedValues(config, env),
      ...headerValues(config),
      ...credentialValues(specs, env),
    ]),
  ];
}

function serverFrom(config: Config, opts: EvalOptions): Config['server'] {
  if (opts.serverUrl)
    return { ...config.server, command: undefined, args: undefined, url: opts.serverUrl };
  if (opts.serverCommand) {
    const [command, ...args] = splitCommand(opts.serverCommand);
    return { ...config.server, url: undefined, command, args };
  }
  return config.server;
}

/** Splits a command line on spaces, keeping quoted parts together. */
export function splitCommand(line: string): string[] {
  const words = line.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  return words.map((w) => w.replace(/^(["'])(.*)\1$/, '$2'));
}

/** A run needs something to list tools: a server or a catalog. */
export function requireTarget(plan: Plan): void {
  if (!plan.target.server && !plan.target.catalog) {
    throw new SetupError(
      'The config names no server: set `server.command`, `server.url` or `catalog`',
    );
  }
}

/** Expected tools that the server (or its override for that scenario) does not list. */
export async function checkToolNames(
  scenarios: Scenario[],
  servers: ToolLister,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  // Every variant's server starts at once, not one after the other.
  await Promise.all(scenarios.map((s) => servers.tools(s)));
  for (const s of scenarios) {
    const tools = new Set((await servers.tools(s)).map((t) => t.name));
    const missing = (p: (string | number)[], tool: string) => {
      if (tools.has(tool)) return;
      const where = s.origin.locate?.(p);
      problems.push({
        file: s.origin.file,
        line: where?.line ?? s.origin.line,
        column: where?.column,
        field: where?.field ?? p.join('.'),
        message: `tool "${tool}" is not in the server's tools/list${s.server ? " (with this scenario's server overrides)" : ''}`,
      });
    };
    s.turns.forEach((t, i) =>
      t.expect.calls?.forEach((c, j) =>
        missing(['turns', i, 'expect', 'calls', j, 'tool'], c.tool),
      ),
    );
    s.gates.forEach(
      (g, i) => g.kind === 'no_call' && missing(['gates', i, 'no_call', 'tool'], g.tool),
    );
  }
  return problems;
}
