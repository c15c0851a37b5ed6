// Text normalisation for answer matching: case, spacing and numbers written as words.
const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
// Stryker disable next-line StringLiteral: equivalent, the placeholders for 0 and 10 are dropped below, and no lowercased word has uppercase letters
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const WORDS = new Map<string, number>([
  ...UNITS.map((w, i) => [w, i] as [string, number]),
  // Stryker disable next-line MethodExpression: equivalent, a word is never empty, so an entry for '' is never read
  ...TENS.map((w, i) => [w, i * 10] as [string, number]).filter(([w]) => w),
]);

/** A tens word and a unit word ("twenty-one", "thirty five"), or any one word. */
const NUMBER_WORD = new RegExp(
  `\\b(${TENS.filter(Boolean).join('|')})[- ](${UNITS.slice(1, 10).join('|')})\\b|\\b[a-z]+\\b`,
  'g',
);

/** "Fourteen  Pods" -> "14 pods"; "twenty-one" -> "21"; "1,234,567" -> "1234567". */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(NUMBER_WORD, (whole, tens?: string, unit?: string) =>
      tens ? String(WORDS.get(tens)! + WORDS.get(unit!)!) : String(WORDS.get(whole) ?? whole),
    )
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function containsText(haystack: string, needle: string): boolean {
  const want = normalizeText(needle);
  if (!want) return true;
  // A number at either end of the element is whole: "5 nodes" is not in "15 nodes", "2.5" not in "2.55".
  const before = /^\d/.test(want) ? '(?<!\\d|\\d[.,])' : '';
  const after = /\d$/.test(want) ? '(?!\\d|[.,]\\d)' : '';
  return new RegExp(before + escapeRegex(want) + after).test(normalizeText(haystack));
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does a reply ask the user for something? A question, or a request for the missing detail —
 * not a refusal, not a claim that it is done. */
export function asks(reply: string): boolean {
  return ASKING.test(reply);
}

const ASKING =
  /\?|\b(please (tell|provide|specify|confirm|share|give|let me know|clarify|send)|let me know|could you|can you|would you|do you want|which (one|of)|i need (to know|the|a|more|you))\b/i;
