import type { Report } from '../../model/report.js';
export interface ReportOutput {
    format: string;
    file: string;
    /** Written when no --format is given. */
    byDefault: boolean;
    render(report: Report): string;
}
