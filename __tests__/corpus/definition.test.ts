// A scenario's definition hash decides whether two reports' results for it can be compared.
import { describe, expect, it } from 'vitest';
import { canonical, definitionHash, toolRecord } from '../../src/corpus/definition.js';
import { scenario } from '../helpers.js';

describe('definitionHash', () => {
  const base = scenario({ expect: { calls: [{ tool: 'get', args: { id: 'c1', zone: 'eu' } }] } });

  it('ignores how fields were ordered, and what does not define the scenario', () => {
    const reordered = scenario({
      expect: { calls: [{ tool: 'get', args: { zone: 'eu', id: 'c1' } }] },
    });
    expect(definitionHash(reordered)).toBe(definitionHash(base));
    const relabelled = { ...base, id: 'other', tags: ['smoke'], category: 'x', repeat: 5 };
    expect(definitionHash(relabelled)).toBe(definitionHash(base));
  });

  it('changes with the prompt, an expectation, a gate or the mode', () => {
    const changed = [
      { ...base, turns: [{ ...base.turns[0], user: 'do it now' }] },
      scenario({ expect: { calls: [{ tool: 'get', args: { id: 'c2', zone: 'eu' } }] } }),
      { ...base, gates: [{ kind: 'no_mutation' as const }] },
      { ...base, mode: 'live' as const },
    ];
    for (const s of changed) expect(definitionHash(s)).not.toBe(definitionHash(base));
  });
});

describe('canonical and toolRecord', () => {
  it('writes sorted keys and drops undefined ones', () => {
    expect(canonical({ b: 1, a: [{ d: undefined, c: null }] })).toBe('{"a":[{"c":null}],"b":1}');
  });

  it('records a tool schema by a hash that ignores key order', () => {
    const a = toolRecord({ name: 't', inputSchema: { type: 'object', properties: {} } });
    const b = toolRecord({ name: 't', inputSchema: { properties: {}, type: 'object' } });
    expect(a).toEqual(b);
    expect(a.schemaHash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps the declared metadata, schemas by hash and inline icons by hash', () => {
    const png = `data:image/png;base64,${'A'.repeat(5000)}`;
    const record = toolRecord({
      name: 'delete_item',
      title: 'Delete item',
      inputSchema: { type: 'object' },
      outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
      annotations: { destructiveHint: true, idempotentHint: true },
      icons: [{ src: 'https://example.com/d.png', sizes: ['48x48'] }, { src: png }],
      execution: { taskSupport: 'forbidden' },
    });
    expect(record).toEqual({
      name: 'delete_item',
      title: 'Delete item',
      schemaHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      outputSchemaHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      annotations: { destructiveHint: true, idempotentHint: true },
      icons: [
        { src: 'https://example.com/d.png', sizes: ['48x48'] },
        { src: 'data:image/png;base64,…', srcHash: expect.stringMatching(/^[0-9a-f]{16}$/) },
      ],
      execution: { taskSupport: 'forbidden' },
    });
    // No annotations declared: recorded as none, so a comparison can tell.
    expect(toolRecord({ name: 't', inputSchema: {} }).annotations).toEqual({});
    // A hint of the wrong type (a hand-written catalog) is left out: the report stays loadable.
    const odd = { readOnlyHint: 'yes', destructiveHint: false, 'x-vendor': 1 };
    expect(
      toolRecord({ name: 't', inputSchema: {}, annotations: odd as never }).annotations,
    ).toEqual({
      destructiveHint: false,
      'x-vendor': 1,
    });
  });
});
