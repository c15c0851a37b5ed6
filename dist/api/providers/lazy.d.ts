import type { AdapterOptions } from './common.js';
import type { Provider } from './types.js';
export type Api = 'openai' | 'gemini' | 'anthropic';
export declare function lazyProvider(api: Api, opts: AdapterOptions): Provider;
