// A spy route: what the spy backend answers to a request (first match wins).
import { z } from 'zod';
import { jsonSchema } from './json.js';

export const routeSchema = z.strictObject({
  method: z
    .string()
    .optional()
    .describe('The HTTP method (case-insensitive); any method when absent.')
    .meta({ examples: ['POST'] }),
  path: z
    .string()
    .describe(
      'A path pattern: `*` matches within one path segment, `**` any number of segments, the rest is literal; it matches the normalized path (decoded, case ignored, `//` as `/`: see docs/spy.md), the query string is ignored and a trailing `/` is optional.',
    )
    .meta({ examples: ['/orders/**'] }),
  status: z
    .number()
    .int()
    .min(100)
    .max(599)
    .optional()
    .describe('The HTTP status of the answer.')
    .meta({ examples: [201] }),
  json: jsonSchema
    .optional()
    .describe('The JSON body of the answer; `null` when the route gives neither `json` nor `text`.')
    .meta({ examples: [{ id: 7, status: 'created' }] }),
  text: z
    .string()
    .optional()
    .describe('A text body (`text/plain`) instead of `json`.')
    .meta({ examples: ['OK'] }),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .describe('Headers of the answer, over its content-type.')
    .meta({ examples: [{ 'x-request-id': 'abc-123' }] }),
  graphql: z
    .boolean()
    .optional()
    .describe(
      'A GraphQL endpoint: each request to its path (by any method: a GET may carry a mutation) is logged with its operations, and `no_mutation` counts it only when one is a mutation, a persisted query (a hash without its text) or cannot be read; a query reads whatever its method.',
    )
    .meta({ examples: [true] }),
  delay: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Milliseconds to wait before answering: a slow backend, for timeouts.')
    .meta({ examples: [500] }),
});
export type Route = z.infer<typeof routeSchema>;
