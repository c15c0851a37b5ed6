import { z } from 'zod';
import type { ToolParam } from './transcript.js';
export declare const toolSpecSchema: z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    inputSchema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>;
export type ToolSpec = z.infer<typeof toolSpecSchema>;
/** Each tool's top-level parameters from its inputSchema: what a clarification may ask for. */
export declare function toolParams(tools: ToolSpec[]): Record<string, ToolParam[]>;
