import type { Report } from '../../model/report.js';
export interface ReportOutput {
    format: string;
    file: string;
    /** Written when no --format is given. */
    byDefault: boolean;
    /** The file's text in order, in pieces (a row's part each where rows are many): the writer
     * streams them, so no whole-report string is ever built. */
    chunks(report: Report): Iterable<string>;
    /** The file's whole text: the pieces joined. */
    render(report: Report): string;
}
/** An output made of its pieces. */
export declare function output(o: Omit<ReportOutput, 'render'>): ReportOutput;
