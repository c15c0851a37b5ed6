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
  return normalizeText(haystack).includes(normalizeText(needle));
}
