// Shards: a stable partition of the selected scenarios, decided by each id alone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShard, selectionHash, shardOf, sliceScenarios } from '../../src/corpus/shard.js';
import { scenario } from '../helpers.js';

const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 60 });
const count = fc.integer({ min: 1, max: 9 });
const slices = (xs: string[], n: number) =>
  Array.from({ length: n }, (_, i) =>
    sliceScenarios(
      xs.map((id) => ({ id })),
      { index: i + 1, count: n },
    ).map((s) => s.id),
  );

describe('sliceScenarios', () => {
  it('partitions the scenarios: every one in exactly one shard, in corpus order', () => {
    fc.assert(
      fc.property(ids, count, (xs, n) => {
        const parts = slices(xs, n);
        expect(parts.flat().sort()).toEqual([...xs].sort());
        for (const part of parts) expect(part).toEqual(xs.filter((x) => part.includes(x)));
      }),
    );
  });

  it("keeps a scenario's shard when others are added, removed or reordered", () => {
    fc.assert(
      fc.property(ids, ids, count, (xs, more, n) => {
        const grown = [...more, ...xs].reverse();
        for (const id of xs) {
          const before = slices(xs, n).findIndex((p) => p.includes(id));
          const after = slices(grown, n).findIndex((p) => p.includes(id));
          expect(after).toBe(before);
        }
      }),
    );
  });

  it('spreads a corpus over the shards (no shard of 200 scenarios gets under half its share)', () => {
    const many = Array.from({ length: 200 }, (_, i) => `scenario-${i}`);
    for (const part of slices(many, 4)) expect(part.length).toBeGreaterThan(25);
  });

  it('is the same on every machine: a hash of the id, not of anything local', () => {
    // Pinned: a change of the hash would move scenarios between the shards of a running matrix.
    expect(['a', 'b', 'c', 'd', 'e'].map((id) => shardOf(id, 4))).toMatchInlineSnapshot(`
      [
        3,
        3,
        4,
        4,
        4,
      ]
    `);
  });
});

describe('parseShard', () => {
  it('reads i/n', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
  });

  it.each([
    ['0/3', 'between 1 and 3'],
    ['4/3', 'between 1 and 3'],
    ['1/0', 'at least 1'],
    ['2', 'expected i/n'],
    ['a/b', 'expected i/n'],
    ['1.5/3', 'expected i/n'],
    ['-1/3', 'expected i/n'],
  ])('refuses %s, saying what it expects', (text, message) => {
    expect(() => parseShard(text)).toThrow(message);
  });
});

describe('selectionHash', () => {
  it('names the selection: the same whatever the order, different when a definition changes', () => {
    const a = scenario({ id: 'a' });
    const b = scenario({ id: 'b' });
    expect(selectionHash([a, b])).toBe(selectionHash([b, a]));
    expect(selectionHash([a, b])).not.toBe(selectionHash([a]));
    expect(selectionHash([a, b])).not.toBe(selectionHash([a, { ...b, repeat: 3 }]));
    const changed = { ...b, turns: [{ user: 'something else', expect: {} }] } as typeof b;
    expect(selectionHash([a, b])).not.toBe(selectionHash([a, changed]));
  });
});
