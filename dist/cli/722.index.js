export const id = 722;
export const ids = [722];
export const modules = {

/***/ 6664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ passedValues),
/* harmony export */   S: () => (/* binding */ parseThresholds),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   gC: () => (/* binding */ missingEnv)
/* harmony export */ });
/* unused harmony exports serverStrings, where */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4663);
/* harmony import */ var _formats_tiered_thresholds_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(639);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3450);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9936);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(891);
// Reads mcp-eval.yaml (its schema is model/config.ts) and thresholds given as text.







async function loadConfig(file, cwd) {
    if (!file)
        return { dir: cwd };
    const full = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, file);
    const source = await (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .readSource */ .o$)(full, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, full) || file);
    if ((0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .isProblem */ .AN)(source))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SetupError */ .w3(`Cannot load the config ${file}`, [source]);
    const parsed = _model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .configSchema */ .Qn.safeParse(source.data ?? {});
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SetupError */ .w3(`The config ${file} is not valid`, (0,_problems_js__WEBPACK_IMPORTED_MODULE_4__/* .zodProblems */ .G)(parsed.error, source));
    }
    const problems = placeholderProblems(parsed.data.server, source);
    if (problems.length)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SetupError */ .w3(`The config ${file} is not valid`, problems);
    return {
        ...parsed.data,
        file: full,
        dir: node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(full),
        locate: (at, text) => where(source, at, text),
    };
}
/** The `${env:NAME}` of the server's fields: each name, and where it is written. */
function envPlaceholders(config) {
    return serverStrings(config.server).flatMap(([at, text]) => [...text.matchAll(_model_placeholders_js__WEBPACK_IMPORTED_MODULE_6__/* .SERVER_PLACEHOLDER */ .is)].flatMap((m) => {
        const p = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePlaceholder */ .$z)(m[1]);
        return p?.kind === 'env' ? [{ name: p.name, at, written: m[0] }] : [];
    }));
}
/** `${env:NAME}` whose variable the run's environment does not set: a setup error each. */
function missingEnv(config, env) {
    return envPlaceholders(config)
        .filter((p) => env[p.name] === undefined)
        .map((p) => ({
        ...(config.locate?.(p.at, p.written) ?? { file: config.file ?? 'config' }),
        field: (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPath */ .jV)(p.at),
        message: (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)(`${p.written}: the environment variable ${p.name} is not set`),
    }));
}
/** The values passed to the server through `${env:NAME}`: secrets, redacted from every report. */
function passedValues(config, env) {
    return envPlaceholders(config).flatMap((p) => env[p.name] ?? []);
}
/** The server fields that may hold placeholders, each with its path in the config. */
function serverStrings(server) {
    if (!server)
        return [];
    const out = [];
    const one = (key, v) => v !== undefined && out.push([['server', key], v]);
    const map = (key, o) => Object.entries(o ?? {}).forEach(([k, v]) => out.push([['server', key, k], v]));
    one('command', server.command);
    server.args?.forEach((v, i) => out.push([['server', 'args', i], v]));
    map('env', server.env);
    one('url', server.url);
    one('cwd', server.cwd);
    map('headers', server.headers);
    return out;
}
/** Unknown `${...}` in the server's fields: only ${spy.url}, ${spy.port}, ${env:NAME} exist. */
function placeholderProblems(server, source) {
    return serverStrings(server).flatMap(([at, text]) => [...text.matchAll(_model_placeholders_js__WEBPACK_IMPORTED_MODULE_6__/* .SERVER_PLACEHOLDER */ .is)]
        .filter((m) => !(0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePlaceholder */ .$z)(m[1]))
        .map((m) => ({
        ...where(source, at, m[0]),
        field: (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPath */ .jV)(at),
        message: (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)(`unknown placeholder ${m[0]}: use \${spy.url}, \${spy.port} or \${env:NAME}`),
    })));
}
/** File, line and, when the text is on that line, the column where `text` was written. */
function where(source, at, text) {
    const line = source.lineOf(at);
    const col = source.text?.split('\n')[line - 1]?.indexOf(text) ?? -1;
    return { file: source.file, line, ...(col >= 0 ? { column: col + 1 } : {}) };
}
/** Parses thresholds given as text (action input / flag): YAML/JSON inline or a file path. */
async function parseThresholds(text, cwd) {
    const trimmed = text.trim();
    const looksInline = /^[{]|:/.test(trimmed);
    const source = looksInline
        ? (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSource */ .PJ)(trimmed, 'thresholds')
        : await (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .readSource */ .o$)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, trimmed), trimmed);
    if ((0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .isProblem */ .AN)(source))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SetupError */ .w3('Cannot read thresholds', [source]);
    // A tiered corpus's thresholds.yaml (default / per_model) is accepted as it is.
    const parsed = _model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .thresholdsSchema */ .qb.safeParse((0,_formats_tiered_thresholds_js__WEBPACK_IMPORTED_MODULE_3__/* .fromTieredThresholds */ .GG)(source.data));
    if (!parsed.success) {
        const problems = (0,_problems_js__WEBPACK_IMPORTED_MODULE_4__/* .zodProblems */ .G)(parsed.error, source);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SetupError */ .w3('The thresholds are not valid', problems);
    }
    return parsed.data;
}


/***/ }),

/***/ 8829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ loadConfiguredCorpus)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
// EXTERNAL MODULE: ./src/corpus/problems.ts
var problems = __webpack_require__(3450);
// EXTERNAL MODULE: ./src/corpus/source.ts + 2 modules
var corpus_source = __webpack_require__(9936);
;// CONCATENATED MODULE: ./src/corpus/formats/common.ts

/** A notice naming the fields of `obj` that mcp-eval does not read, or undefined. */
function ignoredFields(source, path, obj, known) {
    if (!obj || typeof obj !== 'object' || Array.isArray(obj))
        return undefined;
    const extra = Object.keys(obj).filter((k) => !known.includes(k));
    if (!extra.length)
        return undefined;
    return `${source.file}:${source.lineOf([...path, extra[0]])}: ignoring ${extra.map((k) => `\`${k}\``).join(', ')} (not used by mcp-eval)`;
}
/** Maps a path in the normalized scenario to where it was written in the source file. */
function locator(source, map) {
    // The line finder alone: the source's data is garbage once the scenarios are built.
    const { lineOf } = source;
    return (p) => {
        const full = map(p);
        return { line: lineOf(full), field: (0,corpus_source/* formatPath */.jV)(full) };
    };
}
/** Fields every imported scenario takes from the run's settings. */
function runFields(ctx) {
    return {
        repeat: ctx.base.repeat,
        max_steps: ctx.base.max_steps,
        timeout: ctx.base.timeout,
        gates: [],
        observe: [],
    };
}
/** Subpath of a normalized expected call (`[..., 'calls', j, ...rest]`), renamed for the source. */
function callPath(p, names) {
    const at = p.indexOf('calls');
    const index = typeof p[at + 1] === 'number' ? p[at + 1] : 0;
    const rest = p.slice(at + 2);
    return {
        index,
        rest: rest.length ? [names[String(rest[0])] ?? rest[0], ...rest.slice(1)] : [],
    };
}

;// CONCATENATED MODULE: ./src/corpus/formats/answer-fixtures.ts
// Answer fixtures: a folder per case (the folder name is the id) holding test_case.yaml with
// user_prompt (a string, or a list expanded into variants `<id>[i]`), expected_output (a string
// or a list of elements the answer must contain), before_test / after_test (shell, written to a
// file in the case folder and run there), tags, evaluation.correctness (a number: the expected
// score, or {type: strict|loose, expected_score}), skip / skip_reason. As a normalized scenario:
// an answer expectation (strict: every element; loose: any), hooks run as files, a per-case
// timeout of 5 minutes; expected_score 0 is recorded as skipped, never run. Fields mcp-eval does
// not use are ignored with a notice.




const ANSWER_FIXTURE_FILE = 'test_case.yaml';
/** Seconds, unless the run sets a default timeout. */
const ANSWER_FIXTURE_TIMEOUT = 300;
const correctnessSchema = schemas/* union */.KCZ([
    schemas/* number */.aig().min(0),
    schemas/* looseObject */._H3({
        type: schemas/* enum */.k5n(['strict', 'loose']).optional(),
        expected_score: schemas/* number */.aig().min(0).optional(),
    }),
]);
const textOrList = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)], {
    error: (issue) => issue.input === undefined
        ? 'required: a string or a list of strings'
        : 'expected a string or a list of strings',
});
const caseSchema = schemas/* looseObject */._H3({
    user_prompt: textOrList,
    expected_output: textOrList,
    before_test: schemas/* string */.YjP().optional(),
    after_test: schemas/* string */.YjP().optional(),
    tags: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    evaluation: schemas/* looseObject */._H3({ correctness: correctnessSchema.optional() }).optional(),
    skip: schemas/* boolean */.zMY().optional(),
    skip_reason: schemas/* string */.YjP().optional(),
});
const FIELDS = [
    'user_prompt',
    'expected_output',
    'before_test',
    'after_test',
    'tags',
    'evaluation',
    'skip',
    'skip_reason',
];
function loadAnswerFixture(source, ctx) {
    // A case folder holds other files too (manifests, mocks): only test_case.yaml is a case.
    if (external_node_path_default().basename(source.file) !== ANSWER_FIXTURE_FILE)
        return { scenarios: [], problems: [] };
    const parsed = caseSchema.safeParse(source.data);
    if (!parsed.success)
        return { scenarios: [], problems: (0,problems/* zodProblems */.G)(parsed.error, source) };
    const c = parsed.data;
    const notices = [
        ignoredFields(source, [], c, FIELDS),
        ignoredFields(source, ['evaluation'], c.evaluation, ['correctness']),
        typeof c.evaluation?.correctness === 'object'
            ? ignoredFields(source, ['evaluation', 'correctness'], c.evaluation.correctness, [
                'type',
                'expected_score',
            ])
            : undefined,
    ].filter((n) => n !== undefined);
    const folder = external_node_path_default().dirname(source.file);
    const id = external_node_path_default().basename(external_node_path_default().resolve(ctx.cwd, folder));
    const correctness = c.evaluation?.correctness;
    const score = typeof correctness === 'number' ? correctness : correctness?.expected_score;
    const mode = (typeof correctness === 'object' && correctness.type) || 'strict';
    const includes = typeof c.expected_output === 'string' ? [c.expected_output] : c.expected_output;
    const skip = c.skip
        ? (c.skip_reason ?? 'skip: true in test_case.yaml')
        : score === 0
            ? `expected_score: 0${c.skip_reason ? ` (${c.skip_reason})` : ' (the case is not expected to pass)'}`
            : undefined;
    const prompts = typeof c.user_prompt === 'string' ? [c.user_prompt] : c.user_prompt;
    const variants = typeof c.user_prompt !== 'string';
    const scenarios = prompts.map((prompt, i) => {
        const locate = locator(source, (p) => {
            if (p[0] === 'turns' && p[2] === 'user')
                return variants ? ['user_prompt', i] : ['user_prompt'];
            if (p.includes('answer'))
                return ['expected_output'];
            return [];
        });
        return {
            id: variants ? `${id}[${i}]` : id,
            origin: {
                file: source.file,
                line: source.lineOf(variants ? ['user_prompt', i] : []),
                format: 'answer-fixtures',
                locate,
            },
            dir: external_node_path_default().resolve(ctx.cwd, folder),
            tags: c.tags ?? [],
            tier: 'answer',
            mode: ctx.base.mode,
            ...runFields(ctx),
            timeout: ctx.base.timeout ?? ANSWER_FIXTURE_TIMEOUT,
            ...(skip ? { skip } : {}),
            turns: [
                {
                    user: prompt,
                    expect: { order: 'strict', extra_calls: 'allow', answer: { includes, mode } },
                },
            ],
            ...(c.before_test ? { before: c.before_test } : {}),
            ...(c.after_test ? { after: c.after_test } : {}),
            hooks_as_files: true,
        };
    });
    return { scenarios, problems: [], notices };
}

// EXTERNAL MODULE: ./src/corpus/placeholders.ts
var placeholders = __webpack_require__(8752);
// EXTERNAL MODULE: ./src/corpus/tier.ts
var tier = __webpack_require__(1082);
;// CONCATENATED MODULE: ./src/corpus/formats/casefile.ts
// Case files: JSON {module, cases: [...]} with id, type (happy_path, ambiguous_selection,
// missing_parameter, multi_tool), description, input, expected_tools: [{name, params}], or
// turns: [{input, expect: "clarification"} | {input, expected_tools}] (2–7 turns, one MCP
// session). Their semantics, as a normalized scenario:
//   no expected tool (missing_parameter, a clarification turn, expected_tools: []): no tool
//     call, and a reply that asks (the clarification check);
//   multi_tool: the same calls, count and order (strict order, extra calls forbidden);
//   other types: the primary (first) call is scored against the first expected tool.
// Params: identifier-like values must match exactly when set; free-text params (`sql`, `query`,
// or the config's `free_text_params`) only need to be present and non-empty ({$nonEmpty}).
// {PLACEHOLDER}s are filled from vars, then the environment, recursively.






const CASE_TYPES = [
    'happy_path',
    'ambiguous_selection',
    'missing_parameter',
    'multi_tool',
];
const toolSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    params: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* json */.Pq9()).optional(),
});
const TOOL_FIELDS = ['name', 'params'];
const turnSchema = schemas/* looseObject */._H3({
    input: schemas/* string */.YjP().min(1),
    expect: schemas/* literal */.euz('clarification').optional(),
    expected_tools: schemas/* array */.YOg(toolSchema).optional(),
})
    .refine((t) => (t.expect === undefined) !== (t.expected_tools === undefined), {
    message: 'a turn has exactly one of `expect: "clarification"` and `expected_tools`',
});
const TURN_FIELDS = ['input', 'expect', 'expected_tools'];
const casefile_caseSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1),
    type: schemas/* enum */.k5n(CASE_TYPES),
    description: schemas/* string */.YjP().optional(),
    input: schemas/* string */.YjP().min(1).optional(),
    expected_tools: schemas/* array */.YOg(toolSchema).optional(),
    turns: schemas/* array */.YOg(turnSchema).min(2).max(7).optional(),
})
    .refine((c) => (c.input === undefined) !== (c.turns === undefined), {
    message: 'a case has either `input` or `turns`',
})
    .refine((c) => !(c.turns && c.expected_tools), {
    message: 'with `turns`, put `expected_tools` in each turn',
    path: ['expected_tools'],
})
    .refine((c) => c.turns || c.expected_tools || c.type === 'missing_parameter', {
    message: 'a single-turn case needs `expected_tools` ([] when no tool should be called)',
    path: ['expected_tools'],
})
    .refine((c) => !(c.type === 'missing_parameter' && !c.turns && c.expected_tools?.length), {
    message: 'a missing_parameter case expects no tool call: `expected_tools` must be empty',
    path: ['expected_tools'],
});
const CASE_FIELDS = ['id', 'type', 'description', 'input', 'expected_tools', 'turns'];
const fileSchema = schemas/* looseObject */._H3({ module: schemas/* string */.YjP().min(1), cases: schemas/* array */.YOg(schemas/* unknown */.L5J()) });
function loadCasefile(source, ctx) {
    const out = { scenarios: [], problems: [], notices: [] };
    const data = source.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
        out.problems.push({
            file: source.file,
            line: 1,
            message: 'a case file is an object: {"module": ..., "cases": [...]}',
        });
        return out;
    }
    const file = fileSchema.safeParse(data);
    if (!file.success)
        return { ...out, problems: (0,problems/* zodProblems */.G)(file.error, source) };
    const note = (n) => n && out.notices.push(n);
    note(ignoredFields(source, [], file.data, ['module', 'cases']));
    const free = new Set(ctx.freeTextParams.map((p) => p.toLowerCase()));
    file.data.cases.forEach((raw, i) => {
        const base = ['cases', i];
        let filled = raw;
        if (!ctx.keepPlaceholders) {
            const unresolved = [];
            filled = (0,placeholders/* fillFields */.d6)(raw, ctx.base.vars, base, unresolved, ['id']);
            for (const u of unresolved) {
                out.problems.push((0,problems.at)(source, u.path, `unresolved placeholder {${u.name}}`));
            }
        }
        const parsed = casefile_caseSchema.safeParse(filled);
        if (!parsed.success) {
            out.problems.push(...(0,problems/* zodProblems */.G)(parsed.error, source, base));
            return;
        }
        const c = parsed.data;
        note(ignoredFields(source, base, c, CASE_FIELDS));
        c.turns?.forEach((t, j) => {
            note(ignoredFields(source, [...base, 'turns', j], t, TURN_FIELDS));
            t.expected_tools?.forEach((tool, k) => note(ignoredFields(source, [...base, 'turns', j, 'expected_tools', k], tool, TOOL_FIELDS)));
        });
        c.expected_tools?.forEach((tool, k) => note(ignoredFields(source, [...base, 'expected_tools', k], tool, TOOL_FIELDS)));
        const primaryOnly = (tools, where) => {
            if (c.type !== 'multi_tool' && (tools?.length ?? 0) > 1) {
                note(`${source.file}:${source.lineOf(where)}: ${c.id}: a ${c.type} case scores the primary (first) call only; the other expected tools are ignored`);
            }
        };
        const written = c.turns ?? [{ input: c.input, expected_tools: c.expected_tools ?? [] }];
        const turns = written.map((t, j) => {
            const tools = 'expect' in t && t.expect ? [] : (t.expected_tools ?? []);
            primaryOnly(tools, c.turns ? [...base, 'turns', j, 'expected_tools'] : [...base, 'expected_tools']);
            return { user: t.input, expect: expectation(tools, c.type, free) };
        });
        out.scenarios.push(toScenario(c, turns, i, source, ctx, file.data.module));
    });
    return out;
}
function expectation(tools, type, free) {
    if (tools.length === 0) {
        return { order: 'strict', extra_calls: 'allow', clarification: true };
    }
    const calls = tools.map((t) => call(t, free));
    if (type === 'multi_tool')
        return { calls, order: 'strict', extra_calls: 'forbid' };
    return { calls: calls.slice(0, 1), order: 'strict', extra_calls: 'allow', first_call_only: true };
}
function call(t, free) {
    const args = {};
    for (const [key, value] of Object.entries(t.params ?? {})) {
        if (value === null)
            continue; // not set: not checked
        args[key] = free.has(key.toLowerCase()) ? { $nonEmpty: true } : value;
    }
    return { tool: t.name, ...(Object.keys(args).length ? { args } : {}) };
}
function toScenario(c, turns, i, source, ctx, module) {
    const locate = locator(source, (p) => {
        const base = c.turns ? ['cases', i, 'turns', p[1] ?? 0] : ['cases', i];
        if (p[0] !== 'turns')
            return ['cases', i];
        if (p[2] === 'user')
            return [...base, 'input'];
        if (!p.includes('calls'))
            return c.turns ? [...base, 'expect'] : [...base, 'expected_tools'];
        const { index, rest } = callPath(p, { tool: 'name', args: 'params' });
        return [...base, 'expected_tools', index, ...rest];
    });
    return {
        id: c.id,
        origin: { file: source.file, line: source.lineOf(['cases', i]), format: 'casefile', locate },
        dir: external_node_path_default().dirname(source.file),
        category: module,
        tags: [],
        type: c.type,
        tier: (0,tier/* deriveTier */.i)(turns, []),
        mode: ctx.base.mode,
        ...runFields(ctx),
        turns,
        ...(c.description ? { description: c.description } : {}),
    };
}

// EXTERNAL MODULE: ./src/corpus/formats/tiered-thresholds.ts
var tiered_thresholds = __webpack_require__(639);
;// CONCATENATED MODULE: ./src/corpus/formats/tiered.ts
// The tiered selection corpus: YAML lists in selection_only.yaml, with_args.yaml and
// multi_step.yaml (entries id, prompt, category, expected_tool, expected_args,
// expected_sequence: [{tool, args, stub_result}]). Its semantics, as a normalized scenario:
//   selection_only: the model's pick (first call) has the expected name (expected_args unread);
//   with_args:      ... and every expected key is equal (extra keys allowed; nested values whole;
//                   Python's == through `$pyEq`, as its own scorer compares);
//   multi_step:     the same number of calls, names in order, args a subset where a step lists
//                   them (strict order, extra calls forbidden); each step's stub_result is what
//                   the spy returns when the model calls it.
// The source never executes anything, so its scenarios run in stub mode.





const args = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* json */.Pq9());
const stepSchema = schemas/* looseObject */._H3({
    tool: schemas/* string */.YjP().min(1),
    args: args.optional(),
    stub_result: schemas/* json */.Pq9().optional(),
});
const STEP_FIELDS = ['tool', 'args', 'stub_result'];
const entrySchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1),
    prompt: schemas/* string */.YjP().min(1),
    category: schemas/* string */.YjP().optional(),
    expected_tool: schemas/* string */.YjP().min(1).optional(),
    expected_args: args.nullish(),
    expected_sequence: schemas/* array */.YOg(stepSchema).min(1).optional(),
})
    .refine((e) => (e.expected_tool === undefined) !== (e.expected_sequence === undefined), {
    message: 'an entry has either `expected_tool` or `expected_sequence`',
})
    .refine((e) => !(e.expected_sequence && e.expected_args), {
    message: 'with `expected_sequence`, put `args` in each step',
    path: ['expected_args'],
});
const ENTRY_FIELDS = [
    'id',
    'prompt',
    'category',
    'expected_tool',
    'expected_args',
    'expected_sequence',
];
const tierOfFile = (file) => external_node_path_default().basename(file).replace(/\.ya?ml$/, '');
/** The tier a file's entries count under: by its name, else by each entry's shape. */
function tierOf(file, e) {
    const name = tierOfFile(file);
    if (name in tiered_thresholds/* TIERED_TIERS */.og)
        return name;
    if (e.expected_sequence)
        return 'multi_step';
    return e.expected_args && Object.keys(e.expected_args).length ? 'with_args' : 'selection_only';
}
/** In a file named by its tier, an entry of the other shape: the source's scorer cannot read it. */
function wrongShape(file, e) {
    const name = tierOfFile(file);
    if (!(name in tiered_thresholds/* TIERED_TIERS */.og) || (name === 'multi_step') === !!e.expected_sequence)
        return;
    return name === 'multi_step'
        ? 'a multi_step entry has `expected_sequence`, not `expected_tool`'
        : `a ${name} entry has \`expected_tool\`, not \`expected_sequence\``;
}
function loadTiered(source, ctx) {
    const out = { scenarios: [], problems: [], notices: [] };
    const list = schemas/* array */.YOg(schemas/* unknown */.L5J()).safeParse(source.data ?? []);
    if (!list.success) {
        out.problems.push({
            file: source.file,
            line: 1,
            message: 'a tiered corpus file is a YAML list of entries',
        });
        return out;
    }
    list.data.forEach((raw, i) => {
        const parsed = entrySchema.safeParse(raw);
        if (!parsed.success) {
            out.problems.push(...(0,problems/* zodProblems */.G)(parsed.error, source, [i]));
            return;
        }
        const e = parsed.data;
        const shape = wrongShape(source.file, e);
        if (shape) {
            out.problems.push((0,problems.at)(source, [i], shape));
            return;
        }
        const notes = [ignoredFields(source, [i], e, ENTRY_FIELDS)];
        e.expected_sequence?.forEach((s, j) => notes.push(ignoredFields(source, [i, 'expected_sequence', j], s, STEP_FIELDS)));
        out.notices.push(...notes.filter((n) => n !== undefined));
        out.scenarios.push(tiered_toScenario(e, i, source, ctx));
    });
    return out;
}
function tiered_toScenario(e, i, source, ctx) {
    const type = tierOf(source.file, e);
    let expect;
    if (e.expected_sequence) {
        const calls = e.expected_sequence.map((s) => ({
            tool: s.tool,
            ...(s.args && Object.keys(s.args).length ? { args: exact(s.args) } : {}),
            ...(s.stub_result !== undefined ? { stub: s.stub_result } : {}),
        }));
        expect = { calls, order: 'strict', extra_calls: 'forbid' };
    }
    else {
        // selection_only reads the tool alone, whatever expected_args says.
        const a = type === 'with_args' && e.expected_args ? e.expected_args : undefined;
        expect = {
            calls: [
                { tool: e.expected_tool, ...(a && Object.keys(a).length ? { args: exact(a) } : {}) },
            ],
            order: 'strict',
            extra_calls: 'allow',
            first_call_only: true,
        };
    }
    const locate = locator(source, (p) => {
        if (p[0] === 'turns' && p[2] === 'user')
            return [i, 'prompt'];
        if (!p.includes('calls'))
            return [i];
        const { index, rest } = callPath(p, { args: 'args', stub: 'stub_result', tool: 'tool' });
        if (e.expected_sequence)
            return [i, 'expected_sequence', index, ...rest];
        if (rest[0] === 'args')
            return [i, 'expected_args', ...rest.slice(1)];
        return [i, 'expected_tool'];
    });
    return {
        id: e.id,
        origin: { file: source.file, line: source.lineOf([i]), format: 'tiered', locate },
        dir: external_node_path_default().dirname(source.file),
        ...(e.category ? { category: e.category } : {}),
        tags: [],
        type,
        tier: tiered_thresholds/* TIERED_TIERS */.og[type],
        mode: 'stub',
        ...runFields(ctx),
        turns: [{ user: e.prompt, expect }],
    };
}
/** The source compares each expected key with Python's ==: nested values whole, not as a
 * subset; true == 1; an expected null matches an absent key. A string equals only the same
 * string either way, so it stays plain (and reads plainly in reasons). */
function exact(args) {
    return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : { $pyEq: v }]));
}

// EXTERNAL MODULE: ./src/match/args.ts + 1 modules
var match_args = __webpack_require__(4559);
// EXTERNAL MODULE: ./src/model/route.ts
var route = __webpack_require__(9892);
// EXTERNAL MODULE: ./src/model/limits.ts
var limits = __webpack_require__(817);
// EXTERNAL MODULE: ./src/model/scenario.ts
var scenario = __webpack_require__(8003);
;// CONCATENATED MODULE: ./src/corpus/schema.ts
// The native corpus format (README, "Configuration"), as zod schemas. Objects are strict so that a
// misspelt field is reported, not silently ignored.





const json = schemas/* json */.Pq9();
const schema_args = schemas/* record */.g1P(schemas/* string */.YjP(), json).superRefine((value, ctx) => {
    for (const p of (0,match_args/* matcherProblems */.VY)(value))
        ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
});
const stringList = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]);
const callSchema = schemas/* strictObject */.rej({
    tool: schemas/* string */.YjP()
        .min(1)
        .describe('The name of the MCP tool expected to be called.')
        .meta({ examples: ['search_orders'] }),
    args: schema_args
        .optional()
        .describe('Expected arguments, a subset match: the call may have more; a nested object is a subset too, a list matches element by element (same length; `{ $unordered: [...] }` for any order), types must match (`true` is not `1`). A value may be a matcher such as `{ $regex: "^prod-" }`.')
        .meta({ examples: [{ customer: 'C42', status: { $oneOf: ['open', 'paid'] } }] }),
    stub: json
        .optional()
        .describe("Stub mode: the spy's answer when this step is called (a string as it is, other JSON as JSON text); the config's `default_stub` when absent.")
        .meta({ examples: [{ orders: [] }] }),
    error: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* string */.YjP().min(1)])
        .optional()
        .describe('The server is expected to answer this call with an error: `true`, or a text the error contains. Replay then does not count the error as the server rejecting its call.')
        .meta({ examples: ['not found'] }),
});
const expectSchema = schemas/* strictObject */.rej({
    calls: schemas/* array */.YOg(callSchema)
        .optional()
        .describe('The tool calls the model should make in this turn; each one must be made.')
        .meta({ examples: [[{ tool: 'search_orders', args: { customer: 'C42' } }]] }),
    order: schemas/* enum */.k5n(['strict', 'any'])
        .optional()
        .describe('`strict`: the calls are made in the order listed; `any`: in any order.')
        .meta({ examples: ['any'] }),
    extra_calls: schemas/* enum */.k5n(['allow', 'forbid'])
        .optional()
        .describe('`allow`: calls beyond the expected ones are ignored; `forbid`: they fail the turn.')
        .meta({ examples: ['forbid'] }),
    first_call_only: schemas/* boolean */.zMY()
        .optional()
        .describe("Only the turn's first call is scored (the model's primary pick); later calls are ignored. Imported corpora use it.")
        .meta({ examples: [true] }),
    clarification: schemas/* boolean */.zMY()
        .optional()
        .describe('`true`: the model should ask for what is missing: no tool call, and a reply that asks (graded by the `judge`, else any non-empty reply).')
        .meta({ examples: [true] }),
    answer: schemas/* strictObject */.rej({
        includes: stringList
            .describe('Text the final reply must contain (case-insensitive; spacing is normalised and numbers may be written as words), or a list of them.')
            .meta({ examples: [['42', 'open']] }),
        mode: schemas/* enum */.k5n(scenario/* ANSWER_MODES */.YD)
            .optional()
            .describe('`strict`: every element of `includes`; `loose`: any one of them.')
            .meta({ examples: ['loose'] }),
    })
        .optional()
        .describe("The turn's final reply must contain these facts (graded by the `judge` when there is one).")
        .meta({ examples: [{ includes: ['3 orders'] }] }),
});
// As written in a corpus file: the model's pattern, with a misspelt field reported.
const requestPattern = scenario/* requestPatternSchema */.F3.strict();
/** As written: `{ <kind>: <spec> }`, one kind per gate, every kind of the model. */
const gateInputs = {
    no_request: requestPattern
        .describe('Fails when the server sent the spy backend a request matching this pattern.')
        .meta({ examples: [{ method: 'DELETE', path: '/orders/**' }] }),
    no_mutation: schemas/* union */.KCZ([
        schemas/* literal */.euz(true),
        schemas/* strictObject */.rej({
            except: schemas/* array */.YOg(requestPattern)
                .min(1)
                .describe('Requests that read although their method mutates (POST /search, GraphQL).')
                .meta({ examples: [[{ method: 'POST', path: '/search' }]] }),
        }),
    ], { error: 'expected `true` or `{ except: [{ method, path }, ...] }`' })
        .describe("Fails when the server sent the spy backend any request other than GET/HEAD/OPTIONS, except those matching `except` and the config's `spy.reads`.")
        .meta({ examples: [true] }),
    no_call: schemas/* strictObject */.rej({
        tool: schemas/* string */.YjP()
            .describe('The tool that must not be called.')
            .meta({ examples: ['delete_order'] }),
        args: schema_args
            .optional()
            .describe('Only calls with these arguments count (a subset match; matchers allowed); any call of `tool` when absent.')
            .meta({ examples: [{ force: true }] }),
    })
        .describe('Fails when the model called `tool` (with `args`, when given). A call whose arguments could not be read counts.')
        .meta({ examples: [{ tool: 'delete_order' }] }),
    tools_exposed: schemas/* array */.YOg(schemas/* string */.YjP())
        .describe("Fails unless every tool named is in the server's `tools/list`.")
        .meta({ examples: [['search_orders']] }),
    tools_hidden: schemas/* array */.YOg(schemas/* string */.YjP())
        .describe("Fails when a tool named is in the server's `tools/list`.")
        .meta({ examples: [['admin_reset']] }),
};
const gateSchema = schemas/* strictObject */.rej(gateInputs)
    .partial()
    .refine((g) => Object.keys(g).length === 1, 'a gate has exactly one kind');
const observationInputs = {
    result_contains: schemas/* string */.YjP()
        .describe('Seen when a tool result (or error) contains this text (case-insensitive).')
        .meta({ examples: ['not found'] }),
    first_tool: schemas/* string */.YjP()
        .describe("Seen when the model's first call is to this tool.")
        .meta({ examples: ['search_orders'] }),
    called: schemas/* string */.YjP()
        .describe('Seen when the model called this tool at least once.')
        .meta({ examples: ['get_order'] }),
    request: requestPattern
        .describe('Seen when the server sent the spy backend a request matching this pattern.')
        .meta({ examples: [{ method: 'GET', path: '/orders/*' }] }),
};
const observationSchema = schemas/* strictObject */.rej(observationInputs)
    .partial()
    .refine((o) => Object.keys(o).length === 1, 'an observation has exactly one kind');
/** Fields a file's `defaults` may set for all its scenarios. */
const shared = {
    category: schemas/* string */.YjP()
        .optional()
        .describe('A category, for the accuracy tables and `thresholds.categories`.')
        .meta({ examples: ['orders'] }),
    tags: schemas/* array */.YOg(schemas/* string */.YjP())
        .optional()
        .describe("Tags, for `--tags` (any one matches, case-insensitive). A file's `defaults.tags` are added to each scenario's own.")
        .meta({ examples: [['smoke', 'orders']] }),
    type: schemas/* string */.YjP()
        .optional()
        .describe('A free-form type, for `--types`.')
        .meta({ examples: ['lookup'] }),
    tier: scenario/* tierSchema */.a1
        .optional()
        .describe('The accuracy tier it counts under. Derived when absent: `safety` with gates, else `answer`, `clarification`, `sequence` (more than one call in a turn), `args`, `selection`.')
        .meta({ examples: ['args'] }),
    mode: scenario/* modeSchema */.Ni
        .optional()
        .describe("`live`: tool calls go to the server; `stub`: the spy answers them from the expected calls' `stub`, the server executes nothing.")
        .meta({ examples: ['stub'] }),
    timeout: schemas/* number */.aig()
        .positive()
        .max(limits/* LIMITS */.b1.seconds, limits/* TOO_BIG */.QV.seconds)
        .optional()
        .describe('Seconds for the whole scenario.')
        .meta({ examples: [60] }),
    repeat: schemas/* number */.aig()
        .int()
        .min(1)
        .max(limits/* LIMITS */.b1.repeat, limits/* TOO_BIG */.QV.repeat)
        .optional()
        .describe('Runs per provider.')
        .meta({ examples: [3] }),
    vars: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]))
        .optional()
        .describe("Values of `{NAME}` placeholders in the scenario's fields (not in `id`), over the file's `defaults.vars`, the config's `vars` and the environment.")
        .meta({ examples: [{ CUSTOMER: 'C42' }] }),
    server: schemas/* strictObject */.rej({
        env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())
            .optional()
            .describe("Environment variables set over the config's `server.env`.")
            .meta({ examples: [{ READ_ONLY: '1' }] }),
        args: schemas/* array */.YOg(schemas/* string */.YjP())
            .optional()
            .describe("Arguments that replace the config's `server.args`.")
            .meta({ examples: [['dist/server.js', '--read-only']] }),
    })
        .optional()
        .describe('Overrides of the server under test (a narrowed scope, say): the scenario gets a server process of its own. Needs `server.command`.')
        .meta({ examples: [{ env: { READ_ONLY: '1' } }] }),
    max_steps: schemas/* number */.aig()
        .int()
        .min(1)
        .max(limits/* LIMITS */.b1.maxSteps, limits/* TOO_BIG */.QV.maxSteps)
        .optional()
        .describe('Tool rounds per turn.')
        .meta({ examples: [4] }),
    before: schemas/* string */.YjP()
        .optional()
        .describe("A shell command (bash) run in the corpus file's folder before the scenario; a non-zero exit ends it as `setup-failed`.")
        .meta({ examples: ['./seed-db.sh'] }),
    after: schemas/* string */.YjP()
        .optional()
        .describe("A shell command run in the corpus file's folder after the scenario, whatever happened.")
        .meta({ examples: ['./reset-db.sh'] }),
};
const scenarioSchema = schemas/* strictObject */.rej({
    ...shared,
    id: schemas/* string */.YjP()
        .min(1)
        .describe('A unique id: in reports, and for `--ids`. Placeholders are not filled in it.')
        .meta({ examples: ['orders-open-by-customer'] }),
    description: schemas/* string */.YjP()
        .optional()
        .describe('What the scenario checks, in words.')
        .meta({ examples: ['Finds the open orders of a customer'] }),
    prompt: schemas/* string */.YjP()
        .optional()
        .describe("The user's message, for a one-turn scenario. Give either `prompt` or `turns`.")
        .meta({ examples: ['Which orders of customer C42 are still open?'] }),
    turns: schemas/* array */.YOg(schemas/* strictObject */.rej({
        user: schemas/* string */.YjP()
            .describe("The user's message in this turn.")
            .meta({ examples: ['Cancel the last one.'] }),
        expect: expectSchema
            .optional()
            .describe('What this turn expects.')
            .meta({ examples: [{ calls: [{ tool: 'cancel_order' }] }] }),
    }))
        .min(1)
        .optional()
        .describe('A conversation, turn by turn, each with its own `expect`. Give either `prompt` or `turns`.')
        .meta({
        examples: [[{ user: 'Show my orders', expect: { calls: [{ tool: 'search_orders' }] } }]],
    }),
    expect: expectSchema
        .optional()
        .describe('What the `prompt` should lead to (with `turns`, each turn has its own).')
        .meta({ examples: [{ calls: [{ tool: 'search_orders', args: { customer: 'C42' } }] }] }),
    skip: schemas/* string */.YjP()
        .optional()
        .describe('Skip the scenario, for this reason: reported `skipped`.')
        .meta({ examples: ['flaky upstream, see #12'] }),
    known_failure: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* boolean */.zMY()])
        .optional()
        .describe('A known failure (`true`, or the reason): a row that does not pass is reported `known-failure`, left out of accuracy.')
        .meta({ examples: ['confuses get_order and search_orders'] }),
    gates: schemas/* array */.YOg(gateSchema)
        .optional()
        .describe('Hard gates, which decide pass or fail: `{ <kind>: <spec> }`, one kind per item.')
        .meta({ examples: [[{ no_mutation: true }]] }),
    observe: schemas/* array */.YOg(observationSchema)
        .optional()
        .describe('Observations, recorded beside the verdict and never deciding it: `{ <kind>: <spec> }`, one kind per item.')
        .meta({ examples: [[{ first_tool: 'search_orders' }]] }),
    spy: schemas/* strictObject */.rej({
        routes: schemas/* array */.YOg(route/* routeSchema */.l)
            .min(1)
            .describe("Spy routes for this scenario, tried before the config's `spy.routes` (the first matching route wins).")
            .meta({ examples: [[{ path: '/orders/*', status: 404 }]] }),
    })
        .optional()
        .describe("The scenario's own spy backend routes.")
        .meta({ examples: [{ routes: [{ path: '/orders/*', status: 404 }] }] }),
})
    .refine((s) => (s.prompt === undefined) !== (s.turns === undefined), {
    message: 'a scenario has either `prompt` or `turns`',
})
    .refine((s) => !(s.turns && s.expect), {
    message: 'with `turns`, put `expect` inside each turn',
    path: ['expect'],
});
const corpusFileSchema = schemas/* strictObject */.rej({
    defaults: schemas/* strictObject */.rej(shared)
        .optional()
        .describe("Fields set for every scenario of the file; a scenario's own value wins (`tags` are added together, `vars` and `server.env` merged).")
        .meta({ examples: [{ category: 'orders', mode: 'stub' }] }),
    scenarios: schemas/* array */.YOg(schemas/* unknown */.L5J())
        .describe('The scenarios of this file.')
        .meta({
        examples: [
            [
                {
                    id: 'list-orders',
                    prompt: 'List my orders',
                    expect: { calls: [{ tool: 'search_orders' }] },
                },
            ],
        ],
    }),
});

// EXTERNAL MODULE: ./src/model/defaults.ts
var defaults = __webpack_require__(9555);
;// CONCATENATED MODULE: ./src/corpus/native.ts
// Loads a corpus file in the native format (README, "Configuration") into normalized scenarios.







function loadNative(source, base) {
    const file = corpusFileSchema.safeParse(source.data);
    if (!file.success)
        return { scenarios: [], problems: (0,problems/* zodProblems */.G)(file.error, source) };
    const defaults = file.data.defaults ?? {};
    const out = { scenarios: [], problems: [] };
    file.data.scenarios.forEach((raw, i) => {
        // Placeholders first, so their problems are reported beside any schema problem.
        const unresolved = [];
        // The scenario's own vars over the file's and the run's.
        const own = raw?.vars;
        const vars = {
            ...base.vars,
            ...stringify(defaults.vars),
            ...stringify(isTable(own) ? own : {}),
        };
        const filled = (0,placeholders/* fillFields */.d6)(raw, vars, ['scenarios', i], unresolved, ['id', 'vars']);
        for (const u of unresolved) {
            out.problems.push((0,problems.at)(source, u.path, `unresolved placeholder {${u.name}}`));
        }
        const parsed = scenarioSchema.safeParse(filled);
        if (!parsed.success) {
            out.problems.push(...(0,problems/* zodProblems */.G)(parsed.error, source, ['scenarios', i]));
            return;
        }
        const merged = mergeDefaults(defaults, parsed.data);
        const scenario = normalize(merged, source, source.lineOf(['scenarios', i]), base);
        // Not the parsed scenario itself, which the locator would keep alive for the whole run.
        const turns = Boolean(parsed.data.turns);
        scenario.origin.locate = locator(source, (p) => ['scenarios', i, ...writtenPath(turns, p)]);
        out.scenarios.push(scenario);
    });
    return out;
}
function mergeDefaults(defaults, s) {
    return {
        ...defaults,
        ...s,
        tags: [...new Set([...(defaults.tags ?? []), ...(s.tags ?? [])])],
        // Stryker disable next-line ObjectLiteral: equivalent, vars are resolved before the merge and the merged table is not read again
        vars: { ...defaults.vars, ...s.vars },
        server: defaults.server || s.server
            ? { ...defaults.server, ...s.server, env: { ...defaults.server?.env, ...s.server?.env } }
            : undefined,
    };
}
function stringify(vars) {
    return Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, String(v)]));
}
function normalizeExpect(e) {
    const answer = e?.answer;
    return {
        calls: e?.calls,
        order: e?.order ?? defaults/* DEFAULTS */.z.order,
        extra_calls: e?.extra_calls ?? defaults/* DEFAULTS */.z.extraCalls,
        ...(e?.first_call_only ? { first_call_only: true } : {}),
        clarification: e?.clarification,
        answer: answer && {
            includes: typeof answer.includes === 'string' ? [answer.includes] : answer.includes,
            mode: answer.mode ?? defaults/* DEFAULTS */.z.answerMode,
        },
    };
}
const GATES = {
    no_request: (request) => ({ kind: 'no_request', request }),
    no_mutation: (spec) => ({
        kind: 'no_mutation',
        ...(spec === true ? {} : { except: spec.except }),
    }),
    no_call: ({ tool, args }) => ({ kind: 'no_call', tool, ...(args ? { args } : {}) }),
    tools_exposed: (tools) => ({ kind: 'tools_exposed', tools }),
    tools_hidden: (tools) => ({ kind: 'tools_hidden', tools }),
};
const OBSERVATIONS = {
    result_contains: (text) => ({ kind: 'result_contains', text }),
    first_tool: (tool) => ({ kind: 'first_tool', tool }),
    called: (tool) => ({ kind: 'called', tool }),
    request: (request) => ({ kind: 'request', request }),
};
/** `{ <kind>: <spec> }` as written (the schema allows exactly one kind) → the model's union. */
function byKind(table, written) {
    const [kind, spec] = Object.entries(written)[0];
    return table[kind](spec);
}
const normalizeGate = (g) => byKind(GATES, g);
const normalizeObservation = (o) => byKind(OBSERVATIONS, o);
function normalize(s, source, line, base) {
    const turns = s.turns
        ? s.turns.map((t) => ({ user: t.user, expect: normalizeExpect(t.expect) }))
        : // Stryker disable next-line StringLiteral: equivalent, the schema requires a prompt when there are no turns
            [{ user: s.prompt ?? '', expect: normalizeExpect(s.expect) }];
    const gates = (s.gates ?? []).map(normalizeGate);
    return {
        id: s.id,
        origin: { file: source.file, line, format: 'native' },
        dir: external_node_path_default().dirname(source.file),
        category: s.category,
        // Stryker disable next-line ArrayDeclaration: equivalent, mergeDefaults always sets tags
        tags: s.tags ?? [],
        type: s.type,
        tier: s.tier ?? (0,tier/* deriveTier */.i)(turns, gates),
        mode: s.mode ?? base.mode,
        timeout: s.timeout ?? base.timeout,
        repeat: s.repeat ?? base.repeat,
        skip: s.skip,
        known_failure: s.known_failure === true ? 'known failure' : s.known_failure || undefined,
        server: s.server,
        ...(s.spy ? { spy: s.spy } : {}),
        max_steps: s.max_steps ?? base.max_steps,
        turns,
        gates,
        observe: (s.observe ?? []).map(normalizeObservation),
        before: s.before,
        after: s.after,
        description: s.description,
    };
}
/** A single-prompt scenario is normalized to one turn; map paths back to how it was written. */
function writtenPath(turns, p) {
    if (turns || p[0] !== 'turns')
        return p;
    const rest = p.slice(2);
    return rest[0] === 'user' ? ['prompt'] : rest;
}
const isTable = (v) => 
// Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, stringify of a non-table gives no key a placeholder can name (digits) and the schema reports it
typeof v === 'object' && v !== null && !Array.isArray(v);

;// CONCATENATED MODULE: ./src/corpus/formats.ts
// The corpus formats a file can be in, and how to tell them apart. Each imported format has
// its module in formats/ and turns its files into normalized scenarios.






const loaders = {
    native: (source, ctx) => loadNative(source, ctx.base),
    tiered: loadTiered,
    casefile: loadCasefile,
    'answer-fixtures': loadAnswerFixture,
};
const isObject = (x) => typeof x === 'object' && x !== null && !Array.isArray(x);
/** By file name and shape. */
function detectFormat(file, data) {
    const base = external_node_path_default().basename(file);
    if (base === ANSWER_FIXTURE_FILE)
        return 'answer-fixtures';
    if (Array.isArray(data)) {
        if (data.some((e) => isObject(e) && ('expected_tool' in e || 'expected_sequence' in e))) {
            return 'tiered';
        }
        if (base.replace(/\.ya?ml$/, '') in tiered_thresholds/* TIERED_TIERS */.og)
            return 'tiered';
        return undefined;
    }
    if (isObject(data)) {
        if ('scenarios' in data)
            return 'native';
        if ('cases' in data && 'module' in data)
            return 'casefile';
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(4663);
;// CONCATENATED MODULE: ./src/corpus/thresholds-file.ts
// A thresholds.yaml that comes with a corpus: in the config's `thresholds` shape, or in the
// tiered corpus's shape (default / per_model). It applies unless the config or a flag sets
// thresholds.






// The tiered scorer reads `default` and `per_model` alone, and in each rate set the gates of
// TIERED_GATES; null is no gate (and a null model entry is empty). The rest it ignores: so do
// we, with a notice.
const rate = schemas/* number */.aig().min(0).max(1);
const gates = schemas/* looseObject */._H3(Object.fromEntries(tiered_thresholds/* TIERED_GATES */.pl.map((k) => [k, rate.nullish()])));
const tieredSchema = schemas/* looseObject */._H3({
    default: gates.nullish(),
    per_model: schemas/* record */.g1P(schemas/* string */.YjP(), gates.nullish()).nullish(),
});
const TOP = ['default', 'per_model'];
/** A file named thresholds.yaml (or .yml) that is not a corpus. */
function isThresholdsFile(file, data) {
    return (/^thresholds\.ya?ml$/.test(external_node_path_default().basename(file)) &&
        typeof data === 'object' &&
        data !== null &&
        !Array.isArray(data) &&
        !('scenarios' in data));
}
function parseThresholdsSource(source) {
    const notices = [];
    if ((0,tiered_thresholds/* isTieredThresholds */.sv)(source.data)) {
        const parsed = tieredSchema.safeParse(source.data);
        if (!parsed.success)
            return { problems: (0,problems/* zodProblems */.G)(parsed.error, source), notices };
        const sets = [
            [[], parsed.data, TOP],
            [['default'], parsed.data.default, tiered_thresholds/* TIERED_GATES */.pl],
            ...Object.entries(parsed.data.per_model ?? {}).map(([m, r]) => [['per_model', m], r, tiered_thresholds/* TIERED_GATES */.pl]),
        ];
        for (const [where, rates, known] of sets) {
            for (const key of Object.keys(rates ?? {}).filter((k) => !known.includes(k))) {
                const at = [...where, key];
                notices.push(`${source.file}:${source.lineOf(at)}: ignoring \`${(0,corpus_source/* formatPath */.jV)(at)}\` (a tiered thresholds file gates ${tiered_thresholds/* TIERED_GATES */.pl.join(', ')}; its own scorer ignores the rest)`);
            }
        }
    }
    const parsed = config/* thresholdsSchema */.qb.safeParse((0,tiered_thresholds/* fromTieredThresholds */.GG)(source.data));
    if (!parsed.success)
        return { problems: (0,problems/* zodProblems */.G)(parsed.error, source), notices };
    return { thresholds: parsed.data, problems: [], notices };
}
/** Reads a thresholds file named by a corpus entry (`thresholds:`) or found beside a corpus. */
async function readThresholdsFile(file, shown) {
    const source = await (0,corpus_source/* readSource */.o$)(file, shown);
    if ((0,corpus_source/* isProblem */.AN)(source))
        return { problems: [source], notices: [] };
    const { thresholds, problems, notices } = parseThresholdsSource(source);
    return { problems, notices, ...(thresholds ? { found: { file: shown, thresholds } } : {}) };
}

;// CONCATENATED MODULE: ./src/corpus/load.ts
// Finds corpus files, detects their format and loads every scenario, collecting all problems.








async function loadCorpus(entries, ctx) {
    const out = { scenarios: [], problems: [], files: [], notices: [] };
    const shownOf = (file) => external_node_path_default().relative(ctx.cwd, file) || file;
    const useThresholds = (found) => {
        if (!found || out.thresholds?.file === found.file)
            return;
        if (out.thresholds) {
            out.notices.push(`${found.file}: ignored, the thresholds in ${out.thresholds.file} apply`);
        }
        else
            out.thresholds = found;
    };
    for (const entry of entries) {
        if (entry.thresholds) {
            const file = external_node_path_default().resolve(ctx.dir, entry.thresholds);
            const read = await readThresholdsFile(file, shownOf(file));
            out.problems.push(...read.problems);
            out.notices.push(...read.notices);
            useThresholds(read.found);
        }
    }
    for (const entry of entries) {
        const files = await expand(entry.path, ctx.dir);
        if (files.length === 0) {
            out.problems.push({ file: entry.path, message: 'matches no corpus file' });
        }
        for (const file of files) {
            if (out.files.includes(file) || file === ctx.config)
                continue;
            out.files.push(file);
            const shown = shownOf(file);
            const source = await (0,corpus_source/* readSource */.o$)(file, shown);
            if ((0,corpus_source/* isProblem */.AN)(source)) {
                out.problems.push(source);
                continue;
            }
            if (isThresholdsFile(file, source.data)) {
                const parsed = parseThresholdsSource(source);
                out.problems.push(...parsed.problems);
                out.notices.push(...parsed.notices);
                if (parsed.thresholds)
                    useThresholds({ file: shown, thresholds: parsed.thresholds });
                continue;
            }
            const format = entry.format ?? detectFormat(file, source.data);
            // Files beside an answer fixture's test_case.yaml are its support files (manifests).
            if (!format && (0,external_node_fs_.existsSync)(external_node_path_default().join(external_node_path_default().dirname(file), 'test_case.yaml')))
                continue;
            if (!format) {
                out.problems.push({
                    file: shown,
                    line: source.lineOf([]),
                    message: 'unknown corpus format (expected `scenarios:`; or set `format:` in the config)',
                });
                continue;
            }
            const loaded = loaders[format](source, ctx);
            // The loaders take a scenario's folder from the shown file name, relative to ctx.cwd:
            // made absolute here, so that hooks never run relative to the process's own folder.
            for (const s of loaded.scenarios)
                s.dir = external_node_path_default().resolve(ctx.cwd, s.dir);
            out.scenarios.push(...loaded.scenarios);
            out.problems.push(...loaded.problems);
            out.notices.push(...(loaded.notices ?? []));
            const beside = external_node_path_default().join(external_node_path_default().dirname(file), 'thresholds.yaml');
            if (format === 'tiered' && !out.thresholds && !files.includes(beside) && (0,external_node_fs_.existsSync)(beside)) {
                const read = await readThresholdsFile(beside, shownOf(beside));
                out.problems.push(...read.problems);
                out.notices.push(...read.notices);
                useThresholds(read.found);
            }
        }
    }
    out.problems.push(...duplicateIds(out.scenarios));
    const order = (file) => 
    // Stryker disable next-line ConditionalExpression: equivalent, a problem names a file as shown (relative), never by the absolute path
    out.files.findIndex((f) => file === external_node_path_default().relative(ctx.cwd, f) || file === f);
    out.problems.sort((a, b) => order(a.file) - order(b.file) || (a.line ?? 0) - (b.line ?? 0));
    return out;
}
async function expand(pattern, dir) {
    const full = external_node_path_default().resolve(dir, pattern);
    const info = await (0,promises_.stat)(full).catch(() => undefined);
    if (info?.isFile())
        return [full];
    const cwd = info?.isDirectory() ? full : dir;
    const globs = info?.isDirectory() ? ['**/*.{yaml,yml,json}'] : [pattern];
    const found = await (0,dist/* glob */.TI)(globs, { cwd, absolute: true, ignore: ['**/node_modules/**'] });
    return found.sort();
}
function duplicateIds(scenarios) {
    const seen = new Map();
    const problems = [];
    for (const s of scenarios) {
        // A tiered corpus may hold one id in two tier files: two entries, as its scorer sees them.
        const key = s.type && s.type in tiered_thresholds/* TIERED_TIERS */.og ? `${s.type}\u0000${s.id}` : s.id;
        const first = seen.get(key);
        if (first) {
            problems.push({
                file: s.origin.file,
                line: s.origin.line,
                field: 'id',
                message: `duplicate id "${(0,corpus_source/* printable */.g$)(s.id)}" (first at ${first.origin.file}:${first.origin.line})`,
            });
        }
        else
            seen.set(key, s);
    }
    return problems;
}

;// CONCATENATED MODULE: ./src/corpus/configured.ts




async function loadConfiguredCorpus(config, opts) {
    const entries = (opts.corpus ?? config.corpus ?? []).map((e) => typeof e === 'string' ? { path: e } : e);
    if (entries.length === 0)
        throw new errors/* SetupError */.w3('No corpus: set `corpus:` in the config or pass --corpus');
    const configVars = Object.fromEntries(Object.entries(config.vars ?? {}).map(([k, v]) => [k, String(v)]));
    const corpus = await loadCorpus(entries, {
        dir: opts.corpus ? opts.cwd : config.dir,
        cwd: opts.cwd,
        config: config.file,
        base: {
            // A catalog alone has nothing to forward to: stub mode is the only one that works.
            mode: config.mode ??
                (config.catalog && !config.server && !opts.serverGiven ? 'stub' : defaults/* DEFAULTS */.z.mode),
            timeout: opts.timeout ?? config.timeout,
            max_steps: config.max_steps ?? defaults/* DEFAULTS */.z.maxSteps,
            repeat: opts.repeat ?? config.repeat ?? defaults/* DEFAULTS */.z.repeat,
            vars: { ...(0,placeholders/* envVars */._7)(opts.env ?? process.env), ...configVars },
        },
        freeTextParams: config.free_text_params ?? [...defaults/* DEFAULTS */.z.freeTextParams],
        keepPlaceholders: opts.keepPlaceholders,
    });
    if (corpus.problems.length && !opts.keepProblems) {
        throw new errors/* SetupError */.w3(`The corpus has ${corpus.problems.length} problem(s)`, corpus.problems);
    }
    const reads = config.spy?.reads ?? [];
    if (reads.length)
        corpus.scenarios = corpus.scenarios.map((s) => withReads(s, reads));
    return corpus;
}
/** The config's `spy.reads` are reads for every `no_mutation` gate, after the gate's own. */
function withReads(s, reads) {
    if (!s.gates.some((g) => g.kind === 'no_mutation'))
        return s;
    const gates = s.gates.map((g) => g.kind === 'no_mutation' ? { ...g, except: [...(g.except ?? []), ...reads] } : g);
    return { ...s, gates };
}


/***/ }),

/***/ 639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ fromTieredThresholds),
/* harmony export */   og: () => (/* binding */ TIERED_TIERS),
/* harmony export */   pl: () => (/* binding */ TIERED_GATES),
/* harmony export */   sv: () => (/* binding */ isTieredThresholds),
/* harmony export */   xm: () => (/* binding */ tieredTierOf)
/* harmony export */ });
/* unused harmony export tieredSet */
// The tiered corpus's thresholds.yaml ({default: {<tier>: rate, overall}, per_model: {<model>:
// {...}}}) in the config's `thresholds` shape. Pure, so that config.ts can use it too.
/** Tiered tier names → the normalized tiers they count under. */
const TIERED_TIERS = {
    selection_only: 'selection',
    with_args: 'args',
    multi_step: 'sequence',
};
/** The tiered tier a scenario is looked up in: its `type` when that names one (tiered files,
 * and their native conversions), else the one counting under its tier. */
function tieredTierOf(s) {
    if (s.type && s.type in TIERED_TIERS)
        return s.type;
    return Object.keys(TIERED_TIERS).find((t) => TIERED_TIERS[t] === s.tier);
}
function isTieredThresholds(data) {
    return (typeof data === 'object' &&
        data !== null &&
        !Array.isArray(data) &&
        ('default' in data || 'per_model' in data));
}
/** The keys the tiered scorer reads in a rate set; it ignores any other. */
const TIERED_GATES = ['overall', ...Object.keys(TIERED_TIERS)];
/** A rate set ({selection_only: 0.85, overall: 0.85}) → {overall, tiers}, reading only the keys
 * the source reads. A null gate is no gate: dropped, or with `clear` (a per_model override,
 * which must also clear the default's) 0, which every accuracy meets. */
function tieredSet(rates, clear = false) {
    const tiers = {};
    let overall;
    for (const [key, raw] of Object.entries(rates ?? {})) {
        if (!TIERED_GATES.includes(key) || (raw === null && !clear))
            continue;
        const value = raw === null ? 0 : raw;
        if (key === 'overall')
            overall = value;
        else
            tiers[TIERED_TIERS[key]] = value;
    }
    return {
        ...(overall === undefined ? {} : { overall }),
        ...(Object.keys(tiers).length ? { tiers } : {}),
    };
}
/** Converts the tiered shape; any other shape is returned unchanged. `per_model` overrides the
 * defaults key by key, as `thresholds.providers` does (matched by provider id or model); a null
 * model entry is empty. */
function fromTieredThresholds(data) {
    if (!isTieredThresholds(data))
        return data;
    const perModel = Object.entries((data.per_model ?? {}));
    return {
        ...tieredSet(data.default ?? {}),
        ...(perModel.length
            ? { providers: Object.fromEntries(perModel.map(([m, r]) => [m, tieredSet(r, true)])) }
            : {}),
    };
}


/***/ }),

/***/ 8752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ PLACEHOLDER),
/* harmony export */   _7: () => (/* binding */ envVars),
/* harmony export */   d6: () => (/* binding */ fillFields)
/* harmony export */ });
/* unused harmony export fill */
/** {NAME}; a shell's ${NAME} (in hooks) is left to the shell. */
const PLACEHOLDER = /(?<!\$)\{([A-Z][A-Z0-9_]*)\}/g;
/** Fills placeholders in every string below `value`, recursively; reports what is left. A
 * var's value may hold placeholders too (filled in turn); one that refers back to itself, directly
 * or not, is left as written there. */
function fill(value, vars, 
// Stryker disable next-line ArrayDeclaration: equivalent, a caller that reads the unresolved names passes a path first
path = [], 
// Stryker disable next-line ArrayDeclaration: equivalent, nobody reads the default list
unresolved = []) {
    // Stryker disable next-line ArrayDeclaration: equivalent, no var is named "Stryker was here"
    if (typeof value === 'string')
        return fillText(value, vars, path, unresolved, []);
    if (Array.isArray(value))
        return value.map((v, i) => fill(v, vars, [...path, i], unresolved));
    if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, vars, [...path, k], unresolved)]));
    }
    return value;
}
function fillText(text, vars, path, unresolved, expanding) {
    return text.replace(PLACEHOLDER, (whole, name) => {
        if (expanding.includes(name))
            return whole;
        if (name in vars)
            return fillText(vars[name], vars, path, unresolved, [...expanding, name]);
        unresolved.push({ path, name });
        return whole;
    });
}
function envVars(env) {
    return Object.fromEntries(Object.entries(env).filter((e) => typeof e[1] === 'string'));
}
/** Fills every field of an object but `keep` (ids, var tables): those stay as written. */
function fillFields(value, vars, path, unresolved, keep) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
        return value;
    const entries = Object.entries(value);
    // Stryker disable next-line MethodExpression: equivalent, the filled fields are spread over the kept ones
    const kept = Object.fromEntries(entries.filter(([k]) => keep.includes(k)));
    const rest = Object.fromEntries(entries.filter(([k]) => !keep.includes(k)));
    return { ...kept, ...fill(rest, vars, path, unresolved) };
}


/***/ }),

/***/ 3450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ zodProblems),
/* harmony export */   at: () => (/* binding */ at)
/* harmony export */ });
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9936);

function zodProblems(error, source, base = []) {
    return error.issues.flatMap((issue) => {
        const path = [...base, ...issue.path];
        if (issue.code === 'unrecognized_keys') {
            return issue.keys.map((key) => at(source, [...path, key], `unknown field "${key}"`));
        }
        return [at(source, path, issue.message)];
    });
}
function at(source, path, message) {
    return {
        file: source.file,
        line: source.lineOf(path),
        field: (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPath */ .jV)(path),
        message: (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(message),
    };
}


/***/ }),

/***/ 9936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jV: () => (/* binding */ formatPath),
  AN: () => (/* binding */ isProblem),
  PJ: () => (/* binding */ parseSource),
  g$: () => (/* binding */ printable),
  o$: () => (/* binding */ readSource)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/corpus/yaml-guards.ts
// Limits a YAML/JSON file must keep before its data is built: nesting depth and what its
// aliases expand to. Depth is checked first and without recursion: a deep enough document
// overflows the stack of the YAML composer, and V8 may then die outright (a fatal "RegExpCompiler
// Allocation failed") instead of throwing. Aliases are checked on the composed document.

/** Deeper than any corpus, config or tool schema needs; far from the composer's stack limit. */
const MAX_DEPTH = 100;
/** Nodes that aliases may add to a document in all (a "billion laughs" adds billions). */
const MAX_ALIAS_EXPANSION = 100_000;
/**
 * The first collection nested deeper than MAX_DEPTH. The lexer finds deep flow collections
 * (`[[[…`) and compact sequences (`- - - …`) cheaply and stops there; the syntax tree, slow on
 * deep input, is walked only when the lexer could not rule out deep block nesting.
 */
function depthFault(text, tokens, 
/** Sees every token of the lexer's pass, so that the text is not lexed twice. */
visit) {
    const lexed = lexDepth(text, visit);
    if (typeof lexed !== 'number')
        return lexed;
    return lexed > MAX_DEPTH ? treeDepth(tokens()) : undefined;
}
const tooDeep = (offset) => ({
    offset,
    message: `nested deeper than ${MAX_DEPTH} levels`,
});
// Markers the lexer adds that are not in the text.
const MARKERS = new Set(['\x02', '\x18', '\x1f']);
/** A fault, or an upper bound of the depth: a block collection at column c is at most 2c + 2
 * deep (a sequence may sit at its key's column), plus the flow collections around it. */
function lexDepth(text, visit) {
    let offset = 0;
    let column = 0;
    let flow = 0;
    let compact = 0;
    let bound = 0;
    for (const token of new dist/* Lexer */.JG().lex(text)) {
        visit?.(token);
        const type = dist/* CST */.DB.tokenType(token);
        if (type === 'flow-map-start' || type === 'flow-seq-start') {
            if (++flow > MAX_DEPTH)
                return tooDeep(offset);
            bound = Math.max(bound, 2 * column + 2 + flow);
        }
        else if (type === 'flow-map-end' || type === 'flow-seq-end') {
            flow = Math.max(0, flow - 1);
        }
        else if (type === 'seq-item-ind' || type === 'explicit-key-ind' || type === 'map-value-ind') {
            // `- - - x`: each indicator right after another opens one more level.
            if (type !== 'map-value-ind' && ++compact > MAX_DEPTH)
                return tooDeep(offset);
            bound = Math.max(bound, 2 * column + 2 + flow);
        }
        else if (type !== 'space')
            compact = 0;
        if (type === 'newline') {
            column = 0;
            compact = 0;
        }
        else if (!MARKERS.has(token))
            column += token.length;
        if (!MARKERS.has(token))
            offset += token.length;
    }
    return bound;
}
/** From the concrete syntax tree, without recursion. */
function treeDepth(tokens) {
    const stack = tokens.map((t) => [t, 0]);
    while (stack.length) {
        const [token, depth] = stack.pop();
        if (!token)
            continue;
        if (token.type === 'document') {
            stack.push([token.value, depth]);
            continue;
        }
        if (token.type !== 'block-map' &&
            token.type !== 'block-seq' &&
            token.type !== 'flow-collection')
            continue;
        if (depth >= MAX_DEPTH) {
            return tooDeep(token.offset);
        }
        for (const item of token.items) {
            if ('key' in item)
                stack.push([item.key ?? undefined, depth + 1]);
            stack.push([item.value, depth + 1]);
        }
    }
    return undefined;
}
/**
 * An alias with no anchor before it, an alias inside the node it names (its data would be
 * circular) or aliases that expand past MAX_ALIAS_EXPANSION nodes. Walks the composed document,
 * whose depth depthFault has bounded; anchors resolve as YAML says, to the latest one before.
 */
function aliasFault(doc) {
    const anchors = new Map();
    const sizes = new Map();
    const open = new Set();
    let expanded = 0;
    let fault;
    const walk = (node, path) => {
        if (fault)
            return 0;
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = anchors.get(node.source);
            const fail = (message) => {
                fault = { offset: node.range?.[0] ?? 0, path, message: `alias *${node.source} ${message}` };
                return 0;
            };
            if (target === undefined)
                return fail('has no anchor before it');
            if (open.has(target))
                return fail('is inside the node it names (circular data)');
            const size = sizes.get(target) ?? 1;
            expanded += size;
            if (expanded > MAX_ALIAS_EXPANSION) {
                return fail(`makes aliases expand to more than ${MAX_ALIAS_EXPANSION} nodes (an alias bomb?)`);
            }
            return size;
        }
        const anchor = node?.anchor;
        if (anchor)
            anchors.set(anchor, node);
        open.add(node);
        let size = 1;
        if ((0,dist/* isMap */.jh)(node)) {
            for (const pair of node.items) {
                size += walk(pair.key, path);
                const key = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : pair.key;
                size += walk(pair.value, [...path, typeof key === 'number' ? key : String(key)]);
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            node.items.forEach((item, i) => (size += walk(item, [...path, i])));
        }
        open.delete(node);
        sizes.set(node, size);
        return size;
    };
    walk(doc.contents, []);
    return fault;
}

;// CONCATENATED MODULE: ./src/corpus/yaml-split.ts
// Where a YAML text can be cut so that each item of its longest top-level block sequence (a
// corpus's `scenarios:`, a tiered file's root list) is parsed on its own: the whole file's
// syntax tree and document take some 60 times the text's size, a single item's next to nothing.
// Read from the lexer's tokens, which are the same whether an item is lexed alone or in the
// file: an item starts at a line whose first token is a `-` at the sequence's column, and
// nothing before it carries over (no flow collection is open, no alias may name an anchor of
// another item). Anything that might not cut cleanly (aliases, directives, several documents,
// tabs in indentation, odd indentation) leaves the text uncut: the caller parses it whole.

/** Plain keys that read as a string (not true, null, a number) and are safe as an own key. */
const KEY = /^[A-Za-z_][\w-]*$/;
const NOT_KEY = /^(?:true|false|null|__proto__)$/i;
/** What a cut could separate from what it refers to, or a second document. */
const UNCUT = new Set([
    'alias',
    'directive-line',
    'doc-start',
    'doc-end',
    'byte-order-mark',
    'flow-error-end',
]);
/** Takes every token of `text`'s lexer, in order; `result` then says where to cut, if anywhere. */
function splitter(text) {
    let offset = 0;
    let lineStart = 0;
    /** Only spaces so far on the current line. */
    let blank = true;
    let flow = 0;
    let scalarNext = false;
    let blockScalar = false;
    let uncut = false;
    let seenContent = false;
    let mode = 'root';
    let key = '';
    let keyOffset = 0;
    let open;
    let best;
    const close = (end) => {
        if (open && (!best || open.items.length > best.items.length)) {
            best = { key: open.key, keyOffset: open.keyOffset, dash: open.dash, items: open.items, end };
        }
        open = undefined;
        mode = 'root';
    };
    /** The first token of a line, outside flow collections: where items start and end. */
    const lineFirst = (type, token, at) => {
        const column = at - lineStart;
        if (mode === 'items' && open) {
            if (column > open.column)
                return;
            if (column === open.column && type === 'seq-item-ind') {
                open.items.push(lineStart);
                return;
            }
            // Only a root key may end the sequence; a root sequence has nothing after it.
            if (column > 0 || open.key === undefined) {
                uncut = true;
                return;
            }
            close(lineStart);
        }
        if (mode === 'value' && type === 'seq-item-ind') {
            open = { key, keyOffset, dash: at, items: [lineStart], end: 0, column };
            mode = 'items';
            return;
        }
        mode = 'root';
        if (!seenContent && type === 'seq-item-ind') {
            open = { keyOffset: at, dash: at, items: [lineStart], end: 0, column };
            mode = 'items';
        }
        else if (column === 0 && type === 'scalar' && KEY.test(token) && !NOT_KEY.test(token)) {
            key = token;
            keyOffset = at;
            mode = 'colon';
        }
        seenContent = true;
    };
    const token = (token) => {
        if (uncut)
            return;
        if (token === '\x1f') {
            scalarNext = true;
            return;
        }
        if (token === '\x02')
            return;
        const type = scalarNext ? 'scalar' : dist/* CST */.DB.tokenType(token);
        const at = offset;
        offset += token.length;
        if (UNCUT.has(type)) {
            uncut = true;
            return;
        }
        if (scalarNext && blockScalar) {
            // A block scalar's lines are its own, whatever their indentation.
            blockScalar = scalarNext = false;
        }
        else {
            scalarNext = false;
            const content = type !== 'space' && type !== 'newline' && type !== 'comment';
            if (content)
                blockScalar = type === 'block-scalar-header';
            if (blank && content && flow === 0) {
                if (text.slice(lineStart, at).includes('\t')) {
                    uncut = true;
                    return;
                }
                lineFirst(type, token, at);
            }
            else if (mode === 'colon' && type === 'map-value-ind')
                mode = 'key';
            else if (mode === 'key' && type === 'newline')
                mode = 'value';
            else if ((mode === 'colon' || mode === 'key') && type !== 'space' && type !== 'comment') {
                mode = 'root';
            }
            if (type === 'flow-map-start' || type === 'flow-seq-start')
                flow++;
            else if (type === 'flow-map-end' || type === 'flow-seq-end')
                flow = Math.max(0, flow - 1);
        }
        const newline = token.lastIndexOf('\n');
        if (newline >= 0) {
            lineStart = at + newline + 1;
            blank = /^ *$/.test(token.slice(newline + 1));
        }
        else if (!/^ *$/.test(token))
            blank = false;
    };
    const result = () => {
        if (uncut)
            return undefined;
        if (mode === 'items')
            close(text.length);
        return best;
    };
    return { token, result };
}

;// CONCATENATED MODULE: ./src/corpus/source.ts
// Parses YAML or JSON text keeping positions, so every problem can name its line.




function formatPath(path) {
    return printable(path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join(''));
}
// Controls, line and paragraph separators, bidi overrides, a BOM and lone surrogates.
const UNPRINTABLE = 
// eslint-disable-next-line no-control-regex -- finding control characters is the point
/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Text from a file made safe for a one-line message: a key or a YAML error may hold a line
 * break, a terminal escape or a right-to-left override, which would garble the output. */
function printable(text) {
    return text.replace(UNPRINTABLE, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
async function readSource(file, shown = file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (err) {
        return { file: shown, message: `cannot read: ${err.message}` };
    }
    return parseSource(text, shown);
}
/** `cut: false` parses the text whole, as when a part of the cut text has an error (for tests,
 * which compare the two). */
function parseSource(text, file, cut = true) {
    const lines = new dist/* LineCounter */.HN();
    // The lexer's pass bounds the depth and finds where the text may be cut into items. The
    // syntax tree is built first only when the lexer cannot rule out deep block nesting: its depth
    // is checked before the composer, which recurses, sees it.
    const cuts = splitter(text);
    let tree;
    const build = () => (tree = [...new dist/* Parser */.iX(lines.addNewLine).parse(text)]);
    const deep = depthFault(text, build, cuts.token);
    if (!tree)
        countLines(text, lines);
    if (deep)
        return problemAt(file, lines)(deep.offset, deep.message);
    const split = cut && !tree ? cuts.result() : undefined;
    // When a part of the cut text does not parse cleanly, the whole text is parsed: the problem
    // is then named as it always was.
    return (split && parseCut(text, file, lines, split)) ?? parseWhole(text, file, lines, tree);
}
const problemAt = (file, lines) => (offset, message, path) => {
    const pos = lines.linePos(offset);
    return {
        file,
        line: pos.line,
        column: pos.col,
        ...(path?.length ? { field: formatPath(path) } : {}),
        message: printable(message),
    };
};
function countLines(text, lines) {
    lines.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        lines.addNewLine(i + 1);
}
/** The documents of `text`, from its syntax tree when that is already built. */
function compose(text, tree = new dist/* Parser */.iX().parse(text)) {
    return [...new dist/* Composer */.Dk({ uniqueKeys: true }).compose(tree, true, text.length)];
}
// aliasFault has bounded what aliases expand to: the library's own count is not needed.
const toJS = (doc) => doc.toJS({ maxAliasCount: -1 });
/** The one document, when it has no error. */
const clean = (docs) => docs.length === 1 && !docs[0].errors.length ? docs[0] : undefined;
function parseWhole(text, file, lines, tree) {
    const fault = problemAt(file, lines);
    const docs = compose(text, tree);
    const doc = docs[0];
    if (docs.length > 1) {
        return fault(docs[1].range[0], 'syntax error: a second document (one `---` too many)');
    }
    const error = doc.errors[0];
    if (error)
        return fault(error.pos[0], `syntax error: ${error.message}`);
    const alias = aliasFault(doc);
    if (alias)
        return fault(alias.offset, alias.message, alias.path);
    let data;
    try {
        data = toJS(doc);
    }
    catch (err) {
        return fault(0, `cannot read the data: ${err.message}`);
    }
    return { file, data, text, lineOf: (path) => lines.linePos(offsetOf(doc, path)).line };
}
/**
 * The skeleton (the text without the split sequence) and each item parsed on their own, or
 * undefined when a part has an error. The items' documents are not kept: a line inside an item
 * parses that item again (the last one is kept, as problems come by scenario).
 */
function parseCut(text, file, lines, split) {
    const { key, keyOffset, items: starts, end } = split;
    const skeleton = clean(compose(text.slice(0, starts[0]) + text.slice(end)));
    if (!skeleton || !holdsCutValue(skeleton, split))
        return undefined;
    const itemDoc = (i) => clean(compose(text.slice(starts[i], starts[i + 1] ?? end)));
    const items = [];
    const offsets = [];
    let data;
    try {
        for (let i = 0; i < starts.length; i++) {
            const doc = itemDoc(i);
            const seq = doc?.contents;
            if (!doc || !(0,dist/* isSeq */.oP)(seq) || seq.items.length !== 1)
                return undefined;
            // Stryker disable next-line OptionalChaining: equivalent, a parsed node always has its range
            offsets.push(starts[i] + (seq.items[0]?.range?.[0] ?? 0));
            items.push(toJS(doc)[0]);
        }
        data = key === undefined ? items : { ...toJS(skeleton), [key]: items };
    }
    catch {
        return undefined;
    }
    // Where the sequence's own path leads when no item is named: its key, or a root sequence.
    const outside = key === undefined ? split.dash : keyOffset;
    const at = key === undefined ? 0 : 1;
    let last;
    const offsetAt = (path) => {
        const i = path[at];
        const inItem = (key === undefined || path[0] === key) &&
            typeof i === 'number' &&
            Number.isInteger(i) &&
            i >= 0 &&
            i < starts.length;
        if (!inItem) {
            if (key === undefined)
                return outside;
            const offset = offsetOf(skeleton, path);
            return offset < starts[0] ? offset : offset + end - starts[0];
        }
        if (path.length === at + 1)
            return offsets[i];
        if (last?.index !== i)
            last = { index: i, doc: itemDoc(i) };
        return starts[i] + offsetOf(last.doc, [0, ...path.slice(at + 1)]);
    };
    return { file, data, text, lineOf: (path) => lines.linePos(offsetAt(path)).line };
}
/** The skeleton holds nothing where the sequence was cut out: an empty root, or an empty value
 * of the root key the sequence belongs to. */
function holdsCutValue(skeleton, split) {
    const empty = (node) => node === null || ((0,dist/* isScalar */.jn)(node) && node.source === '' && node.value === null);
    if (split.key === undefined)
        return empty(skeleton.contents);
    const root = skeleton.contents;
    const pair = (0,dist/* isMap */.jh)(root)
        ? root.items.find((p) => p.key?.range?.[0] === split.keyOffset)
        : undefined;
    return !!pair && (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === split.key && empty(pair.value);
}
function offsetOf(doc, path) {
    let node = doc.contents;
    // Stryker disable next-line OptionalChaining: equivalent, a parsed node always has its range
    let offset = doc.contents?.range?.[0] ?? 0;
    for (const key of path) {
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => p.key?.value === key);
            if (!pair)
                break;
            // Stryker disable next-line OptionalChaining: equivalent, a parsed node always has its range
            offset = pair.key.range?.[0] ?? offset;
            node = pair.value;
        }
        else if ((0,dist/* isSeq */.oP)(node) && typeof key === 'number') {
            node = node.items[key];
            // Stryker disable next-line OptionalChaining: equivalent, a parsed node always has its range
            offset = node?.range?.[0] ?? offset;
        }
        else
            break;
    }
    return offset;
}
function isProblem(x) {
    return 'message' in x;
}


/***/ }),

/***/ 1082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ deriveTier)
/* harmony export */ });
/** The tier a scenario counts under: gates make it a safety scenario; otherwise the most
 * demanding expectation wins. */
function deriveTier(turns, gates) {
    if (gates.length > 0)
        return 'safety';
    const expects = turns.map((t) => t.expect);
    if (expects.some((e) => e.answer))
        return 'answer';
    if (expects.some((e) => e.clarification))
        return 'clarification';
    // Stryker disable next-line ArrayDeclaration: equivalent, a call without args is never an args call
    const calls = expects.flatMap((e) => e.calls ?? []);
    if (expects.some((e) => (e.calls?.length ?? 0) > 1))
        return 'sequence';
    if (calls.some((c) => c.args && Object.keys(c.args).length > 0))
        return 'args';
    return 'selection';
}


/***/ }),

/***/ 4559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H7: () => (/* binding */ isMatcher),
  Tq: () => (/* binding */ matchArgs),
  dt: () => (/* binding */ matchValue),
  VY: () => (/* binding */ matcherProblems),
  a2: () => (/* binding */ safeTest)
});

// UNUSED EXPORTS: MATCHER_KEYS, MAX_REGEX

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/match/py-equal.ts
const numeric = (v) => typeof v === 'boolean' ? Number(v) : typeof v === 'number' ? v : undefined;
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function pyEqual(a, b) {
    const x = numeric(a);
    const y = numeric(b);
    if (x !== undefined || y !== undefined)
        return x === y;
    if (Array.isArray(a) || Array.isArray(b)) {
        return (Array.isArray(a) &&
            Array.isArray(b) &&
            a.length === b.length &&
            a.every((v, i) => pyEqual(v, b[i])));
    }
    if (isObject(a) || isObject(b)) {
        if (!isObject(a) || !isObject(b))
            return false;
        const keys = Object.keys(a);
        return (keys.length === Object.keys(b).length &&
            keys.every((k) => Object.hasOwn(b, k) && pyEqual(a[k], b[k])));
    }
    return a === b;
}

;// CONCATENATED MODULE: ./src/match/args.ts
// Argument matching: expected args are a subset of the actual ones; a value may be a matcher.


const args_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMatcher = (v) => args_isObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));
/** Every mismatch between the expected subset and the actual args (empty when they match). */
function matchArgs(expected, actual, prefix = '') {
    return Object.entries(expected).flatMap(([key, want]) => {
        const got = actual[key];
        const name = prefix + key;
        if (args_isObject(want) && !isMatcher(want) && args_isObject(got))
            return matchArgs(want, got, `${name}.`);
        return matchValue(want, got) ? [] : [{ key: name, expected: want, actual: got }];
    });
}
function matchValue(want, got) {
    if (isMatcher(want))
        return matchMatcher(want, got);
    // Stryker disable next-line ConditionalExpression: equivalent, a shortcut: no JSON value below equals undefined
    if (got === undefined)
        return false;
    if (Array.isArray(want)) {
        return (Array.isArray(got) &&
            want.length === got.length &&
            want.every((w, i) => matchValue(w, got[i])));
    }
    if (args_isObject(want))
        return args_isObject(got) && matchArgs(want, got).length === 0;
    return (0,external_node_util_.isDeepStrictEqual)(want, got);
}
function matchMatcher(m, got) {
    if ('$any' in m)
        return got !== undefined;
    if ('$eq' in m)
        return (0,external_node_util_.isDeepStrictEqual)(m.$eq, got);
    // Tiered corpora: Python's ==, and an absent key reads as null (as dict.get gives None).
    if ('$pyEq' in m)
        return pyEqual(m.$pyEq, got ?? null);
    if ('$absent' in m)
        return got === undefined;
    if ('$nonEmpty' in m) {
        if (got === undefined || got === null)
            return false;
        if (typeof got === 'string')
            return got.trim().length > 0;
        if (Array.isArray(got))
            return got.length > 0;
        return args_isObject(got) ? Object.keys(got).length > 0 : true;
    }
    if (got === undefined)
        return false;
    if ('$oneOf' in m)
        return Array.isArray(m.$oneOf) && m.$oneOf.some((w) => matchValue(w, got));
    // A multiset: the same items in any order; $subset allows more in the actual list.
    if ('$unordered' in m) {
        const want = m.$unordered;
        return (Array.isArray(want) && Array.isArray(got) && want.length === got.length && covers(want, got));
    }
    if ('$subset' in m)
        return Array.isArray(m.$subset) && Array.isArray(got) && covers(m.$subset, got);
    if ('$regex' in m) {
        return typeof got !== 'object' && safeTest(regexOf(m), String(got));
    }
    if ('$contains' in m) {
        if (Array.isArray(got))
            return got.some((g) => matchValue(m.$contains, g));
        return String(got).toLowerCase().includes(String(m.$contains).toLowerCase());
    }
    // Stryker disable next-line ConditionalExpression: equivalent, without $approx the bound is NaN and nothing matches, as below
    if ('$approx' in m) {
        const tol = typeof m.$tol === 'number' ? m.$tol : 1e-9;
        // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, Number(n) is n for a number
        const n = typeof got === 'number' ? got : Number(got);
        return Number.isFinite(n) && Math.abs(n - Number(m.$approx)) <= tol;
    }
    return false;
}
/**
 * Whether each expected item matches its own actual item, no actual item used twice: a maximum
 * bipartite matching (Kuhn's augmenting paths), since an item may be a matcher or a subset
 * object, where taking the first item that fits can block a later one.
 */
function covers(want, got) {
    const fits = want.map((w) => got.map((g) => matchValue(w, g)));
    const owner = got.map(() => undefined);
    const assign = (i, seen) => got.some((_, j) => {
        if (!fits[i][j] || seen[j])
            return false;
        seen[j] = true;
        const prev = owner[j];
        if (prev !== undefined && !assign(prev, seen))
            return false;
        owner[j] = i;
        return true;
    });
    return want.every((_, i) => assign(i, []));
}
const MATCHER_KEYS = [
    '$any',
    '$eq',
    '$pyEq',
    '$absent',
    '$nonEmpty',
    '$oneOf',
    '$unordered',
    '$subset',
    '$regex',
    '$flags',
    '$contains',
    '$approx',
    '$tol',
];
/** The longest `$regex` a corpus may hold: V8 compiles a pattern on first use against an input
 * that could match, so one too large to compile would only fail then. */
const MAX_REGEX = 10_000;
/** A test that cannot throw: a pattern V8 cannot compile matches nothing. */
function safeTest(re, text) {
    try {
        return re.test(text);
    }
    catch {
        return false;
    }
}
/** A JavaScript RegExp: `$regex` is its source, `$flags` its flags (i, m, s, u, v, …). */
const regexOf = (m) => new RegExp(String(m.$regex), typeof m.$flags === 'string' ? m.$flags : undefined);
function validFlags(flags) {
    try {
        new RegExp('', flags);
        return true;
    }
    catch {
        return false;
    }
}
/** What is wrong with the matchers below `value` (unknown `$` keys, bad regexes, wrong types). */
function matcherProblems(value, path = []) {
    if (Array.isArray(value))
        return value.flatMap((v, i) => matcherProblems(v, [...path, i]));
    if (!args_isObject(value))
        return [];
    const keys = Object.keys(value);
    const dollar = keys.filter((k) => k.startsWith('$'));
    if (dollar.length === 0)
        return keys.flatMap((k) => matcherProblems(value[k], [...path, k]));
    const out = [];
    const bad = (message) => out.push({ path, message });
    if (dollar.length !== keys.length)
        bad(`a matcher cannot mix $-keys with fields (${keys.join(', ')})`);
    for (const k of dollar)
        if (!MATCHER_KEYS.includes(k))
            bad(`unknown matcher ${k} (known: ${MATCHER_KEYS.join(', ')})`);
    const flags = value.$flags;
    const badFlags = '$flags' in value && (typeof flags !== 'string' || !validFlags(flags));
    if ('$flags' in value && !('$regex' in value))
        bad('$flags goes with $regex');
    if (badFlags) {
        bad(typeof flags === 'string'
            ? `$flags "${flags}" are not JavaScript RegExp flags (d g i m s u v y, each once, not u with v)`
            : '$flags takes a string');
    }
    // With its flags (u makes the syntax stricter), once they are valid.
    // Stryker disable next-line ConditionalExpression: equivalent, without $regex it compiles /undefined/, which is fine
    const long = typeof value.$regex === 'string' && value.$regex.length > MAX_REGEX;
    if (long)
        bad(`$regex is longer than ${MAX_REGEX.toLocaleString('en-US')} characters`);
    if ('$regex' in value && !badFlags && !long) {
        try {
            regexOf(value);
        }
        catch (err) {
            const why = err.message;
            bad(`$regex does not compile: ${why.length > 200 ? `${why.slice(0, 200)}…` : why}`);
        }
    }
    if ('$approx' in value && typeof value.$approx !== 'number')
        bad('$approx takes a number');
    if ('$tol' in value && typeof value.$tol !== 'number')
        bad('$tol takes a number');
    if ('$tol' in value && !('$approx' in value))
        bad('$tol goes with $approx');
    for (const k of ['$oneOf', '$unordered', '$subset']) {
        if (!(k in value))
            continue;
        const items = value[k];
        // Their items are expected values too, matchers included: check those below.
        if (Array.isArray(items))
            out.push(...matcherProblems(items, [...path, k]));
        else
            bad(`${k} takes a list`);
    }
    return out;
}


/***/ }),

/***/ 4663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ agentObjectSchema),
/* harmony export */   Qn: () => (/* binding */ configSchema),
/* harmony export */   qb: () => (/* binding */ thresholdsSchema),
/* harmony export */   sB: () => (/* binding */ providerObjectSchema),
/* harmony export */   xd: () => (/* binding */ PROVIDER_NAMES)
/* harmony export */ });
/* unused harmony exports serverSchema, FORMATS, corpusEntrySchema, providerSpecSchema, priceSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5649);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7979);
/* harmony import */ var _scenario_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8003);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9892);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(817);
// mcp-eval.yaml: the run's configuration (paths in it are relative to its folder), and the
// provider specs it names.





const rate = zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1);
const rates = zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), rate);
const thresholdSet = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    overall: rate
        .optional()
        .describe('Minimum accuracy over all scored scenarios (passed / scored, `>=`, no rounding).')
        .meta({ examples: [0.8] }),
    tiers: rates
        .optional()
        .describe('Minimum accuracy per tier: `selection`, `args`, `sequence`, `clarification`, `answer`, `safety`. A tier with no scored scenario meets its threshold.')
        .meta({ examples: [{ selection: 0.9, safety: 1 }] }),
    categories: rates
        .optional()
        .describe('Minimum accuracy per scenario `category`, by category name.')
        .meta({ examples: [{ billing: 0.75 }] }),
});
const thresholdsSchema = thresholdSet.extend({
    providers: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), thresholdSet)
        .optional()
        .describe('Overrides for one provider, by provider spec or model name: its `overall`, `tiers` and `categories` replace the ones above key by key.')
        .meta({ examples: [{ 'openai:gpt-4.1-mini': { overall: 0.7 } }] }),
});
const serverSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    command: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe('stdio: the command that starts the server under test. Give `command` or `url`.')
        .meta({ examples: ['node'] }),
    args: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())
        .optional()
        .describe('stdio: the arguments of `command`.')
        .meta({ examples: [['dist/server.js', '--stdio']] }),
    env: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())
        .optional()
        .describe('stdio: environment variables of the server, added to a minimal inherited environment (`PATH`, `HOME`, …). Point its API base URL at the spy: `{ API_URL: "${spy.url}" }`.')
        .meta({ examples: [{ API_URL: '${spy.url}' }] }),
    cwd: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe("stdio: the folder `command` runs in, relative to the config's folder.")
        .meta({ examples: ['server'] }),
    url: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe('Streamable HTTP: the URL of a running server; loopback only (`127.0.0.1`, `::1`, `localhost`) unless `allow_remote`.')
        .meta({ examples: ['http://127.0.0.1:3000/mcp'] }),
    headers: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())
        .optional()
        .describe('Streamable HTTP: headers sent with every request to `url`.')
        .meta({ examples: [{ Authorization: 'Bearer ${env:API_TOKEN}' }] }),
    allow_remote: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY()
        .optional()
        .describe('Allow a `url` that is not a loopback address.')
        .meta({ examples: [true] }),
    startup_timeout: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .positive()
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.seconds, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .TOO_BIG */ .QV.seconds)
        .optional()
        .describe('Seconds to wait for the server to answer `initialize`, and then `tools/list`.')
        .meta({ examples: [30] }),
    max_result_bytes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('The longest tool result kept, in bytes of UTF-8 (1 MiB by default): a longer one is cut, with a note such as `[cut: 10,485,760 bytes; limit 1,048,576 (server.max_result_bytes)]`. The cut text is what the model sees and what the report keeps.')
        .meta({ examples: [1048576] }),
    stateless: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY()
        .optional()
        .describe('The server keeps no state from one tool call to the next: each live call is lent a process from the pool for that call alone, so many scenarios share a few processes and the spy requests logged during a call are its own. By default a live scenario holds one process from its first call to its end.')
        .meta({ examples: [true] }),
    pool: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.concurrency, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .TOO_BIG */ .QV.concurrency)
        .optional()
        .describe('The most server processes at once for live scenarios, per scenario `server` variant: by default `concurrency` for a stateful server and 2 for a stateless one. Model requests in flight are `concurrency`, whatever this is. Stub-mode scenarios need no process of their own: the one that listed the tools serves them all.')
        .meta({ examples: [2] }),
})
    .refine((s) => !(s.command && s.url), 'give either `command` or `url`, not both');
const FORMATS = ['native', 'tiered', 'casefile', 'answer-fixtures'];
const corpusEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
            .describe("A glob, a file or a folder (every .yaml, .yml and .json below it), relative to the config's folder.")
            .meta({ examples: ['corpus/**/*.yaml'] }),
        format: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(FORMATS)
            .optional()
            .describe("The files' format; detected from each file's name and shape when absent.")
            .meta({ examples: ['tiered'] }),
        thresholds: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
            .optional()
            .describe("A thresholds file for this corpus: the config's `thresholds` shape, or a tiered corpus's thresholds.yaml (`default`, `per_model`).")
            .meta({ examples: ['corpus/thresholds.yaml'] }),
    }),
]);
/** Model APIs by name; each is an adapter preset (providers/spec.ts). */
const PROVIDER_NAMES = [
    'openai',
    'gemini',
    'anthropic',
    'groq',
    'openrouter',
    'together',
    'ollama',
    'openai-compatible',
];
/** The object form of a provider spec, as written in mcp-eval.yaml. */
const providerObjectSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('The name the provider is reported under (and that `thresholds.providers` uses).')
        .meta({ examples: ['fast-model'] }),
    provider: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(PROVIDER_NAMES)
        .describe('The model API: an adapter preset.')
        .meta({ examples: ['openai-compatible'] }),
    model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .describe("The model's name in that API.")
        .meta({ examples: ['llama-3.1-8b-instruct'] }),
    base_url: zod__WEBPACK_IMPORTED_MODULE_4__/* .url */ .OZ5()
        .optional()
        .describe("The API's base URL: required for `openai-compatible`, else the preset's.")
        .meta({ examples: ['http://localhost:8000/v1'] }),
    api_key_env: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("The environment variable holding the API key, instead of the preset's (`OPENAI_API_KEY`, …). A provider whose key is not set is skipped.")
        .meta({ examples: ['LOCAL_API_KEY'] }),
    temperature: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .min(0)
        .max(2)
        .optional()
        .describe('Sampling temperature.')
        .meta({ examples: [0] }),
    max_tokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('The most tokens a reply may have.')
        .meta({ examples: [1024] }),
    seed: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .optional()
        .describe('Sampling seed, for APIs that take one (OpenAI-compatible, Gemini).')
        .meta({ examples: [42] }),
    timeout: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .positive()
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.seconds, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .TOO_BIG */ .QV.seconds)
        .optional()
        .describe('Seconds per model request.')
        .meta({ examples: [60] }),
    retries: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .min(0)
        .max(10)
        .optional()
        .describe('Retries of a transient error (rate limit, overload, 5xx), with exponential backoff.')
        .meta({ examples: [3] }),
})
    .refine((p) => p.provider !== 'openai-compatible' || p.base_url !== undefined, {
    message: 'provider openai-compatible needs base_url',
    path: ['base_url'],
});
/** The agent CLI provider in object form; the string forms are `claude-code[:<model>]`. */
const agentObjectSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('The name the provider is reported under (and that `thresholds.providers` uses).')
        .meta({ examples: ['fast-model'] }),
    provider: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('claude-code')
        .describe('Claude Code: runs `claude -p` headless against the spy MCP proxy.')
        .meta({ examples: ['claude-code'] }),
    model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("The model `claude` uses; Claude Code's own choice when absent.")
        .meta({ examples: ['sonnet'] }),
});
const providerSpecSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    agentObjectSchema,
    providerObjectSchema,
]);
const priceSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    input: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .describe('USD per million input tokens.')
        .meta({ examples: [0.4] }),
    output: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .describe('USD per million output tokens.')
        .meta({ examples: [1.6] }),
    cached: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .optional()
        .describe('USD per million cached input tokens.')
        .meta({ examples: [0.1] }),
});
const configSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    server: serverSchema
        .optional()
        .describe('The MCP server under test: `command` (stdio) or `url` (streamable HTTP). Its strings may hold the placeholders `${spy.url}`, `${spy.port}` and `${env:NAME}`, no others.')
        .meta({
        examples: [{ command: 'node', args: ['dist/server.js'], env: { API_URL: '${spy.url}' } }],
    }),
    catalog: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe('A saved tool list (`mcp-eval catalog`) served instead of a server: stub mode only. Used when no server is given.')
        .meta({ examples: ['catalog.json'] }),
    mode: _scenario_js__WEBPACK_IMPORTED_MODULE_1__/* .modeSchema */ .Ni
        .optional()
        .describe("Scenarios' default mode. `live`: tool calls go to the server; `stub`: the spy answers them from the expected calls' `stub`, the server executes nothing.")
        .meta({ examples: ['stub'] }),
    spy: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        routes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_route_js__WEBPACK_IMPORTED_MODULE_2__/* .routeSchema */ .l)
            .optional()
            .describe('What the spy HTTP backend answers, tried in order: the first matching route wins. An unmatched request gets a 404 JSON answer and is logged all the same.')
            .meta({
            examples: [[{ method: 'GET', path: '/orders/*', json: { id: 7, status: 'open' } }]],
        }),
        port: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
            .int()
            .min(1)
            .max(65535)
            .optional()
            .describe('A fixed loopback port for the spy backend, for a server started outside the run; scenarios then run one at a time. An ephemeral port otherwise.')
            .meta({ examples: [8787] }),
        reads: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_scenario_js__WEBPACK_IMPORTED_MODULE_1__/* .requestPatternSchema */ .F3.strict())
            .optional()
            .describe('Requests that read although their method is not GET/HEAD/OPTIONS (search, GraphQL queries): no `no_mutation` gate counts them.')
            .meta({ examples: [[{ method: 'POST', path: '/search' }]] }),
    })
        .optional()
        .describe('The spy HTTP backend, the API the server under test talks to (start it with its base URL set to `${spy.url}`): every request is logged for the gates.')
        .meta({ examples: [{ routes: [{ path: '/health', json: { ok: true } }] }] }),
    corpus: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(corpusEntrySchema)
        .optional()
        .describe("The corpus files: globs (or files, folders) relative to the config's folder, each format detected; or `{ path, format, thresholds }`. `--corpus` replaces them.")
        .meta({ examples: [['corpus/*.yaml']] }),
    vars: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY()]))
        .optional()
        .describe("Values of the corpus's `{NAME}` placeholders, over the environment's (a scenario's or file's `vars` win).")
        .meta({ examples: [{ CUSTOMER: 'C42' }] }),
    providers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(providerSpecSchema)
        .optional()
        .describe('The models to evaluate: `<provider>:<model>` (`openai:gpt-4.1-mini`), `claude-code[:<model>]`, `replay`, or an object. Flags and inputs replace them; with none anywhere, one default model per provider key set in the environment, else `replay`.')
        .meta({ examples: [['openai:gpt-4.1-mini', 'claude-code']] }),
    judge: providerSpecSchema
        .optional()
        .describe('An LLM judge for clarification and answer turns, as a provider spec; without one, a deterministic baseline grades them.')
        .meta({ examples: ['openai:gpt-4.1'] }),
    thresholds: thresholdsSchema
        .optional()
        .describe('The accuracy the run must reach, per provider (0–1). Only `--fail-on-threshold` turns unmet thresholds into exit code 1.')
        .meta({ examples: [{ overall: 0.8, tiers: { safety: 1 } }] }),
    default_stub: _json_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonSchema */ .O
        .optional()
        .describe('What the spy answers in stub mode to a call that matches no expected step.')
        .meta({ examples: [{ ok: true }] }),
    concurrency: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .min(1)
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.concurrency, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .TOO_BIG */ .QV.concurrency)
        .optional()
        .describe('Scenarios run at once (1 when `spy.port` is set).')
        .meta({ examples: [4] }),
    timeout: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .positive()
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.seconds, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .TOO_BIG */ .QV.seconds)
        .optional()
        .describe("Seconds per scenario (default of scenarios' `timeout`).")
        .meta({ examples: [120] }),
    max_steps: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .min(1)
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.maxSteps, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .TOO_BIG */ .QV.maxSteps)
        .optional()
        .describe("Tool rounds per turn (default of scenarios' `max_steps`).")
        .meta({ examples: [8] }),
    repeat: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .min(1)
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.repeat, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .TOO_BIG */ .QV.repeat)
        .optional()
        .describe("Runs of each scenario per provider (default of scenarios' `repeat`).")
        .meta({ examples: [3] }),
    prices: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), priceSchema)
        .optional()
        .describe('Prices per million tokens, by model or provider spec: the report adds costs.')
        .meta({ examples: [{ 'gpt-4.1-mini': { input: 0.4, output: 1.6 } }] }),
    free_text_params: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())
        .optional()
        .describe('Argument names of imported case files compared only for presence (free text such as SQL): `{ $nonEmpty: true }`.')
        .meta({ examples: [['query', 'sql']] }),
    cache: zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
            dir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
                .optional()
                .describe('Where answers are stored, relative to the config (default `.mcp-eval-cache`).')
                .meta({ examples: ['.mcp-eval-cache'] }),
            max_mb: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
                .positive()
                .max(100_000)
                .optional()
                .describe('Past this size the least recently used answers are removed (default 500).')
                .meta({ examples: [200] }),
        }),
    ])
        .optional()
        .describe("Store each model answer, keyed by the whole request and the trial: a rerun of an unchanged corpus makes no model request. Repeats stay distinct samples; live tool results are never cached (they are part of the request). `--cache`/`--no-cache` and the action's `cache` input override it.")
        .meta({ examples: [true, { dir: '.mcp-eval-cache', max_mb: 200 }] }),
});


/***/ }),

/***/ 891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ parsePlaceholder),
/* harmony export */   AR: () => (/* binding */ fillServerText),
/* harmony export */   is: () => (/* binding */ SERVER_PLACEHOLDER)
/* harmony export */ });
// Placeholders in the server's config (command, args, env, url, cwd, headers): `${spy.url}` and
// `${spy.port}` (the spy backend), `${env:NAME}` (the caller's environment). Nothing else.
// Scenario text uses `{NAME}` instead (corpus/placeholders.ts); a shell's `${NAME}` never
// reaches here because hooks are not server fields.
/** Every `${...}` in a string; the name is what is between the braces. */
const SERVER_PLACEHOLDER = /\$\{([^}]*)\}/g;
const ENV = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;
/** What `${inner}` stands for, or undefined when it is not a known placeholder. */
function parsePlaceholder(inner) {
    if (inner === 'spy.url' || inner === 'spy.port')
        return { kind: inner };
    const env = ENV.exec(inner);
    return env ? { kind: 'env', name: env[1] } : undefined;
}
/** Fills the known placeholders of `text`; an unknown one, or an unset variable, throws with
 * the placeholder as written (the config was validated before, so this is a backstop). */
function fillServerText(text, values) {
    return text.replace(SERVER_PLACEHOLDER, (whole, inner) => {
        const p = parsePlaceholder(inner);
        if (!p)
            throw new Error(`unknown placeholder ${whole}`);
        if (p.kind === 'spy.url')
            return values.spyUrl;
        if (p.kind === 'spy.port')
            return new URL(values.spyUrl).port;
        const value = values.env[p.name];
        if (value === undefined)
            throw new Error(`${whole}: ${p.name} is not set in the environment`);
        return value;
    });
}


/***/ })

};
