export const id = 881;
export const ids = [881];
export const modules = {

/***/ 262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  register: () => (/* binding */ register)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/commander/esm.mjs
var esm = __webpack_require__(8179);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/corpus/config.ts
var corpus_config = __webpack_require__(6664);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(4663);
// EXTERNAL MODULE: ./src/corpus/configured.ts + 9 modules
var configured = __webpack_require__(8829);
// EXTERNAL MODULE: ./src/corpus/placeholders.ts
var placeholders = __webpack_require__(8752);
// EXTERNAL MODULE: ./src/corpus/tier.ts
var tier = __webpack_require__(1082);
;// CONCATENATED MODULE: ./src/corpus/to-native.ts
// Normalized scenarios back to the native corpus format (`mcp-eval import`): what the loader
// would take from the run's settings is left out, so the converted file runs like the original.




/** One native corpus file holding `scenarios`, with a comment naming where they came from. */
function toNativeYaml(scenarios, opts) {
    const doc = new dist/* Document */.yo({ scenarios: scenarios.map((s) => toNative(s, opts)) });
    doc.commentBefore = ` Converted by \`mcp-eval import\` from ${opts.from} (${opts.format} format).`;
    return doc.toString({ lineWidth: 0 });
}
function toNative(s, opts) {
    const out = { id: s.id };
    if (s.description)
        out.description = s.description;
    if (s.category)
        out.category = s.category;
    if (s.tags.length)
        out.tags = s.tags;
    if (s.type)
        out.type = s.type;
    if (s.tier !== (0,tier/* deriveTier */.i)(s.turns, s.gates))
        out.tier = s.tier;
    if (s.mode !== opts.base.mode)
        out.mode = s.mode;
    if (s.timeout !== undefined && s.timeout !== opts.base.timeout)
        out.timeout = s.timeout;
    if (s.repeat !== opts.base.repeat)
        out.repeat = s.repeat;
    if (s.max_steps !== opts.base.max_steps)
        out.max_steps = s.max_steps;
    if (s.skip)
        out.skip = s.skip;
    if (s.known_failure)
        out.known_failure = s.known_failure;
    // Native hooks run with `bash -c` in the corpus file's folder: go to the original's first.
    const hook = (script) => {
        if (external_node_path_default().resolve(s.dir) === external_node_path_default().resolve(opts.outDir))
            return script;
        // Stryker disable next-line StringLiteral: equivalent, the same folder returned above, so the relative path is never empty
        const rel = external_node_path_default().relative(opts.outDir, external_node_path_default().resolve(s.dir)) || '.';
        return `cd '${rel.replace(/'/g, `'\\''`)}'\n${script}`;
    };
    if (s.before)
        out.before = hook(s.before);
    if (s.after)
        out.after = hook(s.after);
    if (s.turns.length === 1) {
        out.prompt = s.turns[0].user;
        out.expect = expectation(s.turns[0].expect);
    }
    else {
        out.turns = s.turns.map((t) => ({ user: t.user, expect: expectation(t.expect) }));
    }
    // Only case files have {PLACEHOLDER}s; elsewhere a {NAME} is literal text, kept so by a var
    // that fills it with itself.
    if (s.origin.format !== 'casefile') {
        const { id: _id, ...rest } = out;
        const names = [...JSON.stringify(rest).matchAll(placeholders/* PLACEHOLDER */.Kx)].map((m) => m[1]);
        if (names.length)
            out.vars = Object.fromEntries(names.map((n) => [n, `{${n}}`]));
    }
    return out;
}
function expectation(e) {
    const out = {};
    if (e.calls?.length) {
        out.calls = e.calls.map((c) => ({
            tool: c.tool,
            ...(c.args ? { args: c.args } : {}),
            ...(c.stub !== undefined ? { stub: c.stub } : {}),
        }));
    }
    if (e.order !== 'strict')
        out.order = e.order;
    if (e.extra_calls !== 'allow')
        out.extra_calls = e.extra_calls;
    if (e.first_call_only)
        out.first_call_only = true;
    if (e.clarification !== undefined)
        out.clarification = e.clarification;
    if (e.answer)
        out.answer = { includes: e.answer.includes, mode: e.answer.mode };
    return out;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/commands/common.ts + 1 modules
var common = __webpack_require__(8285);
// EXTERNAL MODULE: ./src/model/defaults.ts
var defaults = __webpack_require__(9555);
;// CONCATENATED MODULE: ./src/commands/import.ts
// mcp-eval import: converts a corpus in an imported format (tiered, casefile, answer-fixtures)
// to native YAML files, one per source file, plus its thresholds when it has some.












function register(program, ctx) {
    program
        .command('import <path>')
        .description('convert a corpus (tiered, casefile or answer-fixtures; a file, folder or glob) to native YAML')
        .requiredOption('-o, --out <dir>', 'where the native corpus files go')
        .addOption(new esm/* Option */.c$('--format <format>', 'the source format (default: detected)').choices([
        'tiered',
        'casefile',
        'answer-fixtures',
    ]))
        .option('-c, --config <file>', 'config whose free_text_params apply (default: mcp-eval.yaml if present)')
        .action(async (source, flags) => {
        const { io } = ctx;
        const { cwd } = io;
        const config = await (0,corpus_config/* loadConfig */.Z9)((0,common/* configFile */.Ze)(flags.config, cwd), cwd);
        const corpus = await (0,configured/* loadConfiguredCorpus */.r)(config, {
            cwd,
            env: io.env,
            corpus: [{ path: source, ...(flags.format ? { format: flags.format } : {}) }],
            keepPlaceholders: true,
        });
        const log = (0,common/* logger */.vF)(io);
        for (const n of corpus.notices)
            log.notice(n);
        const outDir = external_node_path_default().resolve(cwd, flags.out);
        const root = external_node_path_default().resolve(cwd, source);
        const rootDir = (0,external_node_fs_.existsSync)(root)
            ? (0,external_node_fs_.statSync)(root).isDirectory()
                ? root
                : external_node_path_default().dirname(root)
            : staticPrefix(root);
        const byFile = new Map();
        for (const s of corpus.scenarios) {
            if (s.origin.format === 'native')
                continue;
            // Pushed, not copied: a copy per scenario made large imports quadratic.
            const file = byFile.get(s.origin.file);
            if (file)
                file.push(s);
            else
                byFile.set(s.origin.file, [s]);
        }
        if (byFile.size === 0 && !corpus.thresholds) {
            throw new errors/* SetupError */.w3(`Nothing to import from ${source}: no tiered, casefile or answer-fixture corpus found`);
        }
        const base = {
            mode: config.mode ?? defaults/* DEFAULTS */.z.mode,
            max_steps: config.max_steps ?? defaults/* DEFAULTS */.z.maxSteps,
            repeat: config.repeat ?? defaults/* DEFAULTS */.z.repeat,
            vars: {},
        };
        const written = [];
        for (const [file, scenarios] of byFile) {
            const target = external_node_path_default().join(outDir, nativeName(external_node_path_default().resolve(cwd, file), rootDir));
            await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
            const text = toNativeYaml(scenarios, {
                from: file,
                format: scenarios[0].origin.format,
                outDir: external_node_path_default().dirname(target),
                base,
            });
            await (0,promises_.writeFile)(target, text);
            written.push(`${external_node_path_default().relative(cwd, target)} (${scenarios.length} scenario(s) from ${file})`);
        }
        if (corpus.thresholds) {
            const target = external_node_path_default().join(outDir, 'thresholds.yaml');
            const doc = new dist/* Document */.yo(corpus.thresholds.thresholds);
            doc.commentBefore = ` Converted by \`mcp-eval import\` from ${corpus.thresholds.file}: used by a run of this folder unless the config or --thresholds sets thresholds.`;
            await (0,promises_.mkdir)(outDir, { recursive: true });
            await (0,promises_.writeFile)(target, doc.toString());
            written.push(`${external_node_path_default().relative(cwd, target)} (thresholds from ${corpus.thresholds.file})`);
        }
        (0,common/* say */.cv)(io, `Wrote ${written.length} file(s):\n  ${written.join('\n  ')}`);
    });
}
/** multi_step.yaml → multi_step.yaml; cases/base.json → cases/base.yaml;
 * fixtures/01_pods/test_case.yaml → fixtures/01_pods.yaml. */
function nativeName(file, rootDir) {
    if (external_node_path_default().basename(file) === 'test_case.yaml') {
        const folder = external_node_path_default().dirname(file);
        const rel = external_node_path_default().relative(rootDir, folder);
        return `${rel || external_node_path_default().basename(folder)}.yaml`;
    }
    return external_node_path_default().relative(rootDir, file).replace(/\.(ya?ml|json)$/, '') + '.yaml';
}
/** The folder part of a glob before its first wildcard. */
function staticPrefix(glob) {
    const parts = glob.split((external_node_path_default()).sep);
    const i = parts.findIndex((p) => /[*?[\]{}]/.test(p));
    return parts.slice(0, i < 0 ? -1 : i).join((external_node_path_default()).sep) || (external_node_path_default()).sep;
}


/***/ })

};
