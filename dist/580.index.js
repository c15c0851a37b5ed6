export const id = 580;
export const ids = [580,543];
export const modules = {

/***/ 69543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareReports: () => (/* binding */ compareReports)
});

// EXTERNAL MODULE: ./src/model/comparison.ts
var comparison = __webpack_require__(16088);
// EXTERNAL MODULE: ./src/score/stats.ts
var score_stats = __webpack_require__(21117);
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
var verdict = __webpack_require__(57682);
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

/***/ 11580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeAndWrite: () => (/* binding */ mergeAndWrite)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/compare/index.ts + 5 modules
var compare = __webpack_require__(69543);
// EXTERNAL MODULE: ./src/compare/load.ts
var load = __webpack_require__(30451);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 2 modules
var dist = __webpack_require__(60925);
// EXTERNAL MODULE: ./src/corpus/shard.ts
var shard = __webpack_require__(52292);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/build.ts + 1 modules
var build = __webpack_require__(44922);
;// CONCATENATED MODULE: ./src/report/merge-checks.ts
// What makes shard reports one run: each is a shard, all cut the same selection into the same
// number of shards, with the same config, tool version, providers, judge, thresholds and
// server tools; each shard once, and (unless allowed) none missing.


/** What must be equal across shards, by the report field it is read from. */
const SAME = [
    { field: 'shard.count', what: 'shard count', of: (r) => r.shard?.count },
    {
        field: 'shard.selection',
        what: 'selected scenarios (corpus, filters or repeat differ)',
        of: (r) => r.shard?.selection,
    },
    { field: 'config', what: 'config file', of: (r) => r.config ?? null },
    { field: 'tool.version', what: 'mcp-eval version', of: (r) => r.tool.version },
    { field: 'providers', what: 'providers', of: (r) => r.providers.map((p) => p.id) },
    { field: 'judge', what: 'judge', of: (r) => r.judge?.id ?? null },
    {
        field: 'thresholds.checks',
        what: 'thresholds',
        of: (r) => r.thresholds.checks.map((c) => [c.scope, c.key, c.provider, c.required]),
    },
    {
        field: 'tools',
        what: "server's tools",
        of: (r) => r.tools?.map((t) => [t.name, t.schemaHash]) ?? null,
    },
];
/** The shards, checked to be of one run; throws a SetupError naming each mismatch and file. */
function checkShards(loaded, cwd, allowMissing = false) {
    const shown = (l) => external_node_path_default().relative(cwd, l.file) || l.file;
    const notShards = loaded.filter((l) => !l.report.shard);
    if (notShards.length) {
        throw new errors/* SetupError */.w3('Only shard reports merge (reports of `mcp-eval run --shard i/n` or the `shard` input)', notShards.map((l) => ({ file: shown(l), field: 'shard', message: 'not a shard report' })));
    }
    const shards = loaded;
    const [first] = shards;
    const problems = [];
    for (const { field, what, of } of SAME) {
        const want = JSON.stringify(of(first.report));
        for (const s of shards.slice(1)) {
            const got = JSON.stringify(of(s.report));
            if (got === want)
                continue;
            problems.push({
                file: shown(s),
                field,
                message: `different ${what} from ${shown(first)}: ${got} vs ${want}`,
            });
        }
    }
    if (problems.length) {
        throw new errors/* SetupError */.w3('The shard reports are not of one run: they cannot be merged', problems);
    }
    const count = first.report.shard.count;
    const byIndex = new Map();
    for (const s of shards)
        byIndex.set(s.report.shard.index, [...(byIndex.get(s.report.shard.index) ?? []), s]);
    const twice = [...byIndex].filter(([, list]) => list.length > 1);
    if (twice.length) {
        throw new errors/* SetupError */.w3('A shard is given more than once: each shard merges once', twice.map(([i, list]) => ({
            file: list.map(shown).join(', '),
            field: 'shard.index',
            message: `shard ${i}/${count} ${list.length} times`,
        })));
    }
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length && !allowMissing) {
        throw new errors/* SetupError */.w3(`Shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing: the merged report would not be the whole run (--allow-missing merges the others)`);
    }
    return {
        shards: [...shards].sort((a, b) => a.report.shard.index - b.report.shard.index),
        missing,
    };
}

// EXTERNAL MODULE: ./src/score/usage.ts
var score_usage = __webpack_require__(31673);
;// CONCATENATED MODULE: ./src/report/merge-usage.ts

/**
 * Tokens, runs and latency from the rows; costs summed from the shards' (the price table is not
 * in a report), so they may differ from one run's in the last micro-dollar.
 */
function mergeUsage(shards, rows, providers, judge) {
    const ran = providers.filter((p) => p.status !== 'skipped');
    const judgeSpec = judge && { id: judge.id, model: judge.id.split(/:(.*)/)[1] ?? '' };
    const usage = (0,score_usage/* usageReport */.yf)(rows, ran, undefined, judgeSpec);
    const sum = (values) => {
        const known = values.filter((v) => v !== undefined);
        return known.length ? Math.round(known.reduce((a, b) => a + b, 0) * 1e6) / 1e6 : undefined;
    };
    const cost = (pick) => {
        const parts = shards.map((s) => pick(s.report));
        const priced = parts.filter((p) => p?.cost);
        if (!priced.length)
            return {};
        const field = (k) => sum(priced.map((p) => p.cost[k]));
        return {
            cost: {
                currency: 'USD',
                input: field('input'),
                output: field('output'),
                cached: field('cached'),
                total: field('total'),
            },
            ...(priced[0].price ? { price: priced[0].price } : {}),
        };
    };
    for (const p of ran)
        Object.assign(usage.byProvider[p.id], cost((r) => r.usage?.byProvider[p.id]));
    if (usage.judge)
        Object.assign(usage.judge, cost((r) => r.usage?.judge));
    const total = sum(shards.map((s) => s.report.usage?.totalCost));
    if (total !== undefined)
        usage.totalCost = total;
    return usage;
}

;// CONCATENATED MODULE: ./src/report/merge.ts
// `mcp-eval merge`: shard reports joined into the report one unsharded run would have written.
// Rows are the union; every aggregate (summary, thresholds, trials, coverage, usage) is computed
// again from them, never added up from the shards' own.









async function mergeShards(opts) {
    const where = await expand(opts.reports, opts.cwd);
    const loaded = [];
    for (const w of where)
        loaded.push(await (0,load.loadReport)(w, opts.cwd, 'shard report'));
    const { shards, missing } = checkShards(loaded, opts.cwd, opts.allowMissing);
    return mergeReports(shards, missing);
}
/** Globs expanded (folders and files alike); a glob that matches nothing is an error. */
async function expand(patterns, cwd) {
    if (!patterns.length)
        throw new errors/* SetupError */.w3('Nothing to merge: name the shard reports (folders or report.json files)');
    const out = [];
    for (const p of patterns) {
        if (!/[*?[\]{}]/.test(p)) {
            out.push(p);
            continue;
        }
        const found = await (0,dist/* glob */.TI)(p, { cwd, onlyFiles: false, expandDirectories: false });
        // A folder counts when it holds a report.json; a file when it is one.
        const kept = [];
        for (const f of found.sort()) {
            const info = await (0,promises_.stat)(external_node_path_default().resolve(cwd, f)).catch(() => undefined);
            const json = info?.isDirectory() ? external_node_path_default().join(f, 'report.json') : f;
            if (external_node_path_default().basename(json) === 'report.json' &&
                (await (0,promises_.stat)(external_node_path_default().resolve(cwd, json)).catch(() => 0)))
                kept.push(f);
        }
        if (!kept.length)
            throw new errors/* SetupError */.w3(`No shard report matches ${p}`);
        out.push(...kept);
    }
    return out;
}
async function mergeReports(shards, missing) {
    const [first] = shards;
    const count = first.report.shard.count;
    const providers = mergeProviders(shards.map((s) => s.report.providers));
    const rows = inRunOrder(shards.flatMap((s) => s.report.results), providers.map((p) => p.id));
    const started = new Date(Math.min(...shards.map((s) => Date.parse(s.report.startedAt))));
    const finished = new Date(Math.max(...shards.map((s) => Date.parse(s.report.finishedAt))));
    const notices = [
        ...new Set(shards.flatMap((s) => s.report.notices).filter((n) => !shard/* SHARD_NOTICE */.Qv.test(n))),
        `Merged from shards ${shards.map((s) => `${s.report.shard.index}/${count}`).join(', ')}` +
            (missing.length
                ? `; shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} MISSING: their scenarios are not in this report`
                : ''),
    ];
    const judge = mergeJudge(shards.map((s) => s.report.judge));
    const tools = first.report.tools;
    // A cancelled shard is a partial run: so is the merge (its cancelled rows are in it).
    const cancelled = shards.find((s) => s.report.cancelled)?.report.cancelled;
    const report = await (0,build/* buildReport */.F)({
        started,
        cwd: '.',
        providers,
        notices,
        rows,
        thresholds: thresholdsOf(first.report),
        extra: {
            ...(first.report.config ? { config: first.report.config } : {}),
            ...(judge ? { judge } : {}),
            ...(cancelled ? { cancelled } : {}),
            usage: mergeUsage(shards, rows, providers, judge),
            ...(tools ? { tools } : {}),
            ...(tools && shards.every((s) => s.report.coverage)
                ? { coverage: { unexpected: unexpected(shards) } }
                : {}),
        },
    });
    return {
        ...report,
        startedAt: started.toISOString(),
        finishedAt: finished.toISOString(),
        durationMs: finished.getTime() - started.getTime(),
        // The shards' counts; writeReport adds whatever it finds still unredacted.
        redactions: shards.reduce((n, s) => n + s.report.redactions, 0),
    };
}
/** As one run orders them: by provider, then corpus order (file, line, variant), then repetition. */
function inRunOrder(rows, providers) {
    const variant = (id) => Number(/\[(\d+)\]$/.exec(id)?.[1] ?? -1);
    const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    return [...rows].sort((a, b) => providers.indexOf(a.provider) - providers.indexOf(b.provider) ||
        cmp(a.file, b.file) ||
        a.line - b.line ||
        variant(a.scenario) - variant(b.scenario) ||
        cmp(a.scenario, b.scenario) ||
        a.repetition - b.repetition);
}
/** A provider stopped in any shard is stopped; skipped only when skipped in every shard. */
function mergeProviders(lists) {
    return lists[0].map((p) => {
        const all = lists.map((l) => l.find((q) => q.id === p.id) ?? p);
        const pick = all.find((q) => q.status === 'stopped') ?? all.find((q) => q.status === 'ran') ?? all[0];
        return { ...pick };
    });
}
function mergeJudge(judges) {
    const known = judges.filter((j) => j !== undefined);
    if (!known.length)
        return undefined;
    return {
        ...(known.find((j) => j.status === 'stopped') ??
            known.find((j) => j.status === 'used') ??
            known[0]),
    };
}
/** The thresholds the shards were checked against, read back from their checks. */
function thresholdsOf(r) {
    if (!r.thresholds.checks.length)
        return undefined;
    const providers = {};
    for (const c of r.thresholds.checks) {
        const own = (providers[c.provider ?? ''] ??= {});
        if (c.scope === 'overall')
            own.overall = c.required;
        else if (c.scope === 'tier')
            own.tiers = { ...own.tiers, [c.key]: c.required };
        else if (c.scope === 'category')
            own.categories = { ...own.categories, [c.key]: c.required };
    }
    return { providers };
}
/** A tool is unexpected by the whole run when no shard's scenarios expect it. */
function unexpected(shards) {
    const sets = shards.map((s) => new Set(s.report.coverage?.unexpected ?? []));
    return (shards[0].report.tools ?? [])
        .map((t) => t.name)
        .filter((n) => sets.every((s) => s.has(n)));
}

// EXTERNAL MODULE: ./src/report/outputs/index.ts + 10 modules
var outputs = __webpack_require__(60435);
// EXTERNAL MODULE: ./src/report/write.ts + 1 modules
var write = __webpack_require__(84047);
;// CONCATENATED MODULE: ./src/report/merge-write.ts
// Merge, compare with a baseline when one is given, write: what `mcp-eval merge` and the action's
// merge mode do, so that the merged report is published like a run's.






async function mergeAndWrite(opts) {
    (0,outputs/* chooseOutputs */.q)(opts.formats); // an unknown format fails first
    const base = opts.baseline && (await (0,load.loadReport)(opts.baseline.path, opts.cwd, 'baseline'));
    const report = await mergeShards(opts);
    if (base) {
        // As a run names it: by the run it came from, else by its path.
        const run = opts.baseline?.run;
        const label = run
            ? `run #${run.id} (${run.branch} @ ${run.sha.slice(0, 7)})`
            : external_node_path_default().relative(opts.cwd, base.file) || base.file;
        report.comparison = (0,compare.compareReports)(base.report, report, label, run);
    }
    return (0,write/* writeReport */.u)(report, external_node_path_default().resolve(opts.cwd, opts.out), opts.env, [], opts.formats);
}


/***/ })

};
