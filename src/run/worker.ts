// A worker owns a spy HTTP backend and its server processes (one per distinct scenario
// `server` override), reused across the scenarios it runs.
import type { Route, ServerConfig } from '../model/config.js';
import type { Json } from '../model/json.js';
import type { Scenario } from '../model/scenario.js';
import { SpyProxy } from '../spy/proxy.js';
import { connect, loadCatalog, type Upstream } from '../mcp/upstream.js';
import { SpyBackend } from '../spy/backend.js';
import { SetupError } from '../errors.js';
import { blindSpot } from './sight.js';

export interface Target {
  server?: ServerConfig;
  catalog?: string;
  routes: Route[];
  /** Folder relative paths in the config resolve against. */
  dir: string;
  defaultStub?: Json;
  /** The run's environment: a started server inherits its PATH, HOME, ... */
  env?: NodeJS.ProcessEnv;
  /** A fixed port for the spy backend (config `spy.port`); then there is one worker. */
  spyPort?: number;
}

export class Worker {
  readonly backend: SpyBackend;
  private readonly proxies = new Map<string, Promise<SpyProxy>>();

  constructor(private readonly target: Target) {
    this.backend = new SpyBackend(target.routes, target.spyPort);
  }

  /** Why this worker's spy backend cannot see the scenario's API requests, if it cannot. */
  blindSpot(scenario: Pick<Scenario, 'mode' | 'server'>): string | undefined {
    return blindSpot(this.target, scenario);
  }

  async start(): Promise<SpyProxy> {
    await this.backend.start();
    return this.proxyFor(undefined);
  }

  /** The proxy in front of the server this scenario needs (started on first use, and again
   * after the server died or was discarded). */
  async proxyFor(scenario: Pick<Scenario, 'server'> | undefined): Promise<SpyProxy> {
    const key = keyOf(scenario);
    const cached = this.proxies.get(key);
    if (cached) {
      const proxy = await cached;
      if (!proxy.gone()) return proxy;
      this.proxies.delete(key);
    }
    const proxy = this.open(scenario?.server).then((u) => new SpyProxy(u, this.target.defaultStub));
    this.proxies.set(key, proxy);
    return proxy;
  }

  /** Stops the server a scenario used, e.g. after a timeout left it busy; the next one starts afresh. */
  async discard(scenario: Pick<Scenario, 'server'>): Promise<void> {
    const key = keyOf(scenario);
    const cached = this.proxies.get(key);
    if (!cached) return;
    this.proxies.delete(key);
    await cached.then((p) => p.close()).catch(() => undefined);
  }

  private open(override: Scenario['server']): Promise<Upstream> {
    const { server, catalog, dir } = this.target;
    if (!server && catalog) return loadCatalog(catalog);
    if (override && server?.url) {
      return Promise.reject(
        new SetupError(
          'A scenario `server` override needs a server started by `server.command`, not `server.url`',
        ),
      );
    }
    const merged: ServerConfig = {
      ...server,
      args: override?.args ?? server?.args,
      env: { ...server?.env, ...override?.env },
    };
    return connect(merged, { dir, spyUrl: this.backend.url, env: this.target.env });
  }

  async stop(): Promise<void> {
    const settled = await Promise.allSettled(this.proxies.values());
    this.proxies.clear();
    await Promise.allSettled(
      settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.close()] : [])),
    );
    await this.backend.stop();
  }
}

const keyOf = (scenario: Pick<Scenario, 'server'> | undefined) =>
  scenario?.server ? JSON.stringify(scenario.server) : '';
