// Runs one scenario against one provider: hooks, turns, the tool loop, timeout, one retry
// when the model called no tool where one was expected.
import type { Scenario } from '../corpus/types.js';
import type { SpyProxy } from '../mcp/proxy.js';
import { ProviderError, type ModelStep, type Provider, type Usage } from '../providers/types.js';
import type { HookResult, ResultRow, Status } from '../report/model.js';
import { score, type Verdict } from '../score/verdict.js';
import type { SpyBackend } from '../spy/backend.js';
import { runHook } from './hooks.js';
import type { Transcript } from './transcript.js';

export interface Job {
  scenario: Scenario;
  provider: Provider;
  repetition: number;
}

export interface RunSettings {
  /** Default per-scenario timeout, seconds. */
  timeout: number;
  hookTimeout: number;
}

const emptyUsage = (): Usage => ({ inputTokens: 0, outputTokens: 0, cachedTokens: 0 });

export async function runJob(
  job: Job,
  proxy: SpyProxy,
  backend: SpyBackend,
  settings: RunSettings,
): Promise<ResultRow> {
  const { scenario } = job;
  if (scenario.skip)
    return row(job, emptyTranscript(), [], { status: 'skipped', reason: scenario.skip }, 0);
  const hooks: HookResult[] = [];
  try {
    if (scenario.before) {
      const hook = await runHook(
        'before',
        scenario.before,
        scenario.dir,
        settings.hookTimeout * 1000,
      );
      hooks.push(hook);
      if (hook.exitCode !== 0) {
        const reason = `before hook exited with ${hook.exitCode}: ${hook.stderr.trim().split('\n').pop() ?? ''}`;
        return row(job, emptyTranscript(), hooks, { status: 'setup-failed', reason }, 0);
      }
    }
    let attempts = 0;
    for (;;) {
      attempts++;
      const { transcript, outcome } = await attempt(job, proxy, backend, settings);
      if (outcome) return row(job, transcript, hooks, outcome, attempts);
      const verdict = score(scenario, transcript);
      if (verdict.status === 'inconclusive' && attempts < 2) continue;
      return row(job, transcript, hooks, verdict, attempts);
    }
  } finally {
    if (scenario.after) {
      hooks.push(await runHook('after', scenario.after, scenario.dir, settings.hookTimeout * 1000));
    }
  }
}

interface Outcome {
  status: Status;
  reason: string;
}

async function attempt(
  job: Job,
  proxy: SpyProxy,
  backend: SpyBackend,
  settings: RunSettings,
): Promise<{ transcript: Transcript; outcome?: Outcome }> {
  const { scenario } = job;
  const seconds = scenario.timeout ?? settings.timeout;
  const controller = new AbortController();
  const transcript = emptyTranscript();
  transcript.tools = proxy.tools.map((t) => t.name);
  proxy.begin(scenario.mode);
  backend.take();
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, seconds * 1000);
  });
  let outcome: Outcome | undefined;
  try {
    const done = await Promise.race([
      converse(job, proxy, transcript, controller.signal),
      timedOut,
    ]);
    if (done === 'timeout')
      outcome = { status: 'timeout', reason: `no verdict within ${seconds} s` };
  } catch (err) {
    outcome = { status: 'errored', reason: errorReason(err) };
    if (err instanceof ProviderError && err.kind === 'auth') throw err;
  } finally {
    clearTimeout(timer);
    transcript.latencyMs = performance.now() - started;
    transcript.calls = proxy.takeCalls();
    transcript.requests = backend.take();
  }
  return { transcript, outcome };
}

async function converse(job: Job, proxy: SpyProxy, t: Transcript, signal: AbortSignal) {
  const { scenario, provider } = job;
  const session = provider.start(proxy.tools);
  for (const [index, turn] of scenario.turns.entries()) {
    proxy.expect(turn.expect.calls ?? []);
    const texts: string[] = [];
    let step = await session.user(turn, signal);
    add(t.usage, step);
    let steps = 0;
    for (;;) {
      if (step.text.trim()) texts.push(step.text.trim());
      if (step.calls.length === 0 || steps >= scenario.max_steps || signal.aborted) break;
      steps++;
      const outcomes = await Promise.all(
        step.calls.map(async (c) => {
          const out = c.malformed
            ? proxy.malformed(index, c.tool, c.malformed)
            : await proxy.call(index, c.tool, c.args, signal);
          return { callId: c.id, tool: c.tool, text: out.text, isError: out.isError };
        }),
      );
      step = await session.results(outcomes, signal);
      add(t.usage, step);
    }
    t.turns.push({ user: turn.user, reply: texts.join('\n') });
  }
  return 'done' as const;
}

function add(usage: Usage, step: ModelStep): void {
  usage.inputTokens += step.usage?.inputTokens ?? 0;
  usage.outputTokens += step.usage?.outputTokens ?? 0;
  usage.cachedTokens += step.usage?.cachedTokens ?? 0;
}

export function errorReason(err: unknown): string {
  if (err instanceof ProviderError) {
    return `${err.kind}${err.status ? ` (${err.status})` : ''}: ${err.message}`;
  }
  return err instanceof Error ? err.message : String(err);
}

export function emptyTranscript(): Transcript {
  return { turns: [], calls: [], requests: [], tools: [], usage: emptyUsage(), latencyMs: 0 };
}

export function row(
  job: Job,
  t: Transcript,
  hooks: HookResult[],
  v: Partial<Verdict> & Outcome,
  attempts: number,
): ResultRow {
  const { scenario: s, provider } = job;
  return {
    scenario: s.id,
    file: s.origin.file,
    line: s.origin.line,
    provider: provider.id,
    model: provider.model,
    repetition: job.repetition,
    status: v.status,
    reason: v.reason,
    tier: s.tier,
    ...(s.category ? { category: s.category } : {}),
    tags: s.tags,
    mode: s.mode,
    checks: v.checks ?? [],
    observations: v.observations ?? [],
    turns: t.turns,
    calls: t.calls,
    requests: t.requests,
    hooks,
    usage: t.usage,
    latencyMs: Math.round(t.latencyMs),
    attempts,
  };
}
