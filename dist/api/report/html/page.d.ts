import type { Report } from '../../model/report.js';
/**
 * JSON that is safe inside a <script> element: `<` (so no `</script>` or `<!--` can end or
 * change the element), `>`, `&` and the JavaScript line separators are written as \u escapes,
 * which JSON.parse reads back unchanged.
 */
export declare function scriptJson(value: unknown): string;
/** Text for HTML element content and attribute values. */
export declare function escapeHtml(text: string): string;
export declare function renderHtml(report: Report): string;
/** The page in pieces: its report data a row at a time. */
export declare function htmlChunks(report: Report): Generator<string>;
