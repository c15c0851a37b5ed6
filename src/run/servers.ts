// The server processes of a run, apart from model concurrency. Per distinct scenario `server`
// override, one process lists the tools, and that list answers every stub-mode scenario (which
// never calls the server). Live scenarios lease processes from a pool of at most `server.pool`:
// a stateful server for a whole scenario, a stateless one (`server.stateless`) for one call.
// Each process has its own spy backend, which logs a request for the scenario that called the
// process last (leases.ts).
import type { ClientConfig, Route, ServerConfig } from '../model/config.js';
import type { Json } from '../model/json.js';
import { expectedCalls, type Scenario } from '../model/scenario.js';
import type { ToolSpec } from '../model/tool.js';
import { SpyProxy } from '../spy/proxy.js';
import { connect, loadCatalog, serverAsks, type Upstream } from '../mcp/upstream.js';
import { SpyBackend } from '../spy/backend.js';
import { SetupError } from '../errors.js';
import type { Logger } from '../model/log.js';
import { parsePlaceholder, SERVER_PLACEHOLDER } from '../model/placeholders.js';
import { Redactor, secretValues } from '../redact/redact.js';
import { blindSpot } from './sight.js';
import type { Stage } from './job.js';
import { held, Holding, pooled, toolsOnly } from './leases.js';
import { Pool, startingSize, type Idle, type Unit } from './server-pool.js';
import { SharedPool } from './shared-pool.js';

export interface Target {
  server?: ServerConfig;
  catalog?: string;
  routes: Route[];
  /** Folder relative paths in the config resolve against. */
  dir: string;
  defaultStub?: Json;
  /** The run's environment: a started server inherits its PATH, HOME, ... */
  env?: NodeJS.ProcessEnv;
  /** A fixed port for the spy backend (config `spy.port`); then one scenario runs at a time. */
  spyPort?: number;
  /** How long a process stays its last caller's after a call returns (`spy.settle_ms`). */
  settleMs?: number;
  /** What the MCP client declares to the server (the config's `client`). */
  client?: ClientConfig;
}

/** A stage for one job, and its end: `discard` when the server may still be busy. */
export interface Lease {
  stage: Stage;
  release(discard?: boolean): Promise<void>;
  /** Wraps the job's sleeps: a stateful process it holds makes room for another meanwhile. */
  asleep?: Idle;
  /** The job has its model slot (a stateful server's pool measures from here: Pool.held). */
  began?: () => void;
}

/** The tools a scenario's server lists: what the corpus checks read. */
export interface ToolLister {
  tools(scenario: Pick<Scenario, 'server'> | undefined): Promise<ToolSpec[]>;
}

/** Processes per variant when `server.pool` is not set. */
const STATELESS_POOL = 2;

/** How many processes a server variant gets: `size` at once, up to `ceiling` while holders sleep
 * (server-pool.ts). A size the user set, or one scenario at a time on a fixed spy port, is a cap.
 * A stateful server's default starts at a little over half the slots (startingSize): a scenario
 * holds its process from its first call, which comes with its model's first answer at the
 * earliest, so one making a call and then answering holds it about half its time. It then
 * follows the share of their time the scenarios held one (Pool.held), up to one per slot: with
 * exactly half the slots, scenarios queued for a process all run long (docs/bench.md). A process
 * per slot from the start (the first wave all call together) held twice the memory for no
 * throughput. The default also grows by one per holder asleep on a Retry-After, up to one more
 * per slot. */
function poolBounds(
  server: ServerConfig | undefined,
  oneAtATime: boolean,
  concurrency: number,
): { size: number; ceiling: number; slots?: number } {
  if (oneAtATime) return { size: 1, ceiling: 1 };
  if (server?.pool) return { size: server.pool, ceiling: server.pool };
  if (server?.stateless) return { size: STATELESS_POOL, ceiling: STATELESS_POOL };
  const size = startingSize(concurrency);
  return { size, ceiling: size + concurrency, slots: concurrency };
}

export class Servers implements ToolLister {
  private readonly listed = new Map<string, Promise<ToolSpec[]>>();
  private readonly pools = new Map<string, Pool | SharedPool>();
  /** With `spy.port`, one backend on that port for every process (one scenario at a time). */
  private readonly shared?: SpyBackend;
  private readonly backends = new Set<SpyBackend>();
  private retiredReceived = 0;
  /** Leases asked for so far: a job's rank in the queue for a process (server-pool.ts). */
  private asked = 0;

  constructor(
    private readonly target: Target,
    /** Scenarios run at once: a stateful server's pool size unless `server.pool` says. */
    private readonly concurrency: number,
    /** Where what a server did wrong without ending the run is said. */
    private readonly log?: Pick<Logger, 'warn'>,
    /** The run's cancel (cancel.ts cancelOf): the server that lists the tools, or one started
     * for a job not yet begun, is not waited for once it aborts (its process group goes at once,
     * a CancelledError); every server is then ended without the polite wait. */
    private readonly cancel?: AbortSignal,
  ) {
    if (target.spyPort !== undefined) this.shared = new SpyBackend(target.routes, target.spyPort);
  }

  /** Requests the spy backends received over the whole run: none means the server is not
   * wired to the spy. */
  get received(): number {
    let n = this.retiredReceived;
    for (const b of this.backends) n += b.received;
    return n;
  }

  /** The tool list of the server a scenario needs; its first process stays for live leases. */
  tools(scenario: Pick<Scenario, 'server'> | undefined): Promise<ToolSpec[]> {
    const key = keyOf(scenario);
    let listed = this.listed.get(key);
    if (!listed) {
      listed = this.open(scenario?.server, this.cancel).then((unit) => {
        this.poolOf(key, scenario?.server).adopt(unit);
        return unit.upstream.tools;
      });
      this.listed.set(key, listed);
    }
    return listed;
  }

  /** Where a job runs: a proxy of its own over the process (or the pool, or just the tool list)
   * its mode needs. No process is taken here: a live job takes one at its first call; `idle`
   * lends the job's slot while it waits in line for one, where the job's place is the order in
   * which jobs asked here (the order they started). */
  async lease(scenario: Scenario, idle?: Idle): Promise<Lease> {
    const holding = new Holding(this.asked++);
    const blind = blindSpot(this.target, scenario);
    const stub = this.target.defaultStub;
    const stage = (upstream: Upstream): Stage => ({
      proxy: new SpyProxy(upstream, stub),
      backend: holding,
      ...(blind ? { blindSpot: blind } : {}),
    });
    const tools = await this.tools(scenario);
    if (scenario.mode === 'stub') {
      return { stage: stage(toolsOnly(tools)), release: async () => undefined };
    }
    const pool = this.poolOf(keyOf(scenario), scenario.server);
    // A stateless server: a process per call (the pool's choice: alone, or beside others).
    if (pool instanceof SharedPool || this.target.server?.stateless) {
      const upstream = pooled(pool, tools, holding, this.target.settleMs, idle);
      return { stage: stage(upstream), release: async () => undefined };
    }
    // A stateful server: a process from the job's first call to its last answer (leases.ts).
    const upstream = held(pool, tools, holding, idle, expectedCalls(scenario) > 0);
    return {
      stage: stage(upstream),
      release: (discard) => upstream.release(discard),
      asleep: upstream.asleep,
      began: upstream.began,
    };
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.listed.values());
    await Promise.allSettled([...this.pools.values()].map((p) => p.close()));
    await this.shared?.stop();
  }

  private poolOf(key: string, override: Scenario['server']): Pool | SharedPool {
    let pool = this.pools.get(key);
    if (!pool) {
      const { server } = this.target;
      const { size, ceiling, slots } = poolBounds(
        server,
        this.shared !== undefined,
        this.concurrency,
      );
      // A process opened for a lease stops starting when that lease is no longer wanted: a job
      // not yet begun, on the cancel; a stateless call, when its scenario ends.
      const open = (signal?: AbortSignal) => this.open(override, signal);
      const retire = (unit: Unit) => this.retire(unit);
      pool = this.sideBySide(override)
        ? new SharedPool(open, retire, size)
        : new Pool(open, retire, size, ceiling, slots);
      this.pools.set(key, pool);
    }
    return pool;
  }

  /** Whether a stateless server's calls may share a process (shared-pool.ts): it cannot reach
   * the spy, and the client declares nothing the server could ask of "the call in flight". */
  private sideBySide(override: Scenario['server']): boolean {
    if (!this.target.server?.stateless) return false;
    if (!blindSpot(this.target, { mode: 'live', server: override })) return false;
    const { elicitation, sampling } = serverAsks(this.target.client);
    return !elicitation && !sampling;
  }

  /** A new process behind its own backend (or the shared one). The server's own words (its
   * stderr tail, in a failed start or an exit) may hold a secret it was given: they are
   * redacted before they reach a log line or a row. */
  private async open(override: Scenario['server'], signal?: AbortSignal): Promise<Unit> {
    const env = this.target.env ?? process.env;
    const redactor = new Redactor(secretValues(env, passed([this.target.server, override], env)));
    const backend = this.shared ?? new SpyBackend(this.target.routes);
    this.backends.add(backend);
    let upstream: Upstream;
    try {
      if (this.target.server && !backend.url) await backend.start();
      upstream = await this.connect(
        override,
        backend,
        (m) => this.log?.warn(redactor.redact(m)),
        signal,
      );
    } catch (err) {
      await this.retire({ backend });
      if (err instanceof SetupError)
        throw new SetupError(redactor.redact(err.message), err.problems);
      throw err;
    }
    const gone = upstream.gone.bind(upstream);
    return {
      backend,
      upstream: Object.assign(upstream, {
        gone: () => {
          const why = gone();
          return why && redactor.redact(why);
        },
      }),
    };
  }

  private async retire(unit: Partial<Unit> & Pick<Unit, 'backend'>): Promise<void> {
    await unit.upstream?.close().catch(() => undefined);
    if (unit.backend === this.shared) return;
    this.retiredReceived += unit.backend.received;
    this.backends.delete(unit.backend);
    await unit.backend.stop();
  }

  private connect(
    override: Scenario['server'],
    backend: SpyBackend,
    warn: (message: string) => void,
    signal: AbortSignal | undefined,
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
    return connect(merged, {
      dir,
      spyUrl: backend.url,
      env: this.target.env,
      warn,
      signal,
      cancel: this.cancel,
      client: this.target.client,
    });
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
