import { type AdapterOptions } from './common.js';
import type { Provider } from './types.js';
export declare function geminiProvider(opts: AdapterOptions): Provider;
