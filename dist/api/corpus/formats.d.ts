import type { Format } from '../model/config.js';
import type { FormatLoaded } from './formats/common.js';
import type { LoadContext } from './context.js';
import type { Source } from './source.js';
type Loader = (source: Source, ctx: LoadContext) => FormatLoaded;
export declare const loaders: Record<Format, Loader>;
/** By file name and shape. */
export declare function detectFormat(file: string, data: unknown): Format | undefined;
export {};
