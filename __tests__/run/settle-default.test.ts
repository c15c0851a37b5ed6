// The settle window by default: 250 ms where a live scenario's server can reach the spy (its
// config passes `${spy.url}` or `${spy.port}`, or `spy.port` is fixed), none where it cannot —
// nothing it sends could land in the window, so a process is free as soon as a call returns. An
// explicit `spy.settle_ms` stands either way.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { prepare } from '../../src/run/prepare.js';
import { workspace } from '../commands/run-cli.js';

const log = { info() {}, notice() {}, warn() {} };

/** The settle window prepare() gives a run of `config` and `scenarios` (one live call each). */
async function settleOf(config: Record<string, unknown>, scenario: Record<string, unknown> = {}) {
  const dir = workspace({
    'mcp-eval.yaml': stringify({ mode: 'live', corpus: ['c.yaml'], ...config }),
    'c.yaml': stringify({
      scenarios: [{ id: 's', prompt: 'p', expect: { calls: [{ tool: 't' }] }, ...scenario }],
    }),
  });
  const plan = await prepare({ cwd: dir, config: 'mcp-eval.yaml', out: 'out', log, env: {} });
  return plan.target.settleMs;
}

const server = { command: 'node', args: ['server.js'] };

describe('spy.settle_ms by default', () => {
  it('is 0 for a server whose config never gives it the spy’s address', async () => {
    expect(
      await settleOf({ server: { ...server, env: { API_URL: 'http://127.0.0.1:4000' } } }),
    ).toBe(0);
    // Declared stateless too: each call's process is free for the next call at once.
    expect(await settleOf({ server: { ...server, stateless: true } })).toBe(0);
  });

  it('is 250 ms when a field passes ${spy.url} or ${spy.port}, or the spy has a fixed port', async () => {
    expect(await settleOf({ server: { ...server, env: { API_URL: '${spy.url}' } } })).toBe(250);
    expect(
      await settleOf({ server: { ...server, args: ['server.js', '--port=${spy.port}'] } }),
    ).toBe(250);
    expect(
      await settleOf({ server: { url: 'http://127.0.0.1:3000/mcp' }, spy: { port: 8787 } }),
    ).toBe(250);
  });

  it("is 250 ms when a scenario's server override passes the address", async () => {
    const override = { server: { env: { API_URL: '${spy.url}' } } };
    expect(await settleOf({ server }, override)).toBe(250);
  });

  it('is 0 when every scenario runs in stub mode: no call reaches a server', async () => {
    expect(
      await settleOf({ server: { ...server, env: { API_URL: '${spy.url}' } } }, { mode: 'stub' }),
    ).toBe(0);
  });

  it('an explicit spy.settle_ms stands, wired or not', async () => {
    expect(await settleOf({ server, spy: { settle_ms: 500 } })).toBe(500);
    expect(
      await settleOf({
        server: { ...server, env: { API_URL: '${spy.url}' } },
        spy: { settle_ms: 0 },
      }),
    ).toBe(0);
  });
});
