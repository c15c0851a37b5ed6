// Requests that carry a provider's key follow redirects within the origin they were sent to only.
// Node's fetch drops `authorization` on a cross-origin redirect but not `x-api-key` (Anthropic)
// or `x-goog-api-key` (Gemini): followed, a redirect elsewhere would hand the key to that host.
import { apiName } from './errors.js';
import { ProviderError } from './types.js';

/** As many hops as fetch itself follows. */
const MAX_REDIRECTS = 20;
const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** fetch with `redirect: 'manual'`: same-origin redirects are followed as fetch would follow
 * them, a cross-origin one is an error naming where it pointed. */
export async function originBoundFetch(
  provider: string,
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> {
  const api = apiName(provider);
  let url = new URL(input instanceof Request ? input.url : input.toString());
  let hop: RequestInfo | URL = input;
  let options: RequestInit = { ...init, redirect: 'manual' };
  for (let hops = 0; ; hops++) {
    const res = await fetch(hop, options);
    const location = res.headers.get('location');
    if (!REDIRECT.has(res.status) || location === null) return res;
    // The redirect's own body is not read: free the connection.
    await res.body?.cancel().catch(() => undefined);
    const target = new URL(location, url);
    if (target.origin !== url.origin) {
      throw new ProviderError(
        'bad-request',
        `${api} redirected the request (${res.status}) to ${target.origin} (another origin); not followed, so the key is not sent there`,
        res.status,
      );
    }
    if (hops >= MAX_REDIRECTS) {
      throw new ProviderError('bad-request', `${api}: more than ${MAX_REDIRECTS} redirects`);
    }
    const method = (
      options.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    // As fetch does: 303, and 301/302 after a POST, go on as a GET without the body.
    const toGet =
      res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST');
    const body = toGet ? undefined : options.body;
    if (input instanceof Request || (body !== undefined && body !== null && !replayable(body))) {
      throw new ProviderError(
        'bad-request',
        `${api} redirected the request (${res.status}) to ${target.origin}${target.pathname}; its body cannot be sent again`,
        res.status,
      );
    }
    url = target;
    hop = target;
    options = toGet
      ? { ...options, method: method === 'HEAD' ? 'HEAD' : 'GET', body: undefined }
      : options;
  }
}

/** A body fetch can send twice (a stream is read once). */
const replayable = (body: BodyInit): boolean =>
  typeof body === 'string' ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  body instanceof URLSearchParams ||
  body instanceof Blob ||
  body instanceof FormData;
