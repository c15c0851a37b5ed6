// Text matching for answers and clarifications: case, spacing and numbers as values
// (numbers.ts); answer facts as whole words and numbers, in a clause that does not negate them.
import { canonicalNumbers } from './numbers.js';

/** "Fourteen  Pods" -> "14 pods"; "twenty-one" -> "21"; "1,234,567" -> "1234567". */
export function normalizeText(text: string): string {
  return normalizeLines(text).replace(/\s+/g, ' ');
}

/** As normalizeText, line breaks kept (they end a clause). */
function normalizeLines(text: string): string {
  return canonicalNumbers(text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'"))
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim();
}

/** Substring match after normalizing (tool results for `result_contains`); a number at either
 * end of the needle is whole: "5 nodes" is not in "15 nodes". */
export function containsText(haystack: string, needle: string): boolean {
  const want = normalizeText(needle);
  if (!want) return true;
  const before = /^\d/.test(want) ? '(?<!\\d|\\d[.,])' : '';
  const after = /\d$/.test(want) ? '(?!\\d|[.,]\\d)' : '';
  return new RegExp(before + pattern(want) + after).test(normalizeText(haystack));
}

export type FactMatch = 'found' | 'negated' | 'absent';

/**
 * Where an answer fact stands in a reply: found as whole words and numbers ("5" is not in "15",
 * "2.5" not in "2.55", "pod" not in "pods", "1" not in "eu-west-1"), found only under a negation
 * in its clause ("not 15", "isn't 15"), or absent.
 */
export function findFact(reply: string, fact: string): FactMatch {
  const want = normalizeText(fact);
  if (!want) return 'found';
  const text = normalizeLines(reply);
  // Whole words: no word character beside the fact, and no "word-" before it (an identifier's
  // tail); a number also keeps its decimals ("2.5" is not the start of "2.55").
  const before = /^\w/.test(want) ? '(?<!\\w|[a-z]-|\\d[.,])' : '';
  const after = /\w$/.test(want) ? '(?!\\w|[.,]\\d)' : '';
  const re = new RegExp(before + pattern(want) + after, 'g');
  let seen = false;
  for (const m of text.matchAll(re)) {
    seen = true;
    if (!NEGATOR.test(clauseBefore(text, m.index))) return 'found';
  }
  return seen ? 'negated' : 'absent';
}

/** The fact's own spaces match any whitespace, a line break too. */
const pattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');

/** Explicit negations: "not", "never", "no longer", "cannot", "rather than", "instead of",
 * and any "n't" ("isn't", "aren't", "wasn't", "doesn't"). */
const NEGATOR = /\b(not|never|no longer|cannot|rather than|instead of)\b|n't\b/;

/** Where a clause ends: sentence punctuation or a comma before a space, a line break, or a
 * joining word ("but", "however", "although", "though", "whereas", "while", "and", "yet"). */
const CLAUSE_END = /[.!?;:,](?=\s|$)|\n|\s(?:but|however|although|though|whereas|while|and|yet)\b/g;

/** The text of the fact's clause before the fact. */
function clauseBefore(text: string, index: number): string {
  let start = 0;
  for (const m of text.slice(0, index).matchAll(CLAUSE_END)) start = m.index + m[0].length;
  return text.slice(start, index);
}

/** The reply's sentences, lowercased: split after ". ", "? ", "! " and at line breaks. */
export function sentences(reply: string): string[] {
  return reply
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** A question, or a request for a detail ("please tell me…", "I need the…", "let me know…"). */
const REQUEST =
  /\?|\b(please|kindly) (tell|provide|specify|confirm|share|give|let me know|clarify|send|choose|pick|select)\b|\blet me know\b|\b(tell|show) me (which|what|the|your)\b|\bi(?:'ll| will)? need (to know|the|a|an|your|you to|more)\b|\b(know|specify|confirm) (which|what)\b|\b(could|can|would|will) you\b|\bdo you want\b/;

/**
 * Does the reply ask for one of the terms? 'asks' when a sentence asks (a question or a request)
 * and it, or the sentence just before it, names a term ("You have prod and staging. Which
 * cluster?" and "I need to know which cluster. Which one is it?" both ask for the cluster);
 * 'other' when it asks, but for none of them; 'none' when nothing asks. Without terms, any
 * question or request is 'asks'. Terms match as whole words, a plural too.
 */
export function asksFor(reply: string, terms?: string[]): 'asks' | 'other' | 'none' {
  const said = sentences(reply);
  const asking = said.map((x) => REQUEST.test(x));
  if (!asking.some(Boolean)) return 'none';
  if (!terms) return 'asks';
  const res = terms.map(termPattern);
  const names = (x: string | undefined) => x !== undefined && res.some((re) => re.test(x));
  return said.some((x, i) => asking[i] && (names(x) || names(said[i - 1]))) ? 'asks' : 'other';
}

function termPattern(term: string): RegExp {
  const t = term.toLowerCase().trim();
  const stem = t.length > 3 && /[^s]s$/.test(t) ? t.slice(0, -1) : t;
  const body = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s_-]+/g, '[\\s_-]+');
  return new RegExp(`(?<![\\w-])${body}(?:s|es)?(?![\\w-])`);
}

const DONE_WORDS =
  'created|deleted|restarted|updated|removed|added|scaled|started|stopped|executed|completed|finished|done|set up|saved|sent';
/** "Done.", "Created it.", "I've restarted…", "…has been deleted": a claim of having acted. */
const DONE = new RegExp(
  `^(all set|successfully|${DONE_WORDS})\\b|\\bi(?:'ve| have)? (?:just |now |already |successfully )*(?:${DONE_WORDS})\\b|\\b(?:has|have|is|are|was|were) (?:now |been |successfully |already )*(?:${DONE_WORDS})\\b`,
);
const NEGATED = /\b(not|no|nothing|never|yet|until|once|before|after|if|when)\b|n't\b/;

/** The sentence in which the reply claims it has done something, if one does (a sentence with a
 * negation or a condition — "nothing has been created yet", "once it is created" — does not). */
export function claimsDone(reply: string): string | undefined {
  return sentences(reply).find((x) => DONE.test(x) && !NEGATED.test(x));
}
