// Model APIs accept only a narrow alphabet for tool names; MCP allows dots, slashes and long
// names. We map each MCP name to a safe, unique API name and back, so reports show MCP names.

// Gemini also requires a leading letter or underscore; one pattern that suits every API keeps
// the mapping identical across providers.
const SAFE = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;
const MAX = 64;

export interface ToolNameMap {
  /** The API-safe name for an MCP tool name. */
  toApi(mcpName: string): string;
  /** The MCP name for an API name, or undefined when the model made the name up. */
  toMcp(apiName: string): string | undefined;
}

export function isSafeToolName(name: string): boolean {
  return SAFE.test(name);
}

/** A short, stable hash (FNV-1a, 32 bit) so mapped names are deterministic across runs. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

function sanitize(name: string): string {
  let safe = name.replace(/[^a-zA-Z0-9_-]/g, '_');
  if (!/^[a-zA-Z_]/.test(safe)) safe = `_${safe}`;
  return safe.length > MAX ? `${safe.slice(0, MAX - 9)}_${hash(name)}` : safe;
}

export function createToolNameMap(mcpNames: readonly string[]): ToolNameMap {
  const toApi = new Map<string, string>();
  const toMcp = new Map<string, string>();
  const assign = (mcp: string, api: string) => {
    toApi.set(mcp, api);
    toMcp.set(api, mcp);
  };
  const unique = [...new Set(mcpNames)];
  // Names that are already safe keep themselves, so renamed tools never take their place.
  for (const name of unique) if (isSafeToolName(name)) assign(name, name);
  for (const name of unique) {
    if (toApi.has(name)) continue;
    let api = sanitize(name);
    if (toMcp.has(api)) api = `${api.slice(0, MAX - 9)}_${hash(name)}`;
    for (let n = 2; toMcp.has(api); n++) api = `${api.slice(0, MAX - 12)}_${n}`;
    assign(name, api);
  }
  return {
    toApi: (mcp) => toApi.get(mcp) ?? sanitize(mcp),
    toMcp: (api) => toMcp.get(api),
  };
}
