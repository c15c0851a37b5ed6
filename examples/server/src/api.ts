// A tiny JSON client for the ops API. Every tool goes through `request`, so an HTTP error
// status or an unreachable backend always becomes an `isError` tool result.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export type ApiResult =
  { ok: true; status: number; body: unknown } | { ok: false; error: CallToolResult };

export class OpsApi {
  private readonly base: string;

  constructor(baseUrl: string) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  async request(method: string, path: string, body?: unknown): Promise<ApiResult> {
    const url = this.base + path;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return { ok: false, error: errorResult(`${method} ${path} failed: ${message}`) };
    }
    const text = await res.text();
    if (!res.ok) {
      return {
        ok: false,
        error: errorResult(
          `${method} ${path} returned HTTP ${res.status}: ${text || '(empty body)'}`,
        ),
      };
    }
    return { ok: true, status: res.status, body: parseJson(text) };
  }
}

/** Encode one path segment taken from tool input. */
export function seg(value: string): string {
  return encodeURIComponent(value);
}

export function textResult(value: unknown): CallToolResult {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return { content: [{ type: 'text', text }] };
}

export function errorResult(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
