// The tool loop: the runner sends each user turn, runs the model's tool calls through the spy
// proxy and returns their results, until the model answers without calls or max_steps is hit.
import type { Scenario } from '../model/scenario.js';
import type { Transcript, Usage } from '../model/transcript.js';
import type { Provider, SessionOptions } from '../providers/types.js';
import type { SpyProxy } from '../spy/proxy.js';

export async function converse(
  scenario: Scenario,
  provider: Provider,
  proxy: SpyProxy,
  t: Transcript,
  signal: AbortSignal,
  options?: SessionOptions,
): Promise<void> {
  const session = provider.start(proxy.tools, options);
  for (const [index, turn] of scenario.turns.entries()) {
    proxy.expect(turn.expect.calls ?? [], turn.elicit);
    const texts: string[] = [];
    const refusals: string[] = [];
    // A turn that starts from the server's prompt: its text is the user's message.
    const user = turn.mcp_prompt
      ? await proxy.prompt(turn.mcp_prompt.name, turn.mcp_prompt.args ?? {}, signal)
      : turn.user;
    let step = await session.user({ ...turn, user }, signal);
    addUsage(t.usage, step.usage);
    addServed(t, step.served);
    let steps = 0;
    for (;;) {
      if (step.text.trim()) texts.push(step.text.trim());
      if (step.refusal?.trim()) refusals.push(step.refusal.trim());
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
            ? proxy.malformed(index, c.tool, c.malformed, c.raw)
            : await proxy.call(index, c.tool, c.args, signal);
          return { callId: c.id, tool: c.tool, text: out.text, isError: out.isError };
        }),
      );
      step = await session.results(outcomes, signal);
      addUsage(t.usage, step.usage);
      addServed(t, step.served);
    }
    // The reply is the last step's text, after the last tool result: a right value said
    // before a call must not excuse a wrong final answer. The other texts are kept in `said`.
    // A refusal is kept apart from the reply: the checks must never read it as a question.
    const reply = step.text.trim();
    t.turns.push({
      user,
      reply,
      ...(texts.length > (reply ? 1 : 0) ? { said: texts } : {}),
      ...(refusals.length ? { refusal: refusals.join('\n') } : {}),
    });
  }
}

export function addUsage(usage: Usage, step: Usage | undefined): void {
  usage.inputTokens += step?.inputTokens ?? 0;
  usage.outputTokens += step?.outputTokens ?? 0;
  usage.cachedTokens += step?.cachedTokens ?? 0;
}

/** The snapshot the API named, once: a change of snapshot behind an alias must show. */
function addServed(t: Transcript, served: string | undefined): void {
  if (!served) return;
  if (!t.served) t.served = [served];
  else if (!t.served.includes(served)) t.served.push(served);
}
