// What a GraphQL request asks the server to run: its operations' types, read without a GraphQL
// library (a small lexer suffices to find top-level definitions). Whatever cannot be read
// counts as mutating: a gate errs towards failing, never towards a pass it cannot back.
import type { Json } from '../model/json.js';
import type { GraphqlOperation } from '../model/transcript.js';

type Params = Record<string, Json | undefined>;

const unknown = (why: string): GraphqlOperation => ({ type: 'unknown', why });

/** A mutation, or an operation that cannot be read (a persisted query, a body that is no
 * GraphQL request). */
export const isMutating = (op: GraphqlOperation) => op.type === 'mutation' || op.type === 'unknown';

/** "mutation deleteItem", "query", "persisted query 3f2a9c1e". */
export function describeOperation(op: GraphqlOperation): string {
  if (op.type === 'unknown') return op.why ?? 'unreadable GraphQL request';
  return op.name ? `${op.type} ${op.name}` : op.type;
}

/**
 * The operations of a request to a GraphQL endpoint: a JSON body `{query, operationName}`, a
 * batch (an array of them), a form body, a raw document (`application/graphql`), or the URL's
 * `query` parameters. Undefined for a GET/HEAD/OPTIONS carrying none (the endpoint's page, a
 * health check): the method decides those. A GET carrying a mutation is a mutation.
 */
export function graphqlOperations(req: {
  method: string;
  query: Record<string, string>;
  body?: Json;
}): GraphqlOperation[] | undefined {
  const safe = ['GET', 'HEAD', 'OPTIONS'].includes(req.method.toUpperCase());
  if (safe || req.body === undefined) {
    if (['query', 'extensions', 'documentId'].some((k) => k in req.query))
      return request(req.query);
    return safe ? undefined : [bad()];
  }
  const body = req.body;
  if (Array.isArray(body)) return body.flatMap((one) => (isObject(one) ? request(one) : [bad()]));
  if (isObject(body)) return request(body);
  if (typeof body === 'string') {
    // A form body (`query=…`), else a raw document, named by the URL's operationName if any.
    const form = /^[\w.%+-]*=/.test(body.trim())
      ? Object.fromEntries(new URLSearchParams(body.trim()))
      : undefined;
    if (form) return request(form);
    return operations(body, req.query.operationName);
  }
  return [bad()];
}

const bad = () => unknown('no GraphQL request in the body');

function isObject(x: Json | undefined): x is { [k: string]: Json } {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** One request of a batch: its document, else its persisted query's hash or id. */
function request(p: Params): GraphqlOperation[] {
  if (typeof p.query === 'string' && p.query.trim()) {
    return operations(p.query, typeof p.operationName === 'string' ? p.operationName : undefined);
  }
  const ext = typeof p.extensions === 'string' ? parseJson(p.extensions) : p.extensions;
  const hash = isObject(ext) && isObject(ext.persistedQuery) ? ext.persistedQuery.sha256Hash : null;
  const id = [hash, p.documentId, p.doc_id, p.queryId, p.id].find(
    (v) => typeof v === 'string' || typeof v === 'number',
  );
  if (id !== undefined) return [unknown(`persisted query ${String(id).slice(0, 12)}`)];
  return [bad()];
}

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** The operations the server runs: the one `operationName` names, else every one (a server
 * refuses an ambiguous document, but counting all errs towards the gate). */
function operations(document: string, operationName?: string): GraphqlOperation[] {
  let all: GraphqlOperation[];
  try {
    all = definitions(tokens(document));
  } catch (err) {
    return [unknown(`unreadable GraphQL document (${(err as Error).message})`)];
  }
  if (!all.length) return [unknown('a GraphQL document without an operation')];
  const named = operationName ? all.filter((op) => op.name === operationName) : [];
  return named.length ? named : all;
}

const OPERATION = new Set(['query', 'mutation', 'subscription']);
const OPEN = new Set(['{', '(', '[']);
const CLOSE = new Set(['}', ')', ']']);

/** Top-level definitions: operations (shorthand `{ … }` is a query) and fragments. */
function definitions(toks: string[]): GraphqlOperation[] {
  const ops: GraphqlOperation[] = [];
  let i = 0;
  /** Past the `{ … }` (or `( … )`, `[ … ]`) that starts at `i`. */
  const skipGroup = () => {
    let depth = 0;
    do {
      if (i >= toks.length) throw new Error('unbalanced brackets');
      if (OPEN.has(toks[i])) depth++;
      else if (CLOSE.has(toks[i])) depth--;
      i++;
    } while (depth > 0);
  };
  /** Past the definition's header (name, variables, directives) and its selection set. */
  const skipToBody = () => {
    while (i < toks.length && toks[i] !== '{') {
      if (CLOSE.has(toks[i])) throw new Error(`unexpected "${toks[i]}"`);
      if (OPEN.has(toks[i])) skipGroup();
      else i++;
    }
    if (i >= toks.length) throw new Error('a definition without a selection set');
    skipGroup();
  };
  while (i < toks.length) {
    const t = toks[i];
    if (t === '{') {
      ops.push({ type: 'query' });
      skipGroup();
    } else if (OPERATION.has(t)) {
      i++;
      const name = /^[_A-Za-z]/.test(toks[i] ?? '') ? toks[i] : undefined;
      ops.push({ type: t as GraphqlOperation['type'], ...(name ? { name } : {}) });
      skipToBody();
    } else if (t === 'fragment') {
      i++;
      skipToBody();
    } else throw new Error(`unexpected "${t.slice(0, 20)}"`);
  }
  return ops;
}

/** GraphQL's tokens, ignored ones (whitespace, commas, comments) dropped; strings and numbers
 * kept as one opaque token each, so braces inside them are not counted. */
function tokens(text: string): string[] {
  const out: string[] = [];
  const re =
    /[\s,\uFEFF]+|#[^\n\r]*|"""(?:\\"""|[^"]|"(?!""))*"""|"(?:\\.|[^"\\\n\r])*"|\.\.\.|[!$&():=@[\]{|}]|[_A-Za-z][_0-9A-Za-z]*|-?\d[\d.eE+-]*/y;
  while (re.lastIndex < text.length) {
    const at = re.lastIndex;
    const m = re.exec(text);
    if (!m) throw new Error(`unexpected character at ${at}`);
    if (!/^[\s,\uFEFF#]/.test(m[0])) out.push(m[0]);
  }
  return out;
}
