/** Where report.html's generated script is written. */
export const GENERATED: string;
/** The generated module's text: the page's script as one string constant. */
export function pageScriptModule(): Promise<string>;
export function writePageScript(): Promise<void>;
