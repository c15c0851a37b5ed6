// What changed in the server's tools/list between two reports: tools added, removed, and
// changed (description, input schema, and what a server declares about a tool: title, output
// schema, annotations, icons, execution).
import { canonical } from '../corpus/definition.js';
import type { ToolRecord } from '../model/report.js';
import type { ToolChange, ToolsDiff } from '../model/comparison.js';

export function diffTools(base: ToolRecord[], head: ToolRecord[]): ToolsDiff {
  const before = new Map(base.map((t) => [t.name, t]));
  const after = new Map(head.map((t) => [t.name, t]));
  const changed: ToolChange[] = [];
  for (const [name, h] of after) {
    const b = before.get(name);
    if (!b) continue;
    const describedAnew = b.description !== h.description;
    const schemaChanged = b.schemaHash !== h.schemaHash;
    const declared = declaredChanges(b, h);
    if (!describedAnew && !schemaChanged && !Object.keys(declared).length) continue;
    changed.push({
      name,
      ...(describedAnew ? { description: both(b.description, h.description) } : {}),
      schemaChanged,
      ...declared,
    });
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    added: [...after.keys()].filter((n) => !before.has(n)).sort(byName),
    removed: [...before.keys()].filter((n) => !after.has(n)).sort(byName),
    changed: changed.sort((a, b) => byName(a.name, b.name)),
  };
}

const both = <T>(base: T | undefined, head: T | undefined) => ({
  ...(base !== undefined ? { base } : {}),
  ...(head !== undefined ? { head } : {}),
});

const same = (a: unknown, b: unknown) => canonical(a ?? null) === canonical(b ?? null);

/** The declared metadata that differs. Only when both reports recorded it (`annotations` is
 * written by every version that does): a baseline from an earlier version is no change. */
function declaredChanges(b: ToolRecord, h: ToolRecord): Partial<ToolChange> {
  if (!b.annotations || !h.annotations) return {};
  const out: Partial<ToolChange> = {};
  if (b.title !== h.title) out.title = both(b.title, h.title);
  if (b.outputSchemaHash !== h.outputSchemaHash) {
    out.outputSchema = !b.outputSchemaHash ? 'added' : !h.outputSchemaHash ? 'removed' : 'changed';
  }
  const hints = new Set([...Object.keys(b.annotations), ...Object.keys(h.annotations)]);
  const annotations = [...hints]
    .filter((k) => !same(b.annotations?.[k], h.annotations?.[k]))
    .sort()
    .map((hint) => ({ hint, ...both(b.annotations?.[hint], h.annotations?.[hint]) }));
  if (annotations.length) out.annotations = annotations;
  if (!same(b.icons, h.icons)) out.iconsChanged = true;
  if (!same(b.execution, h.execution)) out.execution = both(b.execution, h.execution);
  return out;
}

/** Every tool name the diff touches. */
export const touched = (d: ToolsDiff): Set<string> =>
  new Set([...d.added, ...d.removed, ...d.changed.map((c) => c.name)]);
