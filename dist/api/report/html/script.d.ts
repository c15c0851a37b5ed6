export declare const SCRIPT: string;
