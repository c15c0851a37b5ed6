// An agent runs its own tool loop: the spy proxy is served to it over MCP (calls land in the
// spy's log like the runner's own), and each turn continues the agent's session.
import type { Scenario } from '../model/scenario.js';
import type { Transcript } from '../model/transcript.js';
import type { AgentRunner } from '../providers/types.js';
import type { SpyProxy } from '../spy/proxy.js';
import { addUsage } from './loop.js';

export async function converseAgent(
  scenario: Scenario,
  agent: AgentRunner,
  proxy: SpyProxy,
  t: Transcript,
  signal: AbortSignal,
): Promise<void> {
  let current = 0;
  // Loaded here: the MCP server side (HTTP, sessions) is only an agent CLI's, and costs every
  // other run start-up time.
  const { serveProxy } = await import('../spy/serve.js');
  const served = await serveProxy(proxy, () => ({ turn: current, signal }));
  try {
    let sessionId: string | undefined;
    for (const [index, turn] of scenario.turns.entries()) {
      current = index;
      proxy.expect(turn.expect.calls ?? [], turn.elicit);
      const user = turn.mcp_prompt
        ? await proxy.prompt(turn.mcp_prompt.name, turn.mcp_prompt.args ?? {}, signal)
        : turn.user;
      const reply = await agent.run(
        { ...turn, user },
        {
          mcpUrl: served.url,
          signal,
          sessionId,
          maxSteps: scenario.max_steps,
        },
      );
      sessionId = reply.sessionId ?? sessionId;
      addUsage(t.usage, reply.usage);
      t.turns.push({ user, reply: reply.text.trim() });
    }
  } finally {
    await served.close();
  }
}
