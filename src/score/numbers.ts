// Numbers in free text, read as values: "five hundred" -> 500, "1,200" -> 1200, "5.0" -> 5.
// The one place answer matching reads numbers: a number-words library can replace the parser.
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
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = new Map([
  ['thousand', 1e3],
  ['million', 1e6],
  ['billion', 1e9],
  ['trillion', 1e12],
]);

type Kind = 'zero' | 'unit' | 'teen' | 'tens' | 'hundred' | 'dozen' | 'scale' | 'digits';

/** One number token: a number word, or digits (thousands commas and decimals allowed). */
function token(word: string): { kind: Kind; value: number } | undefined {
  const unit = UNITS.indexOf(word);
  if (unit >= 0) return { kind: unit === 0 ? 'zero' : unit < 10 ? 'unit' : 'teen', value: unit };
  const tens = TENS.indexOf(word);
  if (tens >= 0) return { kind: 'tens', value: (tens + 2) * 10 };
  if (word === 'hundred') return { kind: 'hundred', value: 100 };
  if (word === 'dozen') return { kind: 'dozen', value: 12 };
  const scale = SCALES.get(word);
  if (scale) return { kind: 'scale', value: scale };
  if (DIGITS.test(word)) return { kind: 'digits', value: Number(word.replace(/,/g, '')) };
  return undefined;
}

/** Digits standing alone: "1,200", "5.0", not "1.2.3", "v2" or "1,20". */
const DIGITS = /^\d+(?:,\d{3})*(?:\.\d+)?$/;

/** What may follow each kind inside one number ("twenty" then "one"; not "five" then "six"). */
const NEXT: Record<Kind | 'start', Kind[]> = {
  start: ['zero', 'unit', 'teen', 'tens', 'digits'],
  zero: [],
  unit: ['hundred', 'dozen', 'scale'],
  teen: ['hundred', 'dozen', 'scale'],
  tens: ['unit', 'dozen', 'scale'],
  hundred: ['unit', 'teen', 'tens', 'scale'],
  dozen: ['scale'],
  scale: ['unit', 'teen', 'tens'],
  digits: ['hundred', 'dozen', 'scale'],
};

/**
 * The longest number starting at words[i]: its value and how many words it used. Words are
 * lowercase; "a" counts as one before a multiplier ("a dozen" = 12, "a hundred" = 100), "and"
 * is read after a hundred or a scale ("one hundred and five" = 105). `used` is 0 when words[i]
 * starts no number.
 */
export function readNumber(words: string[], i: number): { value: number; used: number } {
  let total = 0;
  let current = 0;
  let last: Kind | 'start' = 'start';
  let used = 0;
  let j = i;
  // "a hundred", "a dozen": the article is a one.
  if (words[j] === 'a' && ['hundred', 'dozen', 'thousand', 'million'].includes(words[j + 1])) {
    current = 1;
    last = 'unit';
    j++;
  }
  for (; j < words.length; j++) {
    let word = words[j];
    let skip = 0;
    if (word === 'and' && (last === 'hundred' || last === 'scale')) {
      word = words[j + 1];
      skip = 1;
    }
    const t = word === undefined ? undefined : token(word);
    if (!t || !NEXT[last].includes(t.kind)) break;
    j += skip;
    if (t.kind === 'hundred') current = (current || 1) * 100;
    else if (t.kind === 'dozen') current = (current || 1) * 12;
    else if (t.kind === 'scale') {
      total += (current || 1) * t.value;
      current = 0;
    } else current += t.value;
    last = t.kind;
    used = j - i + 1;
  }
  return { value: total + current, used };
}

/**
 * The text with every number written as its value in plain digits: "Five Hundred" -> "500",
 * "twenty-one" -> "21", "1,200" -> "1200", "5.0" -> "5", "2.50" -> "2.5", "a dozen" -> "12",
 * "1.5 million" -> "1500000". Digits inside a word or a dotted version ("v2", "1.2.3") are left
 * alone. Expects lowercase text.
 */
export function canonicalNumbers(text: string): string {
  const parts = text.split(/(\s+|-)/);
  // parts alternate: word, separator, word, ... ; numbers may span "twenty-one", "five hundred".
  const words: string[] = [];
  const seps: string[] = [];
  parts.forEach((p, k) => (k % 2 === 0 ? words.push(p) : seps.push(p)));
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const { head, core, tail } = split(words[i]);
    const inner = [core, ...words.slice(i + 1)];
    // A number continues only through a bare word: "five hundred," ends at the comma.
    const { value, used } = core ? readNumber(bareRun(inner, tail, seps, i), 0) : NONE;
    if (used === 0) {
      out.push(words[i], seps[i] ?? '');
      i++;
      continue;
    }
    const lastWord = split(words[i + used - 1]);
    out.push(
      head,
      formatNumber(value),
      used === 1 ? tail : lastWord.tail,
      seps[i + used - 1] ?? '',
    );
    i += used;
  }
  return out.join('');
}

const NONE = { value: 0, used: 0 };

/** A word's punctuation apart: "(five" -> "(", "five", ""; "1,200." -> "", "1,200", ".". */
function split(word: string): { head: string; core: string; tail: string } {
  const m = /^([^\w]*)(.*?)([^\w]*)$/.exec(word)!;
  return { head: m[1], core: m[2], tail: m[3] };
}

/**
 * The words a number may be read from: the first word's core, then the following words while
 * the previous one has no trailing punctuation, each joined by a space or a hyphen only.
 */
function bareRun(inner: string[], tail: string, seps: string[], i: number): string[] {
  const run = [inner[0]];
  let open = tail === '';
  for (let k = 1; k < inner.length && open; k++) {
    const { head: h, core, tail: t } = split(inner[k]);
    if (h !== '' || core === '' || /\n/.test(seps[i + k - 1] ?? '')) break;
    run.push(core);
    open = t === '';
  }
  return run;
}

/** Plain decimal digits, no exponent, no trailing zeros: 5, 2.5, 1500000. */
export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return BigInt(value).toString();
  return String(Number(value.toPrecision(15)));
}
