import type { Schema } from '@google/genai';
type JsonSchema = Record<string, unknown>;
/** Converts an MCP inputSchema to Gemini's Schema. */
export declare function toGeminiSchema(schema: JsonSchema): Schema;
export {};
