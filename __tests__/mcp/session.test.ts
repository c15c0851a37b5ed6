// keptSession: parallel calls that meet one lost session share one renewal and are each sent
// again once; a call the renewal cut off is not sent again; a session lost twice in a row ends it.
import { describe, expect, it, vi } from 'vitest';
import { keptSession } from '../../src/mcp/session.js';
import { TransportError, type Upstream } from '../../src/mcp/types.js';

class Lost extends Error {}

/** An upstream whose `call` answers as `answer` says, by how many calls were sent so far. */
function fake(answer: (sent: number, tool: string) => Promise<string>) {
  const sent: string[] = [];
  const upstream: Upstream = {
    tools: [],
    live: true,
    call: async (tool) => {
      sent.push(tool);
      return { text: await answer(sent.length, tool), isError: false };
    },
    gone: () => undefined,
    close: async () => undefined,
  };
  return { upstream, sent };
}

const session = (renew: () => Promise<void>) => ({
  lost: (err: unknown) => err instanceof Lost,
  failed: (err: unknown) => err instanceof TypeError,
  renew: vi.fn(renew),
});
const signal = new AbortController().signal;

describe('keptSession', () => {
  it('renews once for two calls that meet the same lost session, and sends each again once', async () => {
    let renewed = false;
    const { upstream, sent } = fake(async (_, tool) => {
      if (!renewed) throw new Lost('404');
      return `ok ${tool}`;
    });
    const s = session(async () => {
      renewed = true;
    });
    const kept = keptSession(upstream, 'S', s);
    const out = await Promise.all([kept.call('x', {}, signal), kept.call('y', {}, signal)]);
    expect(out.map((o) => o.text)).toEqual(['ok x', 'ok y']);
    expect(s.renew).toHaveBeenCalledTimes(1);
    expect(sent.sort()).toEqual(['x', 'x', 'y', 'y']);
    expect(kept.gone()).toBeUndefined();
  });

  it('does not send again a call that a renewal cut off (it may have run)', async () => {
    let cut: (err: Error) => void = () => undefined;
    const { upstream, sent } = fake((n) =>
      n === 1 ? new Promise((_, reject) => (cut = reject)) : Promise.reject(new Lost('404')),
    );
    const kept = keptSession(
      upstream,
      'S',
      session(async () => cut(new Error('Connection closed'))),
    );
    const slow = kept.call('slow', {}, signal);
    // The second call meets the lost session and renews it, which cuts the first one off.
    const second = kept.call('fast', {}, signal).catch((e: unknown) => e);
    await expect(slow).rejects.toThrow(
      'S lost its HTTP session while this call was in flight: it may have run, so it was not sent again (Connection closed)',
    );
    await second;
    expect(sent.filter((t) => t === 'slow')).toHaveLength(1);
  });

  it('a session lost again at once: gone with the cause, later calls refused without a send', async () => {
    const { upstream, sent } = fake(() => Promise.reject(new Lost('HTTP 404')));
    const kept = keptSession(
      upstream,
      'S',
      session(async () => undefined),
    );
    await expect(kept.call('x', {}, signal)).rejects.toBeInstanceOf(TransportError);
    const why =
      'S lost its HTTP session and a new one failed: the new session was lost too (HTTP 404)';
    expect(kept.gone()).toBe(why);
    await expect(kept.call('y', {}, signal)).rejects.toThrow(why);
    expect(sent).toEqual(['x', 'x']);
  });

  it('a failed renewal: gone, naming why', async () => {
    const { upstream } = fake(() => Promise.reject(new Lost('404')));
    const kept = keptSession(
      upstream,
      'S',
      session(() => Promise.reject(new Error('initialize was not answered: 503'))),
    );
    await expect(kept.call('x', {}, signal)).rejects.toBeInstanceOf(TransportError);
    expect(kept.gone()).toBe(
      'S lost its HTTP session and a new one failed: initialize was not answered: 503',
    );
  });

  it('an error the server answered (not the transport) passes through untouched', async () => {
    const answered = new Error('MCP error -32602: bad id');
    const { upstream } = fake(() => Promise.reject(answered));
    const kept = keptSession(
      upstream,
      'S',
      session(async () => undefined),
    );
    await expect(kept.call('x', {}, signal)).rejects.toBe(answered);
    expect(kept.gone()).toBeUndefined();
  });
});
