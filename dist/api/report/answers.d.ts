import type { ResultRow } from '../model/report.js';
/** Characters of output shown per case. */
export declare const OUTPUT_LIMIT = 2000;
export declare function answerSection(rows: ResultRow[]): string[];
/** The text cut at OUTPUT_LIMIT characters, with a marker saying how much was left out. */
export declare function cut(text: string, limit?: number): string;
