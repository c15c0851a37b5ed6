// report.json is a contract: within one schemaVersion, a field present in the last released
// schema (schema/released/report.v<N>.schema.json, refreshed by scripts/release.mjs) must still
// be there, with the same type, and still required if it was. Adding optional fields is fine;
// removing, renaming or retyping one needs SCHEMA_VERSION bumped (src/model/report.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { reportSchema, SCHEMA_VERSION } from '../../src/model/report.js';

type Schema = Record<string, unknown>;

interface Field {
  /** JSON types the value may have (`any` when the schema does not say). */
  types: Set<string>;
  /** Always present (required at every level of its path that is an object property). */
  required: boolean;
}

const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/**
 * Every field of a JSON Schema by path: `summary.overall.total`, `results[].checks[].kind`,
 * `usage.byProvider{}.runs` (`[]` an array's items, `{}` a record's values). Follows local
 * `$ref`s and merges the branches of `anyOf` / `oneOf` / `allOf` at the same path.
 */
function fields(root: Schema): Map<string, Field> {
  const out = new Map<string, Field>();
  const resolve = (node: Schema, seen: Set<string>): [Schema, Set<string>] => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return [node, seen];
    if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
    if (seen.has(ref)) return [{}, seen]; // recursive: the first visit covers it
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((n, k) => (n as Schema)[k.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    return resolve(target as Schema, new Set([...seen, ref]));
  };

  const walk = (raw: Schema, at: string, required: boolean, seen: Set<string>) => {
    const [node, seenHere] = resolve(raw, seen);
    const field = out.get(at) ?? { types: new Set<string>(), required };
    field.required &&= required;
    out.set(at, field);

    const types = node.type === undefined ? [] : [node.type].flat().map(String);
    if ('const' in node) types.push(jsonType(node.const));
    if (Array.isArray(node.enum)) types.push(...node.enum.map(jsonType));
    for (const t of types)
      field.types.add(t === 'integer' && types.includes('number') ? 'number' : t);

    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const branch of (node[key] as Schema[] | undefined) ?? []) {
        // A branch of a union may not be taken: its fields are required only within it.
        walk(branch, at, required, seenHere);
      }
    }
    const props = (node.properties as Record<string, Schema> | undefined) ?? {};
    const req = new Set((node.required as string[] | undefined) ?? []);
    for (const [name, child] of Object.entries(props)) {
      walk(child, at ? `${at}.${name}` : name, req.has(name), seenHere);
    }
    if (node.items && typeof node.items === 'object') {
      walk(node.items as Schema, `${at}[]`, true, seenHere);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      walk(node.additionalProperties as Schema, `${at}{}`, false, seenHere);
    }
  };
  walk(root, '', true, new Set());
  // Types given by several branches: the union, with no type at all meaning "any".
  for (const f of out.values()) if (f.types.size === 0) f.types.add('any');
  return out;
}

/** What a consumer of the released schema would trip over in the current one. */
function breakingChanges(released: Schema, current: Schema): string[] {
  const before = fields(released);
  const after = fields(current);
  const problems: string[] = [];
  const show = (types: Set<string>) => [...types].sort().join('|');
  for (const [at, was] of before) {
    const now = after.get(at);
    const name = at || '(root)';
    if (!now) {
      problems.push(`${name}: removed or renamed`);
      continue;
    }
    if (show(was.types) !== show(now.types)) {
      problems.push(`${name}: type changed from ${show(was.types)} to ${show(now.types)}`);
    }
    if (was.required && !now.required) problems.push(`${name}: no longer required`);
  }
  return problems;
}

const root = path.resolve(import.meta.dirname, '../..');
const releasedDir = path.join(root, 'schema/released');
const releasedFiles = readdirSync(releasedDir)
  .map((f) => ({ file: f, version: Number(/^report\.v(\d+)\.schema\.json$/.exec(f)?.[1]) }))
  .filter((r) => Number.isInteger(r.version))
  .sort((a, b) => a.version - b.version);
const last = releasedFiles.at(-1)!;
const lastReleased = JSON.parse(readFileSync(path.join(releasedDir, last.file), 'utf8')) as Schema;
/** The schema report.json follows now, from the zod model (as `npm run schema` writes it). */
const current = z.toJSONSchema(reportSchema) as Schema;

describe('report.json schema contract', () => {
  it('has a released baseline whose schemaVersion matches its name', () => {
    expect(releasedFiles.length).toBeGreaterThan(0);
    const props = lastReleased.properties as Record<string, { const?: unknown }>;
    expect(props.schemaVersion.const).toBe(last.version);
  });

  it('SCHEMA_VERSION is the last released one, or the next', () => {
    expect([last.version, last.version + 1]).toContain(SCHEMA_VERSION);
    const props = current.properties as Record<string, { const?: unknown }>;
    expect(props.schemaVersion.const).toBe(SCHEMA_VERSION);
  });

  it(`nothing released in schema v${last.version} is removed, renamed or retyped without a bump`, () => {
    const problems = breakingChanges(lastReleased, current);
    if (SCHEMA_VERSION === last.version) {
      // Fix the model, or bump SCHEMA_VERSION (src/model/report.ts) and note it in CHANGELOG.md.
      expect(
        problems,
        `breaking changes to report.json with SCHEMA_VERSION still ${SCHEMA_VERSION}`,
      ).toEqual([]);
    }
  });

  it('the committed schema/report.schema.json is a superset of the released one too', () => {
    const committed = JSON.parse(
      readFileSync(path.join(root, 'schema/report.schema.json'), 'utf8'),
    ) as Schema;
    const version = (committed.properties as Record<string, { const?: unknown }>).schemaVersion
      .const;
    if (version === last.version) expect(breakingChanges(lastReleased, committed)).toEqual([]);
  });
});

describe('the comparison (so a pass means something)', () => {
  const base: Schema = {
    type: 'object',
    properties: {
      schemaVersion: { type: 'number', const: 1 },
      name: { type: 'string' },
      note: { type: 'string' },
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            score: { type: 'number' },
            v: { $ref: '#/$defs/v' },
          },
          required: ['id', 'score'],
        },
      },
      byKey: {
        type: 'object',
        additionalProperties: { type: 'object', properties: { n: { type: 'integer' } } },
      },
      exit: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    },
    required: ['schemaVersion', 'name', 'rows'],
    $defs: { v: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
  };
  /** The object at a dotted path of a schema ('' is the schema itself). */
  const at = (s: Schema, p: string) =>
    p ? p.split('.').reduce<Schema>((n, k) => n[k] as Schema, s) : s;
  const props = (s: Schema, p = '') => at(s, p ? `${p}.properties` : 'properties');
  const edit = (fn: (s: Schema) => void) => {
    const copy = structuredClone(base);
    fn(copy);
    return breakingChanges(base, copy);
  };

  it('finds nothing between a schema and itself', () => {
    expect(breakingChanges(base, structuredClone(base))).toEqual([]);
  });

  it('allows new optional fields, anywhere', () => {
    expect(
      edit((s) => {
        props(s).extra = { type: 'string' };
        props(s, 'properties.rows.items').extra = { type: 'boolean' };
        props(s, 'properties.byKey.additionalProperties').m = { type: 'number' };
      }),
    ).toEqual([]);
  });

  it('allows an optional field to become required', () => {
    expect(edit((s) => (s.required = ['schemaVersion', 'name', 'rows', 'note']))).toEqual([]);
  });

  it('catches a removed field, at the top and nested in arrays and records', () => {
    expect(edit((s) => delete props(s).note)).toEqual(['note: removed or renamed']);
    expect(edit((s) => delete props(s, 'properties.rows.items').score)).toEqual([
      'rows[].score: removed or renamed',
    ]);
    expect(edit((s) => delete props(s, 'properties.byKey.additionalProperties').n)).toEqual([
      'byKey{}.n: removed or renamed',
    ]);
  });

  it('catches a renamed field', () => {
    expect(
      edit((s) => {
        props(s).title = props(s).name;
        delete props(s).name;
        s.required = ['schemaVersion', 'title', 'rows'];
      }),
    ).toEqual(['name: removed or renamed']);
  });

  it('catches a changed type, including behind a $ref and in a union', () => {
    expect(edit((s) => (at(s, 'properties.name').type = 'number'))).toEqual([
      'name: type changed from string to number',
    ]);
    expect(edit((s) => (at(s, '$defs.v').anyOf = [{ type: 'string' }]))).toEqual([
      'rows[].v: type changed from number|string to string',
    ]);
    expect(edit((s) => (props(s).exit = { type: 'integer' }))).toEqual([
      'exit: type changed from integer|null to integer',
    ]);
    expect(edit((s) => (props(s).rows = { type: 'object' }))[0]).toBe(
      'rows: type changed from array to object',
    );
  });

  it('catches a required field made optional', () => {
    expect(edit((s) => (s.required = ['schemaVersion', 'rows']))).toEqual([
      'name: no longer required',
    ]);
  });

  it('on the real schema: removing a released field from the model is caught', () => {
    const mutated = structuredClone(current);
    const row = at(mutated, 'properties.results.items');
    delete props(row).latencyMs;
    row.required = (row.required as string[]).filter((k) => k !== 'latencyMs');
    expect(breakingChanges(current, mutated)).toEqual(['results[].latencyMs: removed or renamed']);
  });
});
