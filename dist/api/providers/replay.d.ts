import type { Turn } from '../model/scenario.js';
import type { Provider, ToolSpec } from './types.js';
/** Replay asks for what the scenario lists (asks_for), else names every parameter it was
 * offered: the clarification check looks for the missing parameter by name. */
export declare function replayClarification(turn: Turn, tools: ToolSpec[]): string;
export declare function replayProvider(): Provider;
