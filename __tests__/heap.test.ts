// The CLI's and the action's young generation stays at its starting size (src/heap.ts): V8 takes
// the flag at run time, on this Node and on the action's (tools/node24), or the memory it saves
// at scale (docs/bench.md, Memory) is gone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const node24 = path.join(root, 'tools/node24/node_modules/node/bin/node');
// Short-lived objects with a steady set of survivors, as a run makes: V8 grows the young
// generation under this unless told not to. Prints its size in MB.
const workload = (lean: boolean) => `
  ${lean ? "const { leanHeap } = await import('./src/heap.ts'); leanHeap();" : ''}
  const { getHeapSpaceStatistics } = await import('node:v8');
  const ring = new Array(100000);
  for (let i = 0; i < 3e6; i++) ring[i % ring.length] = { i, s: 'x' + i };
  const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  console.log(young.space_size / 2 ** 20);`;

const youngMb = (node: string, lean: boolean) =>
  Number(
    execFileSync(node, ['--import', 'tsx', '--input-type=module', '-e', workload(lean)], {
      cwd: root,
      encoding: 'utf8',
    }),
  );

describe('leanHeap', () => {
  const nodes = [process.execPath, ...(existsSync(node24) ? [node24] : [])];
  it.each(nodes)('keeps the young generation at its starting size (%s)', (node) => {
    const grown = youngMb(node, false);
    const lean = youngMb(node, true);
    // Without it the same workload grows the young generation to 16 MB or more.
    expect(grown).toBeGreaterThanOrEqual(16);
    expect(lean).toBeLessThanOrEqual(4);
  });
});
