import { z } from 'zod';
export declare const toolSpecSchema: z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    inputSchema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>;
export type ToolSpec = z.infer<typeof toolSpecSchema>;
