// A tool as the server lists it and the model sees it.
import { z } from 'zod';

/** A tool parameter as the model saw it: what a question for it may name. */
export const toolParamSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  required: z.boolean(),
});
export type ToolParam = z.infer<typeof toolParamSchema>;

/** The behaviour hints a server declares for a tool (MCP `ToolAnnotations`): hints, not
 * guarantees; the spy checks them against what a call made happen. */
export const toolAnnotationsSchema = z
  .object({
    title: z.string().optional(),
    readOnlyHint: z.boolean().optional(),
    destructiveHint: z.boolean().optional(),
    idempotentHint: z.boolean().optional(),
    openWorldHint: z.boolean().optional(),
  })
  .catchall(z.unknown());
export type ToolAnnotations = z.infer<typeof toolAnnotationsSchema>;

export const toolSpecSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: z.record(z.string(), z.unknown()),
  outputSchema: z.record(z.string(), z.unknown()).optional(),
  annotations: toolAnnotationsSchema.optional(),
  icons: z.array(z.record(z.string(), z.unknown())).optional(),
  execution: z.record(z.string(), z.unknown()).optional(),
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

/** The annotations of each tool that declares any. */
export function toolAnnotations(tools: ToolSpec[]): Record<string, ToolAnnotations> {
  return Object.fromEntries(
    tools.flatMap((t) =>
      t.annotations && Object.keys(t.annotations).length ? [[t.name, t.annotations]] : [],
    ),
  );
}
