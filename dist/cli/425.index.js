export const id = 425;
export const ids = [425];
export const modules = {

/***/ 1425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ exampleArgs)
});

// UNUSED EXPORTS: exampleOf

// EXTERNAL MODULE: ./src/match/args.ts + 1 modules
var args = __webpack_require__(4559);
// EXTERNAL MODULE: ./node_modules/randexp/dist/randexp.js
var randexp = __webpack_require__(2401);
var randexp_default = /*#__PURE__*/__webpack_require__.n(randexp);
;// CONCATENATED MODULE: ./src/match/regex-example.ts
// Strings that match a JavaScript regex, for the replay provider. randexp generates them; each one
// is tested against the real RegExp, so a string returned here always matches.


// randexp's CommonJS build sets module.exports to the class while its types declare an ES default
// export: under NodeNext the type is one level down, the value is not (in tsx, vitest and ncc).
const loaded = (randexp_default());
const RandExp = (loaded.default ?? loaded);
/** Attempts per pattern: lookaheads and anchors in odd places are hit or miss. */
const TRIES = 24;
/**
 * Up to `limit` distinct strings that match `/source/flags`, the same for the same input (the
 * generator is seeded). Empty when none of the attempts matched, or the pattern is invalid.
 */
function regexStrings(source, flags = '', limit = 8) {
    let re;
    try {
        re = new RegExp(source, flags);
    }
    catch {
        return [];
    }
    const unicode = flags.includes('u') || flags.includes('v');
    const generators = variants(source, unicode, flags);
    const found = new Set();
    for (let i = 0; i < TRIES && generators.length && found.size < limit; i++) {
        const gen = generators[i % generators.length];
        const random = mulberry32(i + 1);
        gen.randInt = (a, b) => a + Math.floor(random() * (b - a + 1));
        // Short repetitions and letters and digits for `.`, `\S`, `[^…]` first: readable values;
        // longer ones and all printable ASCII later, for the patterns that need them.
        const early = i < TRIES / 2;
        gen.max = early ? 1 + (i % 3) : 8 + i;
        gen.defaultRange = early ? alnum(gen.defaultRange) : printable;
        let s;
        try {
            s = gen.gen();
        }
        catch {
            continue;
        }
        re.lastIndex = 0;
        if ((0,args/* safeTest */.a2)(re, s))
            found.add(s);
    }
    return [...found];
}
/**
 * Generators for the pattern, tried in turn. A lookbehind's text is often what precedes the
 * match: written out in some, left out in others. With `i`, the pattern's own case comes first.
 */
function variants(source, unicode, flags) {
    const cases = flags.includes('i') ? ['', 'i'] : [''];
    return [true, false].flatMap((asText) => cases.flatMap((ignoreCase) => {
        try {
            const m = (flags.includes('m') ? 'm' : '') + ignoreCase;
            return [new RandExp(forRandexp(source, unicode, asText), m)];
        }
        catch {
            return [];
        }
    }));
}
/** randexp's default: printable ASCII. */
const printable = new RandExp('').defaultRange.clone();
const alnum = (r) => r.clone().intersect(0x30, 0x7a).subtract(0x3a, 0x40).subtract(0x5b, 0x60);
/**
 * Rewrites what randexp's parser (ret) does not read as JavaScript does: named groups and their
 * backreferences, lookbehinds, lazy quantifiers, lower-case hex escapes, and with the u or v flag
 * `\p{…}`, `\P{…}` and `\u{…}`. The result generates; it is not a regex to match with.
 */
function forRandexp(source, unicode, lookbehindAsText = true) {
    const groups = groupNumbers(source);
    let out = '';
    let inClass = false;
    // After a quantifier, `?` only makes it lazy, which changes no string the regex accepts.
    let quantified = false;
    for (let i = 0; i < source.length;) {
        const rest = source.slice(i);
        const brace = /^\{\d+(,\d*)?\}/.exec(rest);
        const named = /^\(\?<([^=!>][^>]*)>/.exec(rest);
        let [read, write] = [rest[0], rest[0]];
        let quantifier = false;
        if (rest[0] === '\\')
            [read, write] = escapeFor(rest, unicode, inClass, groups);
        else if (inClass)
            inClass = rest[0] !== ']';
        else if (rest[0] === '[')
            inClass = true;
        else if (named)
            [read, write] = [named[0], '('];
        else if (rest.startsWith('(?<='))
            [read, write] = ['(?<=', lookbehindAsText ? '(?:' : '(?='];
        else if (rest.startsWith('(?<!'))
            [read, write] = ['(?<!', '(?!'];
        else if (brace)
            [read, write, quantifier] = [brace[0], brace[0], true];
        else if ('*+?'.includes(rest[0]))
            [write, quantifier] = quantified ? ['', false] : [rest[0], true];
        out += write;
        i += read.length;
        quantified = quantifier;
    }
    return out;
}
/** Capturing groups by name, numbered as JavaScript numbers them (named or not, in order). */
function groupNumbers(source) {
    const groups = new Map();
    let count = 0;
    for (const m of source.matchAll(/\\.|\[(?:\\.|[^\]\\])*\]|\((\?<([^=!>][^>]*)>)?(\?)?/g)) {
        if (!m[0].startsWith('('))
            continue;
        if (m[2])
            groups.set(m[2], ++count);
        else if (!m[3])
            count++;
    }
    return groups;
}
/** One escape at the start of `rest`: what it reads, and what randexp gets instead. */
function escapeFor(rest, unicode, inClass, groups) {
    const named = /^\\k<([^>]+)>/.exec(rest);
    if (named && groups.has(named[1]))
        return [named[0], `\\${groups.get(named[1])}`];
    const hex = /^\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/.exec(rest);
    if (hex)
        return [hex[0], `\\${hex[1][0]}${hex[1].slice(1).toUpperCase()}`];
    const prop = unicode ? /^\\([pP])\{([^}]+)\}/.exec(rest) : null;
    if (prop) {
        const chars = sample(prop[2], prop[1] === 'P');
        return [prop[0], inClass ? chars : `[${chars}]`];
    }
    const point = unicode ? /^\\u\{([0-9a-fA-F]+)\}/.exec(rest) : null;
    if (point)
        return [point[0], regex_example_escape(String.fromCodePoint(parseInt(point[1], 16)))];
    return [rest.slice(0, 2), rest.slice(0, 2)];
}
/** `\uXXXX` per UTF-16 unit; ret reads only upper-case hex digits there. */
const regex_example_escape = (ch) => Array.from({ length: ch.length }, (_, i) => `\\u${ch.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`).join('');
const samples = new Map();
/** A few BMP characters with (or, negated, without) a Unicode property, as class members. */
function sample(property, negated) {
    const key = `${negated}${property}`;
    let out = samples.get(key);
    if (out !== undefined)
        return out;
    let re;
    try {
        re = new RegExp(`^\\${negated ? 'P' : 'p'}{${property}}$`, 'u');
    }
    catch {
        return '';
    }
    const chars = [];
    for (let cp = 0x21; cp <= 0xffff && chars.length < 32; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff)
            continue;
        const ch = String.fromCharCode(cp);
        if (re.test(ch))
            chars.push(regex_example_escape(ch));
    }
    out = chars.join('');
    samples.set(key, out);
    return out;
}
/** A small seeded PRNG: the same corpus replays the same values. */
function mulberry32(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/match/schema-value.ts
// The little of JSON Schema that the replay provider needs: a property's type, whether a value
// fits, and a value that fits. Cheap on purpose: the server under test is the real validator.


const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v) => (typeof v === 'number' ? v : undefined);
/** Below this depth required objects are left empty: schemas may be recursive. */
const MAX_DEPTH = 6;
/**
 * The schema with its first non-null `anyOf`/`oneOf` branch and its `allOf` parts laid over it
 * (how zod and pydantic spell optional and nullable), or undefined for "anything".
 */
function schema_value_resolve(schema) {
    if (!isObject(schema))
        return undefined;
    let s = { ...schema };
    for (const key of ['anyOf', 'oneOf']) {
        const branches = Array.isArray(s[key]) ? s[key] : [];
        const pick = branches.find((b) => isObject(b) && b.type !== 'null') ?? branches[0];
        delete s[key];
        if (isObject(pick))
            s = { ...s, ...schema_value_resolve(pick) };
    }
    if (Array.isArray(s.allOf)) {
        const parts = s.allOf.map(schema_value_resolve).filter((p) => p !== undefined);
        delete s.allOf;
        for (const p of parts) {
            s = {
                ...s,
                ...p,
                properties: { ...s.properties, ...p.properties },
                required: [...asStrings(s.required), ...asStrings(p.required)],
            };
        }
    }
    return s;
}
const asStrings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
/**
 * The schema with its local `$ref`s (`#/$defs/…`, as pydantic writes nested models) replaced by
 * what they point to; past a depth (recursive models) a reference is left as it is: anything.
 */
function schema_value_inlineRefs(root, node = root, depth = 0) {
    if (Array.isArray(node))
        return node.map((n) => schema_value_inlineRefs(root, n, depth));
    if (!isObject(node))
        return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#')) {
        if (depth >= MAX_DEPTH)
            return {};
        const target = ref
            .slice(1)
            .split('/')
            .filter(Boolean)
            .reduce((at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
        const { $ref: _ref, ...rest } = node;
        return schema_value_inlineRefs(root, { ...rest, ...(isObject(target) ? target : {}) }, depth + 1);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, schema_value_inlineRefs(root, v, depth)]));
}
/** The JSON type a value for `s` has: the first non-null one, else read off its keywords. */
function typeOf(s) {
    if (!s)
        return undefined;
    const t = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? s.type[0]) : s.type;
    if (typeof t === 'string')
        return t;
    if (s.const !== undefined)
        return jsonType(s.const);
    if (isObject(s.properties) || Array.isArray(s.required))
        return 'object';
    if (s.items !== undefined || Array.isArray(s.prefixItems))
        return 'array';
    return undefined;
}
function jsonType(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    return typeof v;
}
const propertyOf = (s, key) => isObject(s?.properties) ? schema_value_resolve(s.properties[key]) : undefined;
const requiredOf = (s) => asStrings(s?.required);
function itemOf(s, index = 0) {
    const prefix = Array.isArray(s?.prefixItems) ? s.prefixItems : undefined;
    return schema_value_resolve(prefix?.[index] ?? s?.items);
}
/** Whether `v` is of the schema's type and within its enum, const and bounds. */
function fits(v, s) {
    if (!s)
        return true;
    if (s.const !== undefined && !(0,external_node_util_.isDeepStrictEqual)(s.const, v))
        return false;
    if (Array.isArray(s.enum) && !s.enum.some((e) => (0,external_node_util_.isDeepStrictEqual)(e, v)))
        return false;
    const types = Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
    if (types.length && !types.some((t) => hasType(v, t)))
        return false;
    if (typeof v === 'string') {
        if (v.length < (num(s.minLength) ?? 0) || v.length > (num(s.maxLength) ?? Infinity))
            return false;
        if (typeof s.pattern === 'string' && !safeTest(s.pattern, v))
            return false;
    }
    if (typeof v === 'number' && !inRange(v, s))
        return false;
    if (Array.isArray(v))
        return v.length >= (num(s.minItems) ?? 0) && v.length <= (num(s.maxItems) ?? Infinity);
    return true;
}
function hasType(v, t) {
    if (t === 'integer')
        return Number.isInteger(v);
    if (t === 'object')
        return isObject(v);
    return jsonType(v) === t;
}
function inRange(n, s) {
    // Draft 4 spells exclusive bounds as booleans beside minimum/maximum.
    const lo = num(s.minimum);
    const hi = num(s.maximum);
    const xlo = num(s.exclusiveMinimum) ?? (s.exclusiveMinimum === true ? lo : undefined);
    const xhi = num(s.exclusiveMaximum) ?? (s.exclusiveMaximum === true ? hi : undefined);
    const step = num(s.multipleOf);
    return ((lo === undefined || n >= lo) &&
        (hi === undefined || n <= hi) &&
        (xlo === undefined || n > xlo) &&
        (xhi === undefined || n < xhi) &&
        (!step || Number.isInteger(n / step)));
}
function safeTest(pattern, v) {
    try {
        return new RegExp(pattern, 'u').test(v);
    }
    catch {
        return true;
    }
}
const FORMATS = {
    'date-time': '2024-01-01T00:00:00Z',
    date: '2024-01-01',
    time: '00:00:00Z',
    email: 'user@example.com',
    uri: 'https://example.com/',
    url: 'https://example.com/',
    hostname: 'example.com',
    ipv4: '127.0.0.1',
    ipv6: '::1',
    uuid: '00000000-0000-4000-8000-000000000000',
};
/** A value the schema accepts: its const, enum, default or example, else one made by type. */
function valueFor(schema, depth = 0) {
    const s = schema_value_resolve(schema);
    if (!s)
        return 'example';
    for (const v of [s.const, s.enum?.[0], s.default])
        if (v !== undefined)
            return v;
    if (Array.isArray(s.examples) && s.examples.length)
        return s.examples[0];
    switch (typeOf(s)) {
        case 'string':
            return stringFor(s);
        case 'number':
        case 'integer':
            return numberFor(s);
        // false rather than true: a required flag such as `confirm` is safer unset.
        case 'boolean':
            return false;
        case 'null':
            return null;
        case 'array':
            return Array.from({ length: num(s.minItems) ?? 0 }, (_, i) => valueFor(itemOf(s, i), depth));
        case 'object':
            return depth >= MAX_DEPTH ? {} : requiredValues(s, new Set(), depth + 1);
        default:
            return 'example';
    }
}
/** The schema's required properties not in `given`, each with a value of its own schema. */
function requiredValues(s, given, depth = 0) {
    return Object.fromEntries(requiredOf(s)
        .filter((k) => !given.has(k))
        .map((k) => [k, valueFor(propertyOf(s, k), depth)]));
}
function stringFor(s) {
    const min = num(s.minLength) ?? 0;
    const max = num(s.maxLength) ?? Infinity;
    const candidates = [
        ...(typeof s.format === 'string' && FORMATS[s.format] ? [FORMATS[s.format]] : []),
        ...(typeof s.pattern === 'string' ? regexStrings(s.pattern, 'u') : []),
        'example'.padEnd(min, 'x').slice(0, max),
    ];
    return candidates.find((c) => fits(c, s)) ?? candidates[candidates.length - 1];
}
function numberFor(s) {
    const integer = typeOf(s) === 'integer';
    const step = num(s.multipleOf) ?? (integer ? 1 : undefined);
    const lo = num(s.minimum) ?? num(s.exclusiveMinimum);
    const hi = num(s.maximum) ?? num(s.exclusiveMaximum);
    const up = (n) => (step ? Math.ceil(n / step) * step : n);
    const down = (n) => (step ? Math.floor(n / step) * step : n);
    // 1 where allowed (0 is often "none"), else the nearest bound, nudged inside an exclusive one.
    const candidates = [up(1), ...(lo !== undefined ? [up(lo), up(lo + (step ?? 1))] : [])];
    if (hi !== undefined)
        candidates.push(down(hi), down(hi - (step ?? 1)));
    return candidates.find((n) => inRange(n, s)) ?? candidates[0];
}

;// CONCATENATED MODULE: ./src/match/example.ts



/** The arguments for an expected call's `args`, typed and completed by the tool's schema. */
function exampleArgs(want, inputSchema) {
    const problems = [];
    const args = objectFor(want ?? {}, schema_value_resolve(schema_value_inlineRefs(inputSchema)), [], problems);
    return { args, problems };
}
/** One expected value's example (undefined: leave the argument out); problems are dropped. */
function exampleOf(want, schema) {
    return example_valueOf(want, resolve(inlineRefs(schema)), [], []);
}
function objectFor(want, s, path, out) {
    const args = {};
    for (const [key, w] of Object.entries(want)) {
        const v = example_valueOf(w, propertyOf(s, key), [...path, key], out);
        if (v !== undefined)
            args[key] = v;
        else if (s && requiredOf(s).includes(key))
            out.push({
                path: [...path, key],
                message: 'the tool requires this argument: it cannot be absent',
            });
    }
    return { ...args, ...requiredValues(s, new Set(Object.keys(want))) };
}
/** A value for `want` under the schema `s`; undefined when the argument is to be left out. */
function example_valueOf(want, s, path, out) {
    if ((0,args/* isMatcher */.H7)(want))
        return matcherValue(want, s, path, out);
    if (Array.isArray(want))
        return want.map((w, i) => example_valueOf(w, itemOf(s, i), [...path, i], out) ?? null);
    if (example_isObject(want))
        return objectFor(want, s, path, out);
    return want;
}
function matcherValue(m, s, path, out) {
    if ('$absent' in m)
        return undefined;
    // Python's dict.get gives None for an absent key: leave it out where the schema has no null.
    if ('$pyEq' in m && m.$pyEq === null && !fits(null, s))
        return undefined;
    const before = out.length;
    const tried = candidates(m, s, path, out);
    const hit = tried.find((v) => (0,args/* matchValue */.dt)(m, v) && fits(v, s));
    if (hit !== undefined) {
        out.length = before;
        return hit;
    }
    // An item of $unordered or $subset that cannot be made is the problem: named at its path.
    if (out.length === before)
        out.push({ path, message: unsatisfiable(m, s) });
    return tried[0] ?? valueFor(s);
}
/** Values that may satisfy `m` under `s`, best first; each is checked before it is used. */
function candidates(m, s, path, out) {
    const t = typeOf(s);
    if ('$eq' in m)
        return [m.$eq];
    if ('$pyEq' in m)
        return pyCandidates(m.$pyEq, t);
    // With an enum or a const, only its values can fit: the one the matcher takes wins.
    if (s?.const !== undefined)
        return [s.const];
    if (Array.isArray(s?.enum))
        return s.enum;
    if ('$oneOf' in m) {
        const alternatives = Array.isArray(m.$oneOf) ? m.$oneOf : [];
        return alternatives.flatMap((w) => example_valueOf(w, s, path, []) ?? []);
    }
    if ('$regex' in m) {
        const flags = typeof m.$flags === 'string' ? m.$flags : '';
        const strings = regexStrings(String(m.$regex), flags);
        if (t === 'number' || t === 'integer')
            return strings.map(Number).filter(Number.isFinite);
        if (t === 'boolean')
            return [true, false];
        return t === undefined || t === 'string' ? strings : [];
    }
    if ('$contains' in m)
        return containing(m.$contains, s, path);
    // The list itself: in the order written, each item typed by the schema's item at its place.
    if ('$unordered' in m)
        return listOf(m.$unordered, s, path, false, out);
    if ('$subset' in m)
        return listOf(m.$subset, s, path, true, out);
    if ('$approx' in m) {
        const a = Number(m.$approx);
        if (t === 'integer')
            return [Math.round(a), Math.floor(a), Math.ceil(a)];
        if (t === 'string')
            return [String(a)];
        return t === undefined || t === 'number' ? [a] : [];
    }
    if ('$nonEmpty' in m)
        return nonEmpty(s);
    return [valueFor(s)];
}
function pyCandidates(v, t) {
    // Python's true == 1: a boolean or a number, whichever the schema wants.
    if (t === 'boolean' && (v === 0 || v === 1))
        return [v === 1];
    if ((t === 'number' || t === 'integer') && typeof v === 'boolean')
        return [Number(v)];
    return [v];
}
function containing(c, s, path) {
    const t = typeOf(s);
    const scalar = typeof c !== 'object' || c === null;
    if (t === 'array' || (t === undefined && !scalar)) {
        const first = example_valueOf(c, itemOf(s, 0), path, []) ?? null;
        const min = typeof s?.minItems === 'number' ? s.minItems : 1;
        return [[first, ...Array.from({ length: min - 1 }, (_, i) => valueFor(itemOf(s, i + 1)))]];
    }
    if (!scalar || c === null)
        return [];
    if (t === 'number' || t === 'integer')
        return [Number(c)].filter(Number.isFinite);
    if (t === 'boolean')
        return [true, false];
    const min = typeof s?.minLength === 'number' ? s.minLength : 0;
    return t === undefined || t === 'string' ? [String(c).padEnd(min, 'x')] : [];
}
/** The items of `$unordered` or `$subset` as a list where the schema allows one; a `$subset`
 * takes more items, of the schema's item type, up to its `minItems`. A matcher among the items
 * that nothing of the item schema satisfies is a problem at its own path. */
function listOf(items, s, path, more, out) {
    const t = typeOf(s);
    if (!Array.isArray(items) || (t !== undefined && t !== 'array'))
        return [];
    const list = items.map((w, i) => example_valueOf(w, itemOf(s, i), [...path, i], out) ?? null);
    const min = more && typeof s?.minItems === 'number' ? s.minItems : 0;
    for (let i = list.length; i < min; i++)
        list.push(valueFor(itemOf(s, i)));
    return [list];
}
function nonEmpty(s) {
    const base = valueFor(s);
    switch (typeOf(s)) {
        case 'string':
            return [base, 'example'.padEnd(typeof s?.minLength === 'number' ? s.minLength : 0, 'x')];
        case 'array': {
            const n = Math.max(1, typeof s?.minItems === 'number' ? s.minItems : 0);
            return [Array.from({ length: n }, (_, i) => valueFor(itemOf(s, i)))];
        }
        case 'object': {
            const props = Object.keys(s?.properties ?? {});
            const extra = props.length
                ? { [props[0]]: valueFor(propertyOf(s, props[0])) }
                : { example: 'example' };
            return [base, { ...extra, ...(example_isObject(base) ? base : {}) }];
        }
        default:
            return [base];
    }
}
const example_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function unsatisfiable(m, s) {
    if ('$oneOf' in m && Array.isArray(m.$oneOf) && m.$oneOf.length === 0)
        return '$oneOf lists no value: nothing can match it';
    const what = '$regex' in m
        ? `$regex /${String(m.$regex)}/${typeof m.$flags === 'string' ? m.$flags : ''}`
        : JSON.stringify(m);
    const t = typeOf(s);
    const allowed = s?.const !== undefined ? [s.const] : Array.isArray(s?.enum) ? s.enum : undefined;
    if (allowed) {
        const list = allowed.map((v) => JSON.stringify(v)).join(', ');
        return `${what} matches none of the values the tool's inputSchema allows here: ${list}`;
    }
    if (t)
        return `${what} matches no ${t}, the type the tool's inputSchema gives this argument`;
    if ('$regex' in m)
        return `no string that ${what} matches could be generated`;
    return `no value matches ${what}`;
}


/***/ })

};
