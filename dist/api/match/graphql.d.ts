import type { Json } from '../model/json.js';
import type { GraphqlOperation } from '../model/transcript.js';
/** A mutation, or an operation that cannot be read (a persisted query, a body that is no
 * GraphQL request). */
export declare const isMutating: (op: GraphqlOperation) => boolean;
/** "mutation deleteItem", "query", "persisted query 3f2a9c1e". */
export declare function describeOperation(op: GraphqlOperation): string;
/**
 * The operations of a request to a GraphQL endpoint: a JSON body `{query, operationName}`, a
 * batch (an array of them), a form body, a raw document (`application/graphql`), or the URL's
 * `query` parameters. Undefined for a GET/HEAD/OPTIONS carrying none (the endpoint's page, a
 * health check): the method decides those. A GET carrying a mutation is a mutation.
 */
export declare function graphqlOperations(req: {
    method: string;
    query: Record<string, string>;
    body?: Json;
}): GraphqlOperation[] | undefined;
