// {NAME} placeholders, filled from scenario vars, config vars, then the environment.
import type { Path } from './source.js';

/** {NAME}; a shell's ${NAME} (in hooks) is left to the shell. */
export const PLACEHOLDER = /(?<!\$)\{([A-Z][A-Z0-9_]*)\}/g;

export interface Unresolved {
  path: Path;
  name: string;
}

/** Fills placeholders in every string below `value`, recursively; reports what is left. A
 * var's value may hold placeholders too (filled in turn); one that refers back to itself, directly
 * or not, is left as written there. */
export function fill(
  value: unknown,
  vars: Record<string, string>,
  // Stryker disable next-line ArrayDeclaration: equivalent, a caller that reads the unresolved names passes a path first
  path: Path = [],
  // Stryker disable next-line ArrayDeclaration: equivalent, nobody reads the default list
  unresolved: Unresolved[] = [],
): unknown {
  // Stryker disable next-line ArrayDeclaration: equivalent, no var is named "Stryker was here"
  if (typeof value === 'string') return fillText(value, vars, path, unresolved, []);
  if (Array.isArray(value)) return value.map((v, i) => fill(v, vars, [...path, i], unresolved));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fill(v, vars, [...path, k], unresolved)]),
    );
  }
  return value;
}

function fillText(
  text: string,
  vars: Record<string, string>,
  path: Path,
  unresolved: Unresolved[],
  expanding: string[],
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (expanding.includes(name)) return whole;
    if (name in vars) return fillText(vars[name], vars, path, unresolved, [...expanding, name]);
    unresolved.push({ path, name });
    return whole;
  });
}

export function envVars(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** Fills every field of an object but `keep` (ids, var tables): those stay as written. */
export function fillFields(
  value: unknown,
  vars: Record<string, string>,
  path: Path,
  unresolved: Unresolved[],
  keep: readonly string[],
): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  // Stryker disable next-line MethodExpression: equivalent, the filled fields are spread over the kept ones
  const kept = Object.fromEntries(entries.filter(([k]) => keep.includes(k)));
  const rest = Object.fromEntries(entries.filter(([k]) => !keep.includes(k)));
  return { ...kept, ...(fill(rest, vars, path, unresolved) as object) };
}
