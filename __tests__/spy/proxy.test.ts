// The spy proxy's record of each call says whether it ran: a call to a tool the server does not
// offer, one the server refused for its arguments, one past max_steps.
import { describe, expect, it } from 'vitest';
import type { CallOutcome, Upstream } from '../../src/mcp/upstream.js';
import { SpyProxy } from '../../src/spy/proxy.js';

const upstream = (answer: CallOutcome): Upstream => ({
  tools: [{ name: 'get', inputSchema: { type: 'object' } }],
  live: true,
  call: () => Promise.resolve(answer),
  gone: () => undefined,
  close: () => Promise.resolve(),
});
const signal = AbortSignal.timeout(10_000);

describe('the spy proxy', () => {
  it('records a call the server refused for its arguments as rejected, with its words', async () => {
    const words = 'MCP error -32602: Input validation error: Unrecognized key: "verbose"';
    const proxy = new SpyProxy(upstream({ text: words, isError: true, rejected: true }));
    proxy.begin('live');
    await expect(proxy.call(0, 'get', { verbose: true }, signal)).resolves.toMatchObject({
      text: words,
      isError: true,
    });
    expect(proxy.takeCalls()).toEqual([
      expect.objectContaining({ tool: 'get', error: words, rejected: true }),
    ]);
  });

  it('records a tool error that is no rejection as a call made', async () => {
    const proxy = new SpyProxy(upstream({ text: 'HTTP 404', isError: true }));
    proxy.begin('live');
    await proxy.call(0, 'get', {}, signal);
    const [made] = proxy.takeCalls();
    expect(made).toMatchObject({ error: 'HTTP 404' });
    expect(made.rejected).toBeUndefined();
  });

  it('marks a call to a tool the server does not offer as malformed', async () => {
    const proxy = new SpyProxy(upstream({ text: 'ok', isError: false }));
    proxy.begin('live');
    await expect(proxy.call(0, 'nope', {}, signal)).resolves.toEqual({
      text: 'Unknown tool: nope',
      isError: true,
    });
    expect(proxy.takeCalls()).toEqual([
      expect.objectContaining({ tool: 'nope', malformed: 'unknown tool "nope"' }),
    ]);
  });

  it('records a call past max_steps as not run, and why', () => {
    const proxy = new SpyProxy(upstream({ text: 'ok', isError: false }));
    proxy.begin('live');
    proxy.notRun(0, 'get', { id: 'c1' }, 'max_steps (1) reached');
    expect(proxy.takeCalls()).toEqual([
      expect.objectContaining({
        error: 'not run: max_steps (1) reached',
        notRun: 'max_steps (1) reached',
      }),
    ]);
  });
});
