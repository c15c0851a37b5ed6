// The report files by format name: what `--format` and the `formats` input accept, their file
// names and which are written by default. Apart from the renderers (index.ts, one per name here,
// checked by the compiler), so that checking the names before a run loads none of them.
import { SetupError } from '../../errors.js';

export const REPORT_FORMATS = [
  { format: 'json', file: 'report.json', byDefault: true },
  { format: 'md', file: 'report.md', byDefault: true },
  { format: 'html', file: 'report.html', byDefault: true },
  { format: 'jsonl', file: 'transcripts.jsonl', byDefault: true },
  { format: 'junit', file: 'report.junit.xml', byDefault: false },
] as const;

export type ReportFormat = (typeof REPORT_FORMATS)[number]['format'];
type ReportFormatSpec = (typeof REPORT_FORMATS)[number];

/** The names among `formats` that no report file has. */
export const unknownFormats = (formats: readonly string[]): string[] =>
  formats.filter((f) => !REPORT_FORMATS.some((o) => o.format === f));

export const knownFormats = (): string => REPORT_FORMATS.map((o) => o.format).join(', ');

/** The files to write: the named formats (json always), or the defaults. */
export function chooseFormats(formats?: string[]): ReportFormatSpec[] {
  if (!formats?.length) return REPORT_FORMATS.filter((f) => f.byDefault);
  const unknown = unknownFormats(formats);
  if (unknown.length) {
    throw new SetupError(
      `Unknown report format(s): ${unknown.join(', ')} (known: ${knownFormats()})`,
    );
  }
  return REPORT_FORMATS.filter((o) => o.format === 'json' || formats.includes(o.format));
}
