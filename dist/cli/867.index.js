export const id = 867;
export const ids = [867];
export const modules = {

/***/ 9946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  register: () => (/* binding */ register)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/corpus/config.ts
var corpus_config = __webpack_require__(6664);
// EXTERNAL MODULE: ./src/corpus/configured.ts + 9 modules
var configured = __webpack_require__(8829);
// EXTERNAL MODULE: ./src/corpus/formats/tiered-thresholds.ts
var tiered_thresholds = __webpack_require__(639);
// EXTERNAL MODULE: ./src/corpus/problems.ts
var problems = __webpack_require__(3450);
// EXTERNAL MODULE: ./src/corpus/source.ts + 2 modules
var corpus_source = __webpack_require__(9936);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/build.ts + 1 modules
var build = __webpack_require__(4922);
// EXTERNAL MODULE: ./src/report/write.ts + 1 modules
var write = __webpack_require__(4047);
// EXTERNAL MODULE: ./src/report/outputs/index.ts + 10 modules
var outputs = __webpack_require__(435);
// EXTERNAL MODULE: ./src/score/verdict.ts + 11 modules
var score_verdict = __webpack_require__(4539);
// EXTERNAL MODULE: ./src/model/transcript.ts
var transcript = __webpack_require__(5419);
// EXTERNAL MODULE: ./src/report/row.ts
var row = __webpack_require__(9874);
// EXTERNAL MODULE: ./src/run/announce.ts
var announce = __webpack_require__(7662);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
;// CONCATENATED MODULE: ./src/run/picks.ts
// The picks of a raw results file, read as a tiered corpus's own scorer reads them: a pick is
// looked up in the tier it names, and each tier reads its own fields only (selection_only and
// with_args: picked_tool, picked_args; multi_step: picked_sequence).



const TIER_NAMES = Object.keys(tiered_thresholds/* TIERED_TIERS */.og);
const args = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* json */.Pq9()).nullish();
// A tool that is not a non-empty string picks nothing (the source compares it and fails).
const pickSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1),
    tier: schemas/* enum */.k5n(TIER_NAMES),
    picked_tool: schemas/* json */.Pq9().optional(),
    picked_args: args,
    picked_sequence: schemas/* array */.YOg(schemas/* looseObject */._H3({ tool: schemas/* json */.Pq9().optional(), args })).nullish(),
});
const rawResultsSchema = schemas/* looseObject */._H3({
    model: schemas/* string */.YjP().min(1),
    run_date: schemas/* string */.YjP().optional(),
    results: schemas/* array */.YOg(pickSchema),
});
const keyOf = (tier, id) => `${tier}\u0000${id}`;
/** The corpus by (tier, id); as in the source, a later entry of the same key wins. */
function indexByTier(scenarios) {
    const index = new Map();
    for (const s of scenarios) {
        const tier = (0,tiered_thresholds/* tieredTierOf */.xm)(s);
        if (tier)
            index.set(keyOf(tier, s.id), s);
    }
    return index;
}
const pickKey = (pick) => keyOf(pick.tier, pick.id);
const scenarioKey = (s) => keyOf((0,tiered_thresholds/* tieredTierOf */.xm)(s) ?? '', s.id);
/** Why a pick has no entry: unknown, or in another tier only. */
function missingReason(pick, index) {
    const other = TIER_NAMES.find((t) => t !== pick.tier && index.has(keyOf(t, pick.id)));
    return other
        ? `"${pick.id}" is not a ${pick.tier} entry (it is ${other})`
        : `"${pick.id}" is not in the corpus`;
}
/** The pick as a transcript: the fields its tier reads, as calls of the first turn, stubbed. */
function transcriptOf(scenario, pick) {
    const t = (0,transcript/* emptyTranscript */.gj)();
    t.turns = scenario.turns.map((turn) => ({ user: turn.user, reply: '' }));
    const named = (tool) => (typeof tool === 'string' ? tool : '');
    const picked = pick.tier === 'multi_step'
        ? // Missing or null reads as []; a step without a tool is still a step, and fails.
            (pick.picked_sequence ?? []).map((s) => ({ tool: named(s.tool), args: s.args }))
        : named(pick.picked_tool)
            ? [{ tool: named(pick.picked_tool), args: pick.picked_args }]
            : [];
    t.calls = picked.map((c) => ({
        turn: 0,
        tool: c.tool,
        args: (c.args ?? {}),
        stubbed: true,
        durationMs: 0,
    }));
    return t;
}

;// CONCATENATED MODULE: ./src/run/rescore.ts
// Scores picks made elsewhere (a raw results file) against the corpus, with the same checks
// and the same report as a run: each pick becomes a transcript, as if the model had made it.
//   { model, run_date, results: [ {tier, id, picked_tool, picked_args}
//                               | {tier, id, picked_sequence: [{tool, args}]} ] }
// A pick is looked up in the tier it names (see picks.ts); one missing there counts as a
// failure in that tier, in no category.















async function rescore(opts) {
    const started = new Date();
    const env = opts.env ?? process.env;
    (0,outputs/* chooseOutputs */.q)(opts.formats); // an unknown --format fails first
    const config = await (0,corpus_config/* loadConfig */.Z9)(opts.config, opts.cwd);
    const corpus = await (0,configured/* loadConfiguredCorpus */.r)(config, { cwd: opts.cwd, corpus: opts.corpus, env });
    const rawFile = external_node_path_default().resolve(opts.cwd, opts.raw);
    const shown = external_node_path_default().relative(opts.cwd, rawFile) || opts.raw;
    const source = await (0,corpus_source/* readSource */.o$)(rawFile, shown);
    if ((0,corpus_source/* isProblem */.AN)(source))
        throw new errors/* SetupError */.w3(`Cannot read ${opts.raw}`, [source]);
    const parsed = rawResultsSchema.safeParse(source.data);
    if (!parsed.success) {
        throw new errors/* SetupError */.w3(`${opts.raw} is not a raw results file ({model, run_date, results: [...]})`, (0,problems/* zodProblems */.G)(parsed.error, source));
    }
    const raw = parsed.data;
    const provider = {
        id: raw.model,
        name: 'raw',
        model: raw.model,
        start: () => {
            throw new Error('a raw results file is scored, never run');
        },
    };
    const index = indexByTier(corpus.scenarios);
    const seen = new Map();
    const rows = raw.results.map((pick, i) => {
        // Every pick counts, a duplicate too: as a further repetition.
        const repetition = seen.get(pickKey(pick)) ?? 0;
        seen.set(pickKey(pick), repetition + 1);
        const scenario = index.get(pickKey(pick));
        if (!scenario) {
            const missing = {
                id: pick.id,
                origin: { file: shown, line: source.lineOf(['results', i]), format: 'raw' },
                dir: external_node_path_default().dirname(rawFile),
                tags: [],
                tier: tiered_thresholds/* TIERED_TIERS */.og[pick.tier],
                mode: 'stub',
                repeat: 1,
                max_steps: 1,
                turns: [],
                gates: [],
                observe: [],
            };
            const reason = missingReason(pick, index);
            return (0,row/* row */.n)({ scenario: missing, provider, repetition }, (0,transcript/* emptyTranscript */.gj)(), [], { status: 'fail', reason }, 1);
        }
        const t = transcriptOf(scenario, pick);
        const verdict = (0,score_verdict/* score */.fN)(scenario, t);
        // No retry here: a missing pick is a failure, as in the source.
        if (verdict.status === 'inconclusive') {
            Object.assign(verdict, { status: 'fail', reason: 'no tool was picked' });
        }
        return (0,row/* row */.n)({ scenario, provider, repetition }, t, [], verdict, 1);
    });
    const notices = [
        `Scored ${raw.results.length} pick(s) of ${raw.model}${raw.run_date ? ` (run ${raw.run_date})` : ''} from ${shown}; no model was called.`,
        ...corpus.notices,
    ];
    const unpicked = corpus.scenarios.filter((s) => !seen.has(scenarioKey(s))).map((s) => s.id);
    if (unpicked.length) {
        notices.push(`${unpicked.length} corpus scenario(s) have no pick in ${shown}: ${unpicked.slice(0, 20).join(', ')}${unpicked.length > 20 ? ', …' : ''}`);
    }
    const thresholds = opts.thresholds
        ? await (0,corpus_config/* parseThresholds */.S)(opts.thresholds, opts.cwd)
        : (config.thresholds ?? corpus.thresholds?.thresholds);
    const from = opts.thresholds ? 'option' : config.thresholds ? 'config' : 'corpus';
    for (const line of (0,announce/* describeSetup */.jX)({
        cwd: opts.cwd,
        configFile: config.file,
        via: opts.via,
        thresholds,
        thresholdsFrom: from,
    }))
        opts.log.info(line);
    for (const n of notices)
        opts.log.notice(n);
    const report = await (0,build/* buildReport */.F)({
        started,
        config: config.file,
        cwd: opts.cwd,
        providers: [{ id: provider.id, name: provider.name, model: provider.model, status: 'ran' }],
        notices,
        rows,
        thresholds,
    });
    return (0,write/* writeReport */.u)(report, external_node_path_default().resolve(opts.cwd, opts.out), env, [], opts.formats);
}

// EXTERNAL MODULE: ./src/commands/common.ts + 1 modules
var common = __webpack_require__(8285);
// EXTERNAL MODULE: ./src/model/defaults.ts
var defaults = __webpack_require__(9555);
;// CONCATENATED MODULE: ./src/commands/score.ts



function register(program, ctx) {
    program
        .command('score <raw>')
        .description('score a raw results file ({model, run_date, results: [{tier, id, picked_tool, picked_args} | {tier, id, picked_sequence}]}) against the corpus; writes report.json and report.md')
        .option('-c, --config <file>', 'config file (default: mcp-eval.yaml if present)')
        .option('--corpus <glob>', "corpus files or globs, instead of the config's (repeatable)", common/* list */.p_)
        .option('--thresholds <yaml-or-file>', 'thresholds, inline YAML/JSON or a file')
        .option('-o, --out <dir>', 'where the reports go', defaults/* DEFAULTS */.z.out)
        .option(common/* FORMAT_FLAG */.rp, (0,common/* formatHelp */.B2)(), common/* list */.p_)
        .action(async (raw, flags) => {
        const { io } = ctx;
        const written = await rescore({
            cwd: io.cwd,
            env: io.env,
            raw,
            config: (0,common/* configFile */.Ze)(flags.config, io.cwd),
            corpus: flags.corpus,
            thresholds: flags.thresholds,
            out: flags.out,
            formats: flags.format,
            log: (0,common/* logger */.vF)(io),
            via: 'cli',
        });
        (0,common/* printOutcome */.is)(io, written);
        if (!written.report.thresholds.met)
            ctx.exit(1);
    });
}


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


/***/ })

};
