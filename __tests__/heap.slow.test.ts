// The CLI's and the action's heap stays close to what the process holds (src/heap.ts): V8 takes
// the flags at run time, on this Node and on the action's (tools/node24), or the memory they save
// at scale (docs/bench.md, Memory) is gone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const node24 = path.join(root, 'tools/node24/node_modules/node/bin/node');
// Short-lived objects beside a steady set of survivors (about 30 MB), as a run makes them:
// prints the young generation's size and the largest heap seen, in MB.
const workload = (lean: boolean) => `
  ${lean ? "const { leanHeap } = await import('./src/heap.ts'); leanHeap();" : ''}
  const { getHeapSpaceStatistics } = await import('node:v8');
  const ring = new Array(300000);
  let peak = 0;
  for (let i = 0; i < 6e6; i++) {
    ring[i % ring.length] = { i, s: 'x' + i, a: [i] };
    if (i % 10000 === 0) peak = Math.max(peak, process.memoryUsage().heapTotal);
  }
  const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  console.log(JSON.stringify({ young: young.space_size / 2 ** 20, peak: peak / 2 ** 20 }));`;

const heapMb = (node: string, lean: boolean) =>
  JSON.parse(
    execFileSync(node, ['--import', 'tsx', '--input-type=module', '-e', workload(lean)], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as { young: number; peak: number };

describe('leanHeap', () => {
  const nodes = [process.execPath, ...(existsSync(node24) ? [node24] : [])];
  it.each(nodes)('keeps the heap near what the process holds (%s)', (node) => {
    const grown = heapMb(node, false);
    const lean = heapMb(node, true);
    // V8's defaults grow the young generation to 32 MB (Node 20) or 128 MB (Node 24) here; lean,
    // it stays near its starting 4 MB. Not an exact size: a loaded machine (CI runs the suite in
    // parallel) has seen V8 size it 11 MB before the flags were read, still a tenth of the default.
    expect(grown.young).toBeGreaterThanOrEqual(16);
    expect(lean.young * 4).toBeLessThanOrEqual(grown.young);
    expect(lean.peak).toBeLessThan(grown.peak / 2);
  });
});
