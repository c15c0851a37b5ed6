export declare function duration(ms: number): string;
