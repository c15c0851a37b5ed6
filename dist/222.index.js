export const id = 222;
export const ids = [222];
export const modules = {

/***/ 59222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ANTHROPIC_DEFAULT_MAX_TOKENS: () => (/* binding */ ANTHROPIC_DEFAULT_MAX_TOKENS),
/* harmony export */   anthropicProvider: () => (/* binding */ anthropicProvider)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60395);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22457);
/* harmony import */ var _fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96470);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88114);
// Anthropic messages API: tool_use blocks in, tool_result blocks back.




/** max_tokens is required by the API. */
const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
function toParam(block) {
    switch (block.type) {
        case 'text':
            return [{ type: 'text', text: block.text }];
        case 'tool_use':
            return [{ type: 'tool_use', id: block.id, name: block.name, input: block.input }];
        case 'thinking':
            return [{ type: 'thinking', thinking: block.thinking, signature: block.signature }];
        case 'redacted_thinking':
            return [{ type: 'redacted_thinking', data: block.data }];
        default:
            return [];
    }
}
const MESSAGE = {
    what: 'message',
    problem: (body) => typeof body === 'object' &&
        body !== null &&
        Array.isArray(body.content)
        ? undefined
        : 'no `content`',
};
function anthropicProvider(opts) {
    const client = new _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .Anthropic */ .N({
        apiKey: opts.apiKey,
        // Otherwise ANTHROPIC_AUTH_TOKEN from the environment would be sent as well.
        authToken: null,
        baseURL: opts.baseUrl,
        maxRetries: 0,
        fetch: (0,_fetch_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedFetch */ ._)(opts.name, MESSAGE, undefined, opts.cache),
        ...(opts.timeoutMs ? { timeout: opts.timeoutMs } : {}),
    });
    return {
        id: opts.id,
        name: opts.name,
        model: opts.model,
        start(specs) {
            const names = (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .createToolNameMap */ .K)(specs.map((t) => t.name));
            const tools = specs.map((t) => ({
                name: names.toApi(t.name),
                ...(t.description ? { description: t.description } : {}),
                input_schema: { ...t.inputSchema, type: 'object' },
            }));
            return (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .historySession */ .Tv)(opts, {
                userMessage: (text) => [{ role: 'user', content: text }],
                resultMessages: (_calls, outcomes) => [
                    {
                        role: 'user',
                        content: outcomes.map((o) => ({
                            type: 'tool_result',
                            tool_use_id: o.callId,
                            content: (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .errorText */ .kc)(o),
                            ...(o.isError ? { is_error: true } : {}),
                        })),
                    },
                ],
                async send(messages, signal) {
                    const res = await client.messages.create({
                        model: opts.model,
                        max_tokens: opts.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
                        messages,
                        ...(tools.length ? { tools } : {}),
                        ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}),
                    }, { signal });
                    const calls = res.content.flatMap((b) => b.type === 'tool_use' ? [(0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .toModelCall */ .r1)(b.id, b.name, b.input, names)] : []);
                    const text = res.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('');
                    // The refusal's text is the reply's own, when the model wrote any before stopping.
                    const refusal = res.stop_reason === 'refusal'
                        ? text || 'the API stopped the answer (stop_reason: refusal)'
                        : undefined;
                    // Compatible servers may leave usage out; count what is there.
                    const u = res.usage ?? { input_tokens: 0, output_tokens: 0 };
                    const cached = u.cache_read_input_tokens ?? 0;
                    const content = res.content.flatMap(toParam);
                    return {
                        step: {
                            text,
                            calls,
                            ...(refusal ? { refusal } : {}),
                            usage: {
                                // input_tokens excludes cache reads and writes; report the whole prompt like
                                // OpenAI and Gemini do, with the cached part beside it.
                                inputTokens: (u.input_tokens ?? 0) + cached + (u.cache_creation_input_tokens ?? 0),
                                outputTokens: u.output_tokens ?? 0,
                                cachedTokens: cached,
                            },
                        },
                        reply: content.length ? [{ role: 'assistant', content }] : [],
                    };
                },
            });
        },
    };
}


/***/ }),

/***/ 22457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tv: () => (/* binding */ historySession),
/* harmony export */   kc: () => (/* binding */ errorText),
/* harmony export */   r1: () => (/* binding */ toModelCall)
/* harmony export */ });
/* unused harmony exports isPlainObject, pairOutcomes */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61787);

function isPlainObject(x) {
    return typeof x === 'object' && x !== null && !Array.isArray(x);
}
/** Builds a ModelCall; anything the runner cannot execute is marked malformed, never thrown. */
function toModelCall(id, apiName, rawArgs, names) {
    const tool = names.toMcp(apiName);
    const raw = typeof rawArgs === 'string' ? rawArgs : (JSON.stringify(rawArgs) ?? '');
    if (tool === undefined) {
        return { id, tool: apiName, args: {}, malformed: `unknown tool "${apiName}"`, raw };
    }
    let args = rawArgs;
    if (typeof rawArgs === 'string') {
        // Some models send "" for a tool without parameters.
        if (rawArgs.trim() === '')
            return { id, tool, args: {} };
        try {
            args = JSON.parse(rawArgs);
        }
        catch {
            return {
                id,
                tool,
                args: {},
                malformed: `arguments are not valid JSON: ${clip(rawArgs)}`,
                raw,
            };
        }
    }
    if (args === undefined || args === null)
        return { id, tool, args: {} };
    if (!isPlainObject(args)) {
        return {
            id,
            tool,
            args: {},
            malformed: `arguments are not a JSON object: ${clip(JSON.stringify(args))}`,
            raw,
        };
    }
    return { id, tool, args };
}
function clip(text, max = 200) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}
/**
 * One outcome per call of the previous step, in call order. APIs reject a history where a
 * call has no result, so a call the runner did not answer (e.g. a malformed one) gets an error.
 */
function pairOutcomes(calls, outcomes) {
    const byId = new Map(outcomes.map((o) => [o.callId, o]));
    return calls.map((call) => byId.get(call.id) ?? {
        callId: call.id,
        tool: call.tool,
        text: call.malformed
            ? `Error: malformed tool call (${call.malformed})`
            : 'Error: the tool was not executed',
        isError: true,
    });
}
function errorText(outcome) {
    return outcome.isError && !outcome.text.startsWith('Error')
        ? `Error: ${outcome.text}`
        : outcome.text;
}
/**
 * A ChatSession over an API that takes the whole history each request. History is committed
 * only after a request succeeds, so the retry wrapper can repeat a failed call safely.
 */
function historySession(opts, wire) {
    const history = [];
    let pending = [];
    const step = async (added, signal) => {
        let exchange;
        try {
            exchange = await wire.send([...history, ...added], signal);
        }
        catch (err) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .toProviderError */ .lE)(opts.name, err, signal, undefined, opts.timeoutMs);
        }
        history.push(...added, ...exchange.reply);
        pending = exchange.step.calls;
        return exchange.step;
    };
    return {
        user: (turn, signal) => step(wire.userMessage(turn.user), signal),
        results: (outcomes, signal) => step(wire.resultMessages(pending, pairOutcomes(pending, outcomes)), signal),
    };
}


/***/ }),

/***/ 96470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject),
/* harmony export */   _: () => (/* binding */ checkedFetch)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61787);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42695);
// The fetch every adapter hands its SDK. It reads a successful answer whole before the SDK
// sees it, so that a connection dying mid-body, a body that is not JSON (a proxy's HTML page)
// or JSON of the wrong shape become ProviderErrors with a readable reason — retried like any
// transient fault — instead of an SDK parse error or a TypeError deep in an adapter.


function checkedFetch(provider, check, onResponse, 
/** Answers kept on disk: a hit was checked when it was stored. */
cache) {
    const checked = checkedOnly(provider, check, onResponse);
    return cache ? cache.wrap(checked) : checked;
}
function checkedOnly(provider, check, onResponse) {
    const api = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiName */ .e0)(provider);
    return async (input, init) => {
        const res = await fetch(input, init);
        onResponse?.(res);
        if (!res.ok)
            return res;
        let text;
        try {
            text = await res.text();
        }
        catch (err) {
            // Our caller's abort (request or scenario timeout) is the SDK's to report.
            if (init?.signal?.aborted)
                throw err;
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .m('server', `${api} connection broke after the headers, before the whole answer arrived (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionDetail */ .O)(err)})`, res.status);
        }
        let body;
        let problem;
        try {
            body = JSON.parse(text);
            problem = check.problem(body);
        }
        catch {
            problem = text.trim() ? 'it is not JSON' : 'it is empty';
        }
        if (problem) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .m('server', `${api} answered ${res.status} with a body that is not a ${check.what} (${problem}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text) || '(empty)'}`, res.status);
        }
        return new Response(text, {
            status: res.status,
            statusText: res.statusText,
            headers: res.headers,
        });
    };
}
const isObject = (x) => typeof x === 'object' && x !== null && !Array.isArray(x);


/***/ }),

/***/ 88114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ createToolNameMap)
/* harmony export */ });
/* unused harmony export isSafeToolName */
// Model APIs accept only a narrow alphabet for tool names; MCP allows dots, slashes and long
// names. We map each MCP name to a safe, unique API name and back, so reports show MCP names.
// Gemini also requires a leading letter or underscore; one pattern that suits every API keeps
// the mapping identical across providers.
const SAFE = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;
const MAX = 64;
function isSafeToolName(name) {
    return SAFE.test(name);
}
/** A short, stable hash (FNV-1a, 32 bit) so mapped names are deterministic across runs. */
function hash(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    return (h >>> 0).toString(16).padStart(8, '0');
}
function sanitize(name) {
    let safe = name.replace(/[^a-zA-Z0-9_-]/g, '_');
    if (!/^[a-zA-Z_]/.test(safe))
        safe = `_${safe}`;
    return safe.length > MAX ? `${safe.slice(0, MAX - 9)}_${hash(name)}` : safe;
}
function createToolNameMap(mcpNames) {
    const toApi = new Map();
    const toMcp = new Map();
    const assign = (mcp, api) => {
        toApi.set(mcp, api);
        toMcp.set(api, mcp);
    };
    const unique = [...new Set(mcpNames)];
    // Names that are already safe keep themselves, so renamed tools never take their place.
    for (const name of unique)
        if (isSafeToolName(name))
            assign(name, name);
    for (const name of unique) {
        if (toApi.has(name))
            continue;
        let api = sanitize(name);
        if (toMcp.has(api))
            api = `${api.slice(0, MAX - 9)}_${hash(name)}`;
        for (let n = 2; toMcp.has(api); n++)
            api = `${api.slice(0, MAX - 12)}_${n}`;
        assign(name, api);
    }
    return {
        toApi: (mcp) => toApi.get(mcp) ?? sanitize(mcp),
        toMcp: (api) => toMcp.get(api),
    };
}


/***/ })

};
