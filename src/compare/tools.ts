// What changed in the server's tools/list between two reports: tools added, removed, and
// changed (description or input schema).
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
    if (!describedAnew && !schemaChanged) continue;
    changed.push({
      name,
      ...(describedAnew
        ? {
            description: {
              ...(b.description !== undefined ? { base: b.description } : {}),
              ...(h.description !== undefined ? { head: h.description } : {}),
            },
          }
        : {}),
      schemaChanged,
    });
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    added: [...after.keys()].filter((n) => !before.has(n)).sort(byName),
    removed: [...before.keys()].filter((n) => !after.has(n)).sort(byName),
    changed: changed.sort((a, b) => byName(a.name, b.name)),
  };
}

/** Every tool name the diff touches. */
export const touched = (d: ToolsDiff): Set<string> =>
  new Set([...d.added, ...d.removed, ...d.changed.map((c) => c.name)]);
