export declare const REDACTED = "[REDACTED]";
export declare function secretValues(env: NodeJS.ProcessEnv, passed?: string[]): string[];
/** Secrets recognised by their shape, wherever they appear (a tool result, a model's answer). */
export declare const SECRET_PATTERNS: {
    name: string;
    pattern: RegExp;
    keep?: string;
}[];
export declare class Redactor {
    count: number;
    private readonly forms;
    constructor(secrets: string[]);
    /** Every string below `value`, redacted; numbers and keys stay as they are, so JSON stays JSON. */
    redactDeep<T>(value: T): T;
    redact(text: string): string;
}
