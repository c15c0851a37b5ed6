export declare const FORMATS: readonly [{
    readonly format: "json";
    readonly file: "report.json";
    readonly byDefault: true;
}, {
    readonly format: "md";
    readonly file: "report.md";
    readonly byDefault: true;
}, {
    readonly format: "html";
    readonly file: "report.html";
    readonly byDefault: true;
}, {
    readonly format: "jsonl";
    readonly file: "transcripts.jsonl";
    readonly byDefault: true;
}, {
    readonly format: "junit";
    readonly file: "report.junit.xml";
    readonly byDefault: false;
}];
export type Format = (typeof FORMATS)[number]['format'];
export type FormatSpec = (typeof FORMATS)[number];
/** The names among `formats` that no report file has. */
export declare const unknownFormats: (formats: readonly string[]) => string[];
export declare const knownFormats: () => string;
/** The files to write: the named formats (json always), or the defaults. */
export declare function chooseFormats(formats?: string[]): FormatSpec[];
