import { type AdapterOptions } from './common.js';
import type { Provider } from './types.js';
/** max_tokens is required by the API. */
export declare const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
export declare function anthropicProvider(opts: AdapterOptions): Provider;
