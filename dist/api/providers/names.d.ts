export interface ToolNameMap {
    /** The API-safe name for an MCP tool name. */
    toApi(mcpName: string): string;
    /** The MCP name for an API name, or undefined when the model made the name up. */
    toMcp(apiName: string): string | undefined;
}
export declare function isSafeToolName(name: string): boolean;
export declare function createToolNameMap(mcpNames: readonly string[]): ToolNameMap;
