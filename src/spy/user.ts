// The scripted user: answers a server's elicitation requests from the scenario's `elicit` (the
// turn's answers first, then the scenario's), records each exchange, and declines a request no
// answer is left for. A URL-mode request's URL is recorded, never opened.
import type { ElicitRequest, ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import type { ElicitStep } from '../model/scenario.js';
import type { Elicitation } from '../model/transcript.js';
import type { Json } from '../model/json.js';

export class ScriptedUser {
  private scenario: ElicitStep[] = [];
  private turn: ElicitStep[] = [];
  private used = new Set<ElicitStep>();
  private log: Elicitation[] = [];

  /** A new scenario: its answers for every turn, none used. */
  begin(script: ElicitStep[] = []): void {
    this.scenario = script;
    this.turn = [];
    this.used = new Set();
    this.log = [];
  }

  /** A new turn: its own answers, tried before the scenario's. */
  expect(script: ElicitStep[] = []): void {
    this.turn = script;
  }

  /** The answer to a request during call `call` of turn `turn`, recorded. */
  answer(
    where: { turn: number; call?: number; callsBefore: number },
    params: ElicitRequest['params'],
  ): ElicitResult {
    const message = params.message;
    const step = this.pick(message);
    if (step) this.used.add(step);
    const action = step?.action ?? 'decline';
    const content = action === 'accept' ? step?.content : undefined;
    const url = params.mode === 'url';
    this.log.push({
      turn: where.turn,
      ...(where.call !== undefined ? { call: where.call } : {}),
      mode: url ? 'url' : 'form',
      message,
      ...(!url && params.requestedSchema
        ? { requestedSchema: params.requestedSchema as unknown as Json }
        : {}),
      ...(url ? { url: params.url } : {}),
      ...(url ? { elicitationId: params.elicitationId } : {}),
      action,
      ...(content ? { content } : {}),
      ...(step ? {} : { unscripted: true as const }),
      at: Date.now(),
      callsBefore: where.callsBefore,
    });
    return {
      action,
      ...(action === 'accept' && !url
        ? { content: (content ?? {}) as ElicitResult['content'] }
        : {}),
    };
  }

  /** The scenario's exchanges so far, handed over once. */
  take(): Elicitation[] {
    const log = this.log;
    this.log = [];
    return log;
  }

  /** The first unused answer whose `match` fits the message, else the first unused one without
   * `match`: the turn's, then the scenario's. */
  private pick(message: string): ElicitStep | undefined {
    const free = [...this.turn, ...this.scenario].filter((s) => !this.used.has(s));
    return (
      free.find((s) => s.match !== undefined && new RegExp(s.match, 'i').test(message)) ??
      free.find((s) => s.match === undefined)
    );
  }
}
