export const id = 468;
export const ids = [468];
export const modules = {

/***/ 5468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  register: () => (/* binding */ register)
});

// EXTERNAL MODULE: ./node_modules/commander/esm.mjs
var esm = __webpack_require__(8179);
// EXTERNAL MODULE: ./src/corpus/shard.ts
var shard = __webpack_require__(2292);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/providers/spec.ts + 5 modules
var providers_spec = __webpack_require__(4553);
// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(6698);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/providers/cache.ts
// The response cache (`cache: true`): a model's answer stored on disk, keyed by the request as it
// goes on the wire (URL, body, the headers that change the answer) and the trial it belongs to.
// It sits at the fetch every SDK is handed, so a hit is parsed and committed to the conversation
// exactly like a fresh answer, and history stays the adapter's. Live tool results are not cached:
// they are in the request, so a server that answers differently makes a different key.




/** Which trial a request belongs to: repeats of one scenario are distinct samples, not hits. */
const trial = new external_node_async_hooks_.AsyncLocalStorage();
/** Runs `work` as trial `id` (repetition, attempt): its model requests are keyed by it. */
function inTrial(id, work) {
    return trial.run(id, work);
}
/** Headers that change what a model answers; credentials and SDK telemetry are left out. */
const KEYED_HEADERS = ['content-type', 'anthropic-version', 'anthropic-beta', 'openai-beta'];
/** Query parameters that carry a credential (Gemini's `key`). */
const SECRET_PARAMS = ['key', 'api-key', 'api_key'];
class ResponseCache {
    dir;
    maxBytes;
    stats = { hits: 0, misses: 0, stored: 0 };
    constructor(dir, 
    /** Past this size the least recently used answers are removed when the run ends. */
    maxBytes) {
        this.dir = dir;
        this.maxBytes = maxBytes;
    }
    /** `inner`, with answers read from and written to the cache. */
    wrap(inner) {
        return async (input, init) => {
            const request = new Request(input, init);
            const key = await this.key(request, init?.body);
            if (key === undefined)
                return inner(input, init);
            const file = this.file(key);
            const hit = await read(file);
            if (hit) {
                this.stats.hits++;
                // Touched: eviction removes the least recently used first.
                const now = new Date();
                await (0,promises_.utimes)(file, now, now).catch(() => undefined);
                return new Response(hit.body, {
                    status: hit.status,
                    headers: { 'content-type': hit.contentType },
                });
            }
            this.stats.misses++;
            const res = await inner(input, init);
            // Only a whole, successful answer is kept: an error is the provider's state, not the model's.
            if (!res.ok)
                return res;
            const body = await res.text();
            const entry = {
                v: 1,
                status: res.status,
                contentType: res.headers.get('content-type') ?? 'application/json',
                body,
            };
            await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
            // Written aside, then renamed: a reader never sees half an answer.
            const aside = `${file}.${process.pid}.${this.stats.misses}.tmp`;
            await (0,promises_.writeFile)(aside, JSON.stringify(entry));
            await (0,promises_.rename)(aside, file);
            this.stats.stored++;
            return new Response(body, { status: res.status, headers: res.headers });
        };
    }
    /** Removes the least recently used answers until the cache fits its size; returns how many. */
    async trim() {
        const files = await entries(this.dir);
        let total = files.reduce((n, f) => n + f.size, 0);
        let removed = 0;
        for (const f of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
            if (total <= this.maxBytes)
                break;
            await (0,promises_.rm)(f.file, { force: true });
            total -= f.size;
            removed++;
        }
        return removed;
    }
    async key(request, body) {
        // A body we cannot read as text (a stream) cannot be keyed: that request goes uncached.
        if (body !== undefined && body !== null && typeof body !== 'string')
            return undefined;
        const url = new URL(request.url);
        for (const p of SECRET_PARAMS)
            url.searchParams.delete(p);
        const headers = KEYED_HEADERS.map((h) => [h, request.headers.get(h)]);
        return (0,external_node_crypto_.createHash)('sha256')
            .update(JSON.stringify({
            method: request.method,
            url: url.href,
            headers,
            body: body ?? '',
            trial: trial.getStore() ?? '',
        }))
            .digest('hex');
    }
    file(key) {
        return external_node_path_default().join(this.dir, key.slice(0, 2), `${key}.json`);
    }
}
async function read(file) {
    try {
        const entry = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
        return entry.v === 1 && typeof entry.body === 'string' ? entry : undefined;
    }
    catch {
        // Absent, or half written by a run that was killed: a miss either way.
        return undefined;
    }
}
async function entries(dir) {
    const out = [];
    const shards = await (0,promises_.readdir)(dir).catch(() => []);
    for (const shard of shards) {
        const names = await (0,promises_.readdir)(external_node_path_default().join(dir, shard)).catch(() => []);
        for (const name of names) {
            const file = external_node_path_default().join(dir, shard, name);
            const s = await (0,promises_.stat)(file).catch(() => undefined);
            if (s?.isFile() && name.endsWith('.json'))
                out.push({ file, size: s.size, mtimeMs: s.mtimeMs });
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/providers/limiter.ts
var providers_limiter = __webpack_require__(7694);
// EXTERNAL MODULE: ./src/model/defaults.ts
var defaults = __webpack_require__(9555);
// EXTERNAL MODULE: ./src/score/judge.ts + 1 modules
var judge = __webpack_require__(4638);
;// CONCATENATED MODULE: ./src/run/providers.ts
// The run's model side: the providers and the judge resolved from their specs, and the response
// cache they share when `cache` is on.






/** The cache the options or the config ask for: a flag's folder is relative to the working
 * folder, the config's to the config. */
function openCache(option, config, cwd) {
    if (option === false)
        return undefined;
    const written = config.cache === true ? {} : config.cache || undefined;
    if (option === undefined && !written)
        return undefined;
    const dir = typeof option === 'string'
        ? external_node_path_default().resolve(cwd, option)
        : external_node_path_default().resolve(config.dir, written?.dir ?? defaults/* DEFAULTS */.z.cacheDir);
    return new ResponseCache(dir, (written?.max_mb ?? defaults/* DEFAULTS */.z.cacheMaxMb) * 1024 * 1024);
}
/** Trims the cache to its size and says what it did, for report.json. */
async function closeCache(cache, cwd) {
    if (!cache)
        return {};
    const evicted = await cache.trim();
    return { cache: { dir: external_node_path_default().relative(cwd, cache.dir) || '.', ...cache.stats, evicted } };
}
function resolveProviders(choice, env, notices, cache) {
    const { specs, fallback } = choice;
    if (fallback) {
        notices.push('No provider named and no provider key in the environment: using the replay provider, which plays the expected calls.');
    }
    const providers = [];
    const infos = [];
    const limiters = new Map();
    for (const spec of specs) {
        // Replay and agent CLIs take no slots: resolveProvider hands the limiter to retries only.
        const limiter = new providers_limiter/* RequestLimiter */.iP(apiOf(spec));
        const r = (0,providers_spec/* resolveProvider */.Kd)(spec, env, { cache, retry: { limiter } });
        if ('provider' in r) {
            providers.push(r.provider);
            limiters.set(r.provider.id, limiter);
            infos.push({
                id: r.provider.id,
                name: r.provider.name,
                model: r.provider.model,
                status: 'ran',
            });
        }
        else {
            const id = (0,providers_spec/* specId */.HS)(spec);
            const [name, model = ''] = id.split(/:(.*)/);
            notices.push(`Provider ${id} skipped: ${r.skipped}`);
            infos.push({ id, name, model, status: 'skipped', reason: r.skipped });
        }
    }
    return { providers, infos, limiters };
}
const apiOf = (spec) => typeof spec === 'string' ? spec.split(':')[0] : spec.provider;
/**
 * After the run: the providers (and the judge) whose in-flight requests were lowered by rate
 * limits get `backoff` in their info, and a line each for the notices.
 */
function backoffNotices(infos, limiters, judge) {
    const lines = [];
    for (const info of infos) {
        const backoff = limiters.get(info.id)?.backoff;
        if (!backoff)
            continue;
        info.backoff = backoff;
        lines.push((0,providers_limiter/* describeBackoff */.S_)(info.id, backoff));
    }
    const judged = judge?.limiter?.backoff;
    if (judged)
        lines.push((0,providers_limiter/* describeBackoff */.S_)(`Judge ${judge.id}`, judged));
    return lines;
}
/** The LLM judge, or why there is none (then the deterministic baseline grades). */
function resolveJudge(spec, env, notices, onStop, cache) {
    if (spec === undefined)
        return {};
    const id = (0,providers_spec/* specId */.HS)(spec);
    const skip = (reason) => {
        notices.push(`Judge ${id} skipped: ${reason}; clarification and answer checks use the deterministic baseline.`);
        return { info: { id, status: 'skipped', reason } };
    };
    const limiter = new providers_limiter/* RequestLimiter */.iP(apiOf(spec));
    const r = (0,providers_spec/* resolveProvider */.Kd)(spec, env, { cache, retry: { limiter } });
    if ('skipped' in r)
        return skip(r.skipped);
    if (r.provider.agent || r.provider.id === 'replay') {
        return skip('a judge must be a model API provider (not replay or an agent CLI)');
    }
    return { judge: new judge/* Judge */.Ih(r.provider, { onStop }), info: { id, status: 'used' }, limiter };
}

// EXTERNAL MODULE: ./src/report/build.ts + 1 modules
var build = __webpack_require__(4922);
// EXTERNAL MODULE: ./src/report/write.ts + 1 modules
var write = __webpack_require__(4047);
// EXTERNAL MODULE: ./src/report/outputs/index.ts + 10 modules
var outputs = __webpack_require__(435);
// EXTERNAL MODULE: ./src/score/usage.ts
var usage = __webpack_require__(1673);
// EXTERNAL MODULE: ./src/providers/errors.ts
var providers_errors = __webpack_require__(1787);
// EXTERNAL MODULE: ./src/providers/types.ts
var types = __webpack_require__(2695);
// EXTERNAL MODULE: ./src/model/transcript.ts
var model_transcript = __webpack_require__(5419);
// EXTERNAL MODULE: ./src/report/row.ts
var row = __webpack_require__(9874);
// EXTERNAL MODULE: ./src/score/verdict.ts + 11 modules
var score_verdict = __webpack_require__(4539);
;// CONCATENATED MODULE: ./src/score/replay.ts
/** Longest quote of a server's message: validation errors can list a whole schema. */
const QUOTE = 500;
/** The verdict, failed when the replay provider's calls met an error result or a JSON-RPC error. */
function replayVerdict(provider, scenario, t, verdict) {
    if (provider.id !== 'replay')
        return verdict;
    // Replay sends a turn's expected calls in order, one per step: the n-th call of a turn is its
    // n-th expected call.
    const sent = new Map();
    const rejected = t.calls.flatMap((call) => {
        const n = sent.get(call.turn) ?? 0;
        sent.set(call.turn, n + 1);
        const step = scenario.turns[call.turn]?.expect.calls?.[n];
        return rejection(call, step) ? [{ call, step }] : [];
    });
    if (!rejected.length)
        return verdict;
    const [{ call, step }] = rejected;
    let message = (call.error ?? '').replace(/\s+/g, ' ').trim();
    if (message.length > QUOTE)
        message = `${message.slice(0, QUOTE)}…`;
    const wanted = typeof step?.error === 'string'
        ? ` (the corpus expects an error containing "${step.error}")`
        : '';
    const more = rejected.length > 1 ? ` (and ${rejected.length - 1} more rejected call(s))` : '';
    const reason = `replay: the server rejected ${call.tool}: ${message}${wanted}${more}`;
    // A scenario marked known_failure stays one, whatever made it fail.
    return scenario.known_failure
        ? {
            ...verdict,
            status: 'known-failure',
            reason: `known failure (${scenario.known_failure}): ${reason}`,
        }
        : { ...verdict, status: 'fail', reason };
}
function rejection(call, step) {
    // "not run" calls were never sent (max_steps): the server did not see them.
    if (call.error === undefined || call.error.startsWith('not run:'))
        return false;
    if (step?.error === true)
        return false;
    return !(typeof step?.error === 'string' && call.error.toLowerCase().includes(step.error.toLowerCase()));
}

;// CONCATENATED MODULE: ./src/run/loop.ts
async function converse(scenario, provider, proxy, t, signal, deadline) {
    const session = provider.start(proxy.tools, { deadline });
    for (const [index, turn] of scenario.turns.entries()) {
        proxy.expect(turn.expect.calls ?? []);
        const texts = [];
        const refusals = [];
        let step = await session.user(turn, signal);
        addUsage(t.usage, step.usage);
        let steps = 0;
        for (;;) {
            if (step.text.trim())
                texts.push(step.text.trim());
            if (step.refusal?.trim())
                refusals.push(step.refusal.trim());
            if (step.calls.length === 0 || signal.aborted)
                break;
            if (steps >= scenario.max_steps) {
                // Still on the record: a forbidden call asked for at the limit must not go unseen.
                for (const c of step.calls)
                    proxy.notRun(index, c.tool, c.args, `max_steps (${scenario.max_steps}) reached`);
                break;
            }
            steps++;
            const outcomes = await Promise.all(step.calls.map(async (c) => {
                const out = c.malformed
                    ? proxy.malformed(index, c.tool, c.malformed, c.raw)
                    : await proxy.call(index, c.tool, c.args, signal);
                return { callId: c.id, tool: c.tool, text: out.text, isError: out.isError };
            }));
            step = await session.results(outcomes, signal);
            addUsage(t.usage, step.usage);
        }
        // A refusal is kept apart from the reply: the checks must never read it as a question.
        t.turns.push({
            user: turn.user,
            reply: texts.join('\n'),
            ...(refusals.length ? { refusal: refusals.join('\n') } : {}),
        });
    }
}
function addUsage(usage, step) {
    usage.inputTokens += step?.inputTokens ?? 0;
    usage.outputTokens += step?.outputTokens ?? 0;
    usage.cachedTokens += step?.cachedTokens ?? 0;
}

;// CONCATENATED MODULE: ./src/run/agent-loop.ts

async function converseAgent(scenario, agent, proxy, t, signal) {
    let current = 0;
    // Loaded here: the MCP server side (HTTP, sessions) is only an agent CLI's, and costs every
    // other run start-up time.
    const { serveProxy } = await Promise.all(/* import() */[__webpack_require__.e(733), __webpack_require__.e(189)]).then(__webpack_require__.bind(__webpack_require__, 2189));
    const served = await serveProxy(proxy, () => ({ turn: current, signal }));
    try {
        let sessionId;
        for (const [index, turn] of scenario.turns.entries()) {
            current = index;
            proxy.expect(turn.expect.calls ?? []);
            const reply = await agent.run(turn, {
                mcpUrl: served.url,
                signal,
                sessionId,
                maxSteps: scenario.max_steps,
            });
            sessionId = reply.sessionId ?? sessionId;
            addUsage(t.usage, reply.usage);
            t.turns.push({ user: turn.user, reply: reply.text.trim() });
        }
    }
    finally {
        await served.close();
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/run/hooks.ts
// before/after shell hooks, run in the corpus file's folder.



const KEEP = 4000;
const BASH = ['--noprofile', '--norc', '-eo', 'pipefail'];
let scripts = 0;
/** Runs `command` with `bash -c`; with `asFile`, writes it to a script in `cwd` and runs that
 * file (then removes it), as the answer-fixture format does with its hooks. The hook gets `env`
 * (process.env when absent). */
async function runHook(phase, command, cwd, timeoutMs, opts = {}) {
    if (!opts.asFile)
        return spawnHook(phase, command, ['-c', command], cwd, timeoutMs, opts.env, opts.signal);
    const file = external_node_path_default().join(cwd, `.mcp-eval-${phase}-${process.pid}-${++scripts}.sh`);
    try {
        await (0,promises_.writeFile)(file, command.endsWith('\n') ? command : `${command}\n`, { mode: 0o700 });
    }
    catch (err) {
        return {
            phase,
            command,
            exitCode: null,
            stdout: '',
            stderr: `cannot write the hook script ${file}: ${err.message}`,
            durationMs: 0,
        };
    }
    try {
        return await spawnHook(phase, command, [file], cwd, timeoutMs, opts.env, opts.signal);
    }
    finally {
        await (0,promises_.rm)(file, { force: true });
    }
}
function spawnHook(phase, command, args, cwd, timeoutMs, env, 
/** Aborted when the run is cancelled and its grace period is over: the hook is killed. */
signal) {
    const started = performance.now();
    return new Promise((resolve) => {
        // Its own process group, so a timeout kills what the hook started too.
        const child = (0,external_node_child_process_.spawn)('bash', [...BASH, ...args], {
            cwd,
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
        });
        let stdout = '';
        let stderr = '';
        // The end is kept; a cut start is marked "…", where the redactor looks for half a secret.
        const keep = (text) => (text.length > KEEP ? `…${text.slice(-KEEP)}` : text);
        child.stdout.on('data', (d) => (stdout = keep(stdout.replace(/^…/, '') + d.toString())));
        child.stderr.on('data', (d) => (stderr = keep(stderr.replace(/^…/, '') + d.toString())));
        const kill = (why) => {
            stderr += `\n(${why})`;
            // Never -0: that would be this process's own group.
            if (child.pid === undefined)
                return;
            try {
                process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                child.kill('SIGKILL');
            }
        };
        const timer = setTimeout(() => kill(`hook timed out after ${timeoutMs} ms`), timeoutMs);
        const onAbort = () => kill(`hook killed: the run was cancelled by ${String(signal?.reason)}`);
        if (signal?.aborted)
            onAbort();
        else
            signal?.addEventListener('abort', onAbort, { once: true });
        let finished = false;
        const done = (exitCode) => {
            if (finished)
                return;
            finished = true;
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            // A background job the hook left running (`cmd &`) may hold the pipes open: stop reading.
            child.stdout.destroy();
            child.stderr.destroy();
            resolve({
                phase,
                command,
                exitCode,
                stdout,
                stderr,
                durationMs: performance.now() - started,
            });
        };
        child.once('error', (err) => {
            stderr += err.message;
            done(null);
        });
        // 'close' waits for the pipes; a hook's own exit is what counts, after a moment for output.
        child.once('close', (code) => done(code));
        child.once('exit', (code) => setTimeout(() => done(code), 100).unref());
    });
}

;// CONCATENATED MODULE: ./src/run/job.ts











async function runJob(job, stage, settings) {
    const { scenario } = job;
    if (scenario.skip)
        return (0,row/* row */.n)(job, (0,model_transcript/* emptyTranscript */.gj)(), [], { status: 'skipped', reason: scenario.skip }, 0);
    const hooks = [];
    const hook = (phase, command) => runHook(phase, command, scenario.dir, settings.hookTimeout * 1000, {
        asFile: scenario.hooks_as_files,
        env: settings.env,
        signal: settings.stop?.running,
    });
    const cancelled = () => settings.stop?.running.aborted
        ? { status: 'cancelled', reason: settings.stop.runningReason() }
        : undefined;
    try {
        if (scenario.before) {
            const before = await hook('before', scenario.before);
            hooks.push(before);
            const stopped = cancelled();
            if (stopped)
                return (0,row/* row */.n)(job, (0,model_transcript/* emptyTranscript */.gj)(), hooks, stopped, 0);
            if (before.exitCode !== 0) {
                const reason = `before hook exited with ${before.exitCode}: ${before.stderr.trim().split('\n').pop() ?? ''}`;
                return (0,row/* row */.n)(job, (0,model_transcript/* emptyTranscript */.gj)(), hooks, { status: 'setup-failed', reason }, 0);
            }
        }
        let attempts = 0;
        for (;;) {
            attempts++;
            // Cached answers are keyed by trial: repeats and a second attempt are new samples.
            const trial = `${job.repetition}.${attempts}`;
            const { transcript, outcome } = await inTrial(trial, () => attempt(job, stage, settings));
            if (outcome)
                return (0,row/* row */.n)(job, transcript, hooks, outcome, attempts);
            let verdict = (0,score_verdict/* score */.fN)(scenario, transcript);
            // Only a model that called nothing gets a second chance; a gate that cannot see never will.
            if (verdict.status === 'inconclusive' &&
                (0,score_verdict/* noCallWhereExpected */.Bq)(scenario, transcript) &&
                attempts < 2)
                continue;
            if (settings.judge && judge/* Judge */.Ih.wanted(scenario)) {
                // Between the conversation and scoring: the checks read the judgements.
                const { judge } = settings;
                transcript.judgements = await inTrial(trial, () => judge.judge(scenario, transcript));
                verdict = (0,score_verdict/* score */.fN)(scenario, transcript);
            }
            return (0,row/* row */.n)(job, transcript, hooks, replayVerdict(job.provider, scenario, transcript, verdict), attempts);
        }
    }
    finally {
        // Past the grace period there is no time for a teardown: the row says it did not run.
        const stopped = cancelled();
        if (scenario.after && stopped)
            hooks.push(notRun('after', scenario.after, stopped.reason));
        else if (scenario.after)
            hooks.push(await hook('after', scenario.after));
    }
}
function notRun(phase, command, reason) {
    return {
        phase,
        command,
        exitCode: null,
        stdout: '',
        stderr: `not run: ${reason}`,
        durationMs: 0,
    };
}
/** One conversation under the scenario's timeout; an outcome when it did not finish. */
async function attempt(job, { proxy, backend, blindSpot }, settings) {
    const { scenario, provider } = job;
    const seconds = scenario.timeout ?? settings.timeout;
    const controller = new AbortController();
    const transcript = (0,model_transcript/* emptyTranscript */.gj)();
    transcript.tools = proxy.tools.map((t) => t.name);
    if (blindSpot)
        transcript.unobservable = blindSpot;
    proxy.begin(scenario.mode);
    backend.begin(scenario.spy?.routes);
    const started = performance.now();
    const deadline = Date.now() + seconds * 1000;
    let timer;
    const timedOut = new Promise((resolve) => {
        timer = setTimeout(() => {
            controller.abort();
            resolve('timeout');
        }, seconds * 1000);
    });
    // The grace period after a cancel ended: the conversation stops where it is.
    const running = settings.stop?.running;
    let onCancel = () => { };
    const cancelled = new Promise((resolve) => {
        onCancel = () => {
            controller.abort(running?.reason);
            resolve('cancelled');
        };
        if (running?.aborted)
            onCancel();
        else
            running?.addEventListener('abort', onCancel, { once: true });
    });
    const conversation = provider.agent
        ? converseAgent(scenario, provider.agent, proxy, transcript, controller.signal)
        : // The deadline lets the retry layer give up at once on a wait the scenario cannot afford.
            converse(scenario, provider, proxy, transcript, controller.signal, deadline);
    let outcome;
    try {
        const done = await Promise.race([conversation, timedOut, cancelled]);
        if (done === 'timeout')
            outcome = { status: 'timeout', reason: `no verdict within ${seconds} s` };
        if (done === 'cancelled')
            outcome = { status: 'cancelled', reason: settings.stop.runningReason() };
    }
    catch (err) {
        // An error the abort caused is the cancel's, not the model's.
        if (running?.aborted)
            outcome = { status: 'cancelled', reason: settings.stop.runningReason() };
        else {
            outcome = { status: 'errored', reason: (0,providers_errors/* describeError */.Uc)(err) };
            if (err instanceof types/* ProviderError */.m && err.kind === 'auth')
                throw err;
        }
    }
    finally {
        clearTimeout(timer);
        running?.removeEventListener('abort', onCancel);
        transcript.latencyMs = performance.now() - started;
        transcript.calls = proxy.takeCalls();
        transcript.requests = backend.take();
    }
    // A conversation cut short runs on for a moment: what it adds is no part of this row.
    if (outcome) {
        const { turns, usage } = transcript;
        return { transcript: { ...transcript, turns: [...turns], usage: { ...usage } }, outcome };
    }
    return { transcript, outcome };
}

// EXTERNAL MODULE: ./src/run/cancel.ts
var cancel = __webpack_require__(2735);
;// CONCATENATED MODULE: ./src/run/pool.ts
// The run's slots: `concurrency` jobs in flight, each pulling the next job; rows come back in
// job order. A slot leases its job's server (servers.ts), which is not one process per slot.






async function runPool(jobs, slots, servers, settings, events = {}) {
    const rows = new Array(jobs.length);
    const stopped = new Map();
    let next = 0;
    const work = async () => {
        // A cancel stops new work; what runs finishes, or ends with the grace period (job.ts).
        while (next < jobs.length && !settings.stop?.starting.aborted) {
            const i = next++;
            const job = jobs[i];
            rows[i] = await runOne(job, servers, settings, stopped, events);
            events.row?.(rows[i]);
        }
    };
    await Promise.all(Array.from({ length: slots }, work));
    for (let i = next; i < jobs.length && settings.stop; i++) {
        rows[i] = (0,cancel/* notStarted */.DY)(jobs[i], settings.stop);
        events.row?.(rows[i]);
    }
    return rows;
}
async function runOne(job, servers, settings, stopped, events) {
    const halted = stopped.get(job.provider.id);
    if (halted) {
        return (0,row/* row */.n)(job, (0,model_transcript/* emptyTranscript */.gj)(), [], { status: 'skipped', reason: `provider stopped: ${halted}` }, 0);
    }
    try {
        // Waiting for a server ends with the grace period, like the job itself.
        const lease = await servers.lease(job.scenario, settings.stop?.running);
        let result;
        try {
            result = await runJob(job, lease.stage, settings);
            return result;
        }
        finally {
            // A timed-out scenario may have left the server mid-call: the next one gets a fresh server,
            // so nothing the old call still does lands in another scenario's log.
            await lease.release(result?.status === 'timeout');
        }
    }
    catch (err) {
        const { stop } = settings;
        if (stop?.running.aborted) {
            const reason = stop.runningReason();
            return (0,row/* row */.n)(job, (0,model_transcript/* emptyTranscript */.gj)(), [], { status: 'cancelled', reason }, 0);
        }
        const reason = (0,providers_errors/* describeError */.Uc)(err);
        if (err instanceof types/* ProviderError */.m && err.kind === 'auth' && !stopped.has(job.provider.id)) {
            stopped.set(job.provider.id, reason);
            events.stopped?.(job.provider.id, reason);
        }
        return (0,row/* row */.n)(job, (0,model_transcript/* emptyTranscript */.gj)(), [], { status: 'errored', reason }, 1);
    }
}

// EXTERNAL MODULE: ./src/run/prepare.ts + 1 modules
var prepare = __webpack_require__(74);
// EXTERNAL MODULE: ./src/corpus/definition.ts
var definition = __webpack_require__(4807);
// EXTERNAL MODULE: ./src/score/coverage.ts
var coverage = __webpack_require__(2770);
// EXTERNAL MODULE: ./src/run/servers.ts + 3 modules
var run_servers = __webpack_require__(4786);
// EXTERNAL MODULE: ./src/run/announce.ts
var announce = __webpack_require__(7662);
// EXTERNAL MODULE: ./src/run/sight.ts
var sight = __webpack_require__(1228);
;// CONCATENATED MODULE: ./src/run/setup.ts




async function setUp(opts, plan, env) {
    const notices = [...plan.notices];
    const choice = (0,announce/* chooseProviders */.oG)(opts.providers, plan.config, env, opts.cwd, opts.via);
    const cache = openCache(opts.cache, plan.config, opts.cwd);
    await opts.prepared?.({
        files: [
            ...(plan.config.file ? [plan.config.file] : []),
            ...new Set(plan.scenarios.map((s) => s.origin.file)),
        ],
        ...(cache ? { cacheDir: cache.dir } : {}),
    });
    const { providers, infos, limiters } = resolveProviders(choice, env, notices, cache);
    const skipped = Object.fromEntries(infos.flatMap((i) => (i.status === 'skipped' && i.reason ? [[i.id, i.reason]] : [])));
    for (const line of (0,announce/* describeSetup */.jX)({
        cwd: opts.cwd,
        configFile: plan.config.file,
        via: opts.via,
        providers: { choice, skipped },
        thresholds: plan.thresholds,
        thresholdsFrom: opts.thresholds ? 'option' : plan.config.thresholds ? 'config' : 'corpus',
    }))
        opts.log.info(line);
    // After the opening lines, so that a config without a server still says what it loaded.
    (0,prepare/* requireTarget */.Fm)(plan);
    const judged = resolveJudge(opts.judge ?? plan.config.judge, env, notices, (reason) => {
        if (judged.info)
            Object.assign(judged.info, { status: 'stopped', reason });
        opts.log.warn(`Judge ${judged.info?.id} stopped for the rest of the run: ${reason}; the baseline grades the rest`);
    }, cache);
    const blind = (0,sight/* blindGates */.cv)(plan.scenarios, plan.target).length;
    if (blind) {
        notices.push(`${blind} scenario(s) have request gates the spy cannot see: they are reported unobserved (⚠️), never passed; \`mcp-eval validate\` lists them`);
    }
    for (const n of notices)
        opts.log.notice(n);
    return { notices, cache, providers, infos, limiters, judged };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/run/row-log.ts
// Finished rows go to disk as they finish, redacted: a run killed outright (out of memory, the
// runner's time limit, SIGKILL) still leaves every finished row in <out>/rows.partial.jsonl.
// Written synchronously, a line a row, so nothing waits in a buffer when the process dies.
// Once the report is written (transcripts.jsonl holds them all), the file is removed.


const PARTIAL_ROWS = 'rows.partial.jsonl';
class RowLog {
    redactor;
    file;
    fd;
    constructor(out, redactor) {
        this.redactor = redactor;
        (0,external_node_fs_.mkdirSync)(out, { recursive: true });
        this.file = external_node_path_default().join(out, PARTIAL_ROWS);
        this.fd = (0,external_node_fs_.openSync)(this.file, 'w');
    }
    add(row) {
        if (this.fd !== undefined)
            (0,external_node_fs_.writeSync)(this.fd, JSON.stringify(this.redactor.redactDeep(row)) + '\n');
    }
    close() {
        if (this.fd !== undefined)
            (0,external_node_fs_.closeSync)(this.fd);
        this.fd = undefined;
    }
    /** The report that holds every row is written: the partial file has done its job. */
    remove() {
        this.close();
        (0,external_node_fs_.rmSync)(this.file, { force: true });
    }
}

// EXTERNAL MODULE: ./src/report/redact.ts + 3 modules
var redact = __webpack_require__(331);
;// CONCATENATED MODULE: ./src/run/evaluate.ts
// The engine: prepare, list the tools, run every (scenario, provider, repetition),
// score, aggregate and write the report.



















async function evaluate(opts) {
    const started = new Date();
    const env = opts.env ?? process.env;
    // An unknown --format fails before anything runs, not after the run.
    (0,outputs/* chooseOutputs */.q)(opts.formats);
    // Read while the corpus loads, awaited before the first scenario: a baseline that is missing or
    // invalid fails before any model is paid for. Comparing is loaded only when there is one.
    const given = opts.baseline;
    const reading = given &&
        __webpack_require__.e(/* import() */ 451).then(__webpack_require__.bind(__webpack_require__, 451)).then((m) => m.loadReport(given.path, opts.cwd, 'baseline'));
    reading?.catch(() => undefined);
    // The server starts as soon as the config is read, while the corpus loads and the providers
    // are set up: the first scenario then waits for no more than its tool list.
    let early;
    const startEarly = (target, concurrency) => {
        if (opts.cancel?.signal.aborted)
            return;
        early = new run_servers/* Servers */.N(target, concurrency, opts.log);
        // Awaited where the tools are needed: a failure is reported there, in its turn.
        early.tools(undefined).catch(() => undefined);
    };
    let plan;
    let setup;
    let baseline;
    try {
        plan = await (0,prepare/* prepare */.iA)(opts, false, startEarly);
        setup = await setUp(opts, plan, env);
        baseline = await reading;
    }
    catch (err) {
        await early?.stop();
        throw err;
    }
    const { notices, cache, providers, infos, limiters, judged } = setup;
    const jobs = providers.flatMap((provider) => plan.scenarios.flatMap((scenario) => Array.from({ length: scenario.repeat }, (_, repetition) => ({
        scenario,
        provider,
        repetition,
    }))));
    const count = Math.max(1, Math.min(plan.concurrency, jobs.length));
    const servers = early ?? new run_servers/* Servers */.N(plan.target, count, opts.log);
    opts.log.info(`Running ${plan.scenarios.length} of ${plan.loaded} scenario(s) × ${providers.length} provider(s)` +
        ` (${jobs.length} run(s)), ${count} at a time`);
    const out = external_node_path_default().resolve(opts.cwd, opts.out);
    let rows;
    let rowLog;
    let tools = [];
    const stop = (0,cancel/* stopOf */.EV)(opts.cancel, opts.grace);
    try {
        // Cancelled before anything ran: no server is started only to be stopped (every run is a
        // `cancelled` row, runPool). The first scenario waits for one server only: the one that
        // lists the tools. Live scenarios start more processes as they need them (servers.ts).
        if (!stop.starting.aborted) {
            tools = (await servers.tools(undefined)).map(definition/* toolRecord */.ah);
            const problems = await (0,prepare/* checkToolNames */.Rz)(plan.scenarios, servers);
            if (problems.length)
                throw new errors/* SetupError */.w3(`The corpus has ${problems.length} problem(s)`, problems);
        }
        // Nothing locates a problem in the corpus after this: the locators hold each file's text (and
        // a file parsed whole, its YAML document), which the run need not keep.
        for (const s of plan.scenarios)
            delete s.origin.locate;
        rowLog = new RowLog(out, new redact/* Redactor */.pO((0,redact/* secretValues */.VX)(env, plan.secrets)));
        const log = rowLog;
        let done = 0;
        opts.progress?.start?.({ total: jobs.length, providers: runsByProvider(jobs) });
        rows = await runPool(jobs, count, servers, { timeout: plan.timeout, hookTimeout: defaults/* DEFAULTS */.z.hookTimeout, judge: judged.judge, env, stop }, {
            row: (row) => {
                log.add(row);
                opts.progress?.row(row, ++done, jobs.length);
            },
            stopped: (id, reason) => {
                const info = infos.find((i) => i.id === id);
                if (info)
                    Object.assign(info, { status: 'stopped', reason });
                opts.log.warn(`Provider ${id} stopped for the rest of the run: ${reason}`);
            },
        });
        // A server that sent the spy nothing in the whole run is not wired to it: its request gates
        // saw nothing (one scenario without API traffic is normal; a whole run is not).
        if (servers.received === 0) {
            rows = rows.map((r) => (r.mode === 'live' ? (0,score_verdict/* unobserve */.OV)(r, sight/* NOTHING_RECEIVED */.wN) : r));
        }
    }
    finally {
        rowLog?.close();
        stop.dispose();
        // Every server's process group goes, whichever way the run ended (mcp/child.ts).
        await servers.stop();
    }
    // Rate limits that lowered a provider's requests in flight: said, and kept in its info.
    const judgeLimiter = judged.info && { id: judged.info.id, limiter: judged.limiter };
    for (const line of backoffNotices(infos, limiters, judgeLimiter)) {
        notices.push(line);
        opts.log.notice(line);
    }
    const cancelled = (0,cancel/* cancelNotice */.bu)(stop, rows);
    if (cancelled) {
        notices.push(cancelled.notice);
        opts.log.warn(cancelled.notice);
    }
    rows = (0,usage/* priceRows */.DW)(rows, plan.config.prices);
    const report = await (0,build/* buildReport */.F)({
        started,
        config: plan.config.file,
        cwd: opts.cwd,
        providers: infos,
        notices,
        rows,
        thresholds: plan.thresholds,
        expectedTools: (0,coverage/* expectedTools */.o)(plan.scenarios),
        extra: {
            tools,
            ...(judged.info ? { judge: judged.info } : {}),
            ...(cancelled ? { cancelled: cancelled.field } : {}),
            usage: (0,usage/* usageReport */.yf)(rows, providers, plan.config.prices, judged.judge?.provider),
            ...(plan.shard ? { shard: plan.shard } : {}),
            ...(await closeCache(cache, opts.cwd)),
        },
    });
    if (baseline) {
        // A baseline the action downloaded is named by its run, not by a temporary folder.
        const run = opts.baseline?.run;
        const label = run
            ? `run #${run.id} (${run.branch} @ ${run.sha.slice(0, 7)})`
            : external_node_path_default().relative(opts.cwd, baseline.file) || baseline.file;
        const { compareReports } = await __webpack_require__.e(/* import() */ 543).then(__webpack_require__.bind(__webpack_require__, 9543));
        report.comparison = compareReports(baseline.report, report, label, opts.baseline?.run);
    }
    const written = await (0,write/* writeReport */.u)(report, out, env, plan.secrets, opts.formats);
    rowLog?.remove();
    return written;
}
/** Each provider's number of runs, in job order (providers run one after the other). */
function runsByProvider(jobs) {
    const runs = new Map();
    for (const { provider } of jobs)
        runs.set(provider.id, (runs.get(provider.id) ?? 0) + 1);
    return [...runs].map(([id, n]) => ({ id, runs: n }));
}

// EXTERNAL MODULE: ./src/commands/common.ts + 1 modules
var common = __webpack_require__(8285);
;// CONCATENATED MODULE: ./src/model/progress.ts
/** `[12/240] pass list-widgets · openai:gpt-4.1-mini · 1.2 s` (`· run 2` from the second repetition). */
function progressLine(row, done, total) {
    const run = row.repetition > 0 ? ` · run ${row.repetition + 1}` : '';
    return `[${done}/${total}] ${row.status} ${row.scenario} · ${row.provider} · ${seconds(row.latencyMs)}${run}`;
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

;// CONCATENATED MODULE: ./src/commands/progress.ts

const CLEAR = '\r\x1b[2K';
function reporter(stream, now = Date.now) {
    return stream.isTTY ? live(stream, now) : lines(stream);
}
function lines(stream) {
    return {
        row: (row, done, total) => void stream.write(`${progressLine(row, done, total)}\n`),
        logger: (inner) => inner,
        end: () => { },
    };
}
function live(stream, now) {
    let started = 0;
    let total = 0;
    let done = 0;
    let running = false;
    let shown = false;
    const counts = { pass: 0, fail: 0, other: 0 };
    const clear = () => {
        if (shown)
            stream.write(CLEAR);
        shown = false;
    };
    const draw = () => {
        const parts = [`${done}/${total}`, `✓ ${counts.pass} ✗ ${counts.fail}`];
        if (counts.other)
            parts.push(`${counts.other} other`);
        // Wall-clock time per finished run so far × runs left: the workers running side by side
        // are in the measured time already, so this needs no concurrency factor. None before the
        // first run finishes: no guess.
        if (done > 0 && done < total)
            parts.push(`ETA ${duration(((now() - started) / done) * (total - done))}`);
        const text = parts.join(' · ');
        const width = (stream.columns ?? 80) - 1;
        stream.write(`${CLEAR}${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
        shown = true;
    };
    const around = (log) => (m) => {
        clear();
        log(m);
        if (running)
            draw();
    };
    return {
        start: (plan) => {
            started = now();
            total = plan.total;
            running = true;
            draw();
        },
        row: (row, n, of) => {
            done = n;
            total = of;
            counts[row.status === 'pass' ? 'pass' : row.status === 'fail' ? 'fail' : 'other'] += 1;
            if (running)
                draw();
        },
        logger: (inner) => ({
            info: around(inner.info),
            notice: around(inner.notice),
            warn: around(inner.warn),
        }),
        end: () => {
            running = false;
            clear();
        },
    };
}
/** 42 s, 3 min 05 s, 1 h 02 min. */
function duration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s} s`;
    if (s < 3600)
        return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
    return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

// EXTERNAL MODULE: ./src/model/limits.ts
var limits = __webpack_require__(817);
;// CONCATENATED MODULE: ./src/commands/run.ts
// mcp-eval run: the corpus against the server and the providers; writes the reports.








function register(program, ctx) {
    (0,common/* common */.sh)(program.command('run').description('run the corpus and write report.json and report.md'))
        .option('-p, --provider <spec>', 'provider spec, e.g. openai:gpt-4.1-mini or replay (repeatable, comma-separated)', common/* list */.p_)
        .option('--providers <spec>', 'alias of --provider', common/* list */.p_)
        .option('--judge <spec>', 'LLM judge for clarification and answers')
        .option('--thresholds <yaml-or-file>', 'thresholds, inline YAML/JSON or a file')
        .option('--fail-on-threshold', 'exit 1 when thresholds are not met')
        .addOption(new esm/* Option */.c$('--repeat <n>', 'repetitions per scenario').argParser(common/* int */.Wh))
        .addOption(new esm/* Option */.c$('--concurrency <n>', 'scenarios run at once (server processes: `server.pool` in the config)').argParser(common/* workers */.EH))
        .addOption(new esm/* Option */.c$('--timeout <seconds>', 'default per-scenario timeout').argParser(common/* seconds */.YA))
        .addOption(new esm/* Option */.c$('--grace <seconds>', `after SIGINT/SIGTERM, how long running scenarios may still finish (default ${cancel/* GRACE_SECONDS */.F2}; a second signal ends it)`).argParser(graceSeconds))
        .addOption(new esm/* Option */.c$('--shard <i/n>', 'run only shard i of n of the selected scenarios (merge: mcp-eval merge)').argParser(shardArg))
        .option('--cache [dir]', `keep model answers on disk (default folder ${defaults/* DEFAULTS */.z.cacheDir}): a rerun of an unchanged corpus asks the model nothing`)
        // No default: without either flag the config's `cache` decides.
        .addOption(new esm/* Option */.c$('--no-cache', "ask the model again, whatever the config's `cache` says").default(undefined))
        .option('-o, --out <dir>', 'where the reports go', defaults/* DEFAULTS */.z.out)
        .option(common/* FORMAT_FLAG */.rp, (0,common/* formatHelp */.B2)(), common/* list */.p_)
        .option('--baseline <report>', 'compare with this report (report.json or its folder): regressions at the top of the report')
        .option('--fail-on-regression', 'exit 1 when the comparison with --baseline finds a regression')
        .option('-q, --quiet', 'no progress line (or line per finished run) on stderr')
        .action(async (flags) => {
        const opts = (0,common/* options */.fF)({ ...flags, provider: [...(flags.provider ?? []), ...(flags.providers ?? [])] }, ctx.io);
        if (!opts.providers?.length)
            opts.providers = undefined;
        const progress = flags.quiet ? undefined : reporter(ctx.io.stderr);
        if (progress)
            Object.assign(opts, { progress, log: progress.logger(opts.log) });
        // The real CLI only: SIGINT/SIGTERM cancel the run, which still writes its reports.
        const signals = ctx.io.signals?.((signal, first) => ctx.io.stderr.write(first
            ? `\n${signal}: no new scenario starts; running ones get ${opts.grace ?? cancel/* GRACE_SECONDS */.F2} s (send it again to stop them now)\n`
            : `\n${signal}: stopping the running scenarios now\n`));
        if (signals)
            opts.cancel = signals.request;
        let outcome;
        try {
            outcome = await evaluate(opts);
        }
        finally {
            progress?.end();
            signals?.dispose();
        }
        (0,common/* printOutcome */.is)(ctx.io, outcome);
        const cancelled = signals?.exitCode();
        if (cancelled) {
            ctx.io.stderr.write(`Cancelled by ${signals?.received()}: the reports hold what finished\n`);
            return ctx.exit(cancelled);
        }
        // Loaded after the run: the `compare` command's code is not on the way to the first request.
        if (outcome.report.comparison) {
            const { printComparison } = await __webpack_require__.e(/* import() */ 546).then(__webpack_require__.bind(__webpack_require__, 1165));
            printComparison(ctx, outcome.report.comparison, flags.failOnRegression);
        }
        if (flags.failOnThreshold && !outcome.report.thresholds.met)
            ctx.exit(1);
    });
}
/** `--shard 2/3`; commander names the flag in front of the message. */
function shardArg(value) {
    try {
        return (0,shard/* parseShard */.uK)(value);
    }
    catch (err) {
        throw new esm/* InvalidArgumentError */.Di(err.message);
    }
}
/** `--grace 0` is allowed: running scenarios stop at once. At most a day, as every timeout. */
function graceSeconds(value) {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > limits/* LIMITS */.b1.seconds) {
        throw new esm/* InvalidArgumentError */.Di(`expected a number of seconds from 0 to ${limits/* LIMITS */.b1.seconds} (one day), got "${value}"`);
    }
    return n;
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
