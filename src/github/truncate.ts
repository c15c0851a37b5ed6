// Cuts Markdown to a size limit at a clean boundary: the end of a line (so a table row is never
// split) and outside any code fence (so the rest of the page is not swallowed by an open fence).

export interface FitOptions {
  /** The largest allowed size of the result, note included, in `measure` units. */
  limit: number;
  /** Appended after the cut; explains where the full report is. */
  note: string;
  /** Size of a string: characters for a PR comment, UTF-8 bytes for the job summary. */
  measure?: (s: string) => number;
}

export interface Fitted {
  text: string;
  truncated: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const DETAILS_OPEN = /<details[\s>]/gi;
const DETAILS_CLOSE = /<\/details>/gi;
const CLOSE_DETAILS = '</details>\n';

export const utf8Bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** The line with its code spans blanked: a backtick run up to the next run of the same length. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, ' ');
}

export function fitMarkdown(text: string, options: FitOptions): Fitted {
  const measure = options.measure ?? ((s: string) => s.length);
  if (measure(text) <= options.limit) return { text, truncated: false };

  const note = `\n\n${options.note.trim()}\n`;
  const lines = text.split(/(?<=\n)/); // keep each line's newline
  let size = 0;
  let fence: string | undefined; // the open fence's marker, e.g. "```"
  let details = 0; // open <details> blocks, closed again after the cut
  let best = { end: 0, details: 0 };
  let end = 0;

  for (const line of lines) {
    size += measure(line);
    end += line.length;
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined && marker) fence = marker;
    else if (fence !== undefined && marker?.[0] === fence[0] && marker.length >= fence.length) {
      if (line.trim() === marker) fence = undefined;
    } else if (fence === undefined) {
      // A tag inside a code span is text (a hostile scenario id shown as `</details>`).
      const html = withoutCodeSpans(line);
      details += (html.match(DETAILS_OPEN)?.length ?? 0) - (html.match(DETAILS_CLOSE)?.length ?? 0);
      details = Math.max(details, 0);
    }
    // Only a line end outside a fence is a cut point (a table row is one line, so it is never
    // split). The closers for still-open <details> count against the budget too.
    const tail = measure(note) + measure(CLOSE_DETAILS) * details;
    if (size + tail > options.limit) break;
    if (fence === undefined && line.endsWith('\n')) best = { end, details };
  }

  const head = text.slice(0, best.end);
  return {
    text: head + CLOSE_DETAILS.repeat(best.details) + note.replace(/^\n+/, head ? '\n' : ''),
    truncated: true,
  };
}
