// A tool as the server lists it and the model sees it.
import { z } from 'zod';
import type { ToolParam } from './transcript.js';

export const toolSpecSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  inputSchema: z.record(z.string(), z.unknown()),
});
export type ToolSpec = z.infer<typeof toolSpecSchema>;

/** Each tool's top-level parameters from its inputSchema: what a clarification may ask for. */
export function toolParams(tools: ToolSpec[]): Record<string, ToolParam[]> {
  return Object.fromEntries(
    tools.map((t) => {
      const props = t.inputSchema.properties;
      const required = new Set(
        Array.isArray(t.inputSchema.required) ? (t.inputSchema.required as unknown[]) : [],
      );
      const params =
        props && typeof props === 'object'
          ? Object.entries(props as Record<string, unknown>).map(([name, p]) => {
              const d = (p as { description?: unknown } | null)?.description;
              return {
                name,
                ...(typeof d === 'string' && d ? { description: d } : {}),
                required: required.has(name),
              };
            })
          : [];
      return [t.name, params];
    }),
  );
}
