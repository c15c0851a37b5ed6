// One report file: its format name (as --format and the `formats` input name it), its file name,
// and how it is made from the (already redacted) report.
import type { Report } from '../../model/report.js';
import { REPORT_FORMATS, type ReportFormat } from './formats.js';

export interface ReportOutput<F extends ReportFormat = ReportFormat> {
  format: F;
  file: string;
  /** Written when no --format is given. */
  byDefault: boolean;
  /** The file's text in order, in pieces (a row's part each where rows are many): the writer
   * streams them, so no whole-report string is ever built. */
  chunks(report: Report): Iterable<string>;
  /** The file's whole text: the pieces joined. */
  render(report: Report): string;
}

/** The output of a format (formats.ts names its file), made of its pieces. */
export function output<F extends ReportFormat>(
  format: F,
  chunks: ReportOutput['chunks'],
): ReportOutput<F> {
  const spec = REPORT_FORMATS.find((f) => f.format === format)!;
  return { ...spec, format, chunks, render: (report) => [...chunks(report)].join('') };
}
