export const id = 903;
export const ids = [903];
export const modules = {

/***/ 2292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qv: () => (/* binding */ SHARD_NOTICE),
/* harmony export */   Xe: () => (/* binding */ shardNotice),
/* harmony export */   eI: () => (/* binding */ sliceScenarios),
/* harmony export */   pU: () => (/* binding */ selectionHash),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* unused harmony export shardOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4807);
// Shards: `--shard i/n` runs one stable slice of the selected scenarios, so that a CI matrix of n
// jobs runs the corpus once between them (`mcp-eval merge` joins their reports).


/**
 * `i/n` with 1 ≤ i ≤ n; throws an Error whose message says what was expected (the caller names
 * the flag or the input).
 */
function parseShard(text) {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    if (!m)
        throw new Error(`expected i/n (e.g. 2/3), got "${text}"`);
    const [index, count] = [Number(m[1]), Number(m[2])];
    if (count < 1)
        throw new Error(`the shard count must be at least 1, got "${text}"`);
    if (index < 1 || index > count) {
        throw new Error(`the shard index must be between 1 and ${count}, got "${text}"`);
    }
    return { index, count };
}
/**
 * The 1-based shard of a scenario id: a hash of the id alone, so a scenario keeps its shard
 * whatever the file order and whatever scenarios are added or removed around it.
 */
function shardOf(id, count) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(id).digest();
    return (h.readUInt32BE(0) % count) + 1;
}
/** The scenarios of one shard, in their corpus order. Applied after the filters. */
function sliceScenarios(scenarios, shard) {
    return scenarios.filter((s) => shardOf(s.id, shard.count) === shard.index);
}
/**
 * A hash of what the filters selected (before sharding): every id with its definition and
 * repeat. Shards merge only when it is the same, i.e. they sliced the same corpus the same way.
 */
function selectionHash(scenarios) {
    const parts = scenarios
        .map((s) => `${s.id}\t${(0,_definition_js__WEBPACK_IMPORTED_MODULE_1__/* .definitionHash */ .cn)(s)}\t${s.repeat}`)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_definition_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$N)(parts)).digest('hex').slice(0, 16);
}
/** The notice a shard's report carries, so that no one mistakes it for the whole run. */
function shardNotice(shard, ran, selected) {
    return `Shard ${shard.index}/${shard.count}: ${ran} of the ${selected} selected scenario(s); \`mcp-eval merge\` joins the shards into one report`;
}
/** Matches the notice above, which a merged report leaves out. */
const SHARD_NOTICE = /^Shard \d+\/\d+: \d+ of the \d+ selected scenario\(s\)/;


/***/ }),

/***/ 2932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qs: () => (/* binding */ describePattern),
/* harmony export */   TA: () => (/* binding */ matchesRequest)
/* harmony export */ });
/* unused harmony export pathRegex */
const cache = new Map();
/** `*` matches within one path segment, `**` across segments; the rest is literal. */
function pathRegex(pattern) {
    let re = cache.get(pattern);
    // Stryker disable next-line ConditionalExpression: equivalent, the cache only saves recompiling the same regex
    if (!re) {
        const body = pattern
            .split(/(\*\*|\*)/)
            .map((part) => part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('');
        re = new RegExp(`^${body}/?$`);
        // Stryker disable next-line CallExpression: equivalent, the cache only saves recompiling the same regex
        cache.set(pattern, re);
    }
    return re;
}
function matchesRequest(p, req) {
    if (p.method && p.method.toUpperCase() !== req.method.toUpperCase())
        return false;
    return p.path === undefined || pathRegex(p.path).test(req.path);
}
function describePattern(p) {
    return `${p.method?.toUpperCase() ?? 'any method'} ${p.path ?? '(any path)'}`;
}


/***/ }),

/***/ 1803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ connect),
  a: () => (/* reexport */ loadCatalog)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 1 modules
var esm_client = __webpack_require__(3018);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js
var stdio = __webpack_require__(42);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 10 modules
var streamableHttp = __webpack_require__(9280);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/mcp/group.ts
// Process groups: a server started through `sh -c` or `npx` runs the real server as a grandchild,
// which a signal to the child alone never reaches. Each server leads its own group (spawned
// `detached`), so the whole tree goes at once; a terminal's Ctrl-C does not reach it either,
// which leaves the run to decide when it ends (src/run/cancel.ts).
/** Sends `signal` to the process group `pid` leads; false when there is none (or no groups, as
 * on Windows), so the caller can fall back to the process alone. */
function killGroup(pid, signal) {
    // Never 0 or -0: that is this process's own group.
    if (pid === undefined || pid <= 0)
        return false;
    try {
        process.kill(-pid, signal);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var shared_stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
;// CONCATENATED MODULE: ./src/mcp/cut.ts
/** Set in a result's `_meta` by the transport: the size of the message it cut. */
const CUT_META = 'mcp-eval/cut-message-bytes';
const n = (x) => x.toLocaleString('en-US');
/** `text` within `limit` bytes of UTF-8, with a note when it was longer (or the transport cut
 * it already: `messageBytes`). */
function cutResult(text, limit, messageBytes) {
    const bytes = Buffer.byteLength(text);
    if (bytes <= limit && messageBytes === undefined)
        return text;
    // A character split at the limit decodes as U+FFFD: dropped, not shown half.
    const kept = Buffer.from(text)
        .subarray(0, limit)
        .toString('utf8')
        .replace(/\uFFFD+$/, '');
    const was = messageBytes === undefined
        ? `${n(bytes)} bytes`
        : `${n(messageBytes)} bytes (the whole message)`;
    return `${kept}\n[cut: ${was}; limit ${n(limit)} (server.max_result_bytes)]`;
}
const ID = String.raw `"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")`;
const JSONRPC = String.raw `"jsonrpc"\s*:\s*"2\.0"`;
/** The envelope's id, first (most servers: jsonrpc, id, result) or last (the TypeScript SDK:
 * result, jsonrpc, id); an "id" anywhere else belongs to the result. */
const ID_FIRST = new RegExp(String.raw `^\s*\{\s*(?:${JSONRPC}\s*,\s*)?${ID}`);
const ID_LAST = new RegExp(String.raw `${ID}\s*(?:,\s*${JSONRPC}\s*)?\}\s*$`);
/** The request a cut message answers, if it is an answer (a "result" near its start) to one. */
function cutMessageId(line, waiting) {
    const head = line.head.subarray(0, 512).toString('utf8');
    if (!head.includes('"result"'))
        return undefined;
    for (const m of [ID_FIRST.exec(head), ID_LAST.exec(line.tail.toString('utf8'))]) {
        const id = m && JSON.parse(m[1]);
        if (id !== null && waiting.has(id))
            return id;
    }
    // One request waiting: the answer is its.
    return waiting.size === 1 ? [...waiting.keys()][0] : undefined;
}
/** The answer to the request `id` made from the head of a message too long to hold. */
function cutAnswer(line, id, method) {
    if (method !== 'tools/call') {
        return {
            jsonrpc: '2.0',
            id,
            error: {
                code: -32000,
                message: `the answer to ${method} was ${n(line.bytes)} bytes, too long to read`,
            },
        };
    }
    const tail = line.tail.toString('utf8');
    return {
        jsonrpc: '2.0',
        id,
        result: {
            content: [{ type: 'text', text: firstText(line.head.toString('utf8')) }],
            ...(/"isError"\s*:\s*true/.test(tail) ? { isError: true } : {}),
            _meta: { [CUT_META]: line.bytes },
        },
    };
}
/** The first `"text"` string of a message cut short: decoded as far as it goes. */
function firstText(head) {
    const start = head.search(/"text"\s*:\s*"/);
    if (start === -1)
        return head.replace(/\uFFFD+$/, '');
    const from = head.indexOf('"', head.indexOf(':', start)) + 1;
    // Up to the closing quote, or to the last escape the cut left whole.
    let end = from;
    while (end < head.length && head[end] !== '"') {
        const step = head[end] !== '\\' ? 1 : head[end + 1] === 'u' ? 6 : 2;
        if (end + step > head.length)
            break;
        end += step;
    }
    const body = head.slice(from, end).replace(/\uFFFD+$/, '');
    try {
        return JSON.parse(`"${body}"`);
    }
    catch {
        return body;
    }
}

;// CONCATENATED MODULE: ./src/mcp/lines.ts
// Splits a server's stdout into lines with bounded memory: a line longer than the cap keeps only
// its head (the first `cap` bytes) and its last bytes, however much the server writes.
const TAIL_BYTES = 4096;
class LineSplitter {
    cap;
    onLine;
    onLongLine;
    chunks = [];
    size = 0;
    tail = Buffer.alloc(0);
    constructor(cap, onLine, onLongLine) {
        this.cap = cap;
        this.onLine = onLine;
        this.onLongLine = onLongLine;
    }
    push(chunk) {
        let start = 0;
        for (;;) {
            const end = chunk.indexOf(0x0a, start);
            this.add(end === -1 ? chunk.subarray(start) : chunk.subarray(start, end));
            if (end === -1)
                return;
            this.finish();
            start = end + 1;
        }
    }
    add(piece) {
        if (piece.length === 0)
            return;
        const room = Math.max(0, this.cap - this.size);
        if (room > 0)
            this.chunks.push(piece.subarray(0, room));
        if (piece.length > room) {
            const over = piece.subarray(room);
            // A copy: the tail must not keep a whole chunk of the stream alive.
            this.tail = Buffer.from(over.length >= TAIL_BYTES
                ? over.subarray(-TAIL_BYTES)
                : Buffer.concat([this.tail, over]).subarray(-TAIL_BYTES));
        }
        this.size += piece.length;
    }
    finish() {
        const head = Buffer.concat(this.chunks);
        const { size, tail } = this;
        this.chunks = [];
        this.size = 0;
        this.tail = Buffer.alloc(0);
        if (size > this.cap)
            this.onLongLine({ bytes: size, head, tail });
        else if (size > 0)
            this.onLine(head.toString('utf8').replace(/\r$/, ''));
    }
}

;// CONCATENATED MODULE: ./src/mcp/child.ts
// A stdio transport that, unlike the SDK's, keeps what we need when a server dies (its exit
// code, the last lines of its stderr) and survives what a faulty server writes: lines that are
// not JSON-RPC are skipped, a message too long to hold is cut (cut.ts), stderr is bounded.






const STDERR_LINES = 20;
/** Characters kept of one stderr line: a server may write megabytes without a newline. */
const STDERR_LINE_CHARS = 2000;
/** Bytes of one stdout message held, unless the spec says otherwise. */
const DEFAULT_MESSAGE_BYTES = 16 * 1024 * 1024;
class ChildProcessTransport {
    spec;
    onclose;
    onerror;
    onmessage;
    exitCode = null;
    signal = null;
    /** Set when the command could not be started at all (not found, not executable). */
    spawnError;
    child;
    lines;
    stderr = [];
    partial = '';
    /** Requests sent and not yet answered, by id: their method. */
    waiting = new Map();
    constructor(spec) {
        this.spec = spec;
        this.lines = new LineSplitter(spec.maxMessageBytes ?? DEFAULT_MESSAGE_BYTES, (line) => this.receive(line), (line) => this.receiveLong(line));
    }
    start() {
        return new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)(this.spec.command, this.spec.args, {
                env: this.spec.env,
                cwd: this.spec.cwd,
                stdio: ['pipe', 'pipe', 'pipe'],
                // Its own process group: what it starts goes with it (group.ts).
                detached: true,
            });
            this.child = child;
            child.once('error', (err) => {
                if (child.pid === undefined)
                    this.spawnError = err;
                reject(err);
                this.onerror?.(err);
            });
            child.once('spawn', () => resolve());
            child.once('exit', (code, signal) => {
                // Whatever it left running in its group (a grandchild under `sh -c`) is an orphan now.
                killGroup(child.pid, 'SIGKILL');
                this.exitCode = code;
                this.signal = signal;
                this.onclose?.();
            });
            child.stdout?.on('data', (chunk) => this.lines.push(chunk));
            child.stderr?.setEncoding('utf8');
            child.stderr?.on('data', (text) => this.keepStderr(text));
            child.stdin?.on('error', (err) => this.onerror?.(err));
        });
    }
    send(message) {
        if ('method' in message) {
            if ('id' in message)
                this.waiting.set(message.id, message.method);
            else if (message.method === 'notifications/cancelled')
                this.waiting.delete(message.params.requestId);
        }
        return new Promise((resolve) => {
            const stdin = this.child?.stdin;
            if (!stdin || stdin.destroyed)
                return resolve();
            if (stdin.write((0,shared_stdio/* serializeMessage */.Ex)(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /** True while the server process runs. */
    get running() {
        return this.child?.pid !== undefined && this.exitCode === null && this.signal === null;
    }
    async close() {
        const child = this.child;
        // A process that never started fires no 'exit': there is nothing to wait for.
        if (!child || !this.running)
            return;
        const exited = new Promise((resolve) => child.once('exit', () => resolve()));
        child.stdin?.end();
        // A server that ignores the end of its input, then SIGTERM, is killed: the run's report
        // must not wait on it.
        const kill = (signal) => killGroup(child.pid, signal) || child.kill(signal);
        const timer = setTimeout(() => kill('SIGTERM'), 500);
        const hard = setTimeout(() => kill('SIGKILL'), 1000);
        const giveUp = new Promise((resolve) => setTimeout(resolve, 1500).unref());
        await Promise.race([exited, giveUp]);
        clearTimeout(timer);
        clearTimeout(hard);
    }
    /** Why the server is gone: its exit code and the last lines of its stderr. */
    describeExit() {
        const how = this.spawnError
            ? `could not be started: ${this.spawnError.message}`
            : this.exitCode !== null
                ? `exited with code ${this.exitCode}`
                : this.signal
                    ? `was killed by ${this.signal}`
                    : 'is not running';
        const tail = this.stderrTail();
        return how + (tail.length ? `; the last lines of its stderr:\n    ${tail.join('\n    ')}` : '');
    }
    /** Resolves once the server's stderr is read to its end (or after `ms`): its last words may
     * come after its exit. */
    stderrRead(ms = 500) {
        const stderr = this.child?.stderr;
        if (!stderr || stderr.readableEnded || stderr.destroyed)
            return Promise.resolve();
        return new Promise((resolve) => {
            const timer = setTimeout(resolve, ms);
            stderr.once('close', () => (clearTimeout(timer), resolve()));
        });
    }
    /** The last lines the server wrote to stderr. */
    stderrTail() {
        return this.partial ? [...this.stderr, this.partial] : this.stderr;
    }
    receive(line) {
        let message;
        try {
            message = types/* JSONRPCMessageSchema */.OR.parse(JSON.parse(line));
        }
        catch {
            // A print to stdout (a banner, a debug line) is the server's mistake, not the run's end.
            this.spec.onNoise?.(line);
            return;
        }
        if (!('method' in message) && 'id' in message && message.id !== undefined)
            this.waiting.delete(message.id);
        this.deliver(message);
    }
    /** A message too long to hold: the request it answers gets an answer made from its head. */
    receiveLong(line) {
        const id = cutMessageId(line, this.waiting);
        const method = id === undefined ? undefined : this.waiting.get(id);
        if (id === undefined || method === undefined) {
            this.spec.onNoise?.(`a message of ${line.bytes} bytes that answers no waiting request`);
            return;
        }
        this.waiting.delete(id);
        this.deliver(cutAnswer(line, id, method));
    }
    deliver(message) {
        try {
            this.onmessage?.(message);
        }
        catch (err) {
            this.onerror?.(err);
        }
    }
    keepStderr(text) {
        const lines = (this.partial + text).split(/\r?\n/);
        this.partial = clip(lines.pop() ?? '');
        this.stderr.push(...lines.slice(-STDERR_LINES).map(clip));
        if (this.stderr.length > STDERR_LINES)
            this.stderr = this.stderr.slice(-STDERR_LINES);
    }
}
const clip = (line) => line.length > STDERR_LINE_CHARS ? `${line.slice(0, STDERR_LINE_CHARS)} …` : line;

;// CONCATENATED MODULE: ./src/mcp/live.ts



async function live(client, name, limits, { end, gone = () => undefined, settle, }) {
    const tools = await listTools(client, name, limits.timeout, gone);
    return {
        tools,
        live: true,
        async call(tool, args, signal) {
            let result;
            try {
                result = (await client.callTool({ name: tool, arguments: args }, undefined, {
                    signal,
                }));
            }
            catch (err) {
                await settle?.();
                // A JSON-RPC error answer is a tool error the model sees: its code and message, once.
                throw err instanceof types/* McpError */.Nh ? new Error(mcpMessage(err), { cause: err }) : err;
            }
            const cutAt = result._meta?.[CUT_META];
            const text = cutResult(resultText(result), limits.resultBytes, typeof cutAt === 'number' ? cutAt : undefined);
            return { text, isError: result.isError === true };
        },
        gone,
        close: async () => {
            await end?.();
            await client.close();
        },
    };
}
/** Every page of the server's tools/list, within the startup timeout; a setup error if not. */
async function listTools(client, name, timeout, gone) {
    const tools = [];
    let cursor;
    try {
        do {
            const page = await client.listTools(cursor ? { cursor } : undefined, { timeout });
            tools.push(...page.tools.map(toSpec));
            cursor = page.nextCursor;
        } while (cursor);
    }
    catch (err) {
        const why = gone() ??
            (isTimeout(err)
                ? `${name} did not answer tools/list within ${timeout / 1000} s (server.startup_timeout)`
                : `${name} answered tools/list with an error: ${mcpMessage(err)}`);
        throw new errors/* SetupError */.w3(why);
    }
    return tools;
}
function toSpec(t) {
    return {
        name: t.name,
        description: t.description,
        inputSchema: t.inputSchema ?? { type: 'object', properties: {} },
    };
}
function resultText(result) {
    const parts = (result.content ?? []).map((c) => (c.type === 'text' ? c.text : JSON.stringify(c)));
    if (parts.length === 0 && result.structuredContent) {
        return JSON.stringify(result.structuredContent);
    }
    return parts.join('\n');
}
const isTimeout = (err) => err instanceof types/* McpError */.Nh && err.code === types/* ErrorCode */.O4.RequestTimeout;
/** An MCP error's message, once: the SDK prefixes "MCP error <code>: " on both sides, so an
 * error a TypeScript server threw arrives with it twice. */
function mcpMessage(err) {
    return message(err).replace(/^(MCP error -?\d+: )\1+/, '$1');
}
function message(err) {
    return err instanceof Error ? err.message : String(err);
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/mcp/loopback.ts

/** True for localhost, 127.0.0.0/8 and ::1 — the only places a run may reach by default. */
function isLoopback(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    if ((0,external_node_net_.isIP)(host) === 4)
        return host.startsWith('127.');
    if ((0,external_node_net_.isIP)(host) === 6)
        return host === '::1' || host === '0:0:0:0:0:0:0:1';
    return false;
}

// EXTERNAL MODULE: ./src/model/defaults.ts
var defaults = __webpack_require__(9555);
// EXTERNAL MODULE: ./src/model/placeholders.ts
var placeholders = __webpack_require__(891);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/mcp/catalog.ts
// A saved tool list instead of a server: it lists tools, and answers no call (stub mode only).



/** A saved tool list: a JSON array of tools, or a `tools/list` result ({ tools: [...] }). */
async function loadCatalog(file) {
    let data;
    try {
        data = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
    }
    catch (err) {
        throw new errors/* SetupError */.w3(`Cannot read the catalog ${file}: ${message(err)}`);
    }
    const list = Array.isArray(data) ? data : data?.tools;
    if (!Array.isArray(list) || list.some((t) => typeof t?.name !== 'string')) {
        throw new errors/* SetupError */.w3(`${file}: a catalog is a JSON array of tools ({name, description, inputSchema}) or { "tools": [...] }`);
    }
    return {
        tools: list.map(toSpec),
        live: false,
        call: () => Promise.reject(new Error('no server behind this catalog: use mode: stub')),
        gone: () => undefined,
        close: async () => undefined,
    };
}

;// CONCATENATED MODULE: ./src/mcp/upstream.ts
// The server under test, reached over stdio or streamable HTTP; or a saved catalog instead.











/** The variables a server inherits, as the SDK's getDefaultEnvironment() picks them, from `env`. */
function inherited(env) {
    const out = {};
    for (const key of stdio/* DEFAULT_INHERITED_ENV_VARS */.eB) {
        const value = env[key];
        // A shell function exported as a variable is skipped, as the SDK does.
        if (value !== undefined && !value.startsWith('()'))
            out[key] = value;
    }
    return out;
}
async function connect(written, opts) {
    const server = fillServer(written, { spyUrl: opts.spyUrl, env: opts.env ?? process.env });
    const client = new esm_client/* Client */.K({ name: 'mcp-eval', version: '0.1.0' });
    const timeout = (server.startup_timeout ?? defaults/* DEFAULTS */.z.startupTimeout) * 1000;
    const limits = {
        timeout,
        resultBytes: server.max_result_bytes ?? defaults/* DEFAULTS */.z.maxResultBytes,
    };
    if (server.url) {
        const url = new URL(server.url);
        if (!isLoopback(url.hostname) && !server.allow_remote) {
            throw new errors/* SetupError */.w3(`Refusing to reach the MCP server at ${url.origin}: not a loopback address. ` +
                'Set `server.allow_remote: true` to allow it.');
        }
        const transport = new streamableHttp/* StreamableHTTPClientTransport */.j(url, {
            requestInit: { headers: server.headers },
        });
        try {
            await client.connect(transport, { timeout });
        }
        catch (err) {
            throw new errors/* SetupError */.w3(`The MCP server at ${written.url} did not answer initialize: ${message(err)}`);
        }
        // A client should end its HTTP session explicitly, or a long-running server keeps it.
        const end = () => transport.terminateSession().catch(() => undefined);
        try {
            return await live(client, `The MCP server at ${written.url}`, limits, { end });
        }
        catch (err) {
            await end();
            await client.close().catch(() => undefined);
            throw err;
        }
    }
    if (!server.command)
        throw new errors/* SetupError */.w3('The config names no server (`server.command` or `server.url`)');
    const name = `The MCP server \`${commandLine(written)}\``;
    let noisy = false;
    const transport = new ChildProcessTransport({
        command: server.command,
        args: server.args ?? [],
        env: { ...inherited(opts.env ?? process.env), ...server.env },
        cwd: external_node_path_default().resolve(opts.dir, server.cwd ?? '.'),
        // Room for a result at the limit even when JSON escapes double it; past this, cut unread.
        maxMessageBytes: Math.max(DEFAULT_MESSAGE_BYTES, 4 * limits.resultBytes),
        onNoise: (line) => {
            // Once per server process: a server that prints on every call would flood the log.
            if (noisy)
                return;
            noisy = true;
            opts.warn?.(`${name} wrote a line to stdout that is not JSON-RPC (skipped; logs belong on stderr): ${line.slice(0, 200)}`);
        },
    });
    try {
        await client.connect(transport, { timeout });
    }
    catch (err) {
        // Asked before close(), which ends the server either way.
        const hung = transport.running;
        await transport.close().catch(() => undefined);
        const why = !hung
            ? (await transport.stderrRead(), transport.describeExit())
            : isTimeout(err)
                ? `did not answer initialize within ${timeout / 1000} s (server.startup_timeout)`
                : `did not answer initialize (${message(err)})`;
        throw new errors/* SetupError */.w3(`${name} ${why}`);
    }
    const gone = () => (transport.running ? undefined : `${name} ${transport.describeExit()}`);
    try {
        // A server that died mid-call: its last stderr lines may come after its exit.
        const settle = () => (transport.running ? Promise.resolve() : transport.stderrRead());
        return await live(client, name, limits, { gone, settle });
    }
    catch (err) {
        await transport.close().catch(() => undefined);
        throw err;
    }
}
const commandLine = (server) => [server.command, ...(server.args ?? [])].join(' ');
/** The server's fields with their placeholders filled: ${spy.url}, ${spy.port}, ${env:NAME}. */
function fillServer(server, values) {
    const fill = (s) => {
        try {
            return (0,placeholders/* fillServerText */.AR)(s, values);
        }
        catch (err) {
            throw new errors/* SetupError */.w3(`The server config: ${message(err)}`);
        }
    };
    const each = (o) => o && Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fill(v)]));
    return {
        ...server,
        command: server.command && fill(server.command),
        args: server.args?.map(fill),
        env: each(server.env),
        url: server.url && fill(server.url),
        cwd: server.cwd && fill(server.cwd),
        headers: each(server.headers),
    };
}


/***/ }),

/***/ 74:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rz: () => (/* binding */ checkToolNames),
  iA: () => (/* binding */ prepare),
  Fm: () => (/* binding */ requireTarget),
  GW: () => (/* binding */ splitCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/corpus/config.ts
var corpus_config = __webpack_require__(6664);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(4663);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/model/scenario.ts
var scenario = __webpack_require__(8003);
;// CONCATENATED MODULE: ./src/corpus/filter.ts


const lower = (xs) => xs?.map((x) => x.toLowerCase());
/** `<id>[i]` → `<id>`: the id a list of prompts was expanded from. */
const baseId = (id) => id.replace(/\[\d+\]$/, '');
/** Tags match if any is shared (case-insensitive); ids, tiers and types must be listed. */
function filterScenarios(scenarios, f) {
    const tags = lower(f.tags);
    const tiers = lower(f.tiers);
    const types = lower(f.types);
    return scenarios.filter((s) => (!tags?.length || s.tags.some((t) => tags.includes(t.toLowerCase()))) &&
        // An id also selects its variants (`<id>[i]`, from a list of prompts).
        (!f.ids?.length || f.ids.includes(s.id) || f.ids.includes(baseId(s.id))) &&
        (!tiers?.length || tiers.includes(s.tier)) &&
        (!types?.length || (s.type !== undefined && types.includes(s.type.toLowerCase()))));
}
/**
 * The scenarios the filters select. A filter value the corpus does not have, an empty corpus,
 * or filters that together select nothing are setup errors: a run of nothing must never read
 * as a pass.
 */
function selectScenarios(all, f, opts = {}) {
    const tierProblems = unknown('tier', f.tiers, scenario/* TIERS */.iB, 'not a tier');
    if (opts.partial) {
        if (tierProblems.length)
            throw unknownError(tierProblems);
        return filterScenarios(all, f);
    }
    if (all.length === 0) {
        const where = opts.corpus?.length ? ` (corpus: ${opts.corpus.join(', ')})` : '';
        throw new errors/* SetupError */.w3(`The corpus has no scenario${where}: nothing to run`);
    }
    const problems = [
        ...unknown('tag', f.tags, distinct(all.flatMap((s) => s.tags)), 'no scenario has it'),
        // Ids are exact, as they are matched; a variant is known by its base id too.
        ...unknownIds(f.ids, all),
        ...tierProblems,
        ...unknown('type', f.types, distinct(all.flatMap((s) => s.type ?? [])), 'no scenario has it'),
    ];
    if (problems.length)
        throw unknownError(problems);
    const selected = filterScenarios(all, f);
    if (selected.length === 0)
        throw emptySelection(all, f);
    return selected;
}
/** Case-insensitively distinct, in first-seen spelling. */
function distinct(values) {
    const seen = new Map();
    for (const v of values)
        if (!seen.has(v.toLowerCase()))
            seen.set(v.toLowerCase(), v);
    return [...seen.values()];
}
/** Tags, tiers and types match whatever their case, so they are known whatever their case. */
function unknown(what, given, known, why) {
    const set = new Set(known.map((k) => k.toLowerCase()));
    return (given ?? [])
        .filter((v) => !set.has(v.toLowerCase()))
        .map((v) => `${what} "${v}": ${why}; ${suggest(what, v, known)}`);
}
function unknownIds(ids, all) {
    const known = new Set(all.flatMap((s) => [s.id, baseId(s.id)]));
    const shown = distinct(all.map((s) => baseId(s.id)));
    return (ids ?? [])
        .filter((id) => !known.has(id))
        .map((id) => `id "${id}": no scenario has it; ${suggest('id', id, shown)}`);
}
function unknownError(problems) {
    return new errors/* SetupError */.w3(['Unknown filter value(s): nothing to run', ...problems.map((p) => `  ${p}`)].join('\n'));
}
const SHOWN = 10;
/** "known tags, closest first: smoke, db, …" — or that there is none to choose from. */
function suggest(what, value, known) {
    if (known.length === 0)
        return `the corpus has no ${what}s`;
    const ranked = closestFirst(value, known);
    const more = ranked.length > SHOWN ? `, … (${ranked.length - SHOWN} more)` : '';
    return `known ${what}s, closest first: ${ranked.slice(0, SHOWN).join(', ')}${more}`;
}
/**
 * `known` ranked by closeness to `value`: one containing the other first (a prefix typed, a
 * suffix forgotten), then by edit distance, then alphabetically; case is ignored.
 */
function closestFirst(value, known) {
    const v = value.toLowerCase();
    const key = (k) => {
        const l = k.toLowerCase();
        return { contains: l.includes(v) || v.includes(l) ? 0 : 1, distance: editDistance(v, l) };
    };
    const keyed = known.map((k) => ({ k, ...key(k) }));
    keyed.sort((a, b) => a.contains - b.contains || a.distance - b.distance || a.k.localeCompare(b.k));
    return keyed.map((x) => x.k);
}
/** Levenshtein distance: insertions, deletions and substitutions, one each. */
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = row;
    }
    return prev[b.length];
}
/** Each filter is known, yet together they select nothing: say what each selects alone. */
function emptySelection(all, f) {
    const given = ['tags', 'ids', 'tiers', 'types'].filter((k) => f[k]?.length);
    const alone = given.map((k) => `  ${k} ${f[k].join(', ')}: ${filterScenarios(all, { [k]: f[k] }).length} scenario(s)`);
    // "smoke (3), db (1)": what a filter could pick instead.
    const counted = (values) => {
        const n = new Map();
        for (const v of values) {
            const e = n.get(v.toLowerCase()) ?? { v, c: 0 };
            n.set(v.toLowerCase(), { v: e.v, c: e.c + 1 });
        }
        const sorted = [...n.values()].sort((a, b) => b.c - a.c || a.v.localeCompare(b.v));
        return sorted.map(({ v, c }) => `${v} (${c})`).join(', ') || 'none';
    };
    return new errors/* SetupError */.w3([
        `The filters select no scenario of the ${all.length} in the corpus: nothing to run`,
        ...alone,
        ...(given.length > 1 ? ['  all of them together: none'] : []),
        `Tags in the corpus: ${counted(all.flatMap((s) => distinct(s.tags)))}`,
        ...(f.tiers?.length ? [`Tiers in the corpus: ${counted(all.map((s) => s.tier))}`] : []),
    ].join('\n'));
}

// EXTERNAL MODULE: ./src/corpus/shard.ts
var corpus_shard = __webpack_require__(2292);
// EXTERNAL MODULE: ./src/corpus/configured.ts + 9 modules
var configured = __webpack_require__(8829);
// EXTERNAL MODULE: ./src/model/defaults.ts
var defaults = __webpack_require__(9555);
;// CONCATENATED MODULE: ./src/run/prepare.ts
// Everything before the first model call: config, overrides, corpus, filters, and the
// checks that need the server's tool list. All problems are collected, then thrown at once.









async function prepare(opts, keepProblems = false, 
/** Told the target as soon as the config is read: its server can start while the corpus loads. */
onTarget) {
    const env = opts.env ?? process.env;
    const config = await (0,corpus_config/* loadConfig */.Z9)(opts.config, opts.cwd);
    // Before anything can print them (a server's stderr, a setup error): the logger redacts them.
    opts.log.secrets?.((0,corpus_config/* passedValues */.LC)(config, env));
    const unset = (0,corpus_config/* missingEnv */.gC)(config, env);
    if (unset.length) {
        throw new errors/* SetupError */.w3('The server config passes environment variables that are not set', unset);
    }
    const server = serverFrom(config, opts);
    const target = {
        server,
        catalog: config.catalog && external_node_path_default().resolve(config.dir, config.catalog),
        routes: config.spy?.routes ?? [],
        dir: config.dir,
        defaultStub: config.default_stub,
        env,
        ...(config.spy?.port !== undefined ? { spyPort: config.spy.port } : {}),
    };
    // One backend can hold a fixed port: scenarios then run one at a time, so that every request
    // it logs belongs to the scenario in progress.
    const concurrency = config.spy?.port !== undefined
        ? 1
        : (opts.concurrency ?? config.concurrency ?? defaults/* DEFAULTS */.z.concurrency);
    if (target.server || target.catalog)
        onTarget?.(target, concurrency);
    const corpus = await (0,configured/* loadConfiguredCorpus */.r)(config, {
        cwd: opts.cwd,
        corpus: opts.corpus,
        env,
        repeat: opts.repeat,
        timeout: opts.timeout,
        serverGiven: Boolean(opts.serverCommand || opts.serverUrl),
        keepProblems,
    });
    // Unknown filter values, an empty corpus or an empty selection end the run here (exit 2);
    // with corpus problems kept (validate), those are reported first.
    const selected = selectScenarios(corpus.scenarios, opts, {
        corpus: (opts.corpus ?? config.corpus ?? []).map((e) => (typeof e === 'string' ? e : e.path)),
        partial: corpus.problems.length > 0,
    });
    const notices = corpus.notices;
    // Filters first, then the shard: the shards partition what the filters select. A shard may
    // hold none of them (a hash decides): that is a notice, not an error.
    const scenarios = opts.shard ? (0,corpus_shard/* sliceScenarios */.eI)(selected, opts.shard) : selected;
    const shard = opts.shard && {
        ...opts.shard,
        selected: selected.length,
        selection: (0,corpus_shard/* selectionHash */.pU)(selected),
    };
    if (opts.shard)
        notices.push((0,corpus_shard/* shardNotice */.Xe)(opts.shard, scenarios.length, selected.length));
    // Per-scenario needs the target cannot meet, named scenario by scenario.
    const refuse = (picked, field, summary, what) => {
        if (!picked.length)
            return;
        throw new errors/* SetupError */.w3(summary, picked.map((s) => ({
            file: s.origin.file,
            line: s.origin.line,
            field,
            message: `scenario "${s.id}" ${what}`,
        })));
    };
    if (!server && config.catalog) {
        refuse(scenarios.filter((s) => s.mode === 'live'), 'mode', 'A catalog has no server behind it: scenarios must run in stub mode', 'runs live');
    }
    if (server?.url) {
        refuse(scenarios.filter((s) => s.server), 'server', 'Scenario `server` overrides need a server started by `server.command`, not reached at `server.url`', 'overrides the server');
    }
    return {
        config,
        scenarios,
        ...(shard ? { shard } : {}),
        loaded: corpus.scenarios.length,
        target,
        // A flag beats the config, which beats a thresholds.yaml that came with the corpus.
        thresholds: opts.thresholds
            ? await (0,corpus_config/* parseThresholds */.S)(opts.thresholds, opts.cwd)
            : (config.thresholds ?? corpus.thresholds?.thresholds),
        notices,
        problems: corpus.problems,
        secrets: (0,corpus_config/* passedValues */.LC)(config, env),
        concurrency,
        timeout: opts.timeout ?? config.timeout ?? defaults/* DEFAULTS */.z.timeout,
    };
}
function serverFrom(config, opts) {
    if (opts.serverUrl)
        return { ...config.server, command: undefined, args: undefined, url: opts.serverUrl };
    if (opts.serverCommand) {
        const [command, ...args] = splitCommand(opts.serverCommand);
        return { ...config.server, url: undefined, command, args };
    }
    return config.server;
}
/** Splits a command line on spaces, keeping quoted parts together. */
function splitCommand(line) {
    const words = line.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
    return words.map((w) => w.replace(/^(["'])(.*)\1$/, '$2'));
}
/** A run needs something to list tools: a server or a catalog. */
function requireTarget(plan) {
    if (!plan.target.server && !plan.target.catalog) {
        throw new errors/* SetupError */.w3('The config names no server: set `server.command`, `server.url` or `catalog`');
    }
}
/** Expected tools that the server (or its override for that scenario) does not list. */
async function checkToolNames(scenarios, servers) {
    const problems = [];
    // Every variant's server starts at once, not one after the other.
    await Promise.all(scenarios.map((s) => servers.tools(s)));
    for (const s of scenarios) {
        const tools = new Set((await servers.tools(s)).map((t) => t.name));
        const missing = (p, tool) => {
            if (tools.has(tool))
                return;
            const where = s.origin.locate?.(p);
            problems.push({
                file: s.origin.file,
                line: where?.line ?? s.origin.line,
                field: where?.field ?? p.join('.'),
                message: `tool "${tool}" is not in the server's tools/list${s.server ? " (with this scenario's server overrides)" : ''}`,
            });
        };
        s.turns.forEach((t, i) => t.expect.calls?.forEach((c, j) => missing(['turns', i, 'expect', 'calls', j, 'tool'], c.tool)));
        s.gates.forEach((g, i) => g.kind === 'no_call' && missing(['gates', i, 'no_call', 'tool'], g.tool));
    }
    return problems;
}


/***/ }),

/***/ 7742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ SpyBackend)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _match_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2932);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _model_defaults_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9555);
// The spy HTTP backend: the server under test's API, served from fixture routes on
// 127.0.0.1, with every request logged so gates can read what the server did.




class SpyBackend {
    routes;
    port;
    server;
    log = [];
    /** The scenario's own routes, tried before the config's. */
    scenarioRoutes = [];
    /** Requests over the whole run: none at all means the server is not wired to the spy. */
    received = 0;
    url = '';
    /** `port`: a fixed loopback port (config `spy.port`); an ephemeral one otherwise. */
    constructor(routes, port = 0) {
        this.routes = routes;
        this.port = port;
    }
    async start() {
        const server = (0,node_http__WEBPACK_IMPORTED_MODULE_0__.createServer)((req, res) => {
            void readBody(req).then(async (body) => {
                const url = new URL(req.url ?? '/', 'http://spy');
                const method = req.method ?? 'GET';
                const route = [...this.scenarioRoutes, ...this.routes].find((r) => (0,_match_request_js__WEBPACK_IMPORTED_MODULE_1__/* .matchesRequest */ .TA)(r, { method, path: url.pathname }));
                this.received++;
                const status = route ? (route.status ?? _model_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .z.routeStatus) : 404;
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
                if (route?.delay)
                    await this.wait(route.delay);
                if (res.destroyed)
                    return;
                const type = route?.text !== undefined ? 'text/plain' : 'application/json';
                res.writeHead(status, { 'content-type': type, ...route?.headers });
                res.end(payload);
            });
        });
        this.server = server;
        await new Promise((resolve, reject) => {
            server.once('error', (err) => reject(this.port && err.code === 'EADDRINUSE'
                ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SetupError */ .w3(`spy.port ${this.port} is in use on 127.0.0.1: choose another port`)
                : err));
            server.listen(this.port, '127.0.0.1', () => resolve());
        });
        this.url = `http://127.0.0.1:${server.address().port}`;
        return this.url;
    }
    /** Starts a scenario: an empty log, and its own routes before the config's. */
    begin(routes = []) {
        this.scenarioRoutes = routes;
        this.log = [];
    }
    /** The requests since the scenario began. */
    take() {
        const log = this.log;
        this.log = [];
        return log;
    }
    /** A slow route's delay; stop() cuts every one short, so no timer outlives the run. */
    waits = new Set();
    wait(ms) {
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
    async stop() {
        for (const done of [...this.waits])
            done();
        const server = this.server;
        if (!server)
            return;
        server.closeAllConnections();
        await new Promise((resolve) => server.close(() => resolve()));
    }
}
async function readBody(req) {
    const chunks = [];
    for await (const chunk of req)
        chunks.push(chunk);
    if (chunks.length === 0)
        return undefined;
    const text = Buffer.concat(chunks).toString('utf8');
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}


/***/ })

};
