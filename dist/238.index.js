export const id = 238;
export const ids = [238];
export const modules = {

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


/***/ }),

/***/ 98238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openaiProvider: () => (/* binding */ openaiProvider)
/* harmony export */ });
/* harmony import */ var openai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93674);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22457);
/* harmony import */ var _fetch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96470);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88114);
// OpenAI chat completions, also spoken by Groq, OpenRouter, Together, Ollama and others.




const COMPLETION = {
    what: 'chat completion',
    problem(body) {
        if (!(0,_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(body))
            return 'not a JSON object';
        if (!Array.isArray(body.choices))
            return 'no `choices`';
        if (!(0,_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(body.choices[0]))
            return '`choices` is empty';
        return (0,_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(body.choices[0].message) ? undefined : 'no `choices[0].message`';
    },
};
/** The API's refusal: its `refusal` text, or a content filter that cut the answer. */
function refusalOf(message, finish) {
    if (message.refusal)
        return message.refusal;
    return finish === 'content_filter'
        ? 'the API withheld the answer (finish_reason: content_filter)'
        : undefined;
}
function openaiProvider(opts) {
    const client = new openai__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .Ay({
        apiKey: opts.apiKey,
        baseURL: opts.baseUrl,
        maxRetries: 0,
        timeout: opts.timeoutMs,
        fetch: (0,_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .checkedFetch */ ._)(opts.name, COMPLETION, undefined, opts.cache),
        // From the run's environment, never the SDK's own look at process.env; and only to OpenAI
        // (spec.ts sets them for openai alone), not to other vendors' endpoints.
        organization: opts.organization ?? null,
        project: opts.project ?? null,
    });
    // Newer OpenAI models reject max_tokens; compatible servers mostly know only max_tokens.
    const tokenLimit = opts.maxTokens === undefined
        ? {}
        : opts.name === 'openai'
            ? { max_completion_tokens: opts.maxTokens }
            : { max_tokens: opts.maxTokens };
    return {
        id: opts.id,
        name: opts.name,
        model: opts.model,
        start(specs) {
            const names = (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .createToolNameMap */ .K)(specs.map((t) => t.name));
            const tools = specs.map((t) => ({
                type: 'function',
                function: {
                    name: names.toApi(t.name),
                    ...(t.description ? { description: t.description } : {}),
                    parameters: t.inputSchema,
                },
            }));
            let responses = 0;
            return (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .historySession */ .Tv)(opts, {
                userMessage: (text) => [{ role: 'user', content: text }],
                resultMessages: (_calls, outcomes) => outcomes.map((o) => ({ role: 'tool', tool_call_id: o.callId, content: (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .errorText */ .kc)(o) })),
                async send(messages, signal) {
                    const body = {
                        model: opts.model,
                        messages,
                        ...(tools.length ? { tools } : {}),
                        ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}),
                        ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
                        ...tokenLimit,
                    };
                    const res = await client.chat.completions.create(body, { signal });
                    // checkedFetch made sure there is one.
                    const { message, finish_reason: finish } = res.choices[0];
                    const refusal = refusalOf(message, finish);
                    // Some compatible servers omit `type` or the id; normalise so nothing is lost.
                    const toolCalls = (message.tool_calls ?? []).flatMap((c, i) => 'function' in c && c.function
                        ? [
                            {
                                id: c.id || `call_${responses}_${i}`,
                                type: 'function',
                                function: { name: c.function.name, arguments: c.function.arguments ?? '' },
                            },
                        ]
                        : []);
                    responses++;
                    const calls = toolCalls.map((c) => (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .toModelCall */ .r1)(c.id, c.function.name, c.function.arguments, names));
                    const text = message.content ?? '';
                    return {
                        step: {
                            text,
                            calls,
                            ...(refusal ? { refusal } : {}),
                            ...(res.usage
                                ? {
                                    usage: {
                                        inputTokens: res.usage.prompt_tokens ?? 0,
                                        outputTokens: res.usage.completion_tokens ?? 0,
                                        cachedTokens: res.usage.prompt_tokens_details?.cached_tokens ?? 0,
                                    },
                                }
                                : {}),
                        },
                        reply: [
                            {
                                role: 'assistant',
                                // The API requires content when there are no tool calls.
                                content: message.content ?? (toolCalls.length ? null : ''),
                                ...(message.refusal ? { refusal: message.refusal } : {}),
                                ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
                            },
                        ],
                    };
                },
            });
        },
    };
}


/***/ })

};
