import { z } from 'zod';
export declare const routeSchema: z.ZodObject<{
    method: z.ZodOptional<z.ZodString>;
    path: z.ZodString;
    status: z.ZodOptional<z.ZodNumber>;
    json: z.ZodOptional<z.ZodJSONSchema>;
    text: z.ZodOptional<z.ZodString>;
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    graphql: z.ZodOptional<z.ZodBoolean>;
    delay: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type Route = z.infer<typeof routeSchema>;
