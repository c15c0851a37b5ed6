export declare const REDACTED = "[REDACTED]";
export declare function secretValues(env: NodeJS.ProcessEnv, passed?: string[]): string[];
export declare class Redactor {
    count: number;
    /** Every form of every secret, longest first. */
    private forms;
    private secrets;
    /** Short texts already searched: what they became and how many secrets that replaced. */
    private seen;
    /** Any form as written; undefined with no secrets. */
    private anyForm;
    /** What every replacement needs somewhere in a text (a form, a pattern's start, a line break
     * or a cut mark): a text without it is returned as it is, with one scan. */
    private hint;
    private cleanKeys;
    constructor(secrets?: string[]);
    /** More secrets, learnt later (the `${env:NAME}` values once the config is read). */
    add(secrets: string[]): string[];
    /** Every form of every secret, for a log masker (core.setSecret). */
    get allForms(): string[];
    /** Longest form's length: a plain search over a text in pieces overlaps them by one less. */
    get longestForm(): number;
    /**
     * `value` with strings, object keys and numbers redacted; JSON stays JSON. What holds no
     * secret is shared, not copied: a clean report costs one scan of its strings.
     */
    redactDeep<T>(value: T): T;
    private redactArray;
    private redactObject;
    private redactKey;
    /** A number whose digits hold a secret (a card number sent as a JSON number). */
    private redactNumber;
    redact(text: string): string;
    private search;
    /** Each form as written, only: for a long rendered text whose strings were redacted already. */
    redactPlain(text: string): string;
    /** Texts that follow each other (a row's tool results in call order), with a form split
     * across two of them replaced on both sides. Each text is searched on its own elsewhere. */
    redactSeams(texts: string[]): string[];
    /** Whether `text` holds a secret in any form or shape the redactor replaces. Not counted. */
    holds(text: string): boolean;
    private counted;
}
