import type { Problem } from '../../errors.js';
import type { LoadContext } from '../context.js';
import { type Path, type Source } from '../source.js';
import type { Origin, Scenario } from '../../model/scenario.js';
export interface FormatLoaded {
    scenarios: Scenario[];
    problems: Problem[];
    /** Worth telling the user, never blocking (fields that are ignored, say). */
    notices?: string[];
}
/** A notice naming the fields of `obj` that mcp-eval does not read, or undefined. */
export declare function ignoredFields(source: Source, path: Path, obj: unknown, known: readonly string[]): string | undefined;
/** Maps a path in the normalized scenario to where it was written in the source file. */
export declare function locator(source: Source, map: (p: Path) => Path): NonNullable<Origin['locate']>;
/** Fields every imported scenario takes from the run's settings. */
export declare function runFields(ctx: LoadContext): {
    gates: never[];
    observe: never[];
    hook_timeout?: number | undefined;
    repeat: number;
    max_steps: number;
    timeout: number | undefined;
};
/** Subpath of a normalized expected call (`[..., 'calls', j, ...rest]`), renamed for the source. */
export declare function callPath(p: Path, names: Record<string, string>): {
    index: number;
    rest: Path;
};
