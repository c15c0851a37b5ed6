import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { LongLine } from './lines.js';
/** Set in a result's `_meta` by the transport: the size of the message it cut. */
export declare const CUT_META = "mcp-eval/cut-message-bytes";
/** `text` within `limit` bytes of UTF-8, with a note when it was longer (or the transport cut
 * it already: `messageBytes`). */
export declare function cutResult(text: string, limit: number, messageBytes?: number): string;
/** The request a cut message answers, if it is an answer (a "result" near its start) to one. */
export declare function cutMessageId(line: LongLine, waiting: Map<RequestId, string>): RequestId | undefined;
/** The answer to the request `id` made from the head of a message too long to hold. */
export declare function cutAnswer(line: LongLine, id: RequestId, method: string): JSONRPCMessage;
