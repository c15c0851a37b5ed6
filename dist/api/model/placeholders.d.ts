/** Every `${...}` in a string; the name is what is between the braces. */
export declare const SERVER_PLACEHOLDER: RegExp;
export type ServerPlaceholder = {
    kind: 'spy.url';
} | {
    kind: 'spy.port';
} | {
    kind: 'env';
    name: string;
};
/** What `${inner}` stands for, or undefined when it is not a known placeholder. */
export declare function parsePlaceholder(inner: string): ServerPlaceholder | undefined;
export interface PlaceholderValues {
    spyUrl: string;
    env: NodeJS.ProcessEnv;
}
/** Fills the known placeholders of `text`; an unknown one, or an unset variable, throws with
 * the placeholder as written (the config was validated before, so this is a backstop). */
export declare function fillServerText(text: string, values: PlaceholderValues): string;
