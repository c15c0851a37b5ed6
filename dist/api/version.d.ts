export declare function version(): Promise<string>;
