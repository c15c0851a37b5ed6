// A tool as the server lists it and the model sees it.
import { z } from 'zod';

export const toolSpecSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  inputSchema: z.record(z.string(), z.unknown()),
});
export type ToolSpec = z.infer<typeof toolSpecSchema>;
