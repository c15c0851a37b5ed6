// A scripted model behind a loopback fake of one model API (OpenAI chat completions, Anthropic
// messages or Gemini generateContent). Each labeled behaviour tags its first user message with
// `[ref:<id>]`; every request is answered from that behaviour's script, by the turn it is in and
// the step within the turn, both read from the history the SDK sent. Nothing leaves 127.0.0.1.
import {
  answer as wireAnswer,
  startFake,
  type Api,
  type FakeServer,
  type RecordedRequest,
  type Reply,
} from '../fakes/wire.js';
import type { Call, Move } from './behaviours.js';

/** What the script is asked for: which behaviour, which turn, which step of the turn. */
interface Position {
  ref: string;
  turn: number;
  step: number;
}

export interface Scripted {
  model?: Move[][];
  /** The second attempt, when the runner retries a row where the model called nothing. */
  retry?: Move[][];
}

export interface ScriptedModel {
  url: string;
  /** Requests that fell outside their script (a harness problem, not a verdict). */
  problems: string[];
  /** Requests per behaviour id. */
  requests: Map<string, number>;
  close(): Promise<void>;
}

const REF = /\[ref:([^\]]+)\]/;

// --- reading the history each API sends -------------------------------------------------

type Json = Record<string, unknown>;

function position(api: Api, body: Json): Position | undefined {
  // The user's own messages (not tool results), and the model's replies after the last of them.
  let users: string[] = [];
  let replies = 0;
  if (api === 'openai') {
    for (const m of (body.messages ?? []) as Json[]) {
      if (m.role === 'user') {
        users.push(String(m.content));
        replies = 0;
      } else if (m.role === 'assistant') replies++;
    }
  } else if (api === 'anthropic') {
    for (const m of (body.messages ?? []) as Json[]) {
      const content = m.content;
      if (m.role === 'assistant') replies++;
      else if (typeof content === 'string') {
        users.push(content);
        replies = 0;
      } else if (Array.isArray(content)) {
        const texts = (content as Json[]).filter((b) => b.type === 'text');
        if (texts.length) {
          users.push(texts.map((b) => String(b.text)).join(''));
          replies = 0;
        }
      }
    }
  } else {
    for (const c of (body.contents ?? []) as Json[]) {
      if (c.role === 'model') replies++;
      else {
        const texts = ((c.parts ?? []) as Json[]).filter((p) => typeof p.text === 'string');
        if (texts.length) {
          users.push(texts.map((p) => String(p.text)).join(''));
          replies = 0;
        }
      }
    }
  }
  users = users.filter(Boolean);
  const ref = REF.exec(users[0] ?? '')?.[1];
  if (!ref) return undefined;
  return { ref, turn: users.length - 1, step: replies };
}

// --- writing each API's answers ---------------------------------------------------------

/** One model step in `api`'s wire format: text, tool calls, or both. */
export const answer = (api: Api, text: string, calls: Call[]): unknown =>
  wireAnswer(
    api,
    text,
    calls.map((c) => ({ name: c.tool, args: c.args, raw: c.raw })),
  );

function failure(api: Api, status: number, message: string): Reply {
  // retry-after-ms 0: a retried error is retried at once, so no test waits on a backoff.
  const headers = { 'retry-after-ms': '0' };
  const json =
    api === 'openai'
      ? { error: { message, type: 'server_error', code: null } }
      : api === 'anthropic'
        ? { type: 'error', error: { type: 'api_error', message } }
        : { error: { code: status, message, status: 'INTERNAL' } };
  return { status, headers, json };
}

// --- the server -----------------------------------------------------------------------------

/** Starts the fake for `api`, answering each behaviour (by id) from its script. */
export async function startScriptedModel(
  api: Api,
  scripts: Map<string, Scripted>,
): Promise<ScriptedModel> {
  const problems: string[] = [];
  const requests = new Map<string, number>();
  // Per behaviour: the attempt (the runner retries a row where nothing was called), whether the
  // last reply was an error (then a repeated request is the provider's retry, not a new attempt),
  // and how often each position was asked for.
  const state = new Map<
    string,
    { attempt: number; lastFailed: boolean; seen: Map<string, number> }
  >();

  const reply = (req: RecordedRequest): Reply => {
    const at = position(api, (req.body ?? {}) as Json);
    if (!at) {
      problems.push(`a request without a [ref:…] tag: ${req.method} ${req.path}`);
      return failure(api, 400, 'untagged request');
    }
    const script = scripts.get(at.ref);
    if (!script) {
      problems.push(`${at.ref}: no such behaviour`);
      return failure(api, 400, 'unknown behaviour');
    }
    requests.set(at.ref, (requests.get(at.ref) ?? 0) + 1);
    const s = state.get(at.ref) ?? { attempt: 0, lastFailed: false, seen: new Map() };
    state.set(at.ref, s);
    if (at.turn === 0 && at.step === 0 && s.seen.size > 0 && !s.lastFailed) {
      s.attempt++;
      s.seen.clear();
    }
    const key = `${at.turn}:${at.step}`;
    const count = s.seen.get(key) ?? 0;
    s.seen.set(key, count + 1);
    const moves = s.attempt > 0 && script.retry ? script.retry : script.model;
    let move: Move | undefined = moves?.[at.turn]?.[at.step];
    if (!move) {
      problems.push(
        `${at.ref}: the script has no move for attempt ${s.attempt + 1}, turn ${at.turn + 1}, step ${at.step + 1}`,
      );
      s.lastFailed = false;
      return { json: answer(api, '', []) };
    }
    // An error answered `times` times at this position (always, without `times`), then `then`.
    if ('fail' in move) {
      const { fail, times, then, message } = move;
      if (times === undefined || count < times || !then) {
        if (times !== undefined && !then)
          problems.push(
            `${at.ref}: the error at turn ${at.turn + 1}, step ${at.step + 1} has no \`then\``,
          );
        s.lastFailed = true;
        return failure(api, fail, message ?? `scripted HTTP ${fail}`);
      }
      move = then;
      if ('fail' in move) {
        problems.push(`${at.ref}: an error after an error is not supported`);
        return failure(api, 400, 'unsupported script');
      }
    }
    s.lastFailed = false;
    if ('hang' in move) return 'hang';
    return { json: answer(api, move.text ?? '', move.calls ?? []) };
  };

  const fake: FakeServer = await startFake(reply);
  return { url: fake.url, problems, requests, close: () => fake.close() };
}
