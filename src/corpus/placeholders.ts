// {NAME} placeholders, filled from scenario vars, config vars, then the environment.
import type { Path } from './source.js';

const PLACEHOLDER = /\{([A-Z][A-Z0-9_]*)\}/g;

export interface Unresolved {
  path: Path;
  name: string;
}

/** Fills placeholders in every string below `value`, recursively; reports what is left. */
export function fill(
  value: unknown,
  vars: Record<string, string>,
  path: Path = [],
  unresolved: Unresolved[] = [],
): unknown {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (whole, name: string) => {
      if (name in vars) return vars[name];
      unresolved.push({ path, name });
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => fill(v, vars, [...path, i], unresolved));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fill(v, vars, [...path, k], unresolved)]),
    );
  }
  return value;
}

export function envVars(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
