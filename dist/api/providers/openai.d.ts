import { type AdapterOptions } from './common.js';
import type { Provider } from './types.js';
export declare function openaiProvider(opts: AdapterOptions): Provider;
