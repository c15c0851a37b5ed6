// The action: inputs -> evaluate -> job summary, PR comment, artifact, outputs.
// Never gating by default: scores fail the step only with `fail-on-threshold: true`; publishing
// problems are warnings; only a setup error (bad corpus, server that cannot start) fails it.
import * as core from '@actions/core';
import * as github from '@actions/github';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { evaluate } from './run/evaluate.js';
import type { EvalOutcome } from './run/options.js';
import type { Logger } from './model/log.js';
import { SetupError } from './errors.js';
import { pullRequestNumber, upsertStickyComment } from './github/comment.js';
import { uploadReportArtifact } from './github/artifact.js';
import { setOutputs } from './github/outputs.js';
import { writeJobSummary } from './github/summary.js';
import { readInputs, type ActionInputs } from './inputs.js';
import type { ThresholdCheck } from './model/report.js';
import { DEFAULTS } from './model/defaults.js';

const log: Logger = {
  info: (message) => core.info(message),
  notice: (message) => core.notice(message),
  warn: (message) => core.warning(message),
};

export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    chdir(inputs.workingDirectory);
    const cwd = process.cwd();
    // Named after the artifact so two evals in one job (different artifact names) do not mix.
    const out = path.join(cwd, inputs.artifactName);
    // The default config may be absent when the inputs name the corpus (and server) themselves.
    const config =
      inputs.eval.config === DEFAULTS.config && inputs.eval.corpus && !existsSync(DEFAULTS.config)
        ? undefined
        : inputs.eval.config;
    const outcome = await evaluate({ ...inputs.eval, config, cwd, out, log, via: 'action' });
    await publish(inputs, outcome, out);

    // Say it in the log: a run that scored nothing (every provider skipped, as on a fork PR
    // without secrets) has no accuracy, and is no pass.
    const { overall } = outcome.report.summary;
    if (overall.scored === 0) {
      core.notice(
        `Nothing was scored (${overall.total} result row(s), none scored): no accuracy; see the notices for skipped providers.`,
      );
    }
    const { met, checks } = outcome.report.thresholds;
    if (!met) {
      const missed = checks
        .filter((c) => !c.met)
        .map(describeMiss)
        .join('; ');
      if (inputs.failOnThreshold) core.setFailed(`Thresholds not met: ${missed}`);
      else
        core.notice(
          `Thresholds not met (${missed}); fail-on-threshold is false, so the step succeeds.`,
        );
    }
  } catch (error) {
    if (error instanceof SetupError) {
      // Meant for a person: what is wrong and where, no stack.
      core.setFailed(error.describe());
      await summarizeSetupError(error.describe());
    } else {
      // A bug rather than a setup problem: the stack goes to the debug log, for a bug report.
      core.debug(error instanceof Error ? (error.stack ?? error.message) : String(error));
      core.setFailed(`mcp-eval failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** e.g. "openai:gpt-4.1-mini category safety: 75% < 100%" */
function describeMiss(c: ThresholdCheck): string {
  const pct = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x * 1000) / 10}%`);
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

/** Each step catches its own failure: the report on disk is what matters. */
async function publish(inputs: ActionInputs, outcome: EvalOutcome, out: string): Promise<void> {
  const warn = (what: string, error: unknown) =>
    core.warning(`${what}: ${error instanceof Error ? error.message : String(error)}`);

  try {
    await writeJobSummary({ markdown: outcome.markdown, artifactName: inputs.artifactName, log });
  } catch (error) {
    warn('Could not write the job summary', error);
  }

  let commentUrl: string | undefined;
  const pr = pullRequestNumber(github.context);
  if (inputs.comment && pr !== undefined) {
    try {
      commentUrl = await upsertStickyComment({
        token: inputs.githubToken,
        // From the env at run time (github.context captured it at import); GHES sets its own.
        apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
        ...github.context.repo,
        issueNumber: pr,
        body: outcome.markdown,
        tag: inputs.commentTag,
        artifactName: inputs.artifactName,
        runUrl: runUrl(),
        log,
      });
    } catch (error) {
      warn('Could not comment on the pull request', error);
    }
  }

  const artifactId = inputs.uploadArtifact
    ? await uploadReportArtifact({
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
