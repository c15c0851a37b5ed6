import type { Report } from '../../model/report.js';
import { type Format } from './formats.js';
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
/** The output of a format (formats.ts names its file), made of its pieces. */
export declare function output(format: Format, chunks: ReportOutput['chunks']): ReportOutput;
