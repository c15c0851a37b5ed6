// A scripted OpenAI-wire model on 127.0.0.1 for the bench (and bench/peer.sh): to "Show cluster
// cN" it answers get_cluster {id: "cN"}, after the tool result a final text; each answer after
// `latencyMs`. A share of requests (`rate429`) gets 429 with Retry-After: 1 at once, as a
// rate-limited API does; which ones is decided per scenario, step and try from `seed` (not by
// arrival order), so every run, in any mode, meets the same 429s and `bound()` is the same.
// With `maxInFlight`, a real limit: a request that finds that many being answered gets 429 too.
// With `passes`, a trial it fails asks for the wrong cluster (workload g's drift).
// GET /clusters/cN is the ops API, for a server run live, answered after `opsLatencyMs` (0).
// Standalone: `tsx bench/fake-model.ts` prints {"url": ...} and serves until killed.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bestOnline, lowerBound, type Chain } from './schedule.js';

export interface FakeModelOptions {
  latencyMs: number;
  /** How long the ops API takes to answer: a server whose calls wait on a slow API. */
  opsLatencyMs?: number;
  rate429?: number;
  seed?: number;
  /** Requests answered at once at most: one more gets 429 (a limit that follows the load). */
  maxInFlight?: number;
  /** Called on the first chat request, as it arrives (bench/start.ts reads the caller's CPU). */
  onFirst?: () => void;
  /** Whether the n-th trial (0-based, counted per cluster id over this fake's life) gets the
   * right call; every trial does when absent. */
  passes?: (id: string, trial: number) => boolean;
}

export interface FakeModel {
  url: string;
  /** `ops`: requests to the ops API (/clusters/…), the tool calls a live server ran. */
  /** `limited`: 429s, drawn or (`capped`) for `maxInFlight`. */
  stats: {
    requests: number;
    limited: number;
    capped: number;
    ops: number;
    firstAt?: number;
    lastAt?: number;
  };
  /** What the schedule of the scenarios answered so far allows with `k` answered at once (s):
   * `best`, an engine without overhead that cannot foresee the 429s; `lower`, a wall no
   * schedule beats (bench/schedule.ts). The 429s for `maxInFlight` are not in it: a schedule
   * that sends no more than that meets none. `overheadMs` adds the engine's own time to each
   * answer (profile's stepGapMs): what the schedule allows an engine that slow. */
  bound(k: number, overheadMs?: number): { best: number; lower: number };
  /** Where the model phase went (first request to last answer): the requests being answered,
   * on average; from an answer to its scenario's next request, on average (the engine's own
   * time per step, the tool call included); from a 429 to its retry, beyond the Retry-After. */
  profile(): { meanInFlight: number; stepGapMs: number; retryLateMs: number };
  close(): Promise<void>;
}

const RETRY_AFTER_S = 1;

interface Message {
  role: string;
  content?: unknown;
}

const text = (m: Message | undefined) => (typeof m?.content === 'string' ? m.content : '');

function answer(messages: Message[], passes: (id: string) => boolean) {
  const last = messages.at(-1);
  const user = text([...messages].reverse().find((m) => m.role === 'user'));
  const id = /cluster (\S+)/i.exec(user)?.[1] ?? 'c0';
  const done = last?.role === 'tool';
  // A trial that fails asks for the cluster by the wrong id ("C7" for "c7"): a wrong argument.
  const asked = done || passes(id) ? id : id.toUpperCase();
  const message = done
    ? { role: 'assistant', content: `Cluster ${id} has 3 nodes.` }
    : {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${id}`,
            type: 'function',
            function: { name: 'get_cluster', arguments: JSON.stringify({ id: asked }) },
          },
        ],
      };
  return {
    id: 'chatcmpl-bench',
    object: 'chat.completion',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, message, finish_reason: done ? 'stop' : 'tool_calls' }],
    usage: { prompt_tokens: 200, completion_tokens: 20, total_tokens: 220 },
  };
}

async function body(req: IncomingMessage): Promise<{ messages?: Message[] }> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages?: Message[] };
  } catch {
    return {};
  }
}

export async function startFakeModel(opts: FakeModelOptions): Promise<FakeModel> {
  const seed = opts.seed ?? 1;
  // mulberry32 of a hash of (seed, key): the same 429s on every run with the same seed.
  const random = (key: string) => {
    let state = seed;
    for (let i = 0; i < key.length; i++) state = Math.imul(state ^ key.charCodeAt(i), 0x9e3779b1);
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const stats: FakeModel['stats'] = { requests: 0, limited: 0, capped: 0, ops: 0 };
  /** Per scenario (its prompt): its tries in order, true for a drawn 429; when its last request
   * was answered or refused, and whether refused; per scenario and step: tries so far. */
  const chains = new Map<string, Chain>();
  const last = new Map<string, { at: number; refused: boolean }>();
  const tries = new Map<string, number>();
  let inFlight = 0;
  /** Integral of requests being answered over time (request·ms), and the gaps measured. */
  let busy = 0;
  let busySince = 0;
  const gaps = { step: 0, steps: 0, late: 0, retries: 0 };
  const answering = (delta: number) => {
    const now = Date.now();
    if (inFlight > 0) busy += inFlight * (now - busySince);
    busySince = now;
    inFlight += delta;
  };
  // Trials started per cluster id: a trial's first request is the one without a tool result.
  const trials = new Map<string, number>();
  const passes = (id: string) => {
    const n = trials.get(id) ?? 0;
    trials.set(id, n + 1);
    return opts.passes?.(id, n) ?? true;
  };
  const server = createServer((req, res) => {
    void body(req).then((b) => {
      const cluster = /^\/clusters\/([^/?]+)/.exec(req.url ?? '');
      if (cluster) {
        stats.ops++;
        // The ops API for a server run live (promptfoo's): the answer our stub gives.
        const answer = () =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ id: decodeURIComponent(cluster[1]), nodes: 3 }));
        if (opts.opsLatencyMs) setTimeout(answer, opts.opsLatencyMs);
        else answer();
        return;
      }
      if (!req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      stats.requests++;
      if (stats.firstAt === undefined) {
        stats.firstAt = Date.now();
        opts.onFirst?.();
      }
      const messages = b.messages ?? [];
      const who = text([...messages].reverse().find((m) => m.role === 'user'));
      const step = `${who}\u0000${messages.length}`;
      const tried = tries.get(step) ?? 0;
      tries.set(step, tried + 1);
      let chain = chains.get(who);
      if (!chain) chains.set(who, (chain = []));
      const now = Date.now();
      const before = last.get(who);
      if (before?.refused) {
        gaps.late += now - before.at - RETRY_AFTER_S * 1000;
        gaps.retries++;
      } else if (before) {
        gaps.step += now - before.at;
        gaps.steps++;
      }
      const drawn = random(`${step}\u0000${tried}`) < (opts.rate429 ?? 0);
      const capped = !drawn && inFlight >= (opts.maxInFlight ?? Infinity);
      if (drawn || capped) {
        stats.limited++;
        if (capped) stats.capped++;
        else chain.push(true);
        last.set(who, { at: now, refused: true });
        res
          .writeHead(429, {
            'content-type': 'application/json',
            'retry-after': String(RETRY_AFTER_S),
          })
          .end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests' } }));
        return;
      }
      chain.push(false);
      answering(+1);
      setTimeout(() => {
        answering(-1);
        stats.lastAt = Date.now();
        last.set(who, { at: stats.lastAt, refused: false });
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer(messages, passes)));
      }, opts.latencyMs);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    stats,
    bound(k, overheadMs = 0) {
      // Scenarios in the corpus's order ("cluster cN"), which is the order the engine starts them.
      const order = (who: string) => Number(/cluster c(\d+)/i.exec(who)?.[1] ?? 0);
      const inOrder = [...chains].sort(([a], [b]) => order(a) - order(b)).map(([, c]) => c);
      const timing = {
        k: Math.min(k, opts.maxInFlight ?? k),
        latencyMs: opts.latencyMs + overheadMs,
        retryAfterMs: RETRY_AFTER_S * 1000,
      };
      return { best: bestOnline(inOrder, timing), lower: lowerBound(inOrder, timing) };
    },
    profile() {
      const phase = (stats.lastAt ?? 0) - (stats.firstAt ?? 0);
      return {
        meanInFlight: phase > 0 ? busy / phase : 0,
        stepGapMs: gaps.steps ? gaps.step / gaps.steps : 0,
        retryLateMs: gaps.retries ? gaps.late / gaps.retries : 0,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeModel({
    latencyMs: Number(process.env.FAKE_LATENCY_MS ?? 200),
    rate429: Number(process.env.FAKE_RATE_429 ?? 0),
  });
  console.log(JSON.stringify({ url: fake.url }));
  // Counts for a caller that stops us with SIGTERM.
  process.on('SIGTERM', () => {
    console.log(JSON.stringify(fake.stats));
    process.exit(0);
  });
}
