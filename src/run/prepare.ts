// Everything before the first model call: config, overrides, corpus, filters, and the
// checks that need the server's tool list. All problems are collected, then thrown at once.
import path from 'node:path';
import {
  headerValues,
  missingEnv,
  readConfig,
  serverStrings,
  passedValues,
} from '../corpus/config.js';
import { credentialValues } from '../providers/spec.js';
import { judgeOf, type Config, type Thresholds } from '../model/config.js';
import { didYouMean, selectScenarios } from '../corpus/filter.js';
import { selectionHash, shardNotice, sliceScenarios } from '../corpus/shard.js';
import type { ShardInfo } from '../model/report.js';
import { type Scenario } from '../model/scenario.js';
import type { EvalOptions } from './options.js';
import { SetupError, type Problem } from '../errors.js';
import { splitCommand } from './command-line.js';
import type { Target, ToolLister } from './servers.js';
import { DEFAULTS } from '../model/defaults.js';
import { abServers, trialPlan, type TrialPlan } from './ab-plan.js';
import { blindSpot } from './sight.js';
import { loadConfiguredCorpus } from '../corpus/configured.js';
import { chooseThresholds, type ChosenThresholds } from './thresholds.js';

export interface Plan {
  config: Config;
  scenarios: Scenario[];
  /** With `--shard`: which slice this is, for the report. */
  shard?: ShardInfo;
  /** Scenarios in the corpus before filters. */
  loaded: number;
  target: Target;
  thresholds?: Thresholds;
  thresholdsFrom: ChosenThresholds['from'];
  /** From loading the corpus; shown, never blocking. */
  notices: string[];
  /** Config and corpus problems, when prepare was asked to keep them rather than throw. */
  problems: Problem[];
  /** The server's `${env:NAME}` left unset, when prepare was asked to keep problems: validate
   * decides whether they are errors. */
  unset: Problem[];
  concurrency: number;
  timeout: number;
  /** A same-job A/B: where the base side runs (`target` is the head's), and the trials. */
  ab?: { base: Target; trials?: TrialPlan };
  /** Why no run can start the server (its `${env:NAME}` unset on a run that gets no secrets):
   * every provider is then skipped with this reason, and the server is never started. */
  unstartable?: string;
  /** Values passed to the server through ${env:NAME}, its header credentials and the model APIs'
   * keys (whatever their variable's name): redacted from every report and output. */
  secrets: string[];
}

export async function prepare(opts: EvalOptions, keepProblems = false): Promise<Plan> {
  const env = opts.env ?? process.env;
  // Kept problems (validate): the config's are reported with the corpus's, and what is valid of
  // the config is used.
  const read = await readConfig(opts.config, opts.cwd);
  if (read.problems.length && !keepProblems) {
    const what = read.unreadable ? 'Cannot load the config' : 'The config';
    throw new SetupError(
      `${what} ${opts.config}${read.unreadable ? '' : ' is not valid'}`,
      read.problems,
    );
  }
  const config = read.config;
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
  if (unset.length && !unstartable && !keepProblems) {
    throw new SetupError('The server config passes environment variables that are not set', unset);
  }
  const own = serverFrom(config, opts);
  const trials = trialPlan(config, opts);
  const sides = opts.ab && abServers(config, opts, own);
  const server = sides ? sides.head : own;
  const target: Target = {
    server,
    catalog: config.catalog && path.resolve(config.dir, config.catalog),
    routes: config.spy?.routes ?? [],
    dir: config.dir,
    defaultStub: config.default_stub,
    env,
    ...(config.spy?.port !== undefined ? { spyPort: config.spy.port } : {}),
    settleMs: config.spy?.settle_ms ?? DEFAULTS.settleMs,
    ...(config.client ? { client: config.client } : {}),
  };
  const ab = sides && {
    base: { ...target, server: sides.base },
    ...(trials ? { trials } : {}),
  };
  // One backend can hold a fixed port: scenarios then run one at a time, so that every request
  // it logs belongs to the scenario in progress.
  const concurrency =
    config.spy?.port !== undefined
      ? 1
      : (opts.concurrency ?? config.concurrency ?? DEFAULTS.concurrency);
  // A config whose `corpus` is lost to its problems leaves nothing else to check.
  if (read.problems.length && !(opts.corpus ?? config.corpus)?.length) {
    throw new SetupError(`The config ${opts.config} is not valid`, read.problems);
  }
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
    partial: corpus.problems.length > 0 || read.problems.length > 0,
  });
  const notices = corpus.notices;
  if (config.ab && !opts.ab)
    notices.push(
      'The config has `ab`: this run evaluates `server` only; `mcp-eval ab` runs both sides',
    );
  if (unstartable && opts.noSecrets) notices.push(unstartableNotice(unset, opts.noSecrets, server));
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
  // Nothing to wait for when no live scenario's server can reach the spy: without a settle window
  // a process is free as soon as a call returns (docs/concurrency.md). An explicit one stands.
  if (config.spy?.settle_ms === undefined)
    for (const t of ab ? [target, ab.base] : [target])
      t.settleMs = scenarios.some((s) => !blindSpot(t, s)) ? DEFAULTS.settleMs : 0;
  const unasked = scriptedUnasked(scenarios, config);
  if (unasked) notices.push(unasked);
  // Per-scenario needs the target cannot meet, named scenario by scenario.
  const refused: Problem[] = [];
  const refuse = (picked: Scenario[], field: string, summary: string, what: string) => {
    if (!picked.length) return;
    const problems = picked.map((s): Problem => ({
      file: s.origin.file,
      line: s.origin.line,
      // The column while the file's positions are kept.
      column: s.origin.locate?.([]).column,
      field,
      message: `scenario "${s.id}" ${what}`,
    }));
    // Validate reports them with the others; a run cannot start.
    if (!keepProblems) throw new SetupError(summary, problems);
    refused.push(...problems);
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
    ...(ab ? { ab } : {}),
    ...(unstartable ? { unstartable } : {}),
    ...(await chosenThresholds(opts, config, corpus.thresholds?.thresholds)),
    notices,
    problems: [...read.problems, ...corpus.problems, ...refused],
    unset: unstartable ? [] : unset,
    secrets,
    concurrency,
    timeout: opts.timeout ?? config.timeout ?? DEFAULTS.timeout,
  };
}

/** The plan's thresholds and where they come from (thresholds.ts decides). */
async function chosenThresholds(
  opts: EvalOptions,
  config: Config,
  corpus: Thresholds | undefined,
): Promise<Pick<Plan, 'thresholds' | 'thresholdsFrom'>> {
  const { thresholds, from } = await chooseThresholds(
    { option: opts.thresholds, config: config.thresholds, corpus },
    opts.cwd,
  );
  return { ...(thresholds ? { thresholds } : {}), thresholdsFrom: from };
}

/** Scenarios that script answers (`elicit`) a server can never ask for: the client does not
 * declare elicitation. Said, since the answers would silently go unused. */
function scriptedUnasked(scenarios: Scenario[], config: Config): string | undefined {
  if (config.client?.elicitation) return undefined;
  const scripted = scenarios.filter((s) => s.elicit || s.turns.some((t) => t.elicit));
  if (!scripted.length) return undefined;
  return (
    `${scripted.length} scenario(s) script elicitation answers (\`elicit\`), but the config does ` +
    `not declare \`client.elicitation\`: the server cannot elicit, so they are never used ` +
    `(first: ${scripted[0].id})`
  );
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

/** The notice: what is skipped, and, when the spy answers the server's API (a field passes it
 * `${spy.url}` or `${spy.port}`), that dummy values let the server start all the same. */
function unstartableNotice(unset: Problem[], why: string, server: Config['server']): string {
  const skipped = `The server is not started, so every run is skipped: ${unsetText(unset, why)}.`;
  const names = [...new Set(unset.map((p) => /^\$\{env:([^}]*)\}/.exec(p.message)?.[1] ?? 'NAME'))];
  const spied = serverStrings(server).some(([, text]) => /\$\{spy\.(url|port)\}/.test(text));
  if (!spied) {
    return (
      `${skipped} The server's API is not the spy's (no \`\${spy.url}\` in its config), so a ` +
      `dummy value would not do: these runs need the real secret (see docs/action.md).`
    );
  }
  const dummies = names.map((n) => `\`${n}: dummy\``).join(', ');
  return (
    `${skipped} The spy answers the server's API (\`\${spy.url}\`), so a dummy value lets it ` +
    `start and the runs score: ${dummies} in the step's env on fork pull requests (see docs/action.md).`
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
    const what = opts.via === 'action' ? 'the `server-command` input' : '--server-command';
    const [command, ...args] = splitCommand(opts.serverCommand, what);
    return { ...config.server, url: undefined, command, args };
  }
  return config.server;
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
    const names = (await servers.tools(s)).map((t) => t.name);
    const tools = new Set(names);
    const missing = (p: (string | number)[], tool: string) => {
      if (tools.has(tool)) return;
      const where = s.origin.locate?.(p);
      problems.push({
        file: s.origin.file,
        line: where?.line ?? s.origin.line,
        column: where?.column,
        field: where?.field ?? p.join('.'),
        message: `tool "${tool}" is not in the server's tools/list${s.server ? " (with this scenario's server overrides)" : ''}${didYouMean(tool, names)}`,
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
