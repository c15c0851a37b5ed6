import type { AnswerExpectation } from '../model/scenario.js';
export declare function clarificationRubric(): string;
export declare function answerRubric(answer: AnswerExpectation): string;
export interface PromptParts {
    rubric: string;
    user: string;
    reply: string;
    /** Tool results the assistant saw, for context. */
    results?: string[];
}
export declare function judgePrompt(p: PromptParts): string;
export type ParsedVerdict = {
    passed: boolean;
    reasoning: string;
} | {
    error: string;
};
/** Reads {"passed": bool, "reasoning": "..."} from the reply, tolerating code fences or prose. */
export declare function parseVerdict(text: string): ParsedVerdict;
