// The literal values of an expected call checked against the tool's inputSchema, for validate:
// an argument name the schema does not have (unless its additionalProperties allows it), and a
// value outside its enum or const, of another type or not of its format. A matcher is not a
// value: what it can never match is example.ts's to say. Ajv decides; it is loaded only here.
import { isIP } from 'node:net';
import { didYouMean } from '../corpus/filter.js';
import type { ExampleProblem } from '../match/example.js';
import { isMatcher } from '../match/args.js';
import { exampleArgs } from '../match/example.js';
import { inlineRefs, itemOf, propertyOf, resolve, type Schema } from '../match/schema-value.js';
import type { Json, JsonObject } from '../model/json.js';

type Path = (string | number)[];

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}
interface Validate {
  (value: unknown): boolean;
  errors?: AjvError[] | null;
}
interface Ajv {
  compile(schema: object): Validate;
}

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// The formats a tool's schema usually names; any other is not checked.
const FORMATS: Record<string, RegExp | ((s: string) => boolean)> = {
  'date-time': /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  time: /^\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)?$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  ipv4: (s) => isIP(s) === 4,
  ipv6: (s) => isIP(s) === 6,
  hostname:
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};

let validators: Promise<{ latest: Ajv; draft7: Ajv }> | undefined;

function load() {
  validators ??= Promise.all([import('ajv/dist/2020.js'), import('ajv')]).then(([m2020, m7]) => {
    const make = (m: { default: unknown }) => {
      const Ajv = (m.default as { default?: unknown }).default ?? m.default;
      return new (Ajv as new (o: object) => Ajv)({
        strict: false,
        allErrors: true,
        validateSchema: false,
        logger: false,
        formats: FORMATS,
      });
    };
    return { latest: make(m2020), draft7: make(m7) };
  });
  return validators;
}

// One compile per tool schema, however many scenarios expect the tool.
const cache = new WeakMap<object, Validate | undefined>();

async function compiled(inputSchema: JsonObject): Promise<Validate | undefined> {
  if (cache.has(inputSchema)) return cache.get(inputSchema);
  const { latest, draft7 } = await load();
  const { $schema, ...schema } = inputSchema;
  // Draft-07 (zod's default) and older by their `$schema`, else 2020-12, as MCP assumes.
  const draft = typeof $schema === 'string' && /draft-0[467]/.test($schema);
  let validate: Validate | undefined;
  try {
    validate = (draft ? draft7 : latest).compile(schema);
  } catch {
    validate = undefined;
  }
  cache.set(inputSchema, validate);
  return validate;
}

/** What is wrong with the literal values of `want` under the tool's `inputSchema`. */
export async function literalProblems(
  want: Record<string, Json>,
  inputSchema: unknown,
): Promise<ExampleProblem[]> {
  if (!isObject(inputSchema)) return [];
  const out = unknownNames(want, resolve(inlineRefs(inputSchema)), []);
  const validate = await compiled(inputSchema);
  // A schema ajv cannot compile: the server is the judge of its own values.
  if (!validate) return out;
  // Matchers stand in as values that satisfy them, required arguments left out are filled.
  if (validate(exampleArgs(want, inputSchema).args)) return out;
  const seen = new Set(out.map((p) => p.path.join('\0')));
  for (const e of validate.errors ?? []) {
    const path = pointer(e.instancePath);
    const value = literalAt(want, path);
    if (value === undefined || !(e.keyword in MESSAGES)) continue;
    const key = path.join('\0');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message: MESSAGES[e.keyword](value, e.params, e) });
  }
  return out;
}

const show = (v: Json) => JSON.stringify(v);

const MESSAGES: Record<string, (v: Json, params: Record<string, unknown>, e: AjvError) => string> =
  {
    enum: (v, p) => {
      const allowed = (p.allowedValues as Json[] | undefined) ?? [];
      const near =
        typeof v === 'string'
          ? didYouMean(
              v,
              allowed.filter((a) => typeof a === 'string'),
            )
          : '';
      return `${show(v)} is not one of the values the tool's inputSchema allows: ${allowed.map(show).join(', ')}${near}`;
    },
    const: (v, p) =>
      `${show(v)} is not the value the tool's inputSchema requires: ${show(p.allowedValue as Json)}`,
    type: (v, p) =>
      `${show(v)} is ${v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`}; the tool's inputSchema wants ${String(p.type).replace(/,/g, ' or ')}`,
    format: (v, p) =>
      `${show(v)} is not a valid ${String(p.format)} (the format the tool's inputSchema gives it)`,
    minimum: bound,
    maximum: bound,
    exclusiveMinimum: bound,
    exclusiveMaximum: bound,
    minLength: bound,
    maxLength: bound,
    pattern: bound,
  };

function bound(v: Json, _params: unknown, e: AjvError): string {
  return `${show(v)} ${e.message ?? 'is out of bounds'} (the tool's inputSchema)`;
}

/** Argument names an object schema with `properties` does not list and does not allow. */
function unknownNames(want: JsonObject, s: Schema | undefined, path: Path): ExampleProblem[] {
  const props = isObject(s?.properties) ? Object.keys(s.properties) : undefined;
  const out: ExampleProblem[] = [];
  for (const [key, value] of Object.entries(want)) {
    const matcher = isMatcher(value);
    if (props && !props.includes(key) && !allowsOther(s!, key)) {
      // An argument expected absent is absent whatever the schema says.
      if (!(matcher && '$absent' in value))
        out.push({
          path: [...path, key],
          message: `the tool's inputSchema has no argument "${key}"${didYouMean(key, props)}`,
        });
      continue;
    }
    if (matcher) continue;
    const sub = propertyOf(s, key);
    if (isObject(value)) out.push(...unknownNames(value, sub, [...path, key]));
    else if (Array.isArray(value))
      value.forEach(
        (item, i) =>
          isObject(item) &&
          !isMatcher(item) &&
          out.push(...unknownNames(item, itemOf(sub, i), [...path, key, i])),
      );
  }
  return out;
}

/** Whether other names than `properties` are allowed: `additionalProperties` true or a schema,
 * or a `patternProperties` that matches. Absent, a tool's schema is read as closed: a model is
 * shown only the names it lists. */
function allowsOther(s: Schema, key: string): boolean {
  const extra = s.additionalProperties;
  if (extra === true || isObject(extra)) return true;
  const patterns = isObject(s.patternProperties) ? Object.keys(s.patternProperties) : [];
  return patterns.some((p) => {
    try {
      return new RegExp(p, 'u').test(key);
    } catch {
      return false;
    }
  });
}

function pointer(instancePath: string): Path {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value written at `path` when it is a literal there (no matcher on the way), else
 * undefined: the error is about a value validate made up, or about a matcher. */
function literalAt(want: JsonObject, path: Path): Json | undefined {
  let at: Json = want;
  for (const step of path) {
    if (isMatcher(at)) return undefined;
    if (Array.isArray(at)) at = at[Number(step)];
    else if (isObject(at) && Object.hasOwn(at, step)) at = at[step];
    else return undefined;
    if (at === undefined) return undefined;
  }
  return path.length && !isMatcher(at) ? at : undefined;
}
