export const id = 165;
export const ids = [165,546,451,543];
export const modules = {

/***/ 1165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   printComparison: () => (/* binding */ printComparison),
/* harmony export */   register: () => (/* binding */ register)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _compare_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9543);
/* harmony import */ var _compare_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(451);
/* harmony import */ var _compare_verdict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7682);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4047);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8285);
/* harmony import */ var _report_outputs_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(435);
/* harmony import */ var _model_defaults_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9555);
// mcp-eval compare: a report against a baseline report; writes the head report with its
// comparison (report.json, report.md) and prints the verdict.








/** The line `run --baseline` and `compare` print, and whether it fails the command. */
function printComparison(ctx, comparison, failOnRegression) {
    if (!comparison)
        return;
    (0,_common_js__WEBPACK_IMPORTED_MODULE_4__/* .say */ .cv)(ctx.io, (0,_compare_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictLine */ .MT)(comparison));
    if (failOnRegression && comparison.verdict === 'regressed')
        ctx.exit(1);
}
function register(program, ctx) {
    program
        .command('compare <base> <head>')
        .description('compare a report with a baseline (each a report.json or a folder holding one): writes the head report with its comparison')
        .option('-o, --out <dir>', 'where the compared report goes', _model_defaults_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULTS */ .z.out)
        .option('--fail-on-regression', 'exit 1 when the verdict is regressed')
        .option(_common_js__WEBPACK_IMPORTED_MODULE_4__/* .FORMAT_FLAG */ .rp, (0,_common_js__WEBPACK_IMPORTED_MODULE_4__/* .formatHelp */ .B2)(), _common_js__WEBPACK_IMPORTED_MODULE_4__/* .list */ .p_)
        .action(async (baseArg, headArg, flags) => {
        const { io } = ctx;
        (0,_report_outputs_index_js__WEBPACK_IMPORTED_MODULE_5__/* .chooseOutputs */ .q)(flags.format); // an unknown --format fails first
        const base = await (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_2__.loadReport)(baseArg, io.cwd, 'baseline');
        const head = await (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_2__.loadReport)(headArg, io.cwd);
        const label = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, base.file) || base.file;
        const report = {
            ...head.report,
            comparison: (0,_compare_index_js__WEBPACK_IMPORTED_MODULE_1__.compareReports)(base.report, head.report, label),
        };
        const written = await (0,_report_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReport */ .u)(report, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, flags.out), io.env, [], flags.format);
        printComparison(ctx, written.report.comparison, flags.failOnRegression);
        (0,_common_js__WEBPACK_IMPORTED_MODULE_4__/* .say */ .cv)(io, `Reports: ${Object.values(written.files).join(', ')}`);
    });
}


/***/ }),

/***/ 9543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareReports: () => (/* binding */ compareReports)
});

// EXTERNAL MODULE: ./src/model/comparison.ts
var comparison = __webpack_require__(6088);
// EXTERNAL MODULE: ./src/score/stats.ts
var score_stats = __webpack_require__(1117);
;// CONCATENATED MODULE: ./src/compare/aggregate.ts

/** The classes whose two sides count the same scenario on the same model. */
const COMPARABLE = new Set(['regressed', 'fixed', 'flaky', 'unchanged']);
const add = (a, b) => ({
    passes: a.passes + (b?.passes ?? 0),
    n: a.n + (b?.n ?? 0),
});
function delta(provider, tier, pairs) {
    const zero = { passes: 0, n: 0 };
    const base = pairs.reduce((sum, s) => add(sum, s.base), zero);
    const head = pairs.reduce((sum, s) => add(sum, s.head), zero);
    const interval = (0,score_stats/* newcombe */.pv)(base.passes, base.n, head.passes, head.n);
    return {
        provider,
        ...(tier !== undefined ? { tier } : {}),
        base,
        head,
        delta: base.n && head.n ? head.passes / head.n - base.passes / base.n : null,
        interval,
        significant: interval !== null && (interval.low > 0 || interval.high < 0),
    };
}
function aggregates(scenarios) {
    const comparable = scenarios.filter((s) => COMPARABLE.has(s.class));
    const providers = [...new Set(comparable.map((s) => s.provider))].sort();
    return providers.flatMap((provider) => {
        const mine = comparable.filter((s) => s.provider === provider);
        const tiers = [...new Set(mine.map((s) => s.tier ?? ''))].sort();
        return [
            delta(provider, undefined, mine),
            ...tiers.map((tier) => delta(provider, tier, mine.filter((s) => (s.tier ?? '') === tier))),
        ];
    });
}

;// CONCATENATED MODULE: ./src/compare/trials.ts
/** How a row's reason starts when the server under test died during the scenario
 * (src/mcp/upstream.ts: "The MCP server `cmd` exited with code 3; …"). */
const SERVER_CRASH = /^The MCP server `[^`]*` (exited with code|was killed by|is not running|could not be started)/;
const isServerCrash = (r) => r.status === 'errored' && SERVER_CRASH.test(r.reason);
/** true: a passed trial; false: a failed one; undefined: not a trial. */
function trial(r) {
    switch (r.status) {
        case 'pass':
            return true;
        case 'inconclusive':
            // Only a gate that could not see (the spy not wired) kept it from passing: the harness's
            // blind spot, not the model's doing.
            return r.checks.some((c) => c.unobserved) && r.checks.every((c) => c.passed || c.unobserved)
                ? undefined
                : false;
        case 'fail':
        case 'timeout':
        case 'known-failure':
            return false;
        case 'errored':
            return isServerCrash(r) ? false : undefined;
        case 'skipped':
        case 'setup-failed':
        case 'cancelled':
            return undefined;
    }
}
function passCount(rows) {
    const trials = rows.map(trial).filter((t) => t !== undefined);
    return { passes: trials.filter(Boolean).length, n: trials.length };
}
/** Why a row failed, in one line: its first failed check and that check's reason, else its own. */
function failureReason(r) {
    const check = r.checks.find((c) => !c.passed);
    return check ? `${check.check}: ${check.reason}` : `${r.status}: ${r.reason}`;
}

;// CONCATENATED MODULE: ./src/compare/classify.ts


const ALPHA = 0.05;
const distinct = (values) => [...new Set(values.filter((v) => v !== undefined))].sort();
const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
/** Why a side has no trial that counts: its skip reason, or its errors. */
function noTrial(side, rows) {
    const skipped = rows.find((r) => r.status === 'skipped');
    if (skipped)
        return `skipped on ${side}: ${skipped.reason}`;
    const byStatus = new Map();
    for (const r of rows)
        byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    const counts = [...byStatus].map(([s, n]) => `${n} ${s}`).join(', ');
    return `no trial that counts on ${side} (${counts}): ${rows[0].reason}`;
}
/** What makes the two sides not comparable, if anything. */
function incomparable(base, head) {
    const defs = {
        base: distinct(base.map((r) => r.definition)),
        head: distinct(head.map((r) => r.definition)),
    };
    // An older report without definitions cannot tell: its rows are taken as the same scenario.
    if (defs.base.length && defs.head.length && !same(defs.base, defs.head)) {
        return 'the scenario changed (its prompts, expectations, gates or mode)';
    }
    for (const [side, rows] of [
        ['base', base],
        ['head', head],
    ]) {
        if (!rows.some((r) => trial(r) !== undefined))
            return noTrial(side, rows);
    }
    const models = {
        base: distinct(base.map((r) => r.model)),
        head: distinct(head.map((r) => r.model)),
    };
    if (!same(models.base, models.head)) {
        return `the model differs: ${models.base.join(', ')} → ${models.head.join(', ')}`;
    }
    return undefined;
}
const classify_all = (c) => c.passes === c.n;
const none = (c) => c.passes === 0;
const rate = (c) => c.passes / c.n;
/** The first failing row's reason (by repetition), when a side has one. */
function failing(rows) {
    const failed = [...rows]
        .sort((a, b) => a.repetition - b.repetition)
        .find((r) => trial(r) === false);
    return failed && failureReason(failed);
}
function classify(scenario, provider, base, head) {
    const tier = (head[0] ?? base[0])?.tier;
    const out = { scenario, provider, ...(tier !== undefined ? { tier } : {}) };
    if (!base.length)
        return { ...out, class: 'new', head: passCount(head) };
    if (!head.length)
        return { ...out, class: 'removed', base: passCount(base) };
    const b = passCount(base);
    const h = passCount(head);
    const counts = { base: b, head: h };
    const why = incomparable(base, head);
    if (why)
        return { ...out, class: 'not-comparable', ...counts, why };
    const p = (0,score_stats/* fisherExact */.Rr)(b.passes, b.n - b.passes, h.passes, h.n - h.passes);
    const stats = { ...counts, p };
    const significant = p < ALPHA;
    if ((classify_all(b) && none(h)) || (significant && rate(h) < rate(b))) {
        return { ...out, class: 'regressed', ...stats, ...reason(failing(head)) };
    }
    if ((none(b) && classify_all(h)) || (significant && rate(h) > rate(b))) {
        return { ...out, class: 'fixed', ...stats, ...reason(failing(base)) };
    }
    // Flaky: the reason is head's when head failed some, else base's.
    if (!classify_all(h) && !none(h))
        return { ...out, class: 'flaky', ...stats, ...reason(failing(head)) };
    if (!classify_all(b) && !none(b))
        return { ...out, class: 'flaky', ...stats, ...reason(failing(base)) };
    return { ...out, class: 'unchanged', ...stats };
}
const reason = (text) => (text === undefined ? {} : { reason: text });

;// CONCATENATED MODULE: ./src/compare/confusion.ts
const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
/** expected → chosen instead, one per missing tool of each failed selection check. */
function confusions(r) {
    return r.checks
        .filter((c) => c.check === 'selection' && !c.passed)
        .flatMap((c) => {
        const expected = new Set(strings(c.expected));
        const instead = [...new Set(strings(c.actual).filter((t) => !expected.has(t)))];
        return (c.missing ?? []).map((tool, i) => [
            tool,
            instead[i] ?? null,
        ]);
    });
}
function table(rows) {
    const counts = new Map();
    for (const [expected, chosen] of rows.flatMap(confusions)) {
        const key = JSON.stringify([expected, chosen]);
        const entry = counts.get(key) ?? { expected, chosen, count: 0 };
        entry.count++;
        counts.set(key, entry);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count ||
        a.expected.localeCompare(b.expected) ||
        (a.chosen ?? '').localeCompare(b.chosen ?? ''));
}
/** Per provider of either side, the providers with no selection failure left out. */
function confusion(base, head) {
    const providers = [...new Set([...base, ...head].map((r) => r.provider))].sort();
    return providers
        .map((provider) => ({
        provider,
        base: table(base.filter((r) => r.provider === provider)),
        head: table(head.filter((r) => r.provider === provider)),
    }))
        .filter((c) => c.base.length || c.head.length);
}
/** Two tools chosen for one another (either way), summed over providers, most confused first. */
function confusedPairs(tables, changed) {
    const pairs = new Map();
    for (const t of tables) {
        for (const side of ['base', 'head']) {
            for (const e of t[side]) {
                if (e.chosen === null || e.chosen === e.expected)
                    continue;
                const tools = [e.expected, e.chosen].sort();
                const key = JSON.stringify(tools);
                const pair = pairs.get(key) ?? {
                    tools,
                    base: 0,
                    head: 0,
                    changed: tools.some((n) => changed.has(n)),
                };
                pair[side] += e.count;
                pairs.set(key, pair);
            }
        }
    }
    return [...pairs.values()].sort((a, b) => b.base + b.head - (a.base + a.head) || a.tools.join().localeCompare(b.tools.join()));
}

;// CONCATENATED MODULE: ./src/compare/tools.ts
function diffTools(base, head) {
    const before = new Map(base.map((t) => [t.name, t]));
    const after = new Map(head.map((t) => [t.name, t]));
    const changed = [];
    for (const [name, h] of after) {
        const b = before.get(name);
        if (!b)
            continue;
        const describedAnew = b.description !== h.description;
        const schemaChanged = b.schemaHash !== h.schemaHash;
        if (!describedAnew && !schemaChanged)
            continue;
        changed.push({
            name,
            ...(describedAnew
                ? {
                    description: {
                        ...(b.description !== undefined ? { base: b.description } : {}),
                        ...(h.description !== undefined ? { head: h.description } : {}),
                    },
                }
                : {}),
            schemaChanged,
        });
    }
    const byName = (a, b) => a.localeCompare(b);
    return {
        added: [...after.keys()].filter((n) => !before.has(n)).sort(byName),
        removed: [...before.keys()].filter((n) => !after.has(n)).sort(byName),
        changed: changed.sort((a, b) => byName(a.name, b.name)),
    };
}
/** Every tool name the diff touches. */
const touched = (d) => new Set([...d.added, ...d.removed, ...d.changed.map((c) => c.name)]);

// EXTERNAL MODULE: ./src/compare/verdict.ts
var verdict = __webpack_require__(7682);
;// CONCATENATED MODULE: ./src/compare/index.ts






/** One key per (scenario, provider): the length keeps two pairs from writing alike. */
const pairKey = (r) => `${r.scenario.length}:${r.scenario}${r.provider}`;
/** Rows by (scenario, provider), in the order they first appear. */
function byPair(rows) {
    const out = new Map();
    for (const r of rows) {
        const key = pairKey(r);
        // Pushed, not copied: a copy per row made this quadratic in the rows.
        const pair = out.get(key);
        if (pair)
            pair.rows.push(r);
        else
            out.set(key, { scenario: r.scenario, provider: r.provider, rows: [r] });
    }
    return out;
}
// As localeCompare with no locale, without its per-call setup.
const { compare } = new Intl.Collator();
/** The tools a pair's rows expected (selection checks) or called, on either side. */
function toolsOf(rows) {
    const names = new Set();
    for (const r of rows) {
        for (const c of r.checks) {
            if (c.check !== 'selection')
                continue;
            for (const t of [c.expected, c.actual].flat())
                if (typeof t === 'string')
                    names.add(t);
        }
        for (const c of r.calls)
            names.add(c.tool);
    }
    return names;
}
function compareReports(base, head, label, run) {
    const tools = base.tools && head.tools ? diffTools(base.tools, head.tools) : undefined;
    const changed = tools ? touched(tools) : new Set();
    const before = byPair(base.results);
    const after = byPair(head.results);
    const scenarios = [];
    for (const key of new Set([...before.keys(), ...after.keys()])) {
        const { scenario, provider } = (before.get(key) ?? after.get(key));
        const b = before.get(key)?.rows ?? [];
        const h = after.get(key)?.rows ?? [];
        const s = classify(scenario, provider, b, h);
        if (tools && (s.class === 'regressed' || s.class === 'fixed')) {
            const involved = [...toolsOf([...b, ...h])].filter((t) => changed.has(t)).sort();
            s.toolChanged = involved.length > 0;
            if (involved.length)
                s.changedTools = involved;
        }
        scenarios.push(s);
    }
    const rank = (c) => ['regressed', 'fixed', 'flaky', 'not-comparable', 'new', 'removed', 'unchanged'].indexOf(c);
    scenarios.sort((a, b) => rank(a.class) - rank(b.class) ||
        compare(a.scenario, b.scenario) ||
        compare(a.provider, b.provider));
    const counts = Object.fromEntries(comparison/* COMPARISON_CLASSES */.NF.map((k) => [k, 0]));
    for (const s of scenarios)
        counts[s.class]++;
    const deltas = aggregates(scenarios);
    const confusionTables = confusion(base.results, head.results);
    return {
        base: { label, startedAt: base.startedAt, ...(run ? { run } : {}) },
        verdict: (0,verdict/* decide */.LD)(counts, deltas),
        counts,
        scenarios,
        aggregates: deltas,
        ...(tools ? { tools } : {}),
        confusion: confusionTables,
        confusedPairs: confusedPairs(confusionTables, changed),
    };
}


/***/ }),

/***/ 451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadReport: () => (/* binding */ loadReport)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5235);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
// Reading a report to compare with: a report.json, or a folder holding one. Checked against the
// report schema; fields this version does not know are kept (a newer report still compares).




/** `where`: a report.json or a folder with one, resolved against `cwd` (default: the process's). */
async function loadReport(where, cwd = process.cwd(), what = 'report') {
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, where);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(resolved).catch(() => undefined);
    if (!info)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(`The ${what} ${where} does not exist`);
    const file = info.isDirectory() ? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(resolved, 'report.json') : resolved;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(info.isDirectory()
            ? `The ${what} folder ${where} holds no report.json`
            : `Cannot read the ${what} ${where}`);
    }
    const shown = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, file) || file;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(`The ${what} ${shown} is not JSON: ${err.message}`);
    }
    const version = data?.schemaVersion;
    if (version !== _model_report_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(`The ${what} ${shown} is not an mcp-eval report of schemaVersion ${_model_report_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$} (schemaVersion: ${JSON.stringify(version ?? null)})`);
    }
    const parsed = _model_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reportSchema */ .Qh.safeParse(data);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(`The ${what} ${shown} is not a valid mcp-eval report`, parsed.error.issues.slice(0, 10).map((i) => ({
            file: shown,
            field: i.path
                .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
                .join('')
                .replace(/^\./, ''),
            message: i.message,
        })));
    }
    // The document as written, not the parsed copy: zod drops the fields it does not know.
    return { report: data, file };
}


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ writeReport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report/markdown.ts + 4 modules
var report_markdown = __webpack_require__(1622);
// EXTERNAL MODULE: ./src/report/redact.ts + 3 modules
var redact = __webpack_require__(331);
// EXTERNAL MODULE: ./src/report/outputs/index.ts + 10 modules
var report_outputs = __webpack_require__(435);
;// CONCATENATED MODULE: ./src/report/stream-file.ts
// One report file written as a stream: its pieces encoded into one reused buffer, written when
// it fills. No whole-file string is built, and no large one: every string stays small and
// short-lived, so garbage collection stays cheap however many rows the report holds.
// Each piece is searched once more for the secrets' forms as written (a value escaped once more
// by a renderer is among them).

/** Bytes gathered before a write. */
const BUFFER = 1 << 20;
/** For a text searched already. */
const SEARCHED = { redact: (text) => text, longest: 0 };
/** A long text in slices, none ending in half of a surrogate pair. */
function* slices(text, size = BUFFER / 4) {
    for (let from = 0; from < text.length;) {
        let to = Math.min(text.length, from + size);
        if (to < text.length && /[\uD800-\uDBFF]/.test(text[to - 1]))
            to--;
        yield text.slice(from, to);
        from = to;
    }
}
async function streamFile(file, pieces, plain) {
    const handle = await (0,promises_.open)(file, 'w');
    const buffer = Buffer.allocUnsafe(BUFFER);
    let used = 0;
    // A write may take fewer bytes than it was given: the rest goes in the next.
    const writeAll = async (bytes, length) => {
        for (let done = 0; done < length;) {
            done += (await handle.write(bytes, done, length - done)).bytesWritten;
        }
    };
    const flush = async () => {
        await writeAll(buffer, used);
        used = 0;
    };
    const append = async (text) => {
        // At most 3 bytes of UTF-8 for each UTF-16 unit.
        if (used + text.length * 3 > BUFFER)
            await flush();
        if (text.length * 3 <= BUFFER)
            used += buffer.write(text, used);
        else {
            const bytes = Buffer.from(text);
            await writeAll(bytes, bytes.length);
        }
    };
    try {
        // A form cut between two pieces is searched whole with the next: that many characters wait.
        const overlap = Math.max(0, plain.longest - 1);
        let held = '';
        for (const piece of pieces) {
            if (!overlap) {
                await append(piece);
                continue;
            }
            const text = plain.redact(held + piece);
            let cut = Math.max(0, text.length - overlap);
            // Never half of a surrogate pair in a write: it would be encoded as U+FFFD.
            if (cut && /[\uD800-\uDBFF]/.test(text[cut - 1]))
                cut--;
            held = text.slice(cut);
            await append(text.slice(0, cut));
        }
        await append(held);
        await flush();
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/report/write.ts
// Writes the report files the run asked for (report.json always), all made from one redacted
// copy of the report, each as a stream.






async function writeReport(report, out, env, 
/** More values to redact: those passed to the server through ${env:NAME}. */
secrets = [], 
/** Which files (`--format`); the defaults when absent. */
formats) {
    const outputs = (0,report_outputs/* chooseOutputs */.q)(formats);
    const redactor = new redact/* Redactor */.pO((0,redact/* secretValues */.VX)(env, secrets));
    // Every file is made from the redacted report, so one pass covers them all. What holds no
    // secret is shared with `report`, not copied; the top is new, so `report` stays as it was.
    const clean = { ...redactor.redactDeep(report) };
    // A report read back (compare, merge) keeps the count its first writing found.
    clean.redactions = report.redactions + redactor.count;
    await (0,promises_.mkdir)(out, { recursive: true });
    const files = {};
    // A second pass over each rendered text, for the forms as written (a value escaped once more
    // by a renderer is among them); it does not add to the count shown.
    const again = new redact/* Redactor */.pO((0,redact/* secretValues */.VX)(env, secrets));
    const plain = { redact: (text) => again.redactPlain(text), longest: again.longestForm };
    const markdown = again.redactPlain((0,report_markdown/* renderMarkdown */.Gc)(clean));
    for (const o of outputs) {
        files[o.format] = external_node_path_default().join(out, o.file);
        // report.md is the text returned, made (and searched) once; written a slice at a time, as
        // one buffer of it would be as large again.
        if (o.format === 'md')
            await streamFile(files[o.format], slices(markdown), SEARCHED);
        else
            await streamFile(files[o.format], o.chunks(clean), plain);
    }
    return { report: clean, markdown, files: files };
}


/***/ })

};
