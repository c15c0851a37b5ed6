import type { Upstream } from './types.js';
/** A saved tool list: a JSON array of tools, or a `tools/list` result ({ tools: [...] }). */
export declare function loadCatalog(file: string): Promise<Upstream>;
