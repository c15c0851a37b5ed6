export declare const jsonl: import("./output.js").ReportOutput;
