// The stdio transport of a server that exits before the client is attached: the client's
// connect() fails at once with the exit, instead of waiting out its timeout unanswered.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { ChildProcessTransport } from '../../src/mcp/child.js';

describe('a server that exits while the client loads', () => {
  it('fails initialize at once, naming the exit code', async () => {
    const transport = new ChildProcessTransport({
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      env: { PATH: process.env.PATH ?? '' },
      cwd: process.cwd(),
    });
    await transport.start();
    // The exit fires while no client listens: as when the SDK's client loads slowly.
    while (transport.running) await new Promise((r) => setTimeout(r, 10));
    const started = performance.now();
    await expect(
      new Client({ name: 't', version: '0' }).connect(transport, { timeout: 20_000 }),
    ).rejects.toThrow(/not running: exited with code 3/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
