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
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const WORDS = new Map<string, number>([
  ...UNITS.map((w, i) => [w, i] as [string, number]),
  ...TENS.map((w, i) => [w, i * 10] as [string, number]).filter(([w]) => w),
]);

/** "Fourteen  Pods" -> "14 pods"; "twenty-one" -> "21". */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b([a-z]+)(?:[- ]([a-z]+))?\b/g, (whole, a: string, b?: string) => {
      const tens = WORDS.get(a);
      const unit = b === undefined ? undefined : WORDS.get(b);
      if (tens !== undefined && tens >= 20 && tens % 10 === 0 && unit !== undefined && unit < 10) {
        return String(tens + unit);
      }
      if (tens === undefined) return whole;
      return b === undefined ? String(tens) : `${tens} ${unit ?? b}`;
    })
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

export function containsText(haystack: string, needle: string): boolean {
  return normalizeText(haystack).includes(normalizeText(needle));
}
