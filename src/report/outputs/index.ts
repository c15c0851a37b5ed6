// Every report file the tool can write, as formats.ts names them: `--format` (the `formats`
// input) picks among them; the writer reads this list.
import { html } from './html.js';
import { json } from './json.js';
import { jsonl } from './jsonl.js';
import { junit } from './junit.js';
import { markdown } from './markdown.js';
import { chooseFormats } from './formats.js';
import type { ReportOutput } from './output.js';

export type { ReportOutput } from './output.js';

export const OUTPUTS: readonly ReportOutput[] = [json, markdown, html, jsonl, junit];

/** The outputs to write: the named formats (json always), or the defaults. */
export const chooseOutputs = (formats?: string[]): ReportOutput[] =>
  chooseFormats(formats).map((f) => OUTPUTS.find((o) => o.format === f.format)!);
