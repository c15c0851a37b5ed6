// Secrets never reach a report: values of env vars named like secrets are replaced.
const SECRET_NAME = /(KEY|TOKEN|SECRET|PASSWORD)$/i;
const MIN_LENGTH = 6;
export const REDACTED = '[REDACTED]';

export function secretValues(env: NodeJS.ProcessEnv): string[] {
  const values = Object.entries(env)
    .filter(([name, value]) => SECRET_NAME.test(name) && value && value.length >= MIN_LENGTH)
    .map(([, value]) => value as string);
  // Longest first, so a secret that contains another is replaced whole.
  return [...new Set(values)].sort((a, b) => b.length - a.length);
}

export class Redactor {
  count = 0;
  private readonly forms: string[];

  constructor(secrets: string[]) {
    // Also the JSON-escaped form, for values with quotes or backslashes inside report.json.
    this.forms = [...new Set(secrets.flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]))];
  }

  redact(text: string): string {
    let out = text;
    for (const form of this.forms) {
      const parts = out.split(form);
      this.count += parts.length - 1;
      out = parts.join(REDACTED);
    }
    return out;
  }
}
