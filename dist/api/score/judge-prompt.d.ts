import type { AnswerExpectation } from '../model/scenario.js';
export declare function clarificationRubric(): string;
export declare function answerRubric(answer: AnswerExpectation): string;
export interface PromptParts {
    rubric: string;
    user: string;
    reply: string;
    /** Tool results the assistant saw, for context. */
    results?: string[];
    /** With several samples per grade: which one this is (then each is its own request, also
     * in the response cache). */
    sample?: {
        index: number;
        of: number;
    };
}
/**
 * The data as one JSON object on one line: JSON escapes quotes, backslashes and control
 * characters, and the other line breaks are escaped here too, so no text in it can close the
 * object or the line. Nothing the user, the model or a tool wrote is ever outside it.
 */
export declare function judgeData(p: Pick<PromptParts, 'user' | 'reply' | 'results'>): string;
/**
 * The word that labels the data's first and last line: derived from the data (so a prompt is
 * the same each time, and the response cache still answers it), never a word the data holds.
 */
export declare function fenceFor(data: string, hash?: (text: string) => string): string;
export declare function judgePrompt(p: PromptParts, hash?: (text: string) => string): string;
export type ParsedVerdict = {
    passed: boolean;
    reasoning: string;
} | {
    error: string;
};
/** Reads {"passed": bool, "reasoning": "..."} from the reply, tolerating code fences or prose. */
export declare function parseVerdict(text: string): ParsedVerdict;
