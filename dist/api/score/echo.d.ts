import type { RecordedCall } from '../model/transcript.js';
/**
 * The reply with every fenced code block, inline code span and JSON object or array that
 * echoes a call blanked out. A span echoes a call when it names a tool the model called, or
 * holds a JSON object made only of a call's arguments (same keys, same values). Other code and
 * JSON stay: a count the model formats as `14`, a tool result it shows as JSON, are answers.
 */
export declare function withoutEchoes(reply: string, calls: RecordedCall[]): string;
