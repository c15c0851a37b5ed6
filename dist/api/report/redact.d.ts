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
    /** Every form of every secret, longest first. */
    private forms;
    private secrets;
    /** Short texts already searched: what they became and how many secrets that replaced. */
    private seen;
    constructor(secrets?: string[]);
    /** More secrets, learnt later (the `${env:NAME}` values once the config is read). */
    add(secrets: string[]): string[];
    /** Every form of every secret, for a log masker (core.setSecret). */
    get allForms(): string[];
    /** A copy of `value` with strings, object keys and numbers redacted; JSON stays JSON. */
    redactDeep<T>(value: T): T;
    /** A number whose digits hold a secret (a card number sent as a JSON number). */
    private redactNumber;
    redact(text: string): string;
    private search;
    /** Each form as written, only: for a long rendered text whose strings were redacted already. */
    redactPlain(text: string): string;
    private counted;
}
