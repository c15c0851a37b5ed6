// What the importers share: how they report, and the fields of a normalized scenario that come
// from the run rather than the source file.
import type { Problem } from '../../errors.js';
import type { LoadContext } from '../context.js';
import { formatPath, printable, type Path, type Source } from '../source.js';
import type { Origin, Scenario } from '../../model/scenario.js';

export interface FormatLoaded {
  scenarios: Scenario[];
  problems: Problem[];
  /** Worth telling the user, never blocking (fields that are ignored, say). */
  notices?: string[];
}

/** A notice naming the fields of `obj` that mcp-eval does not read, or undefined. */
export function ignoredFields(
  source: Source,
  path: Path,
  obj: unknown,
  known: readonly string[],
): string | undefined {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
  const extra = Object.keys(obj).filter((k) => !known.includes(k));
  if (!extra.length) return undefined;
  return `${source.file}:${source.lineOf([...path, extra[0]])}: ignoring ${extra.map((k) => `\`${printable(k)}\``).join(', ')} (not used by mcp-eval)`;
}

/** Maps a path in the normalized scenario to where it was written in the source file. */
export function locator(source: Source, map: (p: Path) => Path): NonNullable<Origin['locate']> {
  // The line finder alone: the source's data is garbage once the scenarios are built.
  const { posOf } = source;
  return (p) => {
    const full = map(p);
    return { ...posOf(full), field: formatPath(full) };
  };
}

/** Fields every imported scenario takes from the run's settings. */
export function runFields(ctx: LoadContext) {
  return {
    repeat: ctx.base.repeat,
    max_steps: ctx.base.max_steps,
    timeout: ctx.base.timeout,
    ...(ctx.base.hook_timeout !== undefined ? { hook_timeout: ctx.base.hook_timeout } : {}),
    gates: [],
    observe: [],
  };
}

/** Subpath of a normalized expected call (`[..., 'calls', j, ...rest]`), renamed for the source. */
export function callPath(p: Path, names: Record<string, string>): { index: number; rest: Path } {
  const at = p.indexOf('calls');
  const index = typeof p[at + 1] === 'number' ? (p[at + 1] as number) : 0;
  const rest = p.slice(at + 2);
  return {
    index,
    rest: rest.length ? [names[String(rest[0])] ?? rest[0], ...rest.slice(1)] : [],
  };
}
