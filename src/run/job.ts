// One job: a scenario, a provider, a repetition. Its lifecycle: hooks around it, one attempt
// (retried once when the model called no tool where one was expected), the judge, scoring.
import type { Scenario } from '../model/scenario.js';
import { emptyTranscript, type Transcript } from '../model/transcript.js';
import { toolAnnotations, toolParams } from '../model/tool.js';
import type { HookResult, Outcome } from '../model/verdict.js';
import { describeError } from '../providers/errors.js';
import { ProviderError, type Provider, type SessionOptions } from '../providers/types.js';
import { row } from '../score/row.js';
import type { ResultRow } from '../model/report.js';
import { Judge } from '../score/judge.js';
import { CHECKS, noCallWhereExpected, score } from '../score/verdict.js';
import { structuredOutput } from '../score/server-faults.js';
import { replayVerdict } from '../score/replay.js';
import type { SpyProxy } from '../spy/proxy.js';
import { converseAgent } from './agent-loop.js';
import { runHook } from './hooks.js';
import { converse } from './loop.js';
import { inTrial } from '../providers/cache.js';
import { DEFAULTS } from '../model/defaults.js';
import type { Stop } from './cancel.js';
import type { Holding } from './leases.js';
import { samplingAsks, type SamplingContext } from './sampling.js';

export interface Job {
  scenario: Scenario;
  provider: Provider;
  repetition: number;
  /** A same-job A/B's side (ab.ts): which server the job runs against. */
  side?: 'base' | 'head';
}

export interface RunSettings {
  /** Default per-scenario timeout, seconds. */
  timeout: number;
  /** Per hook, seconds, for scenarios that set no `hook_timeout`; without either, a hook gets
   * the scenario's time left (hookLimit). */
  hookTimeout?: number;
  /** Gives back what the job holds for its conversation (a stateful server's process), once no
   * attempt is left to make (run/pool.ts). */
  conversationOver?: () => Promise<void>;
  /** The LLM judge for clarification and answer turns; the baseline decides without it. */
  judge?: Judge;
  /** The environment hooks run with (process.env when absent). */
  env?: NodeJS.ProcessEnv;
  /** The run's cancel: once its grace period ends, a running job ends `cancelled`. */
  stop?: Stop;
  /** The job's slot in the pool: lent out while the job only waits (SessionOptions.idle). */
  idle?: SessionOptions['idle'];
  /** How long the spy log stays open after the last call to a server returns (`spy.settle_ms`). */
  settleMs?: number;
  /** `server_faults`: `fail` makes a broken output schema fail its row; shown either way. */
  serverFaults?: 'show' | 'fail';
  /** Measures each call's result in tokens, flagging one past `result_token_cap` (mcp/tokens.ts,
   * loaded beside the run: its rank table is large). */
  measure?: (calls: Transcript['calls']) => void;
  /** `client.sampling` when not off: how the server's sampling requests are answered. */
  sampling?: SamplingContext['mode'];
}

/** Where a job runs: the spy in front of its server, the spy backend, and what it cannot see. */
export interface Stage {
  proxy: SpyProxy;
  /** Where the job's spy requests are logged, whichever process its calls reach. */
  backend: Holding;
  /** Why the backend cannot see this scenario's API requests (stub mode, a server not wired to
   * it); request gates then report `unobserved`. */
  blindSpot?: string;
}

export async function runJob(job: Job, stage: Stage, settings: RunSettings): Promise<ResultRow> {
  const { scenario } = job;
  if (scenario.skip)
    return row(job, emptyTranscript(), [], { status: 'skipped', reason: scenario.skip }, 0);
  const hooks: HookResult[] = [];
  // The scenario's clock: until the first attempt sets its own deadline, from the job's start.
  let deadline = Date.now() + (scenario.timeout ?? settings.timeout) * 1000;
  const hook = (phase: HookResult['phase'], command: string) => {
    const limit = hookLimit(phase, scenario.hook_timeout ?? settings.hookTimeout, deadline);
    return runHook(phase, command, scenario.dir, limit.ms, {
      asFile: scenario.hooks_as_files,
      env: settings.env,
      signal: settings.stop?.running,
      limit: limit.why,
    });
  };
  const cancelled = () =>
    settings.stop?.running.aborted
      ? { status: 'cancelled' as const, reason: settings.stop.runningReason() }
      : undefined;
  try {
    if (scenario.before) {
      const before = await hook('before', scenario.before);
      hooks.push(before);
      const stopped = cancelled();
      if (stopped) return row(job, emptyTranscript(), hooks, stopped, 0);
      if (before.exitCode !== 0) {
        const reason = `before hook exited with ${before.exitCode}: ${before.stderr.trim().split('\n').pop() ?? ''}`;
        return row(job, emptyTranscript(), hooks, { status: 'setup-failed', reason }, 0);
      }
    }
    const checks = settings.serverFaults === 'fail' ? [...CHECKS, structuredOutput] : CHECKS;
    let attempts = 0;
    for (;;) {
      attempts++;
      // Cached answers are keyed by trial: repeats and a second attempt are new samples, and an
      // A/B's sides never answer each other (docs/ab.md: each side's trials are its own samples).
      const trial = `${job.side ? `${job.side}/` : ''}${job.repetition}.${attempts}`;
      const tried = await inTrial(trial, () => attempt(job, stage, settings));
      const { transcript, outcome } = tried;
      deadline = tried.deadline;
      if (outcome) return row(job, transcript, hooks, outcome, attempts);
      let verdict = score(scenario, transcript, checks);
      // Only a model that called nothing gets a second chance; a gate that cannot see never will.
      if (
        verdict.status === 'inconclusive' &&
        noCallWhereExpected(scenario, transcript) &&
        attempts < 2
      )
        continue;
      // The conversation is over: a process held for it goes back before the judge grades and
      // the after hook runs, neither of which calls the server.
      await settings.conversationOver?.();
      if (settings.judge && Judge.wanted(scenario)) {
        // Between the conversation and scoring: the checks read the judgements. The judge works
        // in what is left of the scenario's time; a grade it cannot finish there is the baseline's.
        const { judge } = settings;
        const bound = { deadline, signal: settings.stop?.running };
        transcript.judgements = await inTrial(trial, () =>
          judge.judge(scenario, transcript, bound),
        );
        // The grace period ended while it graded: the row ends like every other running one.
        const stopped = cancelled();
        if (stopped) return row(job, transcript, hooks, stopped, attempts);
        verdict = score(scenario, transcript, checks);
      }
      return row(
        job,
        transcript,
        hooks,
        replayVerdict(job.provider, scenario, transcript, verdict),
        attempts,
      );
    }
  } finally {
    // Past the grace period there is no time for a teardown: the row says it did not run.
    const stopped = cancelled();
    if (scenario.after && stopped) hooks.push(notRun('after', scenario.after, stopped.reason));
    else if (scenario.after) hooks.push(await hook('after', scenario.after));
  }
}

/**
 * How long a hook may run: `hook_timeout` when set; else the scenario's time left, and for the
 * after hook at least DEFAULTS.afterHookMin (a teardown still runs after a timeout).
 */
export function hookLimit(
  phase: HookResult['phase'],
  seconds: number | undefined,
  deadline: number,
  now = Date.now(),
): { ms: number; why: string } {
  if (seconds !== undefined) return { ms: seconds * 1000, why: `hook_timeout: ${seconds} s` };
  const left = Math.max(0, deadline - now);
  const least = DEFAULTS.afterHookMin * 1000;
  if (phase === 'after' && left < least)
    return { ms: least, why: `the least an after hook gets; set hook_timeout to change it` };
  return { ms: left, why: `the scenario's time left; set hook_timeout to change it` };
}

function notRun(phase: HookResult['phase'], command: string, reason: string): HookResult {
  return {
    phase,
    command,
    exitCode: null,
    stdout: '',
    stderr: `not run: ${reason}`,
    durationMs: 0,
  };
}

/** One conversation under the scenario's timeout; an outcome when it did not finish. */
async function attempt(
  job: Job,
  { proxy, backend, blindSpot }: Stage,
  settings: RunSettings,
): Promise<{ transcript: Transcript; outcome?: Outcome; deadline: number }> {
  const { scenario, provider } = job;
  const seconds = scenario.timeout ?? settings.timeout;
  const controller = new AbortController();
  const transcript = emptyTranscript();
  transcript.tools = proxy.tools.map((t) => t.name);
  transcript.params = toolParams(proxy.tools);
  const annotations = toolAnnotations(proxy.tools);
  if (Object.keys(annotations).length) transcript.annotations = annotations;
  if (blindSpot) transcript.unobservable = blindSpot;
  // Replay is the self-test: it alone may send a call twice to try the tool's idempotentHint.
  const deadline = Date.now() + seconds * 1000;
  const session = { deadline, idle: settings.idle };
  const { sampling: mode } = settings;
  const asks = mode
    ? samplingAsks({ mode, scenario, provider, transcript, signal: controller.signal, session })
    : undefined;
  proxy.begin(scenario.mode, {
    probeIdempotent: provider.id === 'replay' && scenario.annotations !== 'off',
    elicit: scenario.elicit,
    asks,
  });
  const ledger = backend.begin(scenario.spy?.routes);
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, seconds * 1000);
  });
  // The grace period after a cancel ended: the conversation stops where it is.
  const running = settings.stop?.running;
  let onCancel = () => {};
  const cancelled = new Promise<'cancelled'>((resolve) => {
    onCancel = () => {
      controller.abort(running?.reason);
      resolve('cancelled');
    };
    if (running?.aborted) onCancel();
    else running?.addEventListener('abort', onCancel, { once: true });
  });
  const conversation = provider.agent
    ? converseAgent(scenario, provider.agent, proxy, transcript, controller.signal)
    : // The deadline lets the retry layer give up at once on a wait the scenario cannot afford;
      // `idle` lends the job's slot while it waits.
      converse(scenario, provider, proxy, transcript, controller.signal, {
        ...session,
        scenario: { id: scenario.id, repetition: job.repetition },
      });
  let outcome: Outcome | undefined;
  try {
    const done = await Promise.race([conversation, timedOut, cancelled]);
    if (done === 'timeout')
      outcome = { status: 'timeout', reason: `no verdict within ${seconds} s` };
    if (done === 'cancelled')
      outcome = { status: 'cancelled', reason: settings.stop!.runningReason() };
  } catch (err) {
    // An error the abort caused is the cancel's, not the model's.
    if (running?.aborted) outcome = { status: 'cancelled', reason: settings.stop!.runningReason() };
    else {
      outcome = { status: 'errored', reason: describeError(err) };
      if (err instanceof ProviderError && err.kind === 'auth') throw err;
    }
  } finally {
    clearTimeout(timer);
    running?.removeEventListener('abort', onCancel);
    transcript.latencyMs = performance.now() - started;
    transcript.calls = proxy.takeCalls();
    const probes = proxy.takeProbes();
    if (probes.length) transcript.probes = probes;
    const elicitations = proxy.takeElicitations();
    if (elicitations.length) transcript.elicitations = elicitations;
    settings.measure?.(transcript.calls);
  }
  // A task still running when the time ran out was cancelled: the row says which.
  const cancelledTasks = transcript.calls.filter((c) => c.task?.cancelled);
  if (outcome && cancelledTasks.length)
    outcome.reason += `; cancelled (tasks/cancel) the task of ${cancelledTasks.map((c) => `${c.tool} (${c.task?.id}, ${c.task?.status} after ${c.task?.polls} polls)`).join(', ')}`;
  // What the last call set off (a background job) may still reach the spy: the log stays open.
  if (!outcome) await settle(backend.lastCall, settings, deadline);
  transcript.requests = ledger.close();
  // A conversation cut short runs on for a moment: what it adds is no part of this row.
  if (outcome) {
    const { turns, usage, served, sampling } = transcript;
    return {
      transcript: {
        ...transcript,
        turns: [...turns],
        usage: { ...usage },
        ...(served ? { served: [...served] } : {}),
        ...(sampling ? { sampling: [...sampling] } : {}),
      },
      outcome,
      deadline,
    };
  }
  return { transcript, outcome, deadline };
}

/** Until `settleMs` after the last call to a server returned; at once when no call reached one.
 * Never past the scenario's deadline, and not at all once the run is cancelled. */
async function settle(
  lastCall: number | undefined,
  { settleMs = 0, stop }: RunSettings,
  deadline: number,
): Promise<void> {
  const cancel = stop?.starting;
  if (lastCall === undefined || cancel?.aborted) return;
  const ms = Math.min(lastCall + settleMs - performance.now(), deadline - Date.now());
  if (ms <= 0) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      cancel?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    cancel?.addEventListener('abort', done, { once: true });
  });
}
