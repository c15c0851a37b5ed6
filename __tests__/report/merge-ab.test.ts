// Shards of one side of a same-job A/B run merge into that side, `ab` kept so the merged report
// still pairs with the other side's; a base shard and a head shard do not merge.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { SetupError } from '../../src/errors.js';
import { mergeShards } from '../../src/report/merge.js';
import { report, trials } from '../compare/builders.js';

const shard = (index: number) => ({ index, count: 2, selected: 2, selection: 'sel' });
const ab = (side: 'base' | 'head', id = 'ab-7') => ({ id, side, interleaved: true as const });

function write(dir: string, name: string, r: Report): string {
  mkdirSync(path.join(dir, name));
  writeFileSync(path.join(dir, name, 'report.json'), JSON.stringify(r));
  return name;
}

describe('merging the shards of an A/B side', () => {
  it('keeps `ab` when every shard is the same side of the same run', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-merge-ab-'));
    const one = write(dir, 's1', { ...report(trials('a', 2, 2)), shard: shard(1), ab: ab('head') });
    const two = write(dir, 's2', { ...report(trials('b', 2, 2)), shard: shard(2), ab: ab('head') });
    const merged = await mergeShards({ reports: [one, two], cwd: dir });
    expect(merged.ab).toEqual(ab('head'));
    expect(merged.results).toHaveLength(4);
  });

  it('refuses a base shard with a head shard, or shards of two runs, naming the field', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-merge-ab-'));
    const base = write(dir, 'b1', {
      ...report(trials('a', 2, 2)),
      shard: shard(1),
      ab: ab('base'),
    });
    const head = write(dir, 'h2', {
      ...report(trials('b', 2, 2)),
      shard: shard(2),
      ab: ab('head'),
    });
    const other = write(dir, 'o2', {
      ...report(trials('b', 2, 2)),
      shard: shard(2),
      ab: ab('base', 'ab-8'),
    });
    for (const second of [head, other]) {
      const err = await mergeShards({ reports: [base, second], cwd: dir }).catch((e) => e);
      expect(err).toBeInstanceOf(SetupError);
      expect((err as SetupError).describe()).toContain('different A/B run or side from b1');
      expect((err as SetupError).problems.map((p) => p.field)).toEqual(['ab']);
    }
  });
});
