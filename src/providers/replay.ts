// The replay provider plays each turn's expected calls, one per step, then answers with the
// expected text: the harness's self-test, and what runs when no model key is present. Its
// arguments satisfy every matcher, typed and completed from the tool's inputSchema, so that a
// call the server rejects says something about the corpus or the server, not about replay.
import type { Turn } from '../model/scenario.js';
import { exampleArgs } from '../match/example.js';
import type { ChatSession, ModelStep, Provider } from './types.js';
import type { ToolSpec } from '../model/tool.js';

/** Replay asks for what the scenario lists (asks_for), else names every parameter it was
 * offered: the clarification check looks for the missing parameter by name. */
export function replayClarification(turn: Turn, tools: ToolSpec[]): string {
  const spec = turn.expect.clarification;
  const listed = typeof spec === 'object' ? spec.asks_for : [];
  const offered = tools.flatMap((t) => Object.keys(propertiesOf(t)));
  const wanted = [...new Set(listed.length ? listed : offered)];
  const which = wanted.length ? ` (${wanted.join(', ')})` : '';
  return `Before I do that, could you tell me exactly which one you mean${which}? I need that detail to continue.`;
}

function propertiesOf(t: ToolSpec): Record<string, unknown> {
  const p = t.inputSchema.properties;
  return p && typeof p === 'object' ? (p as Record<string, unknown>) : {};
}

export function replayProvider(): Provider {
  return {
    id: 'replay',
    name: 'replay',
    model: 'replay',
    start: (tools) => new ReplaySession(tools),
  };
}

class ReplaySession implements ChatSession {
  private turn?: Turn;
  private next = 0;
  private calls = 0;

  constructor(private readonly tools: ToolSpec[]) {}

  async user(turn: Turn): Promise<ModelStep> {
    this.turn = turn;
    this.next = 0;
    return this.step();
  }

  async results(): Promise<ModelStep> {
    return this.step();
  }

  private step(): ModelStep {
    const expect = this.turn?.expect;
    const call = expect?.calls?.[this.next];
    if (call && !expect?.clarification) {
      this.next++;
      const schema = this.tools.find((t) => t.name === call.tool)?.inputSchema;
      const { args } = exampleArgs(call.args, schema);
      return { text: '', calls: [{ id: `replay-${++this.calls}`, tool: call.tool, args }] };
    }
    if (expect?.clarification) {
      return { text: replayClarification(this.turn!, this.tools), calls: [] };
    }
    const text = expect?.answer ? expect.answer.includes.join('\n') : 'Done.';
    return { text, calls: [] };
  }
}
