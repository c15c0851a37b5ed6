import type { Path } from './source.js';
/** {NAME}; a shell's ${NAME} (in hooks) is left to the shell. */
export declare const PLACEHOLDER: RegExp;
export interface Unresolved {
    path: Path;
    name: string;
}
/** Fills placeholders in every string below `value`, recursively; reports what is left. A
 * var's value may hold placeholders too (filled in turn); one that refers back to itself, directly
 * or not, is left as written there. */
export declare function fill(value: unknown, vars: Record<string, string>, path?: Path, unresolved?: Unresolved[]): unknown;
export declare function envVars(env: NodeJS.ProcessEnv): Record<string, string>;
/** Fills every field of an object but `keep` (ids, var tables): those stay as written. */
export declare function fillFields(value: unknown, vars: Record<string, string>, path: Path, unresolved: Unresolved[], keep: readonly string[]): unknown;
