// One report file: its format name (as --format and the `formats` input name it), its file name,
// and how it is made from the (already redacted) report.
import type { Report } from '../../model/report.js';

export interface ReportOutput {
  format: string;
  file: string;
  /** Written when no --format is given. */
  byDefault: boolean;
  render(report: Report): string;
}
