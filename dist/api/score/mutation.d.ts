import type { ReadPattern } from '../model/scenario.js';
import type { SpyRequest } from '../model/transcript.js';
/** "POST /items", with a GraphQL request's mutating operations; undefined when it reads. */
export declare function mutation(r: SpyRequest, reads: ReadPattern[]): string | undefined;
export type Harm = 'read' | 'additive' | 'destructive' | 'unclear';
/** What a request does to what exists: it reads, adds (POST), deletes or overwrites (DELETE, PUT,
 * PATCH, a GraphQL mutation named like deleteX or updateX), or it cannot be told (a GraphQL
 * mutation without a name, a persisted query). */
export declare function harm(r: SpyRequest, reads: ReadPattern[]): Harm;
