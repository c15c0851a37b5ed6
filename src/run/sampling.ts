// A job's answers to its server's sampling requests: the scenario's model (the job's provider,
// so its tokens count in the row's usage, and it is cached and retried like the conversation's
// requests, within the scenario's deadline) or the scenario's stub texts. Each exchange is kept
// in the transcript, answered or not.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SamplingMode } from '../model/config.js';
import type { SamplingStub, Scenario } from '../model/scenario.js';
import type { SamplingExchange, Transcript } from '../model/transcript.js';
import type { SamplingAnswer, SamplingRequest, ServerAsks } from '../mcp/types.js';
import type { Provider, SessionOptions } from '../providers/types.js';
import { errorMessage } from '../errors.js';
import { addUsage } from './loop.js';

export interface SamplingContext {
  mode: Exclude<SamplingMode, 'off'>;
  scenario: Scenario;
  provider: Provider;
  transcript: Transcript;
  /** The scenario's: a request still being answered when it ends is given up. */
  signal: AbortSignal;
  session: SessionOptions;
}

/** The asks for one call (its turn, its index in the calls), all sharing the scenario's stubs. */
export function samplingAsks(ctx: SamplingContext): (turn: number, call: number) => ServerAsks {
  const used = new Set<SamplingStub>();
  // The model's requests run in the job's context (its trial, which keys the cache), not in the
  // context of the server's message that asked.
  const inJob = AsyncLocalStorage.snapshot();
  return (turn, call) => ({
    async sample(request, signal) {
      const started = performance.now();
      const exchange: SamplingExchange = {
        turn,
        call,
        messages: request.messages,
        ...(request.systemPrompt ? { systemPrompt: request.systemPrompt } : {}),
        ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}),
        answeredBy: 'none',
        durationMs: 0,
      };
      (ctx.transcript.sampling ??= []).push(exchange);
      try {
        const answer =
          ctx.mode === 'stub'
            ? stubAnswer(ctx.scenario, turn, request, used)
            : await inJob(() => modelAnswer(ctx, request, exchange, signal));
        Object.assign(exchange, { answeredBy: ctx.mode, text: answer.text, model: answer.model });
        return answer;
      } catch (err) {
        exchange.error = errorMessage(err);
        throw err;
      } finally {
        exchange.durationMs = performance.now() - started;
      }
    },
  });
}

/** The first unused stub of the turn, then of the scenario, whose `match` (if any) fits. */
function stubAnswer(
  scenario: Scenario,
  turn: number,
  request: SamplingRequest,
  used: Set<SamplingStub>,
): SamplingAnswer {
  const last = request.messages.at(-1)?.text ?? '';
  const stubs = [...(scenario.turns[turn]?.sampling ?? []), ...(scenario.sampling ?? [])];
  const stub = stubs.find((s) => !used.has(s) && (!s.match || new RegExp(s.match).test(last)));
  if (!stub)
    throw new Error(
      `no \`sampling\` stub of scenario ${scenario.id} is left for this request (client.sampling: stub)`,
    );
  used.add(stub);
  return { text: stub.text, model: 'mcp-eval-stub' };
}

/** The scenario's model, in a conversation of its own without tools. */
async function modelAnswer(
  ctx: SamplingContext,
  request: SamplingRequest,
  exchange: SamplingExchange,
  asked: AbortSignal,
): Promise<SamplingAnswer> {
  const { provider, transcript } = ctx;
  if (provider.agent)
    throw new Error(`${provider.id} is an agent CLI: it cannot answer a server's sampling request`);
  const session = provider.start([], ctx.session);
  const step = await session.user(
    { user: promptOf(request), expect: { order: 'any', extra_calls: 'allow' } },
    AbortSignal.any([ctx.signal, asked]),
  );
  addUsage(transcript.usage, step.usage);
  if (step.usage) exchange.usage = step.usage;
  const text = step.text.trim() || step.refusal?.trim();
  if (!text) throw new Error(`${provider.id} gave no text for the sampling request`);
  return { text, model: step.served ?? provider.model };
}

/** One user message: the system prompt, then each message (with its role when there are more). */
function promptOf({ systemPrompt, messages }: SamplingRequest): string {
  const parts = messages.map((m) => (messages.length === 1 ? m.text : `${m.role}: ${m.text}`));
  return [...(systemPrompt ? [`System: ${systemPrompt}`] : []), ...parts].join('\n\n');
}
