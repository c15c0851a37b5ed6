import type { LoadContext } from '../context.js';
import type { Source } from '../source.js';
import { type FormatLoaded } from './common.js';
export declare function loadTiered(source: Source, ctx: LoadContext): FormatLoaded;
