// The spy HTTP backend: the server under test's API, served from fixture routes on
// 127.0.0.1, with every request logged so gates can read what the server did.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Route } from '../model/config.js';
import type { Json } from '../model/json.js';
import type { SpyRequest } from '../model/transcript.js';
import { matchesRequest } from '../match/request.js';

export class SpyBackend {
  private server?: Server;
  private log: SpyRequest[] = [];
  url = '';

  constructor(private readonly routes: Route[]) {}

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      void readBody(req).then(async (body) => {
        const url = new URL(req.url ?? '/', 'http://spy');
        const method = req.method ?? 'GET';
        const route = this.routes.find((r) => matchesRequest(r, { method, path: url.pathname }));
        const status = route ? (route.status ?? 200) : 404;
        this.log.push({
          method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          ...(body === undefined ? {} : { body }),
          status,
          ...(route ? {} : { unrouted: true }),
          at: Date.now(),
        });
        const payload = route
          ? (route.text ?? JSON.stringify(route.json ?? null))
          : JSON.stringify({ error: 'no spy route', method, path: url.pathname });
        if (route?.delay) await new Promise((resolve) => setTimeout(resolve, route.delay));
        if (res.destroyed) return;
        const type = route?.text !== undefined ? 'text/plain' : 'application/json';
        res.writeHead(status, { 'content-type': type, ...route?.headers });
        res.end(payload);
      });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** The requests since the last reset; resetting starts a scenario afresh. */
  take(): SpyRequest[] {
    const log = this.log;
    this.log = [];
    return log;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function readBody(req: IncomingMessage): Promise<Json | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}
