// Secrets the plain search misses: one wrapped across lines, and the piece of one left where a
// text was cut before it reached the redactor. Pure functions over a text; redact.ts uses them.

/** The shortest piece of a secret, left at a cut, that is still replaced. */
const MIN_PART = 4;
// A wrapped line (a terminal, a server's stderr tail indented by us) or a JSON-escaped newline.
const BREAK = /\r?\n[ \t]*|\\n/g;

export interface Replaced {
  text: string;
  count: number;
}

/** Each form found with line breaks inside it, replaced. Searched in the text with its breaks
 * taken out, then mapped back: one pass per form, however long the text. */
export function redactWrapped(text: string, forms: string[], marker: string): Replaced {
  let out = text;
  let count = 0;
  if (!/\r?\n|\\n/.test(out)) return { text: out, count };
  let { joined, at } = join(out);
  for (const form of forms) {
    if (!joined.includes(form)) continue; // the cheap test first
    const found: [number, number][] = [];
    for (let i = joined.indexOf(form); i >= 0; i = joined.indexOf(form, i + form.length)) {
      found.push([at[i], at[i + form.length - 1] + 1]);
    }
    for (const [start, end] of found.reverse()) {
      out = out.slice(0, start) + marker + out.slice(end);
      count++;
    }
    ({ joined, at } = join(out));
  }
  return { text: out, count };
}

/** The text without its line breaks, and for each character kept, its index in `text`. */
function join(text: string): { joined: string; at: number[] } {
  const at: number[] = [];
  let joined = '';
  let from = 0;
  for (const m of text.matchAll(BREAK)) {
    for (let i = from; i < m.index; i++) at.push(i);
    joined += text.slice(from, m.index);
    from = m.index + m[0].length;
  }
  for (let i = from; i < text.length; i++) at.push(i);
  return { joined: joined + text.slice(from), at };
}

/**
 * Part of a form left where a text was cut before it reached us: the tail of a hook's output
 * starts mid-secret after its "…", a clipped message ends mid-secret before "…" or "[cut: …]".
 * Only at those marks, and only a piece of MIN_PART characters or more: a word that happens to
 * begin or end a secret elsewhere is left alone.
 */
export function redactCutEdges(text: string, forms: string[], marker: string): Replaced {
  let out = text;
  let count = 0;
  let { starts, ends } = edges(out);
  for (const form of forms) {
    for (const start of starts) {
      if (!form.includes(out.slice(start, start + MIN_PART))) continue; // the cheap test first
      for (let k = Math.min(form.length - 1, out.length - start); k >= MIN_PART; k--) {
        if (k === out.length || !out.startsWith(form.slice(-k), start)) continue;
        out = out.slice(0, start) + marker + out.slice(start + k);
        count++;
        ({ starts, ends } = edges(out));
        break;
      }
    }
    for (const end of ends) {
      if (end < MIN_PART || !form.includes(out.slice(end - MIN_PART, end))) continue;
      for (let k = Math.min(form.length - 1, end); k >= MIN_PART; k--) {
        if (k === out.length || !out.startsWith(form.slice(0, k), end - k)) continue;
        out = out.slice(0, end - k) + marker + out.slice(end);
        count++;
        ({ starts, ends } = edges(out));
        break;
      }
    }
  }
  return { text: out, count };
}

/** Where a kept part may begin (after a "…") and end (before a cut mark and the whitespace
 * before it), last first so that a replacement keeps the others valid. Only next to a mark: the
 * plain start or end of a text is no cut ("gpt-test" keeps its "test" when a key is "test-key"). */
function edges(text: string): { starts: number[]; ends: number[] } {
  if (!/…|\[cut:/.test(text)) return { starts: [], ends: [] };
  const after = [...text.matchAll(/…\s*/g)].map((m) => m.index + m[0].length);
  const before = [...text.matchAll(/\s*(?:…|\[cut:)/g)].map((m) => m.index);
  const desc = (xs: number[]) => [...new Set(xs)].sort((a, b) => b - a);
  return { starts: desc(after), ends: desc(before) };
}

/**
 * A form split across two texts that follow each other (one tool result ending with its start,
 * the next beginning with its end): both parts replaced. Only the seam is searched, the last and
 * first `longest - 1` characters of each pair, so a long text costs no more than a short one.
 */
export function redactSeams(
  texts: string[],
  forms: string[],
  anyForm: RegExp,
  marker: string,
): { texts: string[]; count: number } {
  const out = [...texts];
  let count = 0;
  const span = (forms[0]?.length ?? 1) - 1;
  for (let i = 0; span > 0 && i + 1 < out.length; i++) {
    const tail = out[i].slice(-span);
    const head = out[i + 1].slice(0, span);
    const joined = tail + head;
    if (!anyForm.test(joined)) continue; // the cheap test first
    const seam = tail.length;
    for (const form of forms) {
      const from = joined.indexOf(form, Math.max(0, seam - form.length + 1));
      if (from < 0 || from >= seam || from + form.length <= seam) continue;
      out[i] = out[i].slice(0, out[i].length - (seam - from)) + marker;
      out[i + 1] = marker + out[i + 1].slice(from + form.length - seam);
      count++;
      break;
    }
  }
  return { texts: out, count };
}
