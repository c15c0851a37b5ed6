// The SDK's client checks a tool's structured output against its outputSchema with ajv, which it
// builds when the tools are listed. Ajv (with its formats, some 300 KB) loads here only once a
// listed tool declares an output schema, and then before the first call that may be checked:
// the first model request does not wait for it, and a server without output schemas never
// loads it. The bundle leaves the SDK's own eager import of ajv out (scripts/bundle.mjs).
import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from '@modelcontextprotocol/sdk/validation';

export class LazySchemaValidator implements jsonSchemaValidator {
  private real?: jsonSchemaValidator;
  private loading?: Promise<void>;
  private wanted = false;

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    this.wanted = true;
    let compiled: JsonSchemaValidator<T> | undefined;
    return (input) => {
      // ready() was awaited before the call whose result this checks (live.ts).
      if (!this.real) throw new Error('the output schema validator is not loaded');
      compiled ??= this.real.getValidator<T>(schema);
      return compiled(input);
    };
  }

  /** Resolves once a call's result can be checked: at once when no tool has an output schema. */
  ready(): Promise<void> {
    if (!this.wanted) return Promise.resolve();
    this.loading ??= import('@modelcontextprotocol/sdk/validation/ajv').then(
      ({ AjvJsonSchemaValidator }) => {
        this.real = new AjvJsonSchemaValidator();
      },
    );
    return this.loading;
  }
}
