// Server faults (issue 11, point 2), the big ones: a result of 10 MB or 100 MB, and a server that
// floods stderr. The run survives them with bounded memory; a result is cut to
// server.max_result_bytes with a note, and the cut text is what the model sees and the report keeps.
import { afterAll, describe, expect, it } from 'vitest';
import { startFake, type FakeServer, type RecordedRequest } from '../fakes/wire.js';
import { calling, faultCounter, runFaulty } from './helpers.js';

const fault = faultCounter('result');
const MiB = 1024 * 1024;
const fakes: FakeServer[] = [];
afterAll(() => Promise.all(fakes.map((f) => f.close())));

/** Runs `body`, sampling this process's resident memory: its peak growth, in MiB. */
async function peakGrowth<T>(body: () => Promise<T>): Promise<{ out: T; mib: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const out = await body();
    return { out, mib: (Math.max(peak, process.memoryUsage().rss) - base) / MiB };
  } finally {
    clearInterval(timer);
  }
}

describe('a result past server.max_result_bytes', () => {
  it(
    '10 MB: cut to 1 MiB with a note, in the report; the run goes on',
    fault(async () => {
      const r = await runFaulty(
        {},
        `scenarios:\n${calling('big', 'big', { bytes: 10 * MiB })}${calling('next', 'echo', { text: 'hi' })}`,
      );
      expect(r.code).toBe(0);
      expect(r.rows.big.status).toBe('pass');
      expect(r.rows.big.calls[0].result).toBe(
        `${'x'.repeat(MiB)}\n[cut: 10,485,760 bytes; limit 1,048,576 (server.max_result_bytes)]`,
      );
      expect(r.rows.next.calls[0].result).toBe('echo: hi');
    }),
  );

  it(
    '100 MB: cut at the transport, memory bounded, the same server answers the next call',
    fault(async () => {
      const { out: r, mib } = await peakGrowth(() =>
        runFaulty(
          {},
          `scenarios:\n${calling('huge', 'big', { bytes: 100 * MiB })}${calling('next', 'pid')}`,
        ),
      );
      expect(r.code).toBe(0);
      const result = r.rows.huge.calls[0].result ?? '';
      expect(result.startsWith('x'.repeat(MiB))).toBe(true);
      expect(result.slice(MiB)).toMatch(
        /^\n\[cut: 104,857,\d{3} bytes \(the whole message\); limit 1,048,576 \(server\.max_result_bytes\)\]$/,
      );
      expect(r.rows.next.status).toBe('pass');
      // Holding the message whole takes 100 MiB as bytes, again joined, again as text (300+);
      // the transport holds 16 MiB of it, decoded once (about 120 measured).
      expect(mib).toBeLessThan(180);
    }),
    120_000,
  );

  it(
    'cut to a configured limit: the model is given exactly the cut text the report keeps',
    fault(async () => {
      const seen: string[] = [];
      const model = await startFake((req: RecordedRequest) => {
        const messages = req.body.messages as { role: string; content: string }[];
        const last = messages.at(-1)!;
        if (last.role === 'tool') seen.push(last.content);
        const message =
          last.role === 'tool'
            ? { content: 'done' }
            : {
                content: null,
                tool_calls: [
                  {
                    id: 'c1',
                    type: 'function',
                    function: { name: 'big', arguments: '{"bytes":5000}' },
                  },
                ],
              };
        return {
          json: {
            id: 'x',
            object: 'chat.completion',
            created: 0,
            model: 'm',
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', ...message } },
            ],
          },
        };
      });
      fakes.push(model);
      const r = await runFaulty({}, `scenarios:\n${calling('big', 'big')}`, {
        config: `  max_result_bytes: 1000
providers: [{ id: fake, provider: openai-compatible, model: m, base_url: "${model.url}/v1" }]`,
        args: [],
      });
      expect(r.code).toBe(0);
      const kept = r.rows.big.calls[0].result;
      expect(kept).toBe(
        `${'x'.repeat(1000)}\n[cut: 5,000 bytes; limit 1,000 (server.max_result_bytes)]`,
      );
      expect(seen).toEqual([kept]);
    }),
  );
});

describe('a server that floods stderr', () => {
  it(
    '200 MB, half of it without a newline: the call answered, memory bounded, a short stderr tail',
    fault(async () => {
      const { out: r, mib } = await peakGrowth(() =>
        runFaulty(
          {},
          `scenarios:\n${calling('flood', 'flood', { mb: 200 })}${calling('crash', 'crash')}${calling('next', 'echo', { text: 'b' })}`,
        ),
      );
      expect(r.code).toBe(0);
      expect(r.rows.flood.status).toBe('pass');
      expect(r.rows.flood.calls[0].result).toBe('flooded');
      expect(mib).toBeLessThan(100);
      // The crash after it shows the tail: the flood's lines clipped, its last words whole.
      expect(r.rows.crash.status).toBe('errored');
      expect(r.rows.crash.reason).toMatch(
        /exited with code 7; the last lines of its stderr:\n\s+e{2000} …\n[\s\S]*faulty: flood over\n\s+faulty: crashing on call 2$/,
      );
      // At most 20 lines of at most 2,000 characters each.
      expect(r.rows.crash.reason.length).toBeLessThan(45_000);
      expect(r.rows.next.status).toBe('pass');
    }),
    180_000,
  );
});
