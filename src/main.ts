// The action: inputs -> baseline -> evaluate -> job summary, PR comment, artifact, outputs.
// Never gating by default: scores fail the step only with `fail-on-threshold: true`, a
// regression against the baseline only with `fail-on-regression: true`; a missing baseline is a
// notice and publishing problems are warnings; only a setup error (bad corpus, server that cannot
// start) fails it.
// What only the baseline lookup, merge mode or publishing needs (@actions/github, the artifact
// client, the comment) is imported where it is used: the run's first model request does not wait
// for that code to load.
import * as core from '@actions/core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { evaluate } from './run/evaluate.js';
import type { EvalOptions, EvalOutcome } from './run/options.js';
import type { Logger } from './model/log.js';
import { SetupError } from './errors.js';
import type { BaselineResult } from './github/baseline.js';
import { overallOnly } from './compare/verdict.js';
import { setOutputs } from './github/outputs.js';
import { writeJobSummary } from './github/summary.js';
import { groupedProgress } from './github/progress.js';
import { persistedCache } from './github/cache.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { noSecrets } from './github/fork.js';
import type { ThresholdCheck } from './model/report.js';
import { baseRunText, counted, type Comparison } from './model/comparison.js';
import type { Progress } from './model/progress.js';
import { DEFAULTS } from './model/defaults.js';
import { Redactor, secretValues } from './redact/redact.js';
import { ACTION_GRACE_SECONDS, watchSignals, type SignalWatch } from './run/cancel.js';

// Every form of every secret is masked in the job log (core.setSecret: the runner hides it), and
// what this module writes itself — the summary, the comment, a failure — is redacted.
let redactor = new Redactor();
const clean = (text: string) => redactor.redact(text);
function mask(values: string[]): void {
  for (const form of redactor.add(values)) core.setSecret(form);
}

const log: Logger = {
  info: (message) => core.info(clean(message)),
  notice: (message) => core.notice(clean(message)),
  warn: (message) => core.warning(clean(message)),
  // The `${env:NAME}` values, once the engine has read the config.
  secrets: mask,
};

export async function run(): Promise<void> {
  redactor = new Redactor();
  mask(secretValues(process.env));
  // A cancelled job: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills (cancel.ts).
  const signals = watchSignals((signal, first) =>
    core.warning(
      first
        ? `${signal}: the job is being cancelled; no new scenario starts, running ones get ${ACTION_GRACE_SECONDS} s, then the partial report is written`
        : `${signal}: stopping the running scenarios now to write the partial report`,
    ),
  );
  try {
    const inputs = readInputs();
    chdir(inputs.workingDirectory);
    const cwd = process.cwd();
    // Named after the artifact so two evals in one job (different artifact names) do not mix.
    const out = path.join(cwd, inputs.artifactName);
    const lookup = baselineLookup(inputs, cwd, signals.request.signal);
    // Restored once the run knows its config and corpus files, saved when it is over.
    const cache = persistedCache(log, {
      id: process.env.GITHUB_RUN_ID || 'local',
      attempt: process.env.GITHUB_RUN_ATTEMPT || 1,
    });
    // `same-job`: the base commit checked out and built before the run, removed after it.
    const same =
      inputs.baseline.kind === 'same-job' && !inputs.merge
        ? await sameJob(inputs, cwd, signals.request.signal)
        : {};
    const outcome = await evaluateOrMerge(inputs, { cwd, out, lookup, cache, same, signals });
    // A lookup that failed outright was said by evaluate(); the report is published without it.
    // A cancelled job does not wait for one still in flight: the runner kills it within seconds.
    const { line } = outcome.report.cancelled
      ? {}
      : await lookup.looking().catch((): ResolvedBaseline => ({}));
    await publish(inputs, outcome, out, same.line ?? line);
    // After the report is out: a cancel leaves no time for it (one that came after the last run
    // finished too), and the answers keep till next run.
    if (!outcome.report.cancelled && !signals.received()) await cache.save();
    conclude(inputs, outcome, same.failure);
  } catch (error) {
    await failed(error);
  } finally {
    signals.dispose();
  }
}

/** The baseline, looked up (GitHub API calls, maybe a download) when first needed; once the job
 * is cancelled, a lookup not yet begun is left out: the partial report goes out at once. And
 * the progress: a line per finished run, in one log group per provider (github/progress.ts).
 * `auto`'s lookup runs beside the run from its first finished scenario on: loading the API
 * client (octokit and its HTTP stack, ~80 ms) before the first model request would delay it,
 * and only the report waits for the lookup. */
function baselineLookup(inputs: ActionInputs, cwd: string, cancel: AbortSignal) {
  let lookup: Promise<ResolvedBaseline> | undefined;
  const looking = (): Promise<ResolvedBaseline> => {
    if (!lookup && cancel.aborted) {
      core.notice('No baseline: the job was cancelled before it was looked up.');
      lookup = Promise.resolve({});
    }
    lookup ??= resolveBaseline(inputs, cwd);
    lookup.catch(() => undefined);
    return lookup;
  };
  let firstRun!: () => void;
  const ran = new Promise<void>((resolve) => (firstRun = resolve));
  cancel.addEventListener('abort', () => firstRun(), { once: true });
  const progress = withFirstRun(groupedProgress(), () => firstRun());
  return { looking, ran, progress };
}

interface RunContext {
  cwd: string;
  out: string;
  lookup: ReturnType<typeof baselineLookup>;
  cache: ReturnType<typeof persistedCache>;
  same: SameJob;
  signals: SignalWatch;
}

/** The run (or, in merge mode, the shard jobs' reports joined instead). */
async function evaluateOrMerge(inputs: ActionInputs, c: RunContext): Promise<EvalOutcome> {
  const { cwd, out, lookup, same, signals } = c;
  const given = () => lookup.looking().then((b) => (b.option ? { baseline: b.option } : {}));
  // The default config may be absent when the inputs name the corpus (and server) themselves.
  const config =
    inputs.eval.config === DEFAULTS.config && inputs.eval.corpus && !existsSync(DEFAULTS.config)
      ? undefined
      : inputs.eval.config;
  try {
    if (inputs.merge) {
      const { mergeAndWrite } = await import('./report/merge-write.js');
      const notice = (line: string) => log.warn(line);
      const { formats } = inputs.eval;
      const reports = inputs.merge;
      return await mergeAndWrite({
        reports,
        cwd,
        out,
        env: process.env,
        formats,
        notice,
        ...(await given()),
      });
    }
    return await evaluate({
      ...inputs.eval,
      config,
      cwd,
      out,
      log,
      via: 'action',
      noSecrets: noSecrets(process.env),
      progress: lookup.progress,
      cancel: signals.request,
      grace: ACTION_GRACE_SECONDS,
      prepared: c.cache.prepared,
      ...(same.ab ? { ab: same.ab } : {}),
      ...(inputs.baseline.kind === 'auto'
        ? { lateBaseline: lookup.ran.then(lookup.looking).then((b) => b.option) }
        : await given()),
    });
  } catch (error) {
    // The head could not run alone either (`trials` need both sides): the build named first.
    if (same.failure && error instanceof SetupError) {
      throw new SetupError(
        `${same.failure.message}; and the head could not run alone: ${error.message}`,
        error.problems,
      );
    }
    throw error;
  } finally {
    lookup.progress.end();
    await same.remove?.();
  }
}

/** The step's outcome once the report is out: failed only for a base that could not be built,
 * a cancel, or (when asked) thresholds not met or a regression; otherwise notices. */
function conclude(inputs: ActionInputs, outcome: EvalOutcome, baseFailure?: SetupError): void {
  // The head's report is out; a base that could not be built is the step's failure all the same.
  if (baseFailure) {
    core.setFailed(clean(baseFailure.describe()));
    return;
  }
  const { cancelled, summary, thresholds, comparison } = outcome.report;
  if (cancelled) {
    const counts = summary.overall.counts;
    core.setFailed(
      `Cancelled by ${cancelled.signal}: the partial report was written (${outcome.report.results.length - (counts.cancelled ?? 0)} run(s) finished, ${counts.cancelled ?? 0} cancelled)`,
    );
    return;
  }
  // Say it in the log: a run that scored nothing (every provider skipped, as on a fork PR
  // without secrets) has no accuracy, and is no pass.
  const { overall } = summary;
  if (overall.scored === 0) {
    const blind = overall.unobserved
      ? `; ${overall.unobserved} inconclusive only because a gate could not observe`
      : '';
    core.notice(
      `Nothing was scored (${overall.total} result row(s), none scored${blind}): no accuracy; see the notices for skipped providers.`,
    );
  }
  if (!thresholds.met) {
    const missed = thresholds.checks
      .filter((c) => !c.met)
      .map(describeMiss)
      .join('; ');
    if (inputs.failOnThreshold) core.setFailed(`Thresholds not met: ${missed}`);
    else
      core.notice(
        `Thresholds not met (${missed}); fail-on-threshold is false, so the step succeeds.`,
      );
  }
  if (comparison?.verdict === 'regressed') {
    const what = regressedLine(comparison);
    if (inputs.failOnRegression) core.setFailed(what);
    else core.notice(`${what}; fail-on-regression is false, so the step succeeds.`);
  }
}

/** "Regressed against the baseline run #12 on main @ abc1234: 2 regressed, 1 fixed". */
function regressedLine(comparison: Comparison): string {
  // Judge-only pairs the verdict ignored are not counted here either.
  const regressed = counted(comparison, 'regressed');
  const fixed = counted(comparison, 'fixed');
  const { run: base, label } = comparison.base;
  // Named as the comment and report.md name it: by its run number, with its page.
  const against = base
    ? `${baseRunText(base)} on ${base.branch} @ ${base.sha.slice(0, 7)}`
    : `(${label})`;
  const only = overallOnly(comparison);
  return `Regressed against the baseline ${against}: ${regressed} regressed, ${fixed} fixed${only ? `; ${only}` : ''}`;
}

async function failed(error: unknown): Promise<void> {
  if (error instanceof SetupError) {
    // Meant for a person: what is wrong and where, no stack.
    core.setFailed(clean(error.describe()));
    await summarizeSetupError(clean(error.describe()));
  } else {
    // A bug rather than a setup problem: the stack goes to the debug log, for a bug report.
    core.debug(clean(error instanceof Error ? (error.stack ?? error.message) : String(error)));
    core.setFailed(
      clean(`mcp-eval failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}

/** The progress, which also says (once) when the first run has finished, or that none will. */
function withFirstRun<P extends Progress>(progress: P, first: () => void): P {
  return {
    ...progress,
    start: (plan) => {
      progress.start?.(plan);
      if (plan.total === 0) first();
    },
    row: (...args) => {
      progress.row(...args);
      first();
    },
  };
}

/** e.g. "openai:gpt-4.1-mini category safety: 75% < 100%" */
function describeMiss(c: ThresholdCheck): string {
  const pct = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x * 1000) / 10}%`);
  if (c.scope === 'budget') return `budget ${c.key}: ${c.actual ?? 'n/a'} tokens > ${c.required}`;
  const what = c.scope === 'overall' ? 'overall' : `${c.scope} ${c.key}`;
  return `${c.provider ? `${c.provider} ` : ''}${what}: ${pct(c.actual)} < ${pct(c.required)}`;
}

/** The job summary is where people look first; a setup error belongs there too. */
async function summarizeSetupError(text: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addHeading('MCP eval: setup error', 3).addCodeBlock(text).write();
  } catch {
    // The error is already the step's failure message.
  }
}

interface ResolvedBaseline {
  /** For evaluate(): the report to compare with, and the run it comes from. */
  option?: NonNullable<EvalOptions['baseline']>;
  /** For the job summary and the comment: which run it is, or why there is none. */
  line?: string;
}

/**
 * `none`: no comparison. A path: that report (relative to working-directory). `auto`: the
 * report artifact of an earlier run of this workflow; not finding one is a notice, never a
 * failure, and the report is published without a comparison.
 */
async function resolveBaseline(inputs: ActionInputs, cwd: string): Promise<ResolvedBaseline> {
  const { baseline } = inputs;
  if (baseline.kind === 'none' || baseline.kind === 'same-job') return {};
  if (baseline.kind === 'path') return { option: { path: path.resolve(cwd, baseline.path) } };

  const repository = /^([^/]+)\/([^/]+)$/.exec(process.env.GITHUB_REPOSITORY ?? '');
  const runId = Number(process.env.GITHUB_RUN_ID);
  const [{ findBaseline, describeBaseline }, github] = await Promise.all([
    import('./github/baseline.js'),
    import('@actions/github'),
  ]);
  const result = repository
    ? await findBaseline({
        token: inputs.githubToken,
        apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
        owner: repository[1],
        repo: repository[2],
        // The event as the comment reads it; the rest from the env at run time.
        eventName: github.context.eventName,
        payload: github.context.payload,
        ref: process.env.GITHUB_REF,
        runId: Number.isSafeInteger(runId) && runId > 0 ? runId : undefined,
        workflowRef: process.env.GITHUB_WORKFLOW_REF,
        artifactName: inputs.artifactName,
        log,
      })
    : ({
        found: false,
        reason: 'GITHUB_REPOSITORY is not set (not on a runner?)',
        level: 'notice',
      } as const);

  if (result.found) {
    // Checked here, not by evaluate(): a stored report this version cannot read (an older
    // schemaVersion) is no baseline, where a path the user gave is a setup error.
    try {
      await (await import('./compare/load.js')).loadReport(result.path, cwd, 'baseline');
    } catch (error) {
      const why = error instanceof SetupError ? error.describe() : String(error);
      const missing = {
        found: false,
        reason: `the report of ${baseRunText(result.run)} cannot be compared with (${why.replace(/\s*\n\s*/g, '; ')})`,
        level: 'warning',
      } as const;
      return noBaseline(missing, describeBaseline(missing));
    }
  }
  if (!result.found) return noBaseline(result, describeBaseline(result));
  const { id, url, sha, branch, createdAt, number } = result.run;
  return {
    option: {
      path: result.path,
      run: { id, url, sha, branch, createdAt, ...(number === undefined ? {} : { number }) },
    },
    line: describeBaseline(result),
  };
}

interface SameJob {
  /** For evaluate(): the base server started from the base checkout. */
  ab?: NonNullable<EvalOptions['ab']>;
  /** For the job summary and the comment: the base commit, or why there is no comparison. */
  line?: string;
  /** The base build's failure: the head runs alone, its report is published, the step fails. */
  failure?: SetupError;
  remove?: () => Promise<void>;
}

/**
 * The pull request's base commit in a worktree, built with `base-build`: the run's base side is
 * the same config's server started there. Another event has no base commit: a notice, no
 * comparison. A base that cannot be built does not cost the head's run: it runs alone, is
 * published without a comparison, and the step fails naming `base-build` (a comparison was
 * asked for; a green step without one would let `fail-on-regression` pass unseen).
 */
async function sameJob(inputs: ActionInputs, cwd: string, cancel: AbortSignal): Promise<SameJob> {
  const [github, { baseSha, buildBase, checkOutBase }] = await Promise.all([
    import('@actions/github'),
    import('./github/same-job.js'),
  ]);
  const base = baseSha(github.context.eventName, github.context.payload);
  if ('why' in base) {
    core.notice(
      `baseline: same-job runs a pull request's base commit beside its head, and ${base.why}: this run has no comparison.`,
    );
    return { line: `_No baseline: same-job needs a pull request (${base.why})._` };
  }
  const checkout = await checkOutBase(cwd, base.sha);
  const short = base.sha.slice(0, 7);
  const build = inputs.baseline.kind === 'same-job' ? inputs.baseline.build : undefined;
  try {
    if (build) await buildBase(build, checkout.cwd, { signal: cancel });
  } catch (error) {
    await checkout.remove();
    if (!(error instanceof SetupError)) throw error;
    core.warning(
      clean(
        `${error.message}: the head runs alone and its report is published without a comparison`,
      ),
    );
    return {
      failure: error,
      line: `_No baseline: \`base-build\` failed in the base commit \`${short}\`'s checkout; this report has no comparison._`,
    };
  }
  core.info(`Base: commit ${short} in ${checkout.at}, run in this job beside the head`);
  return {
    ab: { base: { checkout: { repo: checkout.repo, at: checkout.at } } },
    line: `Baseline: the pull request's base commit \`${short}\`, run in this job (same job, interleaved, paired).`,
    remove: checkout.remove,
  };
}

function noBaseline(result: BaselineResult & { found: false }, line: string): ResolvedBaseline {
  const text = `No baseline: ${result.reason}. The report is published without a comparison.`;
  if (result.level === 'warning') core.warning(text);
  else core.notice(text);
  return { line };
}

/** Each step catches its own failure: the report on disk is what matters. */
async function publish(
  inputs: ActionInputs,
  outcome: EvalOutcome,
  out: string,
  baselineLine: string | undefined,
): Promise<void> {
  const warn = (what: string, error: unknown) =>
    core.warning(clean(`${what}: ${error instanceof Error ? error.message : String(error)}`));
  const { withBaselineLine } = await import('./github/baseline.js');
  // The summary and the comment name the baseline's run; report.md stays as the engine wrote it.
  const markdown = clean(withBaselineLine(outcome.markdown, baselineLine));

  try {
    await writeJobSummary({ markdown, artifactName: inputs.artifactName, log });
  } catch (error) {
    warn('Could not write the job summary', error);
  }

  let commentUrl: string | undefined;
  const [github, { pullRequestNumber, upsertStickyComment }] = await Promise.all([
    import('@actions/github'),
    import('./github/comment.js'),
  ]);
  const pr = pullRequestNumber(github.context);
  if (inputs.comment && pr !== undefined) {
    try {
      commentUrl = await upsertStickyComment({
        token: inputs.githubToken,
        // From the env at run time (github.context captured it at import); GHES sets its own.
        apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
        ...github.context.repo,
        issueNumber: pr,
        body: markdown,
        tag: inputs.commentTag,
        artifactName: inputs.artifactName,
        runUrl: runUrl(),
        log,
      });
    } catch (error) {
      warn('Could not comment on the pull request', error);
    }
  }

  // The artifact client (with the Azure storage client it bundles) only when uploading.
  const artifactId = inputs.uploadArtifact
    ? await (
        await import('./github/artifact.js')
      ).uploadReportArtifact({
        name: inputs.artifactName,
        directory: out,
        log,
      })
    : undefined;

  setOutputs(outcome, { commentUrl, artifactId });
}

function chdir(directory: string): void {
  try {
    process.chdir(directory);
  } catch {
    throw new SetupError(`working-directory "${directory}" does not exist or is not a directory`);
  }
}

function runUrl(): string | undefined {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
  if (!GITHUB_REPOSITORY || !GITHUB_RUN_ID) return undefined;
  return `${GITHUB_SERVER_URL ?? 'https://github.com'}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
}
