export const id = 191;
export const ids = [191];
export const modules = {

/***/ 7191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  register: () => (/* binding */ register)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/run/prepare.ts + 1 modules
var prepare = __webpack_require__(74);
// EXTERNAL MODULE: ./src/run/servers.ts + 3 modules
var run_servers = __webpack_require__(4786);
// EXTERNAL MODULE: ./src/run/sight.ts
var sight = __webpack_require__(1228);
// EXTERNAL MODULE: ./src/match/example.ts + 2 modules
var example = __webpack_require__(1425);
;// CONCATENATED MODULE: ./src/run/check-args.ts

async function checkExpectedArgs(scenarios, servers) {
    const problems = [];
    for (const s of scenarios) {
        const tools = servers && new Map((await servers.tools(s)).map((t) => [t.name, t]));
        s.turns.forEach((turn, i) => turn.expect.calls?.forEach((call, j) => {
            // A tool the server lacks is checkToolNames' to report.
            if (!call.args || (tools && !tools.has(call.tool)))
                return;
            const schema = tools?.get(call.tool)?.inputSchema;
            for (const p of (0,example/* exampleArgs */.O)(call.args, schema).problems) {
                const path = ['turns', i, 'expect', 'calls', j, 'args', ...p.path];
                const where = s.origin.locate?.(path);
                problems.push({
                    file: s.origin.file,
                    line: where?.line ?? s.origin.line,
                    field: where?.field ?? path.join('.'),
                    message: schema ? `${p.message} (tool ${call.tool})` : p.message,
                });
            }
        }));
    }
    return problems;
}

// EXTERNAL MODULE: ./src/commands/common.ts + 1 modules
var common = __webpack_require__(8285);
// EXTERNAL MODULE: ./src/corpus/config.ts
var config = __webpack_require__(6664);
;// CONCATENATED MODULE: ./src/commands/validate.ts







function register(program, ctx) {
    (0,common/* common */.sh)(program.command('validate').description('check the config and corpus without a model'))
        .option('--no-server', 'do not start the server to check tool names and argument types')
        .action(async (flags) => {
        const opts = (0,common/* options */.fF)({ ...flags, out: '' }, ctx.io);
        const broken = await configProblems(opts);
        const plan = await (0,prepare/* prepare */.iA)(broken.length ? { ...opts, config: undefined } : opts, true);
        if (broken.length) {
            // Loaded without its config, the corpus globs may match the config file: not a corpus.
            const config = broken[0].file;
            plan.problems = plan.problems.filter((p) => p.file !== config);
            plan.scenarios = plan.scenarios.filter((s) => s.origin.file !== config);
        }
        for (const n of plan.notices)
            opts.log.notice(n);
        for (const w of (0,sight/* blindGates */.cv)(plan.scenarios, plan.target))
            opts.log.warn(w);
        // Schema problems, tool names the server lacks and expected args its tool schemas rule
        // out, reported together.
        const problems = [...broken, ...plan.problems];
        // Without its config the server is unknown: the corpus is checked on its own.
        if (flags.server !== false && !broken.length) {
            (0,prepare/* requireTarget */.Fm)(plan);
            const servers = new run_servers/* Servers */.N(plan.target, 1);
            try {
                await servers.tools(undefined);
                problems.push(...(await (0,prepare/* checkToolNames */.Rz)(plan.scenarios, servers)));
                problems.push(...(await checkExpectedArgs(plan.scenarios, servers)));
            }
            finally {
                await servers.stop();
            }
        }
        else
            problems.push(...(await checkExpectedArgs(plan.scenarios)));
        if (problems.length) {
            throw new errors/* SetupError */.w3(`The corpus has ${problems.length} problem(s)`, (0,errors/* sortProblems */.dS)(problems));
        }
        (0,common/* say */.cv)(ctx.io, `OK: ${plan.loaded} scenario(s) valid${plan.scenarios.length !== plan.loaded ? `, ${plan.scenarios.length} selected by the filters` : ''}`);
    });
}
/** A config that does not load hides no other file's problems: with the corpus named by
 * --corpus, its problems are reported beside the corpus's. Without --corpus they are all. */
async function configProblems(opts) {
    if (!opts.corpus?.length)
        return [];
    try {
        await (0,config/* loadConfig */.Z9)(opts.config, opts.cwd);
        return [];
    }
    catch (err) {
        if (err instanceof errors/* SetupError */.w3 && err.problems.length)
            return err.problems;
        throw err;
    }
}


/***/ }),

/***/ 4786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ Servers)
});

// EXTERNAL MODULE: ./src/model/defaults.ts
var defaults = __webpack_require__(9555);
// EXTERNAL MODULE: ./src/match/args.ts + 1 modules
var match_args = __webpack_require__(4559);
;// CONCATENATED MODULE: ./src/spy/proxy.ts


/** The server under test exited during a scenario. */
class ServerGoneError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ServerGoneError';
    }
}
class SpyProxy {
    upstream;
    defaultStub;
    calls = [];
    mode = 'live';
    steps = [];
    used = new Set();
    /** Bumped per scenario: a call still running when its scenario timed out is not logged. */
    epoch = 0;
    pending = new Set();
    names;
    constructor(upstream, defaultStub = defaults/* DEFAULTS */.z.defaultStub) {
        this.upstream = upstream;
        this.defaultStub = defaultStub;
        this.names = new Set(upstream.tools.map((t) => t.name));
    }
    get tools() {
        return this.upstream.tools;
    }
    /** Why the server behind this proxy is gone, if it is. */
    gone() {
        return this.upstream.gone();
    }
    close() {
        return this.upstream.close();
    }
    /** Starts a scenario: a fresh call log, answered in `mode`. */
    begin(mode) {
        this.calls = [];
        this.pending.clear();
        this.epoch++;
        this.mode = mode;
        this.expect([]);
    }
    /** The expected steps of the current turn, whose stubs answer matching calls. */
    expect(steps) {
        this.steps = steps;
        this.used = new Set();
    }
    async call(turn, tool, args, signal) {
        const started = performance.now();
        const epoch = this.epoch;
        // Logged now, filled in when it ends: the log keeps the order the model made parallel calls
        // in, not the order they happened to finish.
        const entry = { turn, tool, args, stubbed: false, durationMs: 0 };
        this.pending.add(entry);
        this.calls.push(entry);
        const record = (outcome, stubbed) => {
            this.pending.delete(entry);
            if (epoch !== this.epoch)
                return outcome;
            Object.assign(entry, outcome.isError ? { error: outcome.text } : { result: outcome.text }, {
                stubbed,
                durationMs: performance.now() - started,
            });
            return outcome;
        };
        if (!this.names.has(tool)) {
            return record({ text: `Unknown tool: ${tool}`, isError: true }, false);
        }
        if (this.mode === 'stub')
            return record(this.stub(tool, args), true);
        try {
            return record(await this.upstream.call(tool, args, signal), false);
        }
        catch (err) {
            // A server that died is not a tool error the model caused: the scenario cannot be judged.
            const gone = this.upstream.gone();
            if (gone) {
                this.pending.delete(entry);
                this.calls = this.calls.filter((c) => c !== entry);
                throw new ServerGoneError(gone);
            }
            const text = err instanceof Error ? err.message : String(err);
            return record({ text, isError: true }, false);
        }
    }
    /** Records a call the model asked for that was not run (e.g. past `max_steps`). */
    notRun(turn, tool, args, reason) {
        this.calls.push({
            turn,
            tool,
            args,
            error: `not run: ${reason}`,
            stubbed: false,
            durationMs: 0,
        });
    }
    /** Records a call the model made that could not be run (bad arguments, unknown name). */
    malformed(turn, tool, reason, raw) {
        const text = `Invalid tool call: ${reason}`;
        this.calls.push({
            turn,
            tool,
            args: {},
            error: text,
            malformed: reason,
            ...(raw !== undefined ? { raw } : {}),
            stubbed: false,
            durationMs: 0,
        });
        return { text, isError: true };
    }
    /** The scenario's calls; one still running (the scenario timed out) is marked unanswered. */
    takeCalls() {
        const calls = this.calls.map((c) => this.pending.has(c) ? { ...c, error: 'no answer before the scenario ended' } : c);
        this.calls = [];
        this.pending.clear();
        return calls;
    }
    stub(tool, args) {
        const free = this.steps.filter((s) => s.tool === tool && !this.used.has(s));
        const step = free.find((s) => !s.args || (0,match_args/* matchArgs */.Tq)(s.args, args).length === 0) ?? free[0];
        if (step)
            this.used.add(step);
        const value = step?.stub !== undefined ? step.stub : this.defaultStub;
        return { text: typeof value === 'string' ? value : JSON.stringify(value), isError: false };
    }
}

// EXTERNAL MODULE: ./src/mcp/upstream.ts + 7 modules
var upstream = __webpack_require__(1803);
// EXTERNAL MODULE: ./src/spy/backend.ts
var spy_backend = __webpack_require__(7742);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/model/placeholders.ts
var placeholders = __webpack_require__(891);
// EXTERNAL MODULE: ./src/report/redact.ts + 3 modules
var redact = __webpack_require__(331);
// EXTERNAL MODULE: ./src/run/sight.ts
var sight = __webpack_require__(1228);
;// CONCATENATED MODULE: ./src/run/leases.ts
/** A job's spy request log when its requests come from several leases (or none). */
class CallLog {
    routes = [];
    log = [];
    begin(routes = []) {
        this.routes = routes;
        this.log = [];
    }
    add(requests) {
        this.log.push(...requests);
    }
    take() {
        const log = this.log;
        this.log = [];
        return log;
    }
}
/** The listed tools and nothing behind them: a stub-mode scenario never calls its server. */
function toolsOnly(tools) {
    return {
        tools,
        live: false,
        call: () => Promise.reject(new Error('stub mode calls no server')),
        gone: () => undefined,
        close: async () => undefined,
    };
}
/** Each call on a process leased for that call alone: what its backend logged in the meantime
 * is that call's, and joins the job's log. */
function pooled(pool, tools, log) {
    let lost;
    return {
        tools,
        live: true,
        async call(tool, args, signal) {
            const unit = await pool.lease(signal);
            unit.backend.begin(log.routes);
            try {
                return await unit.upstream.call(tool, args, signal);
            }
            catch (err) {
                lost = unit.upstream.gone() ?? lost;
                throw err;
            }
            finally {
                log.add(unit.backend.take());
                // A call cut short may leave the process busy: the next lease gets a fresh one.
                void pool.release(unit, signal.aborted).catch(() => undefined);
            }
        },
        gone: () => lost,
        close: async () => undefined,
    };
}

;// CONCATENATED MODULE: ./src/run/server-pool.ts
class Pool {
    open;
    retire;
    size;
    idle = [];
    all = new Set();
    /** Processes running or starting. */
    count = 0;
    waiting = [];
    closed = false;
    constructor(open, retire, size) {
        this.open = open;
        this.retire = retire;
        this.size = size;
    }
    /** A process started elsewhere (the one that listed the tools), lent first. */
    adopt(unit) {
        this.count++;
        this.all.add(unit);
        this.idle.push(unit);
    }
    async lease(signal) {
        for (;;) {
            signal?.throwIfAborted();
            if (this.closed)
                throw new Error('the run is over: no server is lent any more');
            const unit = this.idle.pop();
            if (unit) {
                if (!unit.upstream.gone())
                    return unit;
                await this.drop(unit);
                continue;
            }
            if (this.count < this.size) {
                this.count++;
                try {
                    const opened = await this.open();
                    this.all.add(opened);
                    return opened;
                }
                catch (err) {
                    this.count--;
                    this.wake();
                    throw err;
                }
            }
            await this.turn(signal);
        }
    }
    /** Back to the pool, or retired when `discard`, gone, or the run is over. */
    async release(unit, discard = false) {
        if (discard || this.closed || unit.upstream.gone())
            await this.drop(unit);
        else {
            this.idle.push(unit);
            this.wake();
        }
    }
    async close() {
        this.closed = true;
        await Promise.allSettled([...this.all].map((u) => this.drop(u)));
    }
    async drop(unit) {
        if (!this.all.delete(unit))
            return;
        const i = this.idle.indexOf(unit);
        if (i >= 0)
            this.idle.splice(i, 1);
        try {
            await this.retire(unit);
        }
        finally {
            this.count--;
            this.wake();
        }
    }
    wake() {
        this.waiting.shift()?.();
    }
    /** Until a process is free, or the lease is no longer wanted. */
    turn(signal) {
        return new Promise((resolve, reject) => {
            const onAbort = () => {
                const i = this.waiting.indexOf(go);
                if (i >= 0)
                    this.waiting.splice(i, 1);
                reject(signal?.reason);
            };
            const go = () => {
                signal?.removeEventListener('abort', onAbort);
                resolve();
            };
            this.waiting.push(go);
            signal?.addEventListener('abort', onAbort, { once: true });
        });
    }
}

;// CONCATENATED MODULE: ./src/run/servers.ts









/** Processes per variant when `server.pool` is not set. */
const STATELESS_POOL = 2;
class Servers {
    target;
    concurrency;
    log;
    listed = new Map();
    pools = new Map();
    /** With `spy.port`, one backend on that port for every process (one scenario at a time). */
    shared;
    backends = new Set();
    retiredReceived = 0;
    constructor(target, 
    /** Scenarios run at once: a stateful server's pool size unless `server.pool` says. */
    concurrency, 
    /** Where what a server did wrong without ending the run is said. */
    log) {
        this.target = target;
        this.concurrency = concurrency;
        this.log = log;
        if (target.spyPort !== undefined)
            this.shared = new spy_backend/* SpyBackend */.n(target.routes, target.spyPort);
    }
    /** Requests the spy backends received over the whole run: none means the server is not
     * wired to the spy. */
    get received() {
        let n = this.retiredReceived;
        for (const b of this.backends)
            n += b.received;
        return n;
    }
    /** The tool list of the server a scenario needs; its first process stays for live leases. */
    tools(scenario) {
        const key = keyOf(scenario);
        let listed = this.listed.get(key);
        if (!listed) {
            listed = this.open(scenario?.server).then((unit) => {
                this.poolOf(key, scenario?.server).adopt(unit);
                return unit.upstream.tools;
            });
            this.listed.set(key, listed);
        }
        return listed;
    }
    /** Where a job runs: a proxy of its own over the process (or the pool, or just the tool list)
     * its mode needs. */
    async lease(scenario, signal) {
        const blind = (0,sight/* blindSpot */.uy)(this.target, scenario);
        const stub = this.target.defaultStub;
        const stage = (upstream, backend) => ({
            proxy: new SpyProxy(upstream, stub),
            backend,
            ...(blind ? { blindSpot: blind } : {}),
        });
        const tools = await this.tools(scenario);
        if (scenario.mode === 'stub') {
            return { stage: stage(toolsOnly(tools), new CallLog()), release: async () => undefined };
        }
        const pool = this.poolOf(keyOf(scenario), scenario.server);
        if (this.target.server?.stateless) {
            const log = new CallLog();
            return { stage: stage(pooled(pool, tools, log), log), release: async () => undefined };
        }
        const unit = await pool.lease(signal);
        return {
            stage: stage(unit.upstream, unit.backend),
            release: (discard = false) => pool.release(unit, discard),
        };
    }
    async stop() {
        await Promise.allSettled(this.listed.values());
        await Promise.allSettled([...this.pools.values()].map((p) => p.close()));
        await this.shared?.stop();
    }
    poolOf(key, override) {
        let pool = this.pools.get(key);
        if (!pool) {
            const { server } = this.target;
            const size = this.shared !== undefined
                ? 1
                : (server?.pool ?? (server?.stateless ? STATELESS_POOL : this.concurrency));
            pool = new Pool(() => this.open(override), (unit) => this.retire(unit), size);
            this.pools.set(key, pool);
        }
        return pool;
    }
    /** A new process behind its own backend (or the shared one). The server's own words (its
     * stderr tail, in a failed start or an exit) may hold a secret it was given: they are
     * redacted before they reach a log line or a row. */
    async open(override) {
        const env = this.target.env ?? process.env;
        const redactor = new redact/* Redactor */.pO((0,redact/* secretValues */.VX)(env, passed([this.target.server, override], env)));
        const backend = this.shared ?? new spy_backend/* SpyBackend */.n(this.target.routes);
        this.backends.add(backend);
        let upstream;
        try {
            if (this.target.server && !backend.url)
                await backend.start();
            upstream = await this.connect(override, backend, (m) => this.log?.warn(redactor.redact(m)));
        }
        catch (err) {
            await this.retire({ backend });
            if (err instanceof errors/* SetupError */.w3)
                throw new errors/* SetupError */.w3(redactor.redact(err.message), err.problems);
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
    async retire(unit) {
        await unit.upstream?.close().catch(() => undefined);
        if (unit.backend === this.shared)
            return;
        this.retiredReceived += unit.backend.received;
        this.backends.delete(unit.backend);
        await unit.backend.stop();
    }
    connect(override, backend, warn) {
        const { server, catalog, dir } = this.target;
        if (!server && catalog)
            return (0,upstream/* loadCatalog */.a)(catalog);
        if (override && server?.url) {
            return Promise.reject(new errors/* SetupError */.w3('A scenario `server` override needs a server started by `server.command`, not `server.url`'));
        }
        const merged = {
            ...server,
            args: override?.args ?? server?.args,
            env: { ...server?.env, ...override?.env },
        };
        return (0,upstream/* connect */.N)(merged, { dir, spyUrl: backend.url, env: this.target.env, warn });
    }
}
const keyOf = (scenario) => scenario?.server ? JSON.stringify(scenario.server) : '';
/** The values `${env:NAME}` passes to the server (the config's and a scenario's override). */
function passed(written, env) {
    return [...JSON.stringify(written).matchAll(placeholders/* SERVER_PLACEHOLDER */.is)].flatMap((m) => {
        const p = (0,placeholders/* parsePlaceholder */.$z)(m[1]);
        return p?.kind === 'env' && env[p.name] ? [env[p.name]] : [];
    });
}


/***/ }),

/***/ 1228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cv: () => (/* binding */ blindGates),
/* harmony export */   uy: () => (/* binding */ blindSpot),
/* harmony export */   wN: () => (/* binding */ NOTHING_RECEIVED)
/* harmony export */ });
/* harmony import */ var _model_scenario_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8003);

const SPY_PLACEHOLDER = /\$\{spy\.(url|port)\}/;
/** Why the backend cannot see this scenario's requests, or undefined when it can. */
function blindSpot(sight, scenario) {
    if (scenario.mode === 'stub')
        return 'the scenario runs in stub mode: the server executes nothing, so it sends no request';
    const { server } = sight;
    if (!server)
        return 'no server runs behind the catalog';
    if (sight.spyPort !== undefined)
        return undefined;
    if (SPY_PLACEHOLDER.test(JSON.stringify([server, scenario.server ?? {}])))
        return undefined;
    if (server.url) {
        return `the server at ${server.url} runs outside this run and \`spy.port\` is not set, so its API requests cannot reach the spy`;
    }
    return 'the server was started without ${spy.url} or ${spy.port} in its args or env, so its API requests do not reach the spy';
}
/** Said of every request gate when the backend received nothing during the whole run. */
const NOTHING_RECEIVED = 'the spy backend received no request during the whole run: the server is not wired to it (pass `${spy.url}` to it, e.g. `env: { API_URL: "${spy.url}" }`)';
/** A line per scenario whose request gates cannot see, with where it was written and why. */
function blindGates(scenarios, sight) {
    return scenarios.flatMap((s) => {
        const kinds = s.gates.filter((g) => isRequestGate(g.kind)).map((g) => g.kind);
        const why = kinds.length ? blindSpot(sight, s) : undefined;
        if (!why)
            return [];
        return [
            `${s.origin.file}:${s.origin.line}: scenario "${s.id}": ${[...new Set(kinds)].join(', ')} cannot observe (${why}); it will be reported unobserved, never passed`,
        ];
    });
}
const isRequestGate = (kind) => _model_scenario_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUEST_GATES */ .$b.includes(kind);


/***/ })

};
