// A scripted loopback HTTP server standing in for a model API. Nothing leaves 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies are asserted structurally
  body: any;
}

export type Reply =
  | { status?: number; headers?: Record<string, string>; json: unknown }
  /** Never answer: for timeouts. */
  | 'hang';

export interface FakeServer {
  /** http://127.0.0.1:PORT */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Answers the n-th request with script[n] (the last entry repeats). */
export async function startFake(
  script: Reply[] | ((req: RecordedRequest, index: number) => Reply),
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      const index = requests.push(recorded) - 1;
      const reply =
        typeof script === 'function'
          ? script(recorded, index)
          : script[Math.min(index, script.length - 1)];
      if (reply === 'hang') return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An OpenAI chat completion answering with `message` (content, tool_calls, refusal…). */
export const completion = (
  message: Record<string, unknown>,
  usage: Record<string, unknown> = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
): Reply => ({
  json: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 0,
    model: 'm',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', ...message } }],
    usage,
  },
});
