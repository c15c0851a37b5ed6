export const id = 341;
export const ids = [341];
export const modules = {

/***/ 2457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tv: () => (/* binding */ historySession),
/* harmony export */   kc: () => (/* binding */ errorText),
/* harmony export */   r1: () => (/* binding */ toModelCall)
/* harmony export */ });
/* unused harmony exports isPlainObject, pairOutcomes */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1787);

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

/***/ 6470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject),
/* harmony export */   _: () => (/* binding */ checkedFetch)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1787);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2695);
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

/***/ 6722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  geminiProvider: () => (/* binding */ geminiProvider)
});

// EXTERNAL MODULE: ./node_modules/@google/genai/dist/node/index.mjs + 1 modules
var node = __webpack_require__(7964);
// EXTERNAL MODULE: ./src/providers/common.ts
var common = __webpack_require__(2457);
// EXTERNAL MODULE: ./src/providers/errors.ts
var errors = __webpack_require__(1787);
// EXTERNAL MODULE: ./src/providers/fetch.ts
var fetch = __webpack_require__(6470);
;// CONCATENATED MODULE: ./src/providers/gemini-schema.ts
const TYPES = {
    string: 'STRING',
    number: 'NUMBER',
    integer: 'INTEGER',
    boolean: 'BOOLEAN',
    array: 'ARRAY',
    object: 'OBJECT',
};
const FORMATS = {
    STRING: ['enum', 'date-time'],
    INTEGER: ['int32', 'int64'],
    NUMBER: ['float', 'double'],
};
const COUNTS = ['minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties', 'maxProperties'];
function isObj(x) {
    return typeof x === 'object' && x !== null && !Array.isArray(x);
}
/** Converts an MCP inputSchema to Gemini's Schema. */
function toGeminiSchema(schema) {
    const defs = {
        ...(isObj(schema.definitions) ? schema.definitions : {}),
        ...(isObj(schema.$defs) ? schema.$defs : {}),
    };
    return convert(schema, defs, new Set());
}
function resolveRef(ref, defs) {
    const m = /^#\/(?:definitions|\$defs)\/(.+)$/.exec(ref);
    const def = m
        ? defs[decodeURIComponent(m[1]).replace(/~1/g, '/').replace(/~0/g, '~')]
        : undefined;
    return isObj(def) ? def : undefined;
}
function appendDescription(out, note) {
    out.description = out.description ? `${String(out.description)} (${note})` : note;
}
function convert(input, defs, seen) {
    let s = input;
    if (typeof s.$ref === 'string') {
        const ref = s.$ref;
        const target = resolveRef(ref, defs);
        // A recursive type cannot be inlined forever; the innermost level becomes a plain object.
        if (!target || seen.has(ref))
            return { type: 'OBJECT', description: s.description ?? `see ${ref}` };
        const { $ref: _ref, ...rest } = s;
        return convert({ ...target, ...rest }, defs, new Set([...seen, ref]));
    }
    if (Array.isArray(s.allOf))
        s = mergeAllOf(s, defs);
    const out = {};
    if (typeof s.title === 'string')
        out.title = s.title;
    if (typeof s.description === 'string')
        out.description = s.description;
    const alternatives = (Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : []).filter(isObj);
    if (alternatives.length)
        return convertAnyOf(s, alternatives, out, defs, seen);
    let types = (Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type]).map(String);
    if (types.includes('null')) {
        out.nullable = true;
        types = types.filter((t) => t !== 'null');
    }
    if (types.length > 1) {
        const { type: _type, ...rest } = s;
        out.anyOf = types.map((t) => convert({ ...rest, type: t }, defs, seen));
        return out;
    }
    const values = s.const !== undefined ? [s.const] : Array.isArray(s.enum) ? s.enum : undefined;
    let type = types[0] ? TYPES[types[0]] : undefined;
    if (!type && (isObj(s.properties) || Array.isArray(s.required)))
        type = 'OBJECT';
    if (!type && s.items !== undefined)
        type = 'ARRAY';
    if (!type && values?.every((v) => v === null || typeof v === 'string'))
        type = 'STRING';
    if (type)
        out.type = type;
    if (values) {
        const real = values.filter((v) => v !== null);
        if (real.length < values.length)
            out.nullable = true;
        // Gemini enums are strings only; other values survive as a hint in the description.
        if (type === 'STRING' && real.every((v) => typeof v === 'string'))
            out.enum = real;
        else
            appendDescription(out, `one of: ${real.map((v) => JSON.stringify(v)).join(', ')}`);
    }
    if (typeof s.format === 'string') {
        if (type && FORMATS[type]?.includes(s.format))
            out.format = s.format;
        else
            appendDescription(out, `format: ${s.format}`);
    }
    if (typeof s.pattern === 'string')
        out.pattern = s.pattern;
    for (const key of COUNTS)
        if (typeof s[key] === 'number')
            out[key] = String(s[key]);
    const min = s.minimum ?? s.exclusiveMinimum;
    const max = s.maximum ?? s.exclusiveMaximum;
    if (typeof min === 'number')
        out.minimum = min;
    if (typeof max === 'number')
        out.maximum = max;
    if (s.default !== undefined)
        out.default = s.default;
    if (Array.isArray(s.examples) && s.examples.length)
        out.example = s.examples[0];
    else if (s.example !== undefined)
        out.example = s.example;
    if (isObj(s.properties)) {
        const props = {};
        for (const [key, value] of Object.entries(s.properties)) {
            props[key] = isObj(value) ? convert(value, defs, seen) : {};
        }
        out.properties = props;
        if (Array.isArray(s.required)) {
            const required = s.required.filter((k) => typeof k === 'string' && k in props);
            if (required.length)
                out.required = required;
        }
    }
    if (isObj(s.items))
        out.items = convert(s.items, defs, seen);
    else if (Array.isArray(s.items) && s.items.length) {
        // Tuple form: Gemini has one item schema, so accept any of the positions.
        const items = s.items.filter(isObj);
        out.items =
            items.length === 1 ? convert(items[0], defs, seen) : convert({ anyOf: items }, defs, seen);
    }
    return out;
}
function convertAnyOf(s, alternatives, out, defs, seen) {
    const nonNull = alternatives.filter((a) => a.type !== 'null' && a.const !== null);
    if (nonNull.length < alternatives.length)
        out.nullable = true;
    const { anyOf: _a, oneOf: _o, ...base } = s;
    // anyOf of string constants is how many generators spell an enum.
    const consts = nonNull.map((a) => a.const);
    if (consts.length && consts.every((c) => typeof c === 'string')) {
        return { ...out, type: 'STRING', enum: consts };
    }
    // A nullable X: one real branch, merged with the siblings (description, default).
    if (nonNull.length === 1)
        return { ...convert({ ...base, ...nonNull[0] }, defs, seen), ...out };
    return { ...out, anyOf: nonNull.map((a) => convert(a, defs, seen)) };
}
function mergeAllOf(s, defs) {
    const { allOf, ...rest } = s;
    const merged = { ...rest };
    const parts = allOf
        .filter(isObj)
        .map((p) => (typeof p.$ref === 'string' ? (resolveRef(p.$ref, defs) ?? p) : p));
    for (const part of parts) {
        for (const [key, value] of Object.entries(part)) {
            if (key === 'properties' && isObj(value)) {
                merged.properties = { ...(isObj(merged.properties) ? merged.properties : {}), ...value };
            }
            else if (key === 'required' && Array.isArray(value)) {
                merged.required = [...(Array.isArray(merged.required) ? merged.required : []), ...value];
            }
            else if (!(key in merged)) {
                merged[key] = value;
            }
        }
    }
    return merged;
}

// EXTERNAL MODULE: ./src/providers/names.ts
var providers_names = __webpack_require__(8114);
;// CONCATENATED MODULE: ./src/providers/gemini.ts
// Gemini through @google/genai: generateContent with functionDeclarations.






const RESPONSE = {
    what: 'generateContent response',
    problem(body) {
        if (!(0,fetch/* isObject */.G)(body))
            return 'not a JSON object';
        // A blocked prompt comes back without candidates, with the reason in promptFeedback.
        if ((0,fetch/* isObject */.G)(body.promptFeedback) && body.promptFeedback.blockReason)
            return undefined;
        return Array.isArray(body.candidates) && body.candidates.length ? undefined : 'no `candidates`';
    },
};
/** Finish reasons that mean the API withheld the answer on policy grounds. */
const WITHHELD = new Set([
    'SAFETY',
    'PROHIBITED_CONTENT',
    'BLOCKLIST',
    'SPII',
    'IMAGE_SAFETY',
    'IMAGE_PROHIBITED_CONTENT',
]);
/** A blocked prompt or a candidate stopped for safety, in the API's own terms. */
function refusalOf(res) {
    const feedback = res.promptFeedback;
    if (feedback?.blockReason) {
        const why = feedback.blockReasonMessage ? `: ${feedback.blockReasonMessage}` : '';
        return `the API blocked the prompt (blockReason: ${feedback.blockReason})${why}`;
    }
    const candidate = res.candidates?.[0];
    const reason = candidate?.finishReason;
    if (!reason || !WITHHELD.has(reason))
        return undefined;
    const flagged = (candidate.safetyRatings ?? []).filter((r) => r.blocked).map((r) => r.category);
    const categories = flagged.length ? `; ${flagged.join(', ')}` : '';
    const message = candidate.finishMessage ? `: ${candidate.finishMessage}` : '';
    return `the API stopped the answer (finishReason: ${reason}${categories})${message}`;
}
function geminiProvider(opts) {
    const ai = new node/* GoogleGenAI */.M4({
        apiKey: opts.apiKey,
        // No retryOptions: the SDK does not retry, we do.
        httpOptions: { baseUrl: opts.baseUrl, ...(opts.timeoutMs ? { timeout: opts.timeoutMs } : {}) },
    });
    return {
        id: opts.id,
        name: opts.name,
        model: opts.model,
        start(specs) {
            const names = (0,providers_names/* createToolNameMap */.K)(specs.map((t) => t.name));
            const declarations = specs.map((t) => {
                const parameters = toGeminiSchema(t.inputSchema);
                // Gemini rejects an OBJECT without properties; a tool without parameters omits them.
                const empty = !parameters.properties || Object.keys(parameters.properties).length === 0;
                return {
                    name: names.toApi(t.name),
                    ...(t.description ? { description: t.description } : {}),
                    ...(empty ? {} : { parameters }),
                };
            });
            // Gemini call ids are optional; remember which ids and names the API itself sent.
            const apiIds = new Set();
            const apiNames = new Map();
            let counter = 0;
            return (0,common/* historySession */.Tv)(opts, {
                userMessage: (text) => [{ role: 'user', parts: [{ text }] }],
                resultMessages: (calls, outcomes) => [
                    {
                        role: 'user',
                        parts: outcomes.map((o, i) => ({
                            functionResponse: {
                                ...(apiIds.has(calls[i].id) ? { id: calls[i].id } : {}),
                                name: apiNames.get(calls[i].id) ?? calls[i].tool,
                                response: o.isError ? { error: (0,common/* errorText */.kc)(o) } : { output: o.text },
                            },
                        })),
                    },
                ],
                async send(contents, signal) {
                    // ApiError carries no headers; keep the response's own to read retry-after.
                    let headers;
                    const recordingFetch = (0,fetch/* checkedFetch */._)(opts.name, RESPONSE, (r) => (headers = r.headers), opts.cache);
                    let res;
                    try {
                        res = await ai.models.generateContent({
                            model: opts.model,
                            contents,
                            config: {
                                abortSignal: signal,
                                httpOptions: { fetch: recordingFetch },
                                ...(declarations.length ? { tools: [{ functionDeclarations: declarations }] } : {}),
                                ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}),
                                ...(opts.maxTokens !== undefined ? { maxOutputTokens: opts.maxTokens } : {}),
                                ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
                            },
                        });
                    }
                    catch (err) {
                        throw (0,errors/* toProviderError */.lE)(opts.name, err, signal, headers, opts.timeoutMs);
                    }
                    const content = res.candidates?.[0]?.content;
                    const parts = content?.parts ?? [];
                    const calls = [];
                    for (const part of parts) {
                        const fc = part.functionCall;
                        if (!fc)
                            continue;
                        // Older models send no call id; results are then matched by name and order.
                        const id = fc.id ?? `call_${++counter}`;
                        if (fc.id)
                            apiIds.add(id);
                        apiNames.set(id, fc.name ?? '');
                        calls.push((0,common/* toModelCall */.r1)(id, fc.name ?? '', fc.args, names));
                    }
                    const text = parts
                        .filter((p) => typeof p.text === 'string' && !p.thought)
                        .map((p) => p.text)
                        .join('');
                    const u = res.usageMetadata;
                    // A refusal's text, if the model wrote some, is already the reply; this says why.
                    const refusal = refusalOf(res);
                    return {
                        step: {
                            text,
                            calls,
                            ...(refusal ? { refusal } : {}),
                            ...(u
                                ? {
                                    usage: {
                                        inputTokens: u.promptTokenCount ?? 0,
                                        // Thinking tokens are billed as output.
                                        outputTokens: (u.candidatesTokenCount ?? 0) + (u.thoughtsTokenCount ?? 0),
                                        cachedTokens: u.cachedContentTokenCount ?? 0,
                                    },
                                }
                                : {}),
                        },
                        // The model's content goes back verbatim: thought signatures must be echoed.
                        reply: parts.length ? [{ role: 'model', parts }] : [],
                    };
                },
            });
        },
    };
}


/***/ }),

/***/ 8114:
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
