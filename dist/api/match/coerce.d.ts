import type { Json } from '../model/json.js';
export declare function coerced(value: Json): Json;
