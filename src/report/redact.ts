// Secrets never reach a report: values of env vars named like secrets are replaced.
const SECRET_NAME = /(KEY|TOKEN|SECRET|PASSWORD)$/i;
const MIN_LENGTH = 6;
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
  private readonly forms: string[];

  constructor(secrets: string[]) {
    this.forms = secrets;
  }

  /** Every string below `value`, redacted; numbers and keys stay as they are, so JSON stays JSON. */
  redactDeep<T>(value: T): T {
    if (typeof value === 'string') return this.redact(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.redactDeep(v)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, this.redactDeep(v)]),
      ) as T;
    }
    return value;
  }

  redact(text: string): string {
    let out = text;
    for (const form of this.forms) {
      const parts = out.split(form);
      this.count += parts.length - 1;
      out = parts.join(REDACTED);
    }
    for (const { pattern, keep } of SECRET_PATTERNS) {
      out = out.replace(pattern, (...m: string[]) => {
        this.count++;
        return `${keep ? keep.replace('$1', m[1]) : ''}${REDACTED}`;
      });
    }
    return out;
  }
}
