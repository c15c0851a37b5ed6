// originBoundFetch on loopback: how a same-origin redirect is followed (method and body as fetch
// would send them), and where it stops (another origin, a loop, a body that cannot be resent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originBoundFetch } from '../../src/providers/origin.js';
import { startFake, type FakeServer } from '../fakes/wire.js';

interface Seen {
  method: string;
  path: string;
  body: string;
  key?: string;
}

let url = '';
let fake: FakeServer;
const seen = (): Seen[] =>
  fake.requests.map((r) => ({
    method: r.method,
    path: r.path,
    body: r.text,
    key: r.headers['x-api-key'] as string | undefined,
  }));

beforeAll(async () => {
  // /307?to=LOCATION redirects there; without `to`, to itself (a loop).
  fake = await startFake(({ path }) => {
    const asked = new URL(path || '/', 'http://x');
    const status = /^\/(\d{3})$/.exec(asked.pathname)?.[1];
    if (status) return { redirect: asked.searchParams.get('to') ?? path, status: Number(status) };
    return { json: { ok: true } };
  });
  url = fake.url;
});
afterAll(() => fake.close());

const post = { method: 'POST', body: '{"q":1}', headers: { 'x-api-key': 'k-123' } };

describe('originBoundFetch', () => {
  it('follows 307 and 308 with the method, body and key; 303 and 302 after a POST as a GET', async () => {
    for (const status of [307, 308, 303, 302]) {
      fake.requests.length = 0;
      const res = await originBoundFetch('openai', `${url}/${status}?to=/done`, post);
      expect(res.status).toBe(200);
      const keeps = status === 307 || status === 308;
      expect(seen().at(-1)).toEqual({
        method: keeps ? 'POST' : 'GET',
        path: '/done',
        body: keeps ? '{"q":1}' : '',
        key: 'k-123',
      });
    }
  });

  it('stops a redirect loop', async () => {
    await expect(originBoundFetch('openai', `${url}/307`, post)).rejects.toThrow(
      'openai API: more than 20 redirects',
    );
  });

  it('refuses another origin, however the location is written', async () => {
    fake.requests.length = 0;
    for (const to of ['//localhost:1/x', 'http://localhost:1/x']) {
      await expect(
        originBoundFetch('anthropic', `${url}/307?to=${encodeURIComponent(to)}`, post),
      ).rejects.toThrow(
        'anthropic API redirected the request (307) to http://localhost:1 (another origin); not followed, so the key is not sent there',
      );
    }
    expect(seen()).toHaveLength(2);
  });

  it('does not resend a body it could read only once', async () => {
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{}'));
        c.close();
      },
    });
    await expect(
      originBoundFetch('gemini', `${url}/307?to=/done`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit),
    ).rejects.toThrow(
      `gemini API redirected the request (307) to ${url}/done; its body cannot be sent again`,
    );
  });
});
