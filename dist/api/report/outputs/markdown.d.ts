export declare const markdown: import("./output.js").ReportOutput;
