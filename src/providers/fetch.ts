// The fetch every adapter hands its SDK. It reads a successful answer whole before the SDK
// sees it, so that a connection dying mid-body, a body that is not JSON (a proxy's HTML page)
// or JSON of the wrong shape become ProviderErrors with a readable reason — retried like any
// transient fault — instead of an SDK parse error or a TypeError deep in an adapter. Redirects are
// followed within the request's origin only (origin.ts): the key never goes to another host.
import { apiName, clip, connectionDetail } from './errors.js';
import { originBoundFetch } from './origin.js';
import { ProviderError } from './types.js';
import type { ResponseCache } from './cache.js';

export interface BodyCheck {
  /** What a good answer is, for the reason: "chat completion". */
  what: string;
  /** Why the parsed body is not one, or undefined when it is. */
  problem(body: unknown): string | undefined;
}

export function checkedFetch(
  provider: string,
  check: BodyCheck,
  onResponse?: (res: Response) => void,
  /** Answers kept on disk: a hit was checked when it was stored. */
  cache?: ResponseCache,
): typeof fetch {
  const checked = checkedOnly(provider, check, onResponse);
  return cache ? cache.wrap(checked) : checked;
}

function checkedOnly(
  provider: string,
  check: BodyCheck,
  onResponse?: (res: Response) => void,
): typeof fetch {
  const api = apiName(provider);
  return async (input, init) => {
    const res = await originBoundFetch(provider, input, init);
    onResponse?.(res);
    if (!res.ok) return res;
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      // Our caller's abort (request or scenario timeout) is the SDK's to report.
      if (init?.signal?.aborted) throw err;
      throw new ProviderError(
        'server',
        `${api} connection broke after the headers, before the whole answer arrived (${connectionDetail(err)})`,
        res.status,
      );
    }
    let body: unknown;
    let problem: string | undefined;
    try {
      body = JSON.parse(text);
      problem = check.problem(body);
    } catch {
      problem = text.trim() ? 'it is not JSON' : 'it is empty';
    }
    if (problem) {
      throw new ProviderError(
        'server',
        `${api} answered ${res.status} with a body that is not a ${check.what} (${problem}): ${clip(text) || '(empty)'}`,
        res.status,
      );
    }
    return new Response(text, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
  };
}

export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
