// JSON.stringify(report, null, indent) to the byte, in pieces: the report's other fields one piece
// each, its results a batch of rows a piece. report.json (indented) and report.html's data
// (compact).
import type { Report } from '../../model/report.js';

/** Rows per piece: enough to keep the per-call cost low, few enough to keep pieces small. */
const ROWS = 16;

/**
 * `"key": value` as it sits in the whole report's text. The field is written inside an object
 * of its own, so that JSON.stringify indents it for that depth (no second pass to re-indent),
 * and the object's braces are cut off.
 */
function field(key: string, value: unknown, indent: number): string | undefined {
  const text = JSON.stringify({ [key]: value }, null, indent);
  if (text === '{}') return undefined; // a value JSON leaves out (undefined)
  return indent ? text.slice(2 + indent, -2) : text.slice(1, -1);
}

export function* reportJson(report: Report, indent: 0 | 2): Generator<string> {
  const nl = indent ? '\n' : '';
  const pad = ' '.repeat(indent);
  let first = true;
  const entries = report as unknown as Record<string, unknown>;
  for (const key of Object.keys(report)) {
    const value = entries[key];
    const head = `${first ? '{' : ','}${nl}${pad}`;
    if (key === 'results' && Array.isArray(value) && value.length) {
      first = false;
      for (let i = 0; i < value.length; i += ROWS) {
        // `"results": [` and the batch's rows, then `]` cut off: rows joined as in the whole.
        const text = field(key, value.slice(i, i + ROWS), indent) as string;
        yield i
          ? `,${text.slice(text.indexOf('[') + 1, -(indent + 1) - nl.length)}`
          : `${head}${text.slice(0, -(indent + 1) - nl.length)}`;
      }
      yield `${nl}${pad}]`;
      continue;
    }
    const text = field(key, value, indent);
    if (text === undefined) continue;
    first = false;
    yield `${head}${text}`;
  }
  yield first ? '{}' : `${nl}}`;
}
