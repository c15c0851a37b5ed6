import { z } from 'zod';
/** A tool parameter as the model saw it: what a question for it may name. */
export declare const toolParamSchema: z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    required: z.ZodBoolean;
}, z.core.$strip>;
export type ToolParam = z.infer<typeof toolParamSchema>;
/** The behaviour hints a server declares for a tool (MCP `ToolAnnotations`): hints, not
 * guarantees; the spy checks them against what a call made happen. */
export declare const toolAnnotationsSchema: z.ZodObject<{
    title: z.ZodOptional<z.ZodString>;
    readOnlyHint: z.ZodOptional<z.ZodBoolean>;
    destructiveHint: z.ZodOptional<z.ZodBoolean>;
    idempotentHint: z.ZodOptional<z.ZodBoolean>;
    openWorldHint: z.ZodOptional<z.ZodBoolean>;
}, z.core.$catchall<z.ZodUnknown>>;
export type ToolAnnotations = z.infer<typeof toolAnnotationsSchema>;
export declare const toolSpecSchema: z.ZodObject<{
    name: z.ZodString;
    title: z.ZodOptional<z.ZodString>;
    description: z.ZodOptional<z.ZodString>;
    inputSchema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    outputSchema: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    annotations: z.ZodOptional<z.ZodObject<{
        title: z.ZodOptional<z.ZodString>;
        readOnlyHint: z.ZodOptional<z.ZodBoolean>;
        destructiveHint: z.ZodOptional<z.ZodBoolean>;
        idempotentHint: z.ZodOptional<z.ZodBoolean>;
        openWorldHint: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$catchall<z.ZodUnknown>>>;
    icons: z.ZodOptional<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    execution: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
export type ToolSpec = z.infer<typeof toolSpecSchema>;
/** Each tool's top-level parameters from its inputSchema: what a clarification may ask for. */
export declare function toolParams(tools: ToolSpec[]): Record<string, ToolParam[]>;
/** The annotations of each tool that declares any. */
export declare function toolAnnotations(tools: ToolSpec[]): Record<string, ToolAnnotations>;
