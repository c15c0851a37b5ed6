export declare const html: import("./output.js").ReportOutput;
