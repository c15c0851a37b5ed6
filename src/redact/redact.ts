// Secrets never reach an output: values of env vars named like secrets, and those handed to the
// server through ${env:NAME}, and the run's credentials, are replaced in every form they take
// (secret-forms.ts), in strings, object keys and numbers, and where a cut, a line break or the
// seam between two texts (one tool result and the next) left only part of one.
import { MIN_LENGTH, secretForms } from './secret-forms.js';
import { redactCutEdges, redactSeams, redactWrapped, type Replaced } from './redact-parts.js';
import { PATTERN_HINT, SECRET_PATTERNS, literal } from './secret-patterns.js';

const SECRET_NAME = /(KEY|TOKEN|SECRET|PASSWORD)$/i;
export const REDACTED = '[REDACTED]';
// As redact-parts.ts breaks a line: what a wrapped secret is searched without.
const BREAK = /\r?\n[ \t]*|\\n/g;
/** Object keys known clean, kept up to this many: a report repeats a few field names. */
const CLEAN_KEYS = 10_000;
const ANY_PATTERN = new RegExp(PATTERN_HINT);

export function secretValues(env: NodeJS.ProcessEnv, passed: string[] = []): string[] {
  const values = [
    ...Object.entries(env)
      .filter(([name, value]) => SECRET_NAME.test(name) && value && value.length >= MIN_LENGTH)
      .map(([, value]) => value as string),
    // Whatever its name, a value handed to the server is treated as a secret.
    ...passed.filter((value) => value.length >= MIN_LENGTH),
  ];
  // Longest first, so a secret that contains another is replaced whole.
  return [...new Set(values)].sort((a, b) => b.length - a.length);
}

export class Redactor {
  count = 0;
  /** Every form of every secret, longest first. */
  private forms: string[] = [];
  private secrets: string[] = [];
  /** Short texts already searched: what they became and how many secrets that replaced. */
  private seen = new Map<string, Replaced>();
  /** Any form as written; undefined with no secrets. */
  private anyForm: RegExp | undefined;
  /** What every replacement needs somewhere in a text (a form, a pattern's start, a line break
   * or a cut mark): a text without it is returned as it is, with one scan. */
  private hint = ANY_PATTERN;
  private cleanKeys = new Set<string>();

  constructor(secrets: string[] = []) {
    this.add(secrets);
  }

  /** More secrets, learnt later (the `${env:NAME}` values once the config is read). */
  add(secrets: string[]): string[] {
    const fresh = secrets.filter((s) => s.length >= MIN_LENGTH && !this.secrets.includes(s));
    if (!fresh.length) return [];
    this.secrets.push(...fresh);
    this.seen.clear();
    this.cleanKeys.clear();
    const added = [...new Set(fresh.flatMap(secretForms))].filter((f) => !this.forms.includes(f));
    // Longest first, so a form that contains another is replaced whole.
    this.forms = [...this.forms, ...added].sort((a, b) => b.length - a.length);
    const forms = this.forms.map(literal).join('|');
    this.anyForm = new RegExp(forms);
    this.hint = new RegExp(`${forms}|${PATTERN_HINT}|\\n|\\\\n|…|\\[cut:`);
    return added;
  }

  /** Every form of every secret, for a log masker (core.setSecret). */
  get allForms(): string[] {
    return [...this.forms];
  }

  /** Longest form's length: a plain search over a text in pieces overlaps them by one less. */
  get longestForm(): number {
    return this.forms[0]?.length ?? 0;
  }

  /**
   * `value` with strings, object keys and numbers redacted; JSON stays JSON. What holds no
   * secret is shared, not copied: a clean report costs one scan of its strings.
   */
  redactDeep<T>(value: T): T {
    if (typeof value === 'string') return this.redact(value) as T;
    if (typeof value === 'number') return this.redactNumber(value) as T;
    if (Array.isArray(value)) return this.redactArray(value) as T;
    if (value && typeof value === 'object') return this.redactObject(value) as T;
    return value;
  }

  private redactArray(value: unknown[]): unknown[] {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const r = this.redactDeep(v);
      if (!out && !Object.is(r, v)) out = value.slice(0, i);
      out?.push(r);
    }
    return out ?? value;
  }

  private redactObject(value: object): object {
    const keys = Object.keys(value);
    const values = value as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
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
      // Two keys redacted alike (or one already "[REDACTED]") must both stay: number them.
      let unique = key;
      for (let n = 2; Object.hasOwn(out, unique); n++) unique = `${REDACTED}#${n}`;
      out[unique] = r;
    }
    return out ?? value;
  }

  private redactKey(k: string): string {
    if (this.cleanKeys.has(k)) return k;
    const key = this.redact(k);
    if (key === k && this.cleanKeys.size < CLEAN_KEYS) this.cleanKeys.add(k);
    return key;
  }

  /** A number whose digits hold a secret (a card number sent as a JSON number). */
  private redactNumber(n: number): number | string {
    if (!this.secrets.length) return n;
    const digits = String(n);
    if (!this.secrets.some((s) => digits.includes(s))) return n;
    this.count++;
    return REDACTED;
  }

  redact(text: string): string {
    if (!this.hint.test(text)) return text;
    // A report repeats its short strings (keys, statuses, tool names) many times: one search each.
    const cached = text.length <= 256 ? this.seen.get(text) : undefined;
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
  private search(text: string): string {
    let out = this.redactPlain(text);
    if (ANY_PATTERN.test(out)) {
      for (const { pattern, keep } of SECRET_PATTERNS) {
        out = out.replace(pattern, (...m: string[]) => {
          this.count++;
          return `${keep ? keep.replace('$1', m[1]) : ''}${REDACTED}`;
        });
      }
    }
    if (!this.anyForm) return out;
    if (this.anyForm.test(out.replace(BREAK, ''))) {
      out = this.counted(redactWrapped(out, this.forms, REDACTED));
    }
    return this.counted(redactCutEdges(out, this.forms, REDACTED));
  }

  /** Each form as written, only: for a long rendered text whose strings were redacted already. */
  redactPlain(text: string): string {
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
  redactSeams(texts: string[]): string[] {
    if (!this.anyForm || texts.length < 2) return texts;
    const r = redactSeams(texts, this.forms, this.anyForm, REDACTED);
    this.count += r.count;
    return r.count ? r.texts : texts;
  }

  /** Whether `text` holds a secret in any form or shape the redactor replaces. Not counted. */
  holds(text: string): boolean {
    if (!this.hint.test(text)) return false;
    const before = this.count;
    const out = this.redact(text);
    this.count = before;
    return out !== text;
  }

  private counted(r: Replaced): string {
    this.count += r.count;
    return r.text;
  }
}
