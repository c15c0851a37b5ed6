// A wrong value of the same type: another enum value, a changed string, a different number, the
// other boolean — the first the expectation rejects, so a value that still passes says something
// about the matcher (`$any`), not about bad luck.
import { matchValue } from '../match/args.js';
import type { Json } from '../model/json.js';

type Schema = { enum?: unknown[] } | undefined;

function candidates(value: Json, schema: Schema): Json[] {
  const others = (schema?.enum ?? []).filter((e) => e !== value) as Json[];
  if (typeof value === 'string')
    return [...others.filter((e) => typeof e === 'string'), `x${value}`, `${value}x`, ''];
  if (typeof value === 'number') {
    const ints = Number.isInteger(value);
    return [
      ...others.filter((e) => typeof e === 'number'),
      value + 1,
      ints ? value * 10 + 7 : value * 3.7,
      -value - 1,
    ];
  }
  if (typeof value === 'boolean') return [!value];
  if (Array.isArray(value)) return value.length ? [value.slice(0, -1), []] : [['x']];
  return [];
}

/** The perturbed value, and whether `want` still accepts it; undefined when none can be made. */
export function perturb(
  want: Json,
  value: Json,
  schema: Schema,
): { value: Json; accepted: boolean } | undefined {
  const all = candidates(value, schema);
  if (!all.length) return undefined;
  const rejected = all.find((c) => !matchValue(want, c));
  return rejected !== undefined
    ? { value: rejected, accepted: false }
    : { value: all[0], accepted: true };
}
