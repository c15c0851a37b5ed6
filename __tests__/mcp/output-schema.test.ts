// A tool's structured output against its outputSchema: JSON Schema 2020-12 (MCP's default
// dialect), draft-07 when the schema names it; a schema that cannot be compiled is unchecked.
import { describe, expect, it } from 'vitest';
import { LazySchemaValidator } from '../../src/mcp/validator.js';

async function validator() {
  const v = new LazySchemaValidator();
  v.getValidator({}); // as the SDK's client does when a listed tool has an output schema
  await v.ready();
  return v;
}

describe('output schema check', () => {
  it('reads 2020-12 keywords (prefixItems, $defs, dependentRequired)', async () => {
    const v = await validator();
    const schema = {
      type: 'object',
      $defs: {
        point: {
          type: 'array',
          prefixItems: [{ type: 'number' }, { type: 'number' }],
          items: false,
        },
      },
      properties: { at: { $ref: '#/$defs/point' }, unit: { type: 'string' } },
      dependentRequired: { unit: ['at'] },
    };
    expect(v.check(schema, { at: [1, 2] })).toEqual({ status: 'valid' });
    expect(v.check(schema, { at: [1, 2, 3] })).toMatchObject({ status: 'invalid' });
    expect(v.check(schema, { unit: 'm' })).toMatchObject({
      status: 'invalid',
      detail: expect.stringContaining('must have property at when property unit is present'),
    });
  });

  it('missing structured content is its own fault; an explicit draft-07 schema is read as such', async () => {
    const v = await validator();
    expect(v.check({ type: 'object' }, undefined)).toMatchObject({ status: 'missing' });
    const draft7 = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { n: { type: 'integer' } },
      required: ['n'],
    };
    expect(v.check(draft7, { n: 1 })).toEqual({ status: 'valid' });
    expect(v.check(draft7, {})).toMatchObject({ status: 'invalid' });
  });

  it('a schema that does not compile is unchecked, never a fault', async () => {
    const v = await validator();
    expect(
      v.check({ type: 'object', properties: { a: { $ref: '#/nowhere' } } }, { a: 1 }),
    ).toMatchObject({
      status: 'unchecked',
    });
  });
});
