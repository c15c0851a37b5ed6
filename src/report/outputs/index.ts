// Every report file the tool can write. `--format` (the `formats` input) picks among them; the
// writer, the action's artifact and its outputs read this one list.
import { SetupError } from '../../errors.js';
import { html } from './html.js';
import { json } from './json.js';
import { jsonl } from './jsonl.js';
import { junit } from './junit.js';
import { markdown } from './markdown.js';
import type { ReportOutput } from './output.js';

export type { ReportOutput } from './output.js';

export const OUTPUTS: readonly ReportOutput[] = [json, markdown, html, jsonl, junit];

/** The outputs to write: the named formats (json always), or the defaults. */
export function chooseOutputs(formats?: string[]): ReportOutput[] {
  if (!formats?.length) return OUTPUTS.filter((o) => o.byDefault);
  const unknown = formats.filter((f) => !OUTPUTS.some((o) => o.format === f));
  if (unknown.length) {
    throw new SetupError(
      `Unknown report format(s): ${unknown.join(', ')} (known: ${OUTPUTS.map((o) => o.format).join(', ')})`,
    );
  }
  return OUTPUTS.filter((o) => o.format === 'json' || formats.includes(o.format));
}
