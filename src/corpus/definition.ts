// A scenario's definition, hashed: what it asks and what it expects. Two reports can compare a
// scenario's results only when its definition is the same on both sides.
import { createHash } from 'node:crypto';
import type { Scenario } from '../model/scenario.js';
import type { ToolSpec } from '../model/tool.js';

/** JSON with object keys sorted, so that the hash does not depend on the order fields were written. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const hash = (value: unknown) =>
  createHash('sha256').update(canonical(value)).digest('hex').slice(0, 16);

/** The prompts, expectations, gates and mode; not the id, tags, category or run settings. */
export const definitionHash = (s: Scenario): string =>
  hash({ mode: s.mode, turns: s.turns, gates: s.gates, server: s.server, spy: s.spy });

/** A tool of tools/list as a report records it: its input schema by hash. */
export const toolRecord = (t: ToolSpec) => ({
  name: t.name,
  ...(t.description !== undefined ? { description: t.description } : {}),
  schemaHash: hash(t.inputSchema),
});
