// Counts tokens of OpenAI's o200k_base encoding, as tiktoken's encode_ordinary would produce them:
// the text split by the encoding's pattern, then each piece's UTF-8 bytes merged pair by pair,
// the lowest-ranked pair first. The rank table (o200k.generated.ts) is read once into typed
// arrays: about 6 MB outside the JS heap, where gpt-tokenizer's array and Map held 38 MB and took
// 140–160 ms of CPU to load (docs/bench.md). __tests__/mcp/bpe.test.ts checks every count against
// gpt-tokenizer's.
import { O200K_PACKED, O200K_TOKENS } from './o200k.generated.js';

// tiktoken's o200k_base pattern. JavaScript has no `(?i:…)`: the contractions spell both cases.
const CONTRACTION = String.raw`(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])?`;
const UPPER = String.raw`[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]`;
const LOWER = String.raw`[\p{Ll}\p{Lm}\p{Lo}\p{M}]`;
const LEAD = String.raw`[^\r\n\p{L}\p{N}]?`;
const SPLIT = new RegExp(
  [
    `${LEAD}${UPPER}*${LOWER}+${CONTRACTION}`,
    `${LEAD}${UPPER}+${LOWER}*${CONTRACTION}`,
    String.raw`\p{N}{1,3}`,
    String.raw` ?[^\s\p{L}\p{N}]+[\r\n/]*`,
    String.raw`\s*[\r\n]+`,
    String.raw`\s+(?!\S)`,
    String.raw`\s+`,
  ].join('|'),
  'gu',
);

/** The ranks: token r's bytes are packed[at[r], at[r] + packed[at[r] - 1]); `slots` is an
 * open-addressing hash of every token's bytes to its rank + 1 (0: empty). */
interface Table {
  packed: Uint8Array;
  at: Uint32Array;
  slots: Int32Array;
  mask: number;
}

let table: Table | undefined;
const encoder = new TextEncoder();
let scratch = new Uint8Array(4096);

/** FNV-1a over bytes[start, end). */
function hash(bytes: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

function load(): Table {
  const packed = Buffer.from(O200K_PACKED, 'base64');
  const at = new Uint32Array(O200K_TOKENS);
  // A power of two at least 2.5 times the tokens: probes stay short.
  const size = 2 ** Math.ceil(Math.log2(O200K_TOKENS * 2.5));
  const slots = new Int32Array(size);
  const mask = size - 1;
  for (let r = 0, i = 0; r < O200K_TOKENS; r++) {
    const start = i + 1;
    i = start + packed[i];
    at[r] = start;
    let s = hash(packed, start, i) & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
    slots[s] = r + 1;
  }
  return { packed, at, slots, mask };
}

/** The rank of bytes[start, end) as one token, or -1. */
function rankOf(t: Table, bytes: Uint8Array, start: number, end: number): number {
  const n = end - start;
  for (let s = hash(bytes, start, end) & t.mask; ; s = (s + 1) & t.mask) {
    const v = t.slots[s];
    if (v === 0) return -1;
    const from = t.at[v - 1];
    if (t.packed[from - 1] !== n) continue;
    let i = 0;
    while (i < n && t.packed[from + i] === bytes[start + i]) i++;
    if (i === n) return v - 1;
  }
}

const NONE = 0x7fffffff;

/** How many tokens one piece's bytes[0, n) merge into (tiktoken's byte-pair merge). */
function mergeCount(t: Table, bytes: Uint8Array, n: number): number {
  if (n <= 1 || rankOf(t, bytes, 0, n) >= 0) return 1;
  // Token boundaries (the last is the end), and the rank of the merge of tokens i and i + 1.
  const starts = new Int32Array(n + 1);
  const ranks = new Int32Array(n + 1);
  let m = n + 1;
  const pairRank = (i: number) => {
    if (i + 2 >= m) return NONE;
    const r = rankOf(t, bytes, starts[i], starts[i + 2]);
    return r < 0 ? NONE : r;
  };
  for (let i = 0; i < m; i++) starts[i] = i;
  for (let i = 0; i < m; i++) ranks[i] = pairRank(i);
  for (;;) {
    let best = NONE;
    let at = -1;
    for (let i = 0; i + 2 < m; i++) {
      if (ranks[i] < best) {
        best = ranks[i];
        at = i;
      }
    }
    if (at < 0) break;
    starts.copyWithin(at + 1, at + 2, m);
    ranks.copyWithin(at + 1, at + 2, m);
    m--;
    ranks[at] = pairRank(at);
    if (at > 0) ranks[at - 1] = pairRank(at - 1);
  }
  return m - 1;
}

/** The o200k_base tokens of `text`, special-token spellings counted as plain text. */
export function countO200k(text: string): number {
  const t = (table ??= load());
  let n = 0;
  for (const [piece] of text.matchAll(SPLIT)) {
    // UTF-8 takes at most 3 bytes per UTF-16 unit (a surrogate pair: 4 for 2).
    if (scratch.length < piece.length * 3) scratch = new Uint8Array(piece.length * 3);
    const { written } = encoder.encodeInto(piece, scratch);
    n += mergeCount(t, scratch, written);
  }
  return n;
}
