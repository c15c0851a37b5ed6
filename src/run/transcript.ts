// What happened in one scenario run: the raw material of every check.
import type { Json } from '../corpus/types.js';
import type { Usage } from '../providers/types.js';
import type { Judgement } from '../score/judge.js';

export interface RecordedCall {
  turn: number;
  tool: string;
  args: Record<string, Json>;
  /** Result text as the model received it. */
  result?: string;
  error?: string;
  /** The call could not be understood (see ModelCall.malformed). */
  malformed?: string;
  stubbed: boolean;
  durationMs: number;
}

export interface SpyRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Json;
  status: number;
  at: number;
}

export interface TurnRecord {
  user: string;
  reply: string;
}

export interface Transcript {
  turns: TurnRecord[];
  calls: RecordedCall[];
  requests: SpyRequest[];
  /** tools/list as the model saw it. */
  tools: string[];
  usage: Usage;
  latencyMs: number;
  /** Added by the LLM judge after the conversation, before scoring (when a judge is set). */
  judgements?: Judgement[];
}
