// A spy route: what the spy backend answers to a request (first match wins).
import { z } from 'zod';
import { jsonSchema } from './json.js';

export const routeSchema = z.strictObject({
  method: z.string().optional(),
  path: z.string(),
  status: z.number().int().min(100).max(599).optional(),
  json: jsonSchema.optional(),
  text: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  /** Milliseconds to wait before answering: a slow backend, for timeouts. */
  delay: z.number().int().min(0).optional(),
});
export type Route = z.infer<typeof routeSchema>;
