// Secrets recognised by their shape, wherever they appear (a tool result, a model's answer), and
// the cheap test that tells a text holds none of them.

export interface SecretPattern {
  name: string;
  pattern: RegExp;
  /** What the pattern's match starts with, after its `\b` (a regex source): see PATTERN_HINT. */
  start: string;
  keep?: string;
}

export const SECRET_PATTERNS: SecretPattern[] = [
  // A token, not a word: at least 16 characters, one of them a digit.
  {
    name: 'bearer token',
    pattern: /\b(Bearer\s+)(?=[A-Za-z0-9\-._~+/]*\d)[A-Za-z0-9\-._~+/]{16,}=*/gi,
    start: '[Bb][Ee][Aa][Rr][Ee][Rr]',
    keep: '$1',
  },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, start: 'AKIA|ASIA' },
  { name: 'OpenAI-style key', pattern: /\bsk-[A-Za-z0-9_-]{20,}/g, start: 'sk-' },
  {
    name: 'GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g,
    start: 'gh[pousr]_|github_pat_',
  },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g, start: 'AIza' },
];

/** Every pattern's start at a word boundary: a text it does not match holds no pattern's match,
 * so one scan spares the replace passes of the (usual) clean text. */
export const PATTERN_HINT = `\\b(?:${SECRET_PATTERNS.map((p) => p.start).join('|')})`;

/** `text` matched literally inside a RegExp. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
