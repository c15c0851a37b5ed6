// A worker owns a spy HTTP backend and its server processes (one per distinct scenario
// `server` override), reused across the scenarios it runs.
import type { Route, ServerConfig } from '../model/config.js';
import type { Json } from '../model/json.js';
import type { Scenario } from '../model/scenario.js';
import { SpyProxy } from '../spy/proxy.js';
import { connect, loadCatalog, type Upstream } from '../mcp/upstream.js';
import { SpyBackend } from '../spy/backend.js';
import { SetupError } from '../errors.js';
import type { Logger } from '../model/log.js';
import { parsePlaceholder, SERVER_PLACEHOLDER } from '../model/placeholders.js';
import { Redactor, secretValues } from '../report/redact.js';
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

  constructor(
    private readonly target: Target,
    /** Where what a server did wrong without ending the run is said. */
    private readonly log?: Pick<Logger, 'warn'>,
  ) {
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

  /** The server's own words (its stderr tail, in a failed start or an exit) may hold a secret
   * it was given: they are redacted before they reach a log line or a row. */
  private async open(override: Scenario['server']): Promise<Upstream> {
    const env = this.target.env ?? process.env;
    const redactor = new Redactor(secretValues(env, passed([this.target.server, override], env)));
    let upstream: Upstream;
    try {
      upstream = await this.connect(override, (m) => this.log?.warn(redactor.redact(m)));
    } catch (err) {
      if (err instanceof SetupError)
        throw new SetupError(redactor.redact(err.message), err.problems);
      throw err;
    }
    const gone = upstream.gone.bind(upstream);
    return Object.assign(upstream, {
      gone: () => {
        const why = gone();
        return why && redactor.redact(why);
      },
    });
  }

  private connect(
    override: Scenario['server'],
    warn: (message: string) => void,
  ): Promise<Upstream> {
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
    return connect(merged, { dir, spyUrl: this.backend.url, env: this.target.env, warn });
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

/** The values `${env:NAME}` passes to the server (the config's and a scenario's override). */
function passed(written: unknown[], env: NodeJS.ProcessEnv): string[] {
  return [...JSON.stringify(written).matchAll(SERVER_PLACEHOLDER)].flatMap((m) => {
    const p = parsePlaceholder(m[1]);
    return p?.kind === 'env' && env[p.name] ? [env[p.name] as string] : [];
  });
}
