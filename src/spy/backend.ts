// The spy HTTP backend: the server under test's API, served from fixture routes on
// 127.0.0.1, with every request logged so gates can read what the server did. Each request is
// stamped on arrival with the ledger of the scenario that holds the process (spy/ledger.ts).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Route } from '../model/config.js';
import type { Json } from '../model/json.js';
import type { CallRef } from '../mcp/types.js';
import { graphqlOperations } from '../match/graphql.js';
import { matchesRequest } from '../match/request.js';
import { SetupError } from '../errors.js';
import { DEFAULTS } from '../model/defaults.js';
import type { Ledger } from './ledger.js';

export class SpyBackend {
  private server?: Server;
  /** The scenario that called the process last: a request that comes while its process is idle
   * (a background job the call started) is still its own. None while the server starts: what it
   * sends then is counted, and no scenario's. */
  private holder?: Ledger;
  /** The holder's calls running on the process now, and those of its current (or last) busy
   * spell: a request is stamped with the first, else the second (what a call set off). */
  private readonly running = new Set<CallRef>();
  private spell: CallRef[] = [];
  /** Requests over the whole run: none at all means the server is not wired to the spy. */
  received = 0;
  url = '';

  /** `port`: a fixed loopback port (config `spy.port`); an ephemeral one otherwise. */
  constructor(
    private readonly routes: Route[],
    private readonly port = 0,
  ) {}

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      // Whose it is, and when, is settled on arrival: reading the body takes a while.
      const owner = this.holder;
      const by = this.attribution();
      const at = Date.now();
      void readBody(req).then(async (body) => {
        // The target as it arrived: `new URL` would read `//items/x` as host `items`, path `/x`.
        const target = req.url ?? '/';
        const path = target.split(/[?#]/, 1)[0];
        const query = Object.fromEntries(
          new URLSearchParams(target.split('#', 1)[0].slice(path.length + 1)),
        );
        const method = req.method ?? 'GET';
        const routes = [...(owner?.routes ?? []), ...this.routes];
        const route = routes.find((r) => matchesRequest(r, { method, path }));
        // A GraphQL endpoint is named by its path: a GET carrying a mutation is read there too.
        const endpoint = routes.some(
          (r) => r.graphql && matchesRequest({ path: r.path }, { method, path }),
        );
        this.received++;
        const status = route ? (route.status ?? DEFAULTS.routeStatus) : 404;
        const graphql = endpoint ? graphqlOperations({ method, query, body }) : undefined;
        owner?.add({
          method,
          path,
          query,
          ...(body === undefined ? {} : { body }),
          status,
          ...(route ? {} : { unrouted: true }),
          ...(graphql ? { graphql } : {}),
          at,
          ...by,
        });
        const payload = route
          ? (route.text ?? JSON.stringify(route.json ?? null))
          : JSON.stringify({ error: 'no spy route', method, path });
        if (route?.delay) await this.wait(route.delay);
        if (res.destroyed) return;
        const type = route?.text !== undefined ? 'text/plain' : 'application/json';
        res.writeHead(status, { 'content-type': type, ...route?.headers });
        res.end(payload);
      });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) =>
        reject(
          this.port && err.code === 'EADDRINUSE'
            ? new SetupError(`spy.port ${this.port} is in use on 127.0.0.1: choose another port`)
            : err,
        ),
      );
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** From now on, what arrives is `ledger`'s (and its routes answer first): its scenario is
   * about to call the process. */
  hold(ledger: Ledger, ref?: CallRef): void {
    if (ledger !== this.holder) {
      this.running.clear();
      this.spell = [];
    }
    this.holder = ledger;
    if (!ref) return;
    if (this.running.size === 0) this.spell = [];
    this.running.add(ref);
    this.spell.push(ref);
  }

  /** The call `ref` returned: what comes now is its spell's, until another call starts. */
  release(ref: CallRef): void {
    this.running.delete(ref);
  }

  /** Which calls and probes a request arriving now may come from. */
  private attribution(): { calls?: number[]; probes?: number[] } {
    const refs = this.running.size ? [...this.running] : this.spell;
    const of = (kind: CallRef['kind']) => refs.filter((r) => r.kind === kind).map((r) => r.index);
    const calls = of('call');
    const probes = of('probe');
    return {
      ...(calls.length ? { calls } : {}),
      ...(probes.length ? { probes } : {}),
    };
  }

  /** A slow route's delay; stop() cuts every one short, so no timer outlives the run. */
  private readonly waits = new Set<() => void>();
  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waits.add(done);
    });
  }

  async stop(): Promise<void> {
    for (const done of [...this.waits]) done();
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
