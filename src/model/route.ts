// A spy route: what the spy backend answers to a request (first match wins).
import { z } from 'zod';
import { jsonSchema } from './json.js';

export const routeSchema = z.strictObject({
  method: z
    .string()
    .optional()
    .describe('The HTTP method (case-insensitive); any method when absent.'),
  path: z
    .string()
    .describe(
      'A path pattern: `*` matches within one path segment, `**` any number of segments, the rest is literal; the query string is ignored and a trailing `/` is optional.',
    ),
  status: z.number().int().min(100).max(599).optional().describe('The HTTP status of the answer.'),
  json: jsonSchema
    .optional()
    .describe(
      'The JSON body of the answer; `null` when the route gives neither `json` nor `text`.',
    ),
  text: z.string().optional().describe('A text body (`text/plain`) instead of `json`.'),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .describe('Headers of the answer, over its content-type.'),
  delay: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Milliseconds to wait before answering: a slow backend, for timeouts.'),
});
export type Route = z.infer<typeof routeSchema>;
