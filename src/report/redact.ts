// Secrets never reach an output: values of env vars named like secrets, and those handed to the
// server through ${env:NAME}, are replaced in every form they take (secret-forms.ts), in strings,
// object keys and numbers, and where a cut or a line break left only part of one.
import { MIN_LENGTH, secretForms } from './secret-forms.js';
import { redactCutEdges, redactWrapped, type Replaced } from './redact-parts.js';

const SECRET_NAME = /(KEY|TOKEN|SECRET|PASSWORD)$/i;
export const REDACTED = '[REDACTED]';

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

/** Secrets recognised by their shape, wherever they appear (a tool result, a model's answer). */
export const SECRET_PATTERNS: { name: string; pattern: RegExp; keep?: string }[] = [
  // A token, not a word: at least 16 characters, one of them a digit.
  {
    name: 'bearer token',
    pattern: /\b(Bearer\s+)(?=[A-Za-z0-9\-._~+/]*\d)[A-Za-z0-9\-._~+/]{16,}=*/gi,
    keep: '$1',
  },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { name: 'OpenAI-style key', pattern: /\bsk-[A-Za-z0-9_-]{20,}/g },
  {
    name: 'GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g,
  },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
];

export class Redactor {
  count = 0;
  /** Every form of every secret, longest first. */
  private forms: string[] = [];
  private secrets: string[] = [];
  /** Short texts already searched: what they became and how many secrets that replaced. */
  private seen = new Map<string, Replaced>();

  constructor(secrets: string[] = []) {
    this.add(secrets);
  }

  /** More secrets, learnt later (the `${env:NAME}` values once the config is read). */
  add(secrets: string[]): string[] {
    const fresh = secrets.filter((s) => s.length >= MIN_LENGTH && !this.secrets.includes(s));
    if (!fresh.length) return [];
    this.secrets.push(...fresh);
    this.seen.clear();
    const added = [...new Set(fresh.flatMap(secretForms))].filter((f) => !this.forms.includes(f));
    // Longest first, so a form that contains another is replaced whole.
    this.forms = [...this.forms, ...added].sort((a, b) => b.length - a.length);
    return added;
  }

  /** Every form of every secret, for a log masker (core.setSecret). */
  get allForms(): string[] {
    return [...this.forms];
  }

  /** A copy of `value` with strings, object keys and numbers redacted; JSON stays JSON. */
  redactDeep<T>(value: T): T {
    if (typeof value === 'string') return this.redact(value) as T;
    if (typeof value === 'number') return this.redactNumber(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.redactDeep(v)) as T;
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        let key = this.redact(k);
        // Two keys redacted alike (or one already "[REDACTED]") must both stay: number them.
        for (let n = 2; Object.hasOwn(out, key); n++) key = `${REDACTED}#${n}`;
        out[key] = this.redactDeep(v);
      }
      return out as T;
    }
    return value;
  }

  /** A number whose digits hold a secret (a card number sent as a JSON number). */
  private redactNumber(n: number): number | string {
    const digits = String(n);
    if (!this.secrets.some((s) => digits.includes(s))) return n;
    this.count++;
    return REDACTED;
  }

  redact(text: string): string {
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

  private search(text: string): string {
    let out = this.redactPlain(text);
    for (const { pattern, keep } of SECRET_PATTERNS) {
      out = out.replace(pattern, (...m: string[]) => {
        this.count++;
        return `${keep ? keep.replace('$1', m[1]) : ''}${REDACTED}`;
      });
    }
    if (!this.forms.length) return out;
    out = this.counted(redactWrapped(out, this.forms, REDACTED));
    return this.counted(redactCutEdges(out, this.forms, REDACTED));
  }

  /** Each form as written, only: for a long rendered text whose strings were redacted already. */
  redactPlain(text: string): string {
    let out = text;
    for (const form of this.forms) {
      if (!out.includes(form)) continue;
      const parts = out.split(form);
      this.count += parts.length - 1;
      out = parts.join(REDACTED);
    }
    return out;
  }

  private counted(r: Replaced): string {
    this.count += r.count;
    return r.text;
  }
}
