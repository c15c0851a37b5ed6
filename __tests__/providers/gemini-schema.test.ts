import { describe, expect, it } from 'vitest';
import { toGeminiSchema } from '../../src/providers/gemini-schema.js';

describe('MCP inputSchema → Gemini schema', () => {
  it('drops what Gemini rejects and upper-cases types', () => {
    expect(
      toGeminiSchema({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, description: 'cluster' },
          count: { type: 'integer', minimum: 1, exclusiveMaximum: 10 },
          tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
        },
        required: ['name', 'ghost'],
        additionalProperties: false,
      }),
    ).toEqual({
      type: 'OBJECT',
      properties: {
        name: { type: 'STRING', minLength: '1', description: 'cluster' },
        count: { type: 'INTEGER', minimum: 1, maximum: 10 },
        tags: { type: 'ARRAY', items: { type: 'STRING' }, maxItems: '3' },
      },
      required: ['name'],
    });
  });

  it('inlines $ref from definitions and $defs, and stops at recursion', () => {
    const out = toGeminiSchema({
      type: 'object',
      properties: {
        scope: { $ref: '#/definitions/Scope', description: 'where' },
        node: { $ref: '#/$defs/Node' },
      },
      definitions: { Scope: { type: 'string', enum: ['cluster', 'node'] } },
      $defs: {
        Node: { type: 'object', properties: { child: { $ref: '#/$defs/Node' } } },
      },
    });
    expect(out.properties?.scope).toEqual({
      type: 'STRING',
      enum: ['cluster', 'node'],
      description: 'where',
    });
    expect(out.properties?.node).toEqual({
      type: 'OBJECT',
      properties: { child: { type: 'OBJECT', description: 'see #/$defs/Node' } },
    });
  });

  it('turns anyOf of consts into an enum and type arrays into nullable', () => {
    const out = toGeminiSchema({
      type: 'object',
      properties: {
        level: { anyOf: [{ const: 'low' }, { const: 'high' }], description: 'severity' },
        note: { type: ['string', 'null'] },
        limit: { anyOf: [{ type: 'integer' }, { type: 'null' }], default: 10 },
        value: { type: ['string', 'number'] },
        mode: {
          oneOf: [{ type: 'string' }, { type: 'object', properties: { a: { type: 'string' } } }],
        },
        fixed: { const: 'yes' },
      },
    });
    expect(out.properties).toEqual({
      level: { type: 'STRING', enum: ['low', 'high'], description: 'severity' },
      note: { type: 'STRING', nullable: true },
      limit: { type: 'INTEGER', nullable: true, default: 10 },
      value: { anyOf: [{ type: 'STRING' }, { type: 'NUMBER' }] },
      mode: {
        anyOf: [{ type: 'STRING' }, { type: 'OBJECT', properties: { a: { type: 'STRING' } } }],
      },
      fixed: { type: 'STRING', enum: ['yes'] },
    });
  });

  it('keeps non-string enums and unsupported formats as hints, merges allOf', () => {
    const out = toGeminiSchema({
      allOf: [
        { $ref: '#/definitions/Base' },
        {
          type: 'object',
          properties: { size: { type: 'integer', enum: [1, 2, 3] } },
          required: ['size'],
        },
      ],
      definitions: {
        Base: {
          type: 'object',
          properties: {
            at: { type: 'string', format: 'date-time' },
            mail: { type: 'string', format: 'email' },
          },
        },
      },
    });
    expect(out).toEqual({
      type: 'OBJECT',
      properties: {
        at: { type: 'STRING', format: 'date-time' },
        mail: { type: 'STRING', description: 'format: email' },
        size: { type: 'INTEGER', description: 'one of: 1, 2, 3' },
      },
      required: ['size'],
    });
  });

  it('infers missing types and never emits type beside anyOf', () => {
    const out = toGeminiSchema({
      properties: { list: { items: { type: 'boolean' } }, pick: { enum: ['a', 'b', null] } },
    });
    expect(out).toEqual({
      type: 'OBJECT',
      properties: {
        list: { type: 'ARRAY', items: { type: 'BOOLEAN' } },
        pick: { type: 'STRING', enum: ['a', 'b'], nullable: true },
      },
    });
    const walk = (s: unknown): void => {
      if (typeof s !== 'object' || s === null) return;
      const o = s as Record<string, unknown>;
      expect('type' in o && 'anyOf' in o).toBe(false);
      Object.values(o).forEach(walk);
    };
    walk(out);
  });
});
