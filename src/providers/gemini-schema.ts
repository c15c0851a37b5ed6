// Gemini's function parameters take an OpenAPI-flavoured subset of JSON Schema. MCP tools
// publish full JSON Schema, so we convert: a tool is never dropped for its schema.
import type { Schema } from '@google/genai';

type JsonSchema = Record<string, unknown>;

const TYPES: Record<string, string> = {
  string: 'STRING',
  number: 'NUMBER',
  integer: 'INTEGER',
  boolean: 'BOOLEAN',
  array: 'ARRAY',
  object: 'OBJECT',
};
const FORMATS: Record<string, string[]> = {
  STRING: ['enum', 'date-time'],
  INTEGER: ['int32', 'int64'],
  NUMBER: ['float', 'double'],
};
const COUNTS = ['minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties', 'maxProperties'];

function isObj(x: unknown): x is JsonSchema {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Converts an MCP inputSchema to Gemini's Schema. */
export function toGeminiSchema(schema: JsonSchema): Schema {
  const defs = {
    ...(isObj(schema.definitions) ? schema.definitions : {}),
    ...(isObj(schema.$defs) ? schema.$defs : {}),
  };
  return convert(schema, defs, new Set()) as Schema;
}

function resolveRef(ref: string, defs: JsonSchema): JsonSchema | undefined {
  const m = /^#\/(?:definitions|\$defs)\/(.+)$/.exec(ref);
  const def = m
    ? defs[decodeURIComponent(m[1]).replace(/~1/g, '/').replace(/~0/g, '~')]
    : undefined;
  return isObj(def) ? def : undefined;
}

function appendDescription(out: JsonSchema, note: string): void {
  out.description = out.description ? `${String(out.description)} (${note})` : note;
}

function convert(input: JsonSchema, defs: JsonSchema, seen: Set<string>): JsonSchema {
  let s = input;
  if (typeof s.$ref === 'string') {
    const ref = s.$ref;
    const target = resolveRef(ref, defs);
    // A recursive type cannot be inlined forever; the innermost level becomes a plain object.
    if (!target || seen.has(ref))
      return { type: 'OBJECT', description: s.description ?? `see ${ref}` };
    const { $ref: _ref, ...rest } = s;
    return convert({ ...target, ...rest }, defs, new Set([...seen, ref]));
  }
  if (Array.isArray(s.allOf)) s = mergeAllOf(s, defs);

  const out: JsonSchema = {};
  if (typeof s.title === 'string') out.title = s.title;
  if (typeof s.description === 'string') out.description = s.description;

  const alternatives = (
    Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : []
  ).filter(isObj);
  if (alternatives.length) return convertAnyOf(s, alternatives, out, defs, seen);

  let types = (Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type]).map(String);
  if (types.includes('null')) {
    out.nullable = true;
    types = types.filter((t) => t !== 'null');
  }
  if (types.length > 1) {
    const { type: _type, ...rest } = s;
    out.anyOf = types.map((t) => convert({ ...rest, type: t }, defs, seen));
    return out;
  }

  const values = s.const !== undefined ? [s.const] : Array.isArray(s.enum) ? s.enum : undefined;
  let type = types[0] ? TYPES[types[0]] : undefined;
  if (!type && (isObj(s.properties) || Array.isArray(s.required))) type = 'OBJECT';
  if (!type && s.items !== undefined) type = 'ARRAY';
  if (!type && values?.every((v) => v === null || typeof v === 'string')) type = 'STRING';
  if (type) out.type = type;

  if (values) {
    const real = values.filter((v) => v !== null);
    if (real.length < values.length) out.nullable = true;
    // Gemini enums are strings only; other values survive as a hint in the description.
    if (type === 'STRING' && real.every((v) => typeof v === 'string')) out.enum = real;
    else appendDescription(out, `one of: ${real.map((v) => JSON.stringify(v)).join(', ')}`);
  }

  if (typeof s.format === 'string') {
    if (type && FORMATS[type]?.includes(s.format)) out.format = s.format;
    else appendDescription(out, `format: ${s.format}`);
  }
  if (typeof s.pattern === 'string') out.pattern = s.pattern;
  for (const key of COUNTS) if (typeof s[key] === 'number') out[key] = String(s[key]);
  const min = s.minimum ?? s.exclusiveMinimum;
  const max = s.maximum ?? s.exclusiveMaximum;
  if (typeof min === 'number') out.minimum = min;
  if (typeof max === 'number') out.maximum = max;
  if (s.default !== undefined) out.default = s.default;
  if (Array.isArray(s.examples) && s.examples.length) out.example = s.examples[0];
  else if (s.example !== undefined) out.example = s.example;

  if (isObj(s.properties)) {
    const props: JsonSchema = {};
    for (const [key, value] of Object.entries(s.properties)) {
      props[key] = isObj(value) ? convert(value, defs, seen) : {};
    }
    out.properties = props;
    if (Array.isArray(s.required)) {
      const required = s.required.filter((k): k is string => typeof k === 'string' && k in props);
      if (required.length) out.required = required;
    }
  }
  if (isObj(s.items)) out.items = convert(s.items, defs, seen);
  else if (Array.isArray(s.items) && s.items.length) {
    // Tuple form: Gemini has one item schema, so accept any of the positions.
    const items = s.items.filter(isObj);
    out.items =
      items.length === 1 ? convert(items[0], defs, seen) : convert({ anyOf: items }, defs, seen);
  }
  return out;
}

function convertAnyOf(
  s: JsonSchema,
  alternatives: JsonSchema[],
  out: JsonSchema,
  defs: JsonSchema,
  seen: Set<string>,
): JsonSchema {
  const nonNull = alternatives.filter((a) => a.type !== 'null' && a.const !== null);
  if (nonNull.length < alternatives.length) out.nullable = true;
  const { anyOf: _a, oneOf: _o, ...base } = s;
  // anyOf of string constants is how many generators spell an enum.
  const consts = nonNull.map((a) => a.const);
  if (consts.length && consts.every((c) => typeof c === 'string')) {
    return { ...out, type: 'STRING', enum: consts };
  }
  // A nullable X: one real branch, merged with the siblings (description, default).
  if (nonNull.length === 1) return { ...convert({ ...base, ...nonNull[0] }, defs, seen), ...out };
  return { ...out, anyOf: nonNull.map((a) => convert(a, defs, seen)) };
}

function mergeAllOf(s: JsonSchema, defs: JsonSchema): JsonSchema {
  const { allOf, ...rest } = s;
  const merged: JsonSchema = { ...rest };
  const parts = (allOf as unknown[])
    .filter(isObj)
    .map((p) => (typeof p.$ref === 'string' ? (resolveRef(p.$ref, defs) ?? p) : p));
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObj(value)) {
        merged.properties = { ...(isObj(merged.properties) ? merged.properties : {}), ...value };
      } else if (key === 'required' && Array.isArray(value)) {
        merged.required = [...(Array.isArray(merged.required) ? merged.required : []), ...value];
      } else if (!(key in merged)) {
        merged[key] = value;
      }
    }
  }
  return merged;
}
