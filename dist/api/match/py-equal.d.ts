import type { Json } from '../model/json.js';
export declare function pyEqual(a: Json, b: Json): boolean;
