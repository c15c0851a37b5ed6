// A tool's structured output checked against its outputSchema, by us rather than by the SDK's
// client: the client throws on a missing or invalid structuredContent, which would hide the
// result and make the server's fault look like a tool error; here it is recorded as the
// server's fault beside the result (live.ts). JSON Schema 2020-12, the dialect MCP assumes when a
// schema names none (draft-07 when its `$schema` names that). Our instances of Ajv are made
// once a listed tool declares an output schema, before the first call that may be checked.
import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from '@modelcontextprotocol/sdk/validation';
import type { StructuredCheck } from '../model/transcript.js';

interface Compiled {
  (value: unknown): boolean;
  errors?: unknown[] | null;
}
interface Ajv {
  compile(schema: object): Compiled;
  errorsText(errors: unknown): string;
}

export class LazySchemaValidator implements jsonSchemaValidator {
  private ajv?: Ajv;
  /** For a schema that names draft-07 (or 06) in `$schema`, as the spec lets a tool do. */
  private draft7?: Ajv;
  private loading?: Promise<void>;
  private wanted = false;
  private readonly compiled = new WeakMap<object, Compiled | Error>();

  /** Asked by the SDK's client when tools are listed. Its own check never runs: calls go
   * around it (live.ts), so this only notes that ajv will be needed. */
  getValidator<T>(_schema: JsonSchemaType): JsonSchemaValidator<T> {
    this.wanted = true;
    return (input) => ({ valid: true, data: input as T, errorMessage: undefined });
  }

  /** Resolves once a call's result can be checked: at once when no tool has an output schema. */
  ready(): Promise<void> {
    if (!this.wanted) return Promise.resolve();
    this.loading ??= Promise.all([import('ajv/dist/2020.js'), import('ajv')]).then(
      ([m2020, m7]) => {
        const make = (m: { default: unknown }) => {
          const Ajv = (m.default as { default?: unknown }).default ?? m.default;
          // Formats are annotations in 2020-12 unless a vocabulary asserts them; unknown
          // keywords (a server's own) are allowed, as the SDK's client allows them.
          return new (Ajv as new (o: object) => Ajv)({
            strict: false,
            validateFormats: false,
            validateSchema: false,
            allErrors: true,
          });
        };
        this.ajv = make(m2020);
        this.draft7 = make(m7);
      },
    );
    return this.loading;
  }

  /** What a tool's result says of its output schema (ready() awaited first). */
  check(schema: Record<string, unknown>, structured: unknown): StructuredCheck {
    if (structured === undefined)
      return {
        status: 'missing',
        detail: 'the tool declares an outputSchema but its result has no structuredContent',
      };
    const validate = this.compile(schema);
    if (validate instanceof Error)
      return {
        status: 'unchecked',
        detail: `the outputSchema could not be compiled as JSON Schema 2020-12: ${validate.message}`,
      };
    if (validate(structured)) return { status: 'valid' };
    const why = this.ajv?.errorsText(validate.errors) ?? 'invalid';
    return {
      status: 'invalid',
      detail: `structuredContent does not match the outputSchema: ${why.replace(/^data/, 'structuredContent').replace(/, data/g, ', structuredContent')}`,
    };
  }

  private compile(schema: Record<string, unknown>): Compiled | Error {
    let v = this.compiled.get(schema);
    if (!v) {
      const older = typeof schema.$schema === 'string' && /draft-0[67]/.test(schema.$schema);
      const ajv = older ? this.draft7 : this.ajv;
      if (!ajv) throw new Error('the output schema validator is not loaded');
      try {
        v = ajv.compile(schema);
      } catch (err) {
        v = err instanceof Error ? err : new Error(String(err));
      }
      this.compiled.set(schema, v);
    }
    return v;
  }
}
