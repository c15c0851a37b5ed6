// Runs one scenario against one provider: hooks, turns, the tool loop, timeout, one retry
// when the model called no tool where one was expected.
import type { Scenario } from '../corpus/types.js';
import type { SpyProxy } from '../mcp/proxy.js';
import { serveProxy } from '../mcp/serve.js';
import { ProviderError, type AgentRunner, type Provider, type Usage } from '../providers/types.js';
import type { CheckResult, HookResult, ResultRow, Status } from '../report/model.js';
import { Judge } from '../score/judge.js';
import { sumUsage } from '../score/usage.js';
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
  /** The LLM judge for clarification and answer turns; the baseline decides without it. */
  judge?: Judge;
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
        { asFile: scenario.hooks_as_files },
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
      let verdict = score(scenario, transcript);
      if (verdict.status === 'inconclusive' && attempts < 2) continue;
      if (settings.judge && Judge.wanted(scenario)) {
        // Between the conversation and scoring: the checks read the judgements.
        transcript.judgements = await settings.judge.judge(scenario, transcript);
        verdict = score(scenario, transcript);
      }
      return row(job, transcript, hooks, verdict, attempts);
    }
  } finally {
    if (scenario.after) {
      hooks.push(
        await runHook('after', scenario.after, scenario.dir, settings.hookTimeout * 1000, {
          asFile: scenario.hooks_as_files,
        }),
      );
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
  if (provider.agent) return converseAgent(job, provider.agent, proxy, t, signal);
  const session = provider.start(proxy.tools);
  for (const [index, turn] of scenario.turns.entries()) {
    proxy.expect(turn.expect.calls ?? []);
    const texts: string[] = [];
    let step = await session.user(turn, signal);
    add(t.usage, step.usage);
    let steps = 0;
    for (;;) {
      if (step.text.trim()) texts.push(step.text.trim());
      if (step.calls.length === 0 || signal.aborted) break;
      if (steps >= scenario.max_steps) {
        // Still on the record: a forbidden call asked for at the limit must not go unseen.
        for (const c of step.calls)
          proxy.notRun(index, c.tool, c.args, `max_steps (${scenario.max_steps}) reached`);
        break;
      }
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
      add(t.usage, step.usage);
    }
    t.turns.push({ user: turn.user, reply: texts.join('\n') });
  }
  return 'done' as const;
}

/**
 * An agent runs its own tool loop: the spy proxy is served to it over MCP (calls land in the
 * spy's log like the runner's own), and each turn continues the agent's session.
 */
async function converseAgent(
  job: Job,
  agent: AgentRunner,
  proxy: SpyProxy,
  t: Transcript,
  signal: AbortSignal,
) {
  const { scenario } = job;
  let current = 0;
  const served = await serveProxy(proxy, () => ({ turn: current, signal }));
  try {
    let sessionId: string | undefined;
    for (const [index, turn] of scenario.turns.entries()) {
      current = index;
      proxy.expect(turn.expect.calls ?? []);
      const reply = await agent.run(turn, {
        mcpUrl: served.url,
        signal,
        sessionId,
        maxSteps: scenario.max_steps,
      });
      sessionId = reply.sessionId ?? sessionId;
      add(t.usage, reply.usage);
      t.turns.push({ user: turn.user, reply: reply.text.trim() });
    }
  } finally {
    await served.close();
  }
  return 'done' as const;
}

function add(usage: Usage, step: Usage | undefined): void {
  usage.inputTokens += step?.inputTokens ?? 0;
  usage.outputTokens += step?.outputTokens ?? 0;
  usage.cachedTokens += step?.cachedTokens ?? 0;
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
    ...grading(v.checks ?? []),
    ...(t.judgements?.some((j) => j.usage)
      ? { judgeUsage: sumUsage(t.judgements.flatMap((j) => j.usage ?? [])) }
      : {}),
  };
}

/** Which grader decided the clarification and answer checks of a row. */
function grading(checks: CheckResult[]): { grading?: string } {
  const graded = checks.filter((c) => c.gradedBy);
  if (!graded.length) return {};
  const judges = [...new Set(graded.flatMap((c) => (c.judge ? [c.judge] : [])))];
  const baseline = graded.some((c) => c.gradedBy === 'baseline');
  if (!judges.length) return { grading: 'baseline' };
  return { grading: `judge:${judges.join(',')}${baseline ? '+baseline' : ''}` };
}
