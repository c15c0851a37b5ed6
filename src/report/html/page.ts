// report.html: one self-contained page (inline CSS and script, no network) that shows the summary,
// filters, and each row's conversation. The report goes in as JSON, rendered by the page's script.
import type { Report } from '../../model/report.js';
import { reportJson } from '../outputs/json-text.js';
import { comparisonView } from './comparison-view.js';
import { SCRIPT } from './script.generated.js';
import { STYLE } from './style.js';

/**
 * JSON that is safe inside a <script> element: `<` (so no `</script>` or `<!--` can end or
 * change the element), `>`, `&` and the JavaScript line separators are written as \u escapes,
 * which JSON.parse reads back unchanged.
 */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** JSON text made safe inside a <script> element; a character at a time, so a piece at a time. */
const scriptSafe = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function renderHtml(report: Report): string {
  return [...htmlChunks(report)].join('');
}

/** The page in pieces: its report data a row at a time. */
export function* htmlChunks(report: Report): Generator<string> {
  const title = `${report.tool.name} report · ${report.startedAt}`;
  yield [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing may load from elsewhere: the page's own style and script only.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<div id="app"><p>Loading ${report.results.length} rows… (this page needs JavaScript)</p></div>`,
    `<script type="application/json" id="report-data">`,
  ].join('\n');
  for (const piece of reportJson(report, 0)) yield scriptSafe(piece);
  yield '</script>\n';
  // The comparison's words, made as report.md makes them; the script lays them out.
  if (report.comparison) {
    yield `<script type="application/json" id="comparison-view">${scriptJson(comparisonView(report.comparison))}</script>\n`;
  }
  yield [`<script>${SCRIPT}</script>`, '</body>', '</html>', ''].join('\n');
}
