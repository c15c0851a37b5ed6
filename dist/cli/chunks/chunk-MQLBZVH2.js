import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  SetupError
} from "./chunk-G25U54P6.js";

// src/report/outputs/formats.ts
var REPORT_FORMATS = [
  { format: "json", file: "report.json", byDefault: true },
  { format: "md", file: "report.md", byDefault: true },
  { format: "html", file: "report.html", byDefault: true },
  { format: "jsonl", file: "transcripts.jsonl", byDefault: true },
  { format: "junit", file: "report.junit.xml", byDefault: false }
];
var unknownFormats = (formats) => formats.filter((f) => !REPORT_FORMATS.some((o) => o.format === f));
var knownFormats = () => REPORT_FORMATS.map((o) => o.format).join(", ");
function chooseFormats(formats) {
  if (!formats?.length) return REPORT_FORMATS.filter((f) => f.byDefault);
  const unknown = unknownFormats(formats);
  if (unknown.length) {
    throw new SetupError(
      `Unknown report format(s): ${unknown.join(", ")} (known: ${knownFormats()})`
    );
  }
  return REPORT_FORMATS.filter((o) => o.format === "json" || formats.includes(o.format));
}

// src/redact/secret-forms.ts
var MIN_LENGTH = 6;
function secretForms(secret) {
  const json = JSON.stringify(secret).slice(1, -1);
  const uri = encodeURIComponent(secret);
  const forms = [
    // As written and in either case, each also JSON-escaped, once (a string) or twice (a JSON
    // text inside a JSON string: a cached answer's body).
    ...[.../* @__PURE__ */ new Set([secret, secret.toUpperCase(), secret.toLowerCase()])].flatMap((v) => {
      const escaped = JSON.stringify(v).slice(1, -1);
      return [v, escaped, JSON.stringify(escaped).slice(1, -1)];
    }),
    uri,
    uri.replace(/%20/g, "+"),
    lowerHex(uri),
    encodeURI(secret),
    // Characters JSON.stringify keeps but some encoders escape (`<` as \u003c in HTML-safe JSON).
    json.replace(/[<>&']/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
    escapeHtml(secret),
    ...hexForms(secret),
    ...base64Cores(secret)
  ];
  return [...new Set(forms)].filter((f) => f.length >= MIN_LENGTH);
}
var lowerHex = (s) => s.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase());
function hexForms(secret) {
  const hex = Buffer.from(secret, "utf8").toString("hex");
  return [hex, hex.toUpperCase()];
}
var escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
function base64Cores(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const out = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(2)]);
    const b64 = padded.toString("base64");
    const first = Math.ceil(offset * 8 / 6);
    const last = Math.floor((offset + bytes.length) * 8 / 6) - 1;
    const core = b64.slice(first, last + 1);
    if (core.length >= 8) out.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return out;
}

// src/redact/redact-parts.ts
var MIN_PART = 4;
var BREAK = /\r?\n[ \t]*|\\n/g;
function redactWrapped(text, forms, marker) {
  let out = text;
  let count = 0;
  if (!/\r?\n|\\n/.test(out)) return { text: out, count };
  let { joined, at } = join(out);
  for (const form of forms) {
    if (!joined.includes(form)) continue;
    const found = [];
    for (let i = joined.indexOf(form); i >= 0; i = joined.indexOf(form, i + form.length)) {
      found.push([at[i], at[i + form.length - 1] + 1]);
    }
    for (const [start, end] of found.reverse()) {
      out = out.slice(0, start) + marker + out.slice(end);
      count++;
    }
    ({ joined, at } = join(out));
  }
  return { text: out, count };
}
function join(text) {
  const at = [];
  let joined = "";
  let from = 0;
  for (const m of text.matchAll(BREAK)) {
    for (let i = from; i < m.index; i++) at.push(i);
    joined += text.slice(from, m.index);
    from = m.index + m[0].length;
  }
  for (let i = from; i < text.length; i++) at.push(i);
  return { joined: joined + text.slice(from), at };
}
function redactCutEdges(text, forms, marker) {
  let out = text;
  let count = 0;
  let { starts, ends } = edges(out);
  for (const form of forms) {
    for (const start of starts) {
      if (!form.includes(out.slice(start, start + MIN_PART))) continue;
      for (let k = Math.min(form.length - 1, out.length - start); k >= MIN_PART; k--) {
        if (k === out.length || !out.startsWith(form.slice(-k), start)) continue;
        out = out.slice(0, start) + marker + out.slice(start + k);
        count++;
        ({ starts, ends } = edges(out));
        break;
      }
    }
    for (const end of ends) {
      if (end < MIN_PART || !form.includes(out.slice(end - MIN_PART, end))) continue;
      for (let k = Math.min(form.length - 1, end); k >= MIN_PART; k--) {
        if (k === out.length || !out.startsWith(form.slice(0, k), end - k)) continue;
        out = out.slice(0, end - k) + marker + out.slice(end);
        count++;
        ({ starts, ends } = edges(out));
        break;
      }
    }
  }
  return { text: out, count };
}
function edges(text) {
  if (!/…|\[cut:/.test(text)) return { starts: [], ends: [] };
  const after = [...text.matchAll(/…\s*/g)].map((m) => m.index + m[0].length);
  const before = [...text.matchAll(/\s*(?:…|\[cut:)/g)].map((m) => m.index);
  const desc = (xs) => [...new Set(xs)].sort((a, b) => b - a);
  return { starts: desc(after), ends: desc(before) };
}
function redactSeams(texts, forms, anyForm, marker) {
  const out = [...texts];
  let count = 0;
  const span = (forms[0]?.length ?? 1) - 1;
  for (let i = 0; span > 0 && i + 1 < out.length; i++) {
    const tail = out[i].slice(-span);
    const head = out[i + 1].slice(0, span);
    const joined = tail + head;
    if (!anyForm.test(joined)) continue;
    const seam = tail.length;
    for (const form of forms) {
      const from = joined.indexOf(form, Math.max(0, seam - form.length + 1));
      if (from < 0 || from >= seam || from + form.length <= seam) continue;
      out[i] = out[i].slice(0, out[i].length - (seam - from)) + marker;
      out[i + 1] = marker + out[i + 1].slice(from + form.length - seam);
      count++;
      break;
    }
  }
  return { texts: out, count };
}

// src/redact/secret-patterns.ts
var SECRET_PATTERNS = [
  // A token, not a word: at least 16 characters, one of them a digit.
  {
    name: "bearer token",
    pattern: /\b(Bearer\s+)(?=[A-Za-z0-9\-._~+/]*\d)[A-Za-z0-9\-._~+/]{16,}=*/gi,
    start: "[Bb][Ee][Aa][Rr][Ee][Rr]",
    keep: "$1"
  },
  { name: "AWS access key id", pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, start: "AKIA|ASIA" },
  { name: "OpenAI-style key", pattern: /\bsk-[A-Za-z0-9_-]{20,}/g, start: "sk-" },
  {
    name: "GitHub token",
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g,
    start: "gh[pousr]_|github_pat_"
  },
  { name: "Google API key", pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g, start: "AIza" }
];
var PATTERN_HINT = `\\b(?:${SECRET_PATTERNS.map((p) => p.start).join("|")})`;
var literal = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

// src/redact/redact.ts
var SECRET_NAME = /(KEY|TOKEN|SECRET|PASSWORD)$/i;
var REDACTED = "[REDACTED]";
var BREAK2 = /\r?\n[ \t]*|\\n/g;
var CLEAN_KEYS = 1e4;
var ANY_PATTERN = new RegExp(PATTERN_HINT);
function secretValues(env, passed = []) {
  const values = [
    ...Object.entries(env).filter(([name, value]) => SECRET_NAME.test(name) && value && value.length >= MIN_LENGTH).map(([, value]) => value),
    // Whatever its name, a value handed to the server is treated as a secret.
    ...passed.filter((value) => value.length >= MIN_LENGTH)
  ];
  return [...new Set(values)].sort((a, b) => b.length - a.length);
}
var Redactor = class {
  count = 0;
  /** Every form of every secret, longest first. */
  forms = [];
  secrets = [];
  /** Short texts already searched: what they became and how many secrets that replaced. */
  seen = /* @__PURE__ */ new Map();
  /** Any form as written; undefined with no secrets. */
  anyForm;
  /** What every replacement needs somewhere in a text (a form, a pattern's start, a line break
   * or a cut mark): a text without it is returned as it is, with one scan. */
  hint = ANY_PATTERN;
  cleanKeys = /* @__PURE__ */ new Set();
  constructor(secrets = []) {
    this.add(secrets);
  }
  /** More secrets, learnt later (the `${env:NAME}` values once the config is read). */
  add(secrets) {
    const fresh = secrets.filter((s) => s.length >= MIN_LENGTH && !this.secrets.includes(s));
    if (!fresh.length) return [];
    this.secrets.push(...fresh);
    this.seen.clear();
    this.cleanKeys.clear();
    const added = [...new Set(fresh.flatMap(secretForms))].filter((f) => !this.forms.includes(f));
    this.forms = [...this.forms, ...added].sort((a, b) => b.length - a.length);
    const forms = this.forms.map(literal).join("|");
    this.anyForm = new RegExp(forms);
    this.hint = new RegExp(`${forms}|${PATTERN_HINT}|\\n|\\\\n|…|\\[cut:`);
    return added;
  }
  /** Every form of every secret, for a log masker (core.setSecret). */
  get allForms() {
    return [...this.forms];
  }
  /** Longest form's length: a plain search over a text in pieces overlaps them by one less. */
  get longestForm() {
    return this.forms[0]?.length ?? 0;
  }
  /**
   * `value` with strings, object keys and numbers redacted; JSON stays JSON. What holds no
   * secret is shared, not copied: a clean report costs one scan of its strings.
   */
  redactDeep(value) {
    if (typeof value === "string") return this.redact(value);
    if (typeof value === "number") return this.redactNumber(value);
    if (Array.isArray(value)) return this.redactArray(value);
    if (value && typeof value === "object") return this.redactObject(value);
    return value;
  }
  redactArray(value) {
    let out;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      const r = this.redactDeep(v);
      if (!out && !Object.is(r, v)) out = value.slice(0, i);
      out?.push(r);
    }
    return out ?? value;
  }
  redactObject(value) {
    const keys = Object.keys(value);
    const values = value;
    let out;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const v = values[k];
      const key = this.redactKey(k);
      const r = this.redactDeep(v);
      if (!out && (key !== k || !Object.is(r, v))) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j]] = values[keys[j]];
      }
      if (!out) continue;
      let unique = key;
      for (let n = 2; Object.hasOwn(out, unique); n++) unique = `${REDACTED}#${n}`;
      out[unique] = r;
    }
    return out ?? value;
  }
  redactKey(k) {
    if (this.cleanKeys.has(k)) return k;
    const key = this.redact(k);
    if (key === k && this.cleanKeys.size < CLEAN_KEYS) this.cleanKeys.add(k);
    return key;
  }
  /** A number whose digits hold a secret (a card number sent as a JSON number). */
  redactNumber(n) {
    if (!this.secrets.length) return n;
    const digits = String(n);
    if (!this.secrets.some((s) => digits.includes(s))) return n;
    this.count++;
    return REDACTED;
  }
  redact(text) {
    if (!this.hint.test(text)) return text;
    const cached = text.length <= 256 ? this.seen.get(text) : void 0;
    if (cached) {
      this.count += cached.count;
      return cached.text;
    }
    const before = this.count;
    const out = this.search(text);
    if (text.length <= 256) this.seen.set(text, { text: out, count: this.count - before });
    return out;
  }
  // Each step only where its cheap test says it could replace something.
  search(text) {
    let out = this.redactPlain(text);
    if (ANY_PATTERN.test(out)) {
      for (const { pattern, keep } of SECRET_PATTERNS) {
        out = out.replace(pattern, (...m) => {
          this.count++;
          return `${keep ? keep.replace("$1", m[1]) : ""}${REDACTED}`;
        });
      }
    }
    if (!this.anyForm) return out;
    if (this.anyForm.test(out.replace(BREAK2, ""))) {
      out = this.counted(redactWrapped(out, this.forms, REDACTED));
    }
    return this.counted(redactCutEdges(out, this.forms, REDACTED));
  }
  /** Each form as written, only: for a long rendered text whose strings were redacted already. */
  redactPlain(text) {
    if (!this.anyForm?.test(text)) return text;
    let out = text;
    for (const form of this.forms) {
      if (!out.includes(form)) continue;
      const parts = out.split(form);
      this.count += parts.length - 1;
      out = parts.join(REDACTED);
    }
    return out;
  }
  /** Texts that follow each other (a row's tool results in call order), with a form split
   * across two of them replaced on both sides. Each text is searched on its own elsewhere. */
  redactSeams(texts) {
    if (!this.anyForm || texts.length < 2) return texts;
    const r = redactSeams(texts, this.forms, this.anyForm, REDACTED);
    this.count += r.count;
    return r.count ? r.texts : texts;
  }
  /** Whether `text` holds a secret in any form or shape the redactor replaces. Not counted. */
  holds(text) {
    if (!this.hint.test(text)) return false;
    const before = this.count;
    const out = this.redact(text);
    this.count = before;
    return out !== text;
  }
  counted(r) {
    this.count += r.count;
    return r.text;
  }
};

// src/report/pct.ts
function pct(s) {
  if (!s || s.accuracy === null) return "—";
  return `${Math.round(s.accuracy * 1e3) / 10}% (${s.counts.pass}/${s.scored})`;
}

export {
  pct,
  REPORT_FORMATS,
  chooseFormats,
  secretValues,
  Redactor
};
