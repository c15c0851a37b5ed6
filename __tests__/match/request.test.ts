// Request patterns of gates, observations and spy routes: methods in any case, `*` within one
// path segment, `**` across segments, everything else literal, an optional trailing slash,
// against the normalized path (its spellings: path.test.ts).
import { describe, expect, it } from 'vitest';
import { describePattern, matchesRequest, pathRegex } from '../../src/match/request.js';

/** As the spy, gates and observations match: the pattern against the path as it arrived. */
const matches = (path: string, actual: string) =>
  matchesRequest({ path }, { method: 'GET', path: actual });

describe('path patterns', () => {
  it('match the whole path, with an optional trailing slash', () => {
    expect(matches('/clusters', '/clusters')).toBe(true);
    expect(matches('/clusters', '/clusters/')).toBe(true);
    expect(matches('/clusters', '/clusters/c1')).toBe(false);
    expect(matches('/clusters', '/api/clusters')).toBe(false);
  });

  it('`*` is one non-empty segment', () => {
    expect(matches('/clusters/*', '/clusters/c1')).toBe(true);
    expect(matches('/clusters/*', '/clusters/c1/nodes')).toBe(false);
    expect(matches('/clusters/*', '/clusters/')).toBe(false);
    expect(matches('/clusters/*/nodes', '/clusters/c1/nodes')).toBe(true);
  });

  it('`**` crosses segments', () => {
    expect(matches('/clusters/**', '/clusters/c1/nodes/n1')).toBe(true);
    expect(matches('/clusters/**', '/clusters/c1')).toBe(true);
    expect(matches('/**/nodes', '/clusters/c1/nodes')).toBe(true);
    expect(matches('/**/nodes', '/clusters/c1/pods')).toBe(false);
  });

  it('treats regex characters as literals', () => {
    expect(matches('/v1.0/items', '/v1.0/items')).toBe(true);
    expect(matches('/v1.0/items', '/v1x0/items')).toBe(false);
    expect(matches('/a+b', '/a+b')).toBe(true);
    expect(matches('/a+b', '/aab')).toBe(false);
    expect(matches('/f(x)', '/f(x)')).toBe(true);
    // A `?` in a path is an encoded one: a raw `?` starts the query.
    expect(matches('/q?', '/q%3F')).toBe(true);
    expect(matches('/q?', '/q')).toBe(false);
    expect(matches('/q?', '/')).toBe(false);
    expect(matches('/$^[x]{2}|y\\z', '/$^[x]{2}|y\\z')).toBe(true);
  });

  it('gives the same answer when a pattern is used again', () => {
    expect(pathRegex('/a/*')).toBe(pathRegex('/a/*'));
    expect(matches('/a/*', '/a/b')).toBe(true);
    expect(matches('/a/*', '/a/b')).toBe(true);
    expect(matches('/a/*', '/b/b')).toBe(false);
  });
});

describe('matchesRequest', () => {
  it('compares methods whatever their case', () => {
    expect(matchesRequest({ method: 'delete' }, { method: 'DELETE', path: '/x' })).toBe(true);
    expect(matchesRequest({ method: 'DELETE' }, { method: 'delete', path: '/x' })).toBe(true);
    expect(matchesRequest({ method: 'Get' }, { method: 'gET', path: '/x' })).toBe(true);
    expect(matchesRequest({ method: 'GET' }, { method: 'DELETE', path: '/x' })).toBe(false);
  });

  it('needs both method and path when both are given; either alone otherwise', () => {
    const p = { method: 'DELETE', path: '/clusters/*' };
    expect(matchesRequest(p, { method: 'DELETE', path: '/clusters/c1' })).toBe(true);
    expect(matchesRequest(p, { method: 'DELETE', path: '/nodes/n1' })).toBe(false);
    expect(matchesRequest(p, { method: 'GET', path: '/clusters/c1' })).toBe(false);
    expect(matchesRequest({ path: '/clusters/*' }, { method: 'PUT', path: '/clusters/c1' })).toBe(
      true,
    );
    expect(matchesRequest({}, { method: 'PUT', path: '/anything' })).toBe(true);
  });
});

describe('describePattern', () => {
  it('reads as method and path, naming what is left open', () => {
    expect(describePattern({ method: 'delete', path: '/clusters/*' })).toBe('DELETE /clusters/*');
    expect(describePattern({ path: '/clusters' })).toBe('any method /clusters');
    expect(describePattern({ method: 'post' })).toBe('POST (any path)');
    expect(describePattern({})).toBe('any method (any path)');
  });
});
