import type { Json, JsonObject } from '../model/json.js';
export type Schema = Record<string, unknown>;
/**
 * The schema with its first non-null `anyOf`/`oneOf` branch and its `allOf` parts laid over it
 * (how zod and pydantic spell optional and nullable), or undefined for "anything".
 */
export declare function resolve(schema: unknown): Schema | undefined;
/**
 * The schema with its local `$ref`s (`#/$defs/…`, as pydantic writes nested models) replaced by
 * what they point to; past a depth (recursive models) a reference is left as it is: anything.
 */
export declare function inlineRefs(root: unknown, node?: unknown, depth?: number): unknown;
/** The JSON type a value for `s` has: the first non-null one, else read off its keywords. */
export declare function typeOf(s: Schema | undefined): string | undefined;
export declare const propertyOf: (s: Schema | undefined, key: string) => Schema | undefined;
export declare const requiredOf: (s: Schema | undefined) => string[];
export declare function itemOf(s: Schema | undefined, index?: number): Schema | undefined;
/** Whether `v` is of the schema's type and within its enum, const and bounds. */
export declare function fits(v: Json, s: Schema | undefined): boolean;
/** A value the schema accepts: its const, enum, default or example, else one made by type. */
export declare function valueFor(schema: unknown, depth?: number): Json;
/** The schema's required properties not in `given`, each with a value of its own schema. */
export declare function requiredValues(s: Schema | undefined, given: Set<string>, depth?: number): JsonObject;
