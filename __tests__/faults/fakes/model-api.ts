// A loopback model API that injects transport faults: an error status with or without
// Retry-After, a socket destroyed before the headers or mid-body after them, a hang, a body that
// is HTML or JSON without the reply's fields. Nothing leaves 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  /** An error status; a string body goes as HTML (a proxy's error page). */
  | { status: number; retryAfter?: string; json: unknown }
  | { reset: 'before-headers' | 'after-headers' }
  | { hang: true }
  | { html: string }
  /** A redirect (307 unless given) to `location`. */
  | { redirect: string; status?: number }
  /** A 200 answer (a reply, a refusal, a hollow body). */
  | { json: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies are read structurally
export type Handler = (body: any, index: number) => Fault;

export interface FakeApi {
  url: string;
  /** Requests answered so far. */
  count: () => number;
  close(): Promise<void>;
}

export async function startModelApi(handler: Handler): Promise<FakeApi> {
  let count = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const fault = handler(text ? JSON.parse(text) : {}, count++);
      serve(fault, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function serve(fault: Fault, req: http.IncomingMessage, res: http.ServerResponse): void {
  if ('hang' in fault) return;
  if ('reset' in fault) {
    if (fault.reset === 'before-headers') return void req.socket.destroy();
    // Headers promise a body that never fully arrives.
    const partial = '{"id":"x","object":"chat.completion","choi';
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
    res.write(partial, () => setTimeout(() => req.socket.destroy(), 20));
    return;
  }
  if ('redirect' in fault) {
    res.writeHead(fault.status ?? 307, { location: fault.redirect });
    return void res.end();
  }
  if ('html' in fault) {
    res.writeHead(200, { 'content-type': 'text/html' });
    return void res.end(fault.html);
  }
  const status = 'status' in fault ? fault.status : 200;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if ('retryAfter' in fault && fault.retryAfter !== undefined)
    headers['retry-after'] = fault.retryAfter;
  if (typeof fault.json === 'string') headers['content-type'] = 'text/html';
  res.writeHead(status, headers);
  res.end(typeof fault.json === 'string' ? fault.json : JSON.stringify(fault.json));
}
