import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import type { StructuredCheck } from '../model/transcript.js';
export declare class LazySchemaValidator implements jsonSchemaValidator {
    private ajv?;
    /** For a schema that names draft-07 (or 06) in `$schema`, as the spec lets a tool do. */
    private draft7?;
    private loading?;
    private wanted;
    private readonly compiled;
    /** Asked by the SDK's client when tools are listed. Its own check never runs: calls go
     * around it (live.ts), so this only notes that ajv will be needed. */
    getValidator<T>(_schema: JsonSchemaType): JsonSchemaValidator<T>;
    /** Resolves once a call's result can be checked: at once when no tool has an output schema. */
    ready(): Promise<void>;
    /** What a tool's result says of its output schema (ready() awaited first). */
    check(schema: Record<string, unknown>, structured: unknown): StructuredCheck;
    private compile;
}
