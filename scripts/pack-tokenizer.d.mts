/** Where the packed ranks are written, and the published file they are made from. */
export const GENERATED: string;
export const SOURCE: string;
/** The generated module's text from the `.tiktoken` file's. */
export function tokenizerModule(tiktoken: string): string;
export function writeTokenizer(): void;
