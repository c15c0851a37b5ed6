import { z } from 'zod';
export declare const jsonSchema: z.ZodJSONSchema;
export type Json = z.infer<typeof jsonSchema>;
export type JsonObject = {
    [key: string]: Json;
};
/** Tool arguments: a JSON object. */
export declare const argsSchema: z.ZodRecord<z.ZodString, z.ZodJSONSchema>;
