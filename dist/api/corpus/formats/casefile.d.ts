import type { LoadContext } from '../context.js';
import type { Source } from '../source.js';
import { type FormatLoaded } from './common.js';
export declare const CASE_TYPES: readonly ["happy_path", "ambiguous_selection", "missing_parameter", "multi_tool"];
export declare function loadCasefile(source: Source, ctx: LoadContext): FormatLoaded;
