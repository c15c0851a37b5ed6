export declare const STYLE: string;
