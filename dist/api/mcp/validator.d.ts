import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
export declare class LazySchemaValidator implements jsonSchemaValidator {
    private real?;
    private loading?;
    private wanted;
    getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T>;
    /** Resolves once a call's result can be checked: at once when no tool has an output schema. */
    ready(): Promise<void>;
}
