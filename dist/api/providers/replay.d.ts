import type { Provider } from './types.js';
export declare const REPLAY_CLARIFICATION = "Before I do that, could you tell me exactly which one you mean? I need that detail to continue.";
export declare function replayProvider(): Provider;
