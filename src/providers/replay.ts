// The replay provider plays each turn's expected calls, one per step, then answers with the
// expected text: the harness's self-test, and what runs when no model key is present.
import type { Json } from '../model/json.js';
import type { Turn } from '../model/scenario.js';
import { exampleOf } from '../match/args.js';
import type { ChatSession, ModelStep, Provider } from './types.js';

export const REPLAY_CLARIFICATION =
  'Before I do that, could you tell me exactly which one you mean? I need that detail to continue.';

export function replayProvider(): Provider {
  return { id: 'replay', name: 'replay', model: 'replay', start: () => new ReplaySession() };
}

class ReplaySession implements ChatSession {
  private turn?: Turn;
  private next = 0;
  private calls = 0;

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
      const args = exampleOf((call.args ?? {}) as Json) as Record<string, Json>;
      return { text: '', calls: [{ id: `replay-${++this.calls}`, tool: call.tool, args }] };
    }
    if (expect?.clarification) return { text: REPLAY_CLARIFICATION, calls: [] };
    const text = expect?.answer ? expect.answer.includes.join('\n') : 'Done.';
    return { text, calls: [] };
  }
}
