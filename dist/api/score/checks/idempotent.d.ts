import type { Check } from '../check.js';
export declare const idempotent: Check;
