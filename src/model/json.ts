// JSON values: arguments, stubs, spy request bodies. Plain data, nothing else.
import { z } from 'zod';

export const jsonSchema = z.json();
export type Json = z.infer<typeof jsonSchema>;
export type JsonObject = { [key: string]: Json };

/** Tool arguments: a JSON object. */
export const argsSchema = z.record(z.string(), jsonSchema);
