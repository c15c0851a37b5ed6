// Every report file the tool can write, one renderer per name of formats.ts: `--format` (the
// `formats` input) picks among them; the writer reads this list.
import { html } from './html.js';
import { json } from './json.js';
import { jsonl } from './jsonl.js';
import { junit } from './junit.js';
import { markdown } from './markdown.js';
import { chooseFormats, REPORT_FORMATS, type ReportFormat } from './formats.js';
import type { ReportOutput } from './output.js';

/** A format without its renderer, or a renderer filed under another format, does not typecheck. */
const BY_FORMAT: { [F in ReportFormat]: ReportOutput<F> } = {
  json,
  md: markdown,
  html,
  jsonl,
  junit,
};

/** In the order of REPORT_FORMATS. */
export const OUTPUTS: readonly ReportOutput[] = REPORT_FORMATS.map((f) => BY_FORMAT[f.format]);

/** The outputs to write: the named formats (json always), or the defaults. */
export const chooseOutputs = (formats?: string[]): ReportOutput[] =>
  chooseFormats(formats).map((f) => BY_FORMAT[f.format]);
