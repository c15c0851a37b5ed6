// A scenario's definition, hashed: what it asks and what it expects. Two reports can compare a
// scenario's results only when its definition is the same on both sides.
import { createHash } from 'node:crypto';
import type { Scenario } from '../model/scenario.js';
import type { ToolRecord } from '../model/report.js';
import type { z } from 'zod';
import { toolAnnotationsSchema, type ToolAnnotations, type ToolSpec } from '../model/tool.js';

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

/** The prompts, expectations, gates, scripted answers and mode; not the id, tags, category or run settings. */
export const definitionHash = (s: Scenario): string =>
  hash({
    mode: s.mode,
    turns: s.turns,
    gates: s.gates,
    server: s.server,
    spy: s.spy,
    elicit: s.elicit,
    // What the server's sampling requests are answered with is part of what is asked.
    sampling: s.sampling,
  });

/** A tool of tools/list as a report records it: its schemas by hash (a report stays small
 * however large they are), the metadata it declares as declared. `annotations` is always
 * written, `{}` when none were declared: a comparison tells a report that recorded them from an
 * older one that did not. */
export const toolRecord = (t: ToolSpec): ToolRecord => ({
  name: t.name,
  ...(t.title !== undefined ? { title: t.title } : {}),
  ...(t.description !== undefined ? { description: t.description } : {}),
  schemaHash: hash(t.inputSchema),
  ...(t.outputSchema ? { outputSchemaHash: hash(t.outputSchema) } : {}),
  annotations: wellTyped(t.annotations),
  ...(t.icons ? { icons: t.icons.map(iconRecord) } : {}),
  ...(t.execution ? { execution: t.execution } : {}),
});

/** The hints of the right type: a hand-written catalog's `readOnlyHint: "yes"` would make the
 * report one that no longer loads (validate names it). */
function wellTyped(annotations: ToolAnnotations | undefined): ToolAnnotations {
  const shape = toolAnnotationsSchema.shape as Record<string, z.ZodType | undefined>;
  return Object.fromEntries(
    Object.entries(annotations ?? {}).filter(([k, v]) => shape[k]?.safeParse(v).success ?? true),
  );
}

/** An icon as declared, but an inline image (`data:` URI, often kilobytes) by its hash. */
function iconRecord(icon: Record<string, unknown>): Record<string, unknown> {
  const src = icon.src;
  if (typeof src !== 'string' || !src.startsWith('data:')) return icon;
  const comma = src.indexOf(',');
  return {
    ...icon,
    src: `${comma < 0 ? src.slice(0, 40) : src.slice(0, comma + 1)}…`,
    srcHash: hash(src),
  };
}
