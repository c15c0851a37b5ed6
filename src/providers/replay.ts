// The replay provider plays each turn's expected calls, one per step, then answers with the
// expected text: the harness's self-test, and what runs when no model key is present. Its
// arguments satisfy every matcher, typed and completed from the tool's inputSchema, so that a
// call the server rejects says something about the corpus or the server, not about replay.
import type { Turn } from '../model/scenario.js';
import { exampleArgs } from '../match/example.js';
import type { ChatSession, ModelStep, Provider, ToolSpec } from './types.js';

export const REPLAY_CLARIFICATION =
  'Before I do that, could you tell me exactly which one you mean? I need that detail to continue.';

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
    if (expect?.clarification) return { text: REPLAY_CLARIFICATION, calls: [] };
    const text = expect?.answer ? expect.answer.includes.join('\n') : 'Done.';
    return { text, calls: [] };
  }
}
