// Whether a spy request reads, mutates or destroys: the rules of `no_mutation` (GET/HEAD/OPTIONS
// read; `spy.reads` and a gate's `except` read; a GraphQL request is judged by its operations),
// shared by that gate and the annotation and confirmation checks.
import { describeOperation, graphqlOperations, isMutating } from '../match/graphql.js';
import { matchesRequest } from '../match/request.js';
import type { ReadPattern } from '../model/scenario.js';
import type { GraphqlOperation, SpyRequest } from '../model/transcript.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Methods that delete or overwrite what they name (RFC 9110: PUT replaces the target's state,
 * PATCH modifies it, DELETE removes it); POST and the rest may add. */
const DESTRUCTIVE_METHODS = new Set(['DELETE', 'PUT', 'PATCH']);

/** A GraphQL mutation whose name says it deletes or overwrites: `deleteItem`, `remove_user`,
 * `updateOrder`, `PurgeCache`. */
const DESTRUCTIVE_VERB =
  /^(delete|remove|destroy|drop|purge|erase|wipe|truncate|clear|reset|replace|overwrite|update|upsert|set)([A-Z_\d]|$)/i;

/** "POST /items", with a GraphQL request's mutating operations; undefined when it reads. */
export function mutation(r: SpyRequest, reads: ReadPattern[]): string | undefined {
  const ops = r.graphql ?? graphqlRead(reads, r);
  // A GraphQL request is judged by its operations, whatever its method or a plain read says.
  if (ops) {
    const mutating = ops.filter(isMutating);
    return mutating.length
      ? `${r.method} ${r.path} (${mutating.map(describeOperation).join(', ')})`
      : undefined;
  }
  if (SAFE_METHODS.has(r.method.toUpperCase())) return undefined;
  return reads.some((p) => !p.graphql && matchesRequest(p, r))
    ? undefined
    : `${r.method} ${r.path}`;
}

export type Harm = 'read' | 'additive' | 'destructive' | 'unclear';

/** What a request does to what exists: it reads, adds (POST), deletes or overwrites (DELETE, PUT,
 * PATCH, a GraphQL mutation named like deleteX or updateX), or it cannot be told (a GraphQL
 * mutation without a name, a persisted query). */
export function harm(r: SpyRequest, reads: ReadPattern[]): Harm {
  if (mutation(r, reads) === undefined) return 'read';
  const ops = r.graphql ?? graphqlRead(reads, r);
  if (ops) {
    const mutating = ops.filter(isMutating);
    if (mutating.some((op) => op.name && DESTRUCTIVE_VERB.test(op.name))) return 'destructive';
    return mutating.some((op) => op.type === 'unknown' || !op.name) ? 'unclear' : 'additive';
  }
  return DESTRUCTIVE_METHODS.has(r.method.toUpperCase()) ? 'destructive' : 'additive';
}

/** The operations of a request to a `graphql: true` read's path, whatever its method (a GET
 * may carry a mutation); undefined when it is not one, or carries no GraphQL request. */
function graphqlRead(reads: ReadPattern[], r: SpyRequest): GraphqlOperation[] | undefined {
  const endpoint = reads.some((p) => p.graphql && matchesRequest({ path: p.path }, r));
  return endpoint ? graphqlOperations(r) : undefined;
}
