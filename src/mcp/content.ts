// A tool result's content as the text every model API takes in a tool result (OpenAI's tool
// message is text only; Anthropic's tool_result and Gemini's functionResponse take text too):
// resource links and embedded resources by their URI and MIME type, a text resource with its
// text; binary content (images, audio, blobs) is named with its size, never passed.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A content block of a tool result; a sampling message's blocks (text, image, audio) are alike. */
export type ContentBlock = CallToolResult['content'][number];

export function contentText(c: ContentBlock): string {
  switch (c.type) {
    case 'text':
      return c.text;
    case 'resource_link':
      return `[resource link: ${c.uri}${described(c.mimeType, c.name, c.description)}]`;
    case 'resource': {
      const r = c.resource;
      const head = `[resource: ${r.uri}${described(r.mimeType)}`;
      if ('text' in r && typeof r.text === 'string') return `${head}]\n${r.text}`;
      const blob = 'blob' in r && typeof r.blob === 'string' ? r.blob : '';
      return `${head}, ${bytes(blob)} of binary content not shown]`;
    }
    case 'image':
    case 'audio':
      return `[${c.type}${described(c.mimeType)}, ${bytes(c.data)} not shown]`;
    default:
      return JSON.stringify(c);
  }
}

/** " (mime; name: description)" with what is known. */
function described(mime?: string, name?: string, description?: string): string {
  const label = [name, description].filter(Boolean).join(': ');
  const parts = [mime, label].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/** The decoded size of base64 data. */
const bytes = (base64: string) => `${Math.floor((base64.replace(/=+$/, '').length * 3) / 4)} bytes`;
