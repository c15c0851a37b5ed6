// What a request to a GraphQL endpoint runs, read from its body or URL: the operation type
// decides whether `no_mutation` counts it, and whatever cannot be read counts as mutating.
import { describe, expect, it } from 'vitest';
import { describeOperation, graphqlOperations, isMutating } from '../../src/match/graphql.js';
import type { Json } from '../../src/model/json.js';

const post = (body: Json | undefined, query: Record<string, string> = {}) =>
  graphqlOperations({ method: 'POST', query, ...(body === undefined ? {} : { body }) });
const get = (query: Record<string, string>) => graphqlOperations({ method: 'GET', query });
/** The operations as the gate's reason names them. */
const said = (ops: ReturnType<typeof graphqlOperations>) => ops?.map(describeOperation);
const mutating = (ops: ReturnType<typeof graphqlOperations>) => ops?.some(isMutating);

describe('graphqlOperations', () => {
  it('reads a query and a mutation by their type and name', () => {
    expect(said(post({ query: 'query listItems { items { id } }' }))).toEqual(['query listItems']);
    expect(said(post({ query: 'mutation deleteItem($id: ID!) { deleteItem(id: $id) }' }))).toEqual([
      'mutation deleteItem',
    ]);
    // Shorthand: a bare selection set is a query.
    expect(said(post({ query: '{ items { id } }' }))).toEqual(['query']);
    // A subscription only reads.
    expect(mutating(post({ query: 'subscription onItem { item { id } }' }))).toBe(false);
  });

  it('picks the operation operationName names; every one when it names none of them', () => {
    const doc = 'query list { items { id } } mutation wipe { deleteAll }';
    expect(said(post({ query: doc, operationName: 'list' }))).toEqual(['query list']);
    expect(said(post({ query: doc, operationName: 'wipe' }))).toEqual(['mutation wipe']);
    // No name, or an unknown one: a server refuses, but counting both errs towards the gate.
    expect(said(post({ query: doc }))).toEqual(['query list', 'mutation wipe']);
    expect(said(post({ query: doc, operationName: 'other' }))).toEqual([
      'query list',
      'mutation wipe',
    ]);
  });

  it('is not fooled by comments, strings, fragments, variables or directives', () => {
    const doc = [
      '# mutation inAComment { x }',
      'fragment F on Item { id name(format: "mutation { x }") }',
      'query q($where: Filter = {name: "}{", tags: ["a"]}) @cached(ttl: 5) {',
      '  items(where: $where) { ...F note: desc(text: """mutation \\""" } { """) }',
      '}',
    ].join('\n');
    expect(said(post({ query: doc }))).toEqual(['query q']);
  });

  it('reads each request of a batch: a mutation anywhere makes it mutating', () => {
    const ops = post([
      { query: 'query a { items { id } }' },
      { query: 'mutation deleteItem { deleteItem(id: 1) }' },
    ]);
    expect(said(ops)).toEqual(['query a', 'mutation deleteItem']);
    expect(mutating(ops)).toBe(true);
    expect(mutating(post([{ query: '{ a }' }, { query: '{ b }' }]))).toBe(false);
  });

  it('counts a persisted query (a hash without its text) as mutating: it cannot be read', () => {
    const hash = 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38';
    const ops = post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(said(ops)).toEqual(['persisted query ecf4edb46db4']);
    expect(mutating(ops)).toBe(true);
    // With its text (an automatic persisted query being registered), the text is read.
    const registered = { persistedQuery: { version: 1, sha256Hash: hash } };
    expect(mutating(post({ query: '{ a }', extensions: registered }))).toBe(false);
    // A stored document's id (Relay), likewise unreadable.
    expect(mutating(post({ documentId: 'abc123' }))).toBe(true);
  });

  it('reads a GET: a mutation in its query parameter is a mutation; no parameter, no verdict', () => {
    expect(said(get({ query: 'mutation m { x }' }))).toEqual(['mutation m']);
    expect(mutating(get({ query: '{ items { id } }' }))).toBe(false);
    expect(mutating(get({ extensions: '{"persistedQuery":{"sha256Hash":"ab12"}}' }))).toBe(true);
    // The endpoint's page or a health check: the method decides.
    expect(get({})).toBeUndefined();
  });

  it('reads a form body and a raw document (application/graphql)', () => {
    expect(said(post('query=mutation%20m%20%7B%20x%20%7D'))).toEqual(['mutation m']);
    expect(said(post('mutation m { x }'))).toEqual(['mutation m']);
    expect(said(post('query a { x } mutation b { y }', { operationName: 'a' }))).toEqual([
      'query a',
    ]);
  });

  it('counts what it cannot read as mutating, saying why', () => {
    const cases: [Json | undefined, RegExp][] = [
      [undefined, /no GraphQL request/], // a POST with no body
      [{ variables: {} }, /no GraphQL request/], // no query at all
      [42, /no GraphQL request/],
      [['not an object'], /no GraphQL request/],
      [{ query: 'mutation m { x ' }, /unreadable GraphQL document \(unbalanced/],
      [{ query: 'type Item { id: ID }' }, /unreadable GraphQL document \(unexpected "type"/],
      [{ query: 'fragment F on T { id }' }, /without an operation/],
      [{ query: 'query q { a(s: "unterminated) }' }, /unreadable/],
    ];
    for (const [body, why] of cases) {
      const ops = post(body);
      expect(mutating(ops), JSON.stringify(body)).toBe(true);
      expect(said(ops)?.join(), JSON.stringify(body)).toMatch(why);
    }
  });
});
