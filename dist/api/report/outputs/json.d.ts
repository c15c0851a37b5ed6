export declare const json: import("./output.js").ReportOutput;
