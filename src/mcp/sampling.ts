// The client's side of sampling: a server's `sampling/createMessage` is handed to whoever runs
// the call in flight on that process (the job: its model or its stubs), as text.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CreateMessageRequestSchema,
  type CreateMessageRequest,
  type CreateMessageResult,
} from '@modelcontextprotocol/sdk/types.js';
import { errorMessage } from '../errors.js';
import type { SamplingRequest, ServerAsks } from './types.js';
import { contentText, type ContentBlock } from './content.js';

/** The spec's code for a sampling request the client (its user) turned down. */
const REJECTED = -1;

/** An error the SDK sends the server with our code and message as they are (an McpError's
 * message would carry its "MCP error -1: " prefix, which the server's SDK adds again). */
const refusal = (message: string) => Object.assign(new Error(message), { code: REJECTED });

/** Answers the server's sampling requests with `current()`, the asks of the call in flight; a
 * request while no call runs (or that the job cannot answer) gets an error the server sees. */
export function answerSampling(client: Client, current: () => ServerAsks | undefined): void {
  client.setRequestHandler(
    CreateMessageRequestSchema,
    async (request, extra): Promise<CreateMessageResult> => {
      const asks = current();
      if (!asks?.sample) throw refusal('mcp-eval answers sampling only while a tool call runs');
      if (request.params.tools?.length)
        throw refusal('mcp-eval does not answer sampling with tools');
      try {
        const answer = await asks.sample(samplingText(request.params), extra.signal);
        return {
          role: 'assistant',
          content: { type: 'text', text: answer.text },
          model: answer.model,
          stopReason: 'endTurn',
        };
      } catch (err) {
        throw refusal(errorMessage(err));
      }
    },
  );
}

/** The request's messages as text, as tool results are (content.ts): what cannot pass as text
 * is named with its MIME type and size. */
export function samplingText(params: CreateMessageRequest['params']): SamplingRequest {
  return {
    messages: params.messages.map((m) => ({
      role: m.role,
      text: (Array.isArray(m.content) ? m.content : [m.content])
        .map((c) => contentText(c as ContentBlock))
        .join('\n'),
    })),
    ...(params.systemPrompt ? { systemPrompt: params.systemPrompt } : {}),
    maxTokens: params.maxTokens,
  };
}
