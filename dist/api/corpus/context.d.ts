import type { Mode } from '../model/scenario.js';
/** Run-wide settings a scenario falls back to. */
export interface ScenarioBase {
    mode: Mode;
    max_steps: number;
    repeat: number;
    timeout?: number;
    hook_timeout?: number;
    vars: Record<string, string>;
}
export interface LoadContext {
    /** Folder globs are relative to (the config's). */
    dir: string;
    /** Folder file names are shown relative to (the user's). */
    cwd: string;
    /** Never a corpus file, even when a glob matches it. */
    config?: string;
    base: ScenarioBase;
    freeTextParams: string[];
    /** Leave {PLACEHOLDER}s as written (`mcp-eval import`); imported formats only. */
    keepPlaceholders?: boolean;
    /** A larger corpus file is refused (LIMITS.corpusFileMb when absent). */
    maxFileBytes?: number;
}
