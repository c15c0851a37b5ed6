// The normalized path patterns match: every spelling a server's router might route to a pattern's
// place matches it, so a gate like `no_request: DELETE /clusters/*` cannot be slipped past.
import { describe, expect, it } from 'vitest';
import { pathReadings, targetPath } from '../../src/match/path.js';
import { matchesRequest } from '../../src/match/request.js';

const matches = (path: string, actual: string) =>
  matchesRequest({ method: 'DELETE', path }, { method: 'DELETE', path: actual });

describe('the normalized path', () => {
  it('is the path of the target: no query, no fragment, no scheme or host', () => {
    expect(targetPath('/clusters/c1?force=1#top')).toBe('/clusters/c1');
    // Absolute-form, as a client sends it to a proxy.
    expect(targetPath('http://api.internal:8080/clusters/c1')).toBe('/clusters/c1');
    expect(targetPath('*')).toBe('/*');
  });

  it('decodes escapes, again and again, keeping an encoded slash as %2F', () => {
    expect(pathReadings('/clusters/%63%31')).toEqual(['/clusters/c1']);
    // Double encoding: `%252F` is `%2F` once decoded, an encoded slash.
    expect(pathReadings('/clusters%252Fc1')).toEqual(['/clusters%2Fc1']);
    expect(pathReadings('/a%2fb')).toEqual(['/a%2Fb']);
    // A backslash is a slash to some clients (WHATWG URL) and a character to others.
    expect(pathReadings('/a\\b')).toEqual(['/a%2Fb']);
    expect(pathReadings('/a%5Cb')).toEqual(['/a%2Fb']);
    // Escapes that are not UTF-8 stay, in upper case.
    expect(pathReadings('/x%ff')).toEqual(['/x%FF']);
    expect(pathReadings('/caf%C3%A9')).toEqual(['/café']);
  });

  it('collapses runs of slashes and reads dot segments both as written and resolved', () => {
    expect(pathReadings('//items//x')).toEqual(['/items/x']);
    expect(pathReadings('/x/../clusters/c1')).toEqual(['/x/../clusters/c1', '/clusters/c1']);
    expect(pathReadings('/clusters/%2e%2e')).toEqual(['/clusters/..', '/']);
    expect(pathReadings('/a/./b/.')).toEqual(['/a/./b/.', '/a/b/']);
  });
});

describe('a gate pattern matches every spelling of its path', () => {
  // One case per way a path can be spelt; each is routed to DELETE /clusters/:id by some
  // router (express, a decoding proxy, nginx, Tomcat) and so must fail the gate.
  const spellings: [string, string][] = [
    ['/clusters/c1', 'as written'],
    ['/Clusters/C1', 'another case (express routes case-insensitively by default)'],
    ['//clusters//c1', 'doubled slashes (nginx merges them)'],
    ['/clusters/c1/', 'a trailing slash'],
    ['/clusters/c1//', 'trailing slashes'],
    ['/clusters%2Fc1', 'an encoded slash (a WSGI server decodes it before routing)'],
    ['/clusters%2fc1', 'an encoded slash in lower case'],
    ['/clusters%252Fc1', 'a doubly encoded slash (two decoding layers)'],
    ['/clusters\\c1', 'a backslash (WHATWG URL reads it as a slash)'],
    ['/clusters%C0%AFc1', 'an overlong UTF-8 slash'],
    ['/%63lusters/c1', 'an encoded unreserved letter'],
    ['/clusters/a%2Fb', 'an encoded slash inside the id (express keeps it in the segment)'],
    ['/clusters/..', 'a dot segment as the id (express routes it to /clusters/:id)'],
    ['/x/../clusters/c1', 'a dot segment before (fetch and nginx resolve it)'],
    ['/x/%2e%2e/clusters/c1', 'an encoded dot segment'],
    ['/x/%252e%252e/clusters/c1', 'a doubly encoded dot segment'],
    ['/clusters;v=1/c1', 'a matrix parameter on a segment (Tomcat strips it)'],
    ['/clusters/c1;jsessionid=9', 'a parameter on the last segment'],
    ['/clusters/c1?force=true', 'a query'],
    ['http://api/clusters/c1', 'absolute form'],
  ];
  it.each(spellings)('%s: %s', (spelt) => {
    expect(matches('/clusters/*', spelt)).toBe(true);
  });

  it('a literal pattern matches its spellings too', () => {
    expect(matches('/clusters/c1', '/CLUSTERS/%43%31')).toBe(true);
    expect(matches('/clusters/c1', '/clusters/c1%2F')).toBe(true);
    expect(matches('/items/x', '//items/x')).toBe(true);
    // The pattern is normalized as the path is: its escapes and doubled slashes read the same.
    expect(matches('/files/my%20notes', '/files/my notes')).toBe(true);
    expect(matches('//files/a%2Fb', '/files/a/b')).toBe(true);
  });

  it('still tells other paths apart', () => {
    expect(matches('/clusters/*', '/clusters')).toBe(false);
    expect(matches('/clusters/*', '/clusters/c1/nodes')).toBe(false);
    expect(matches('/clusters/*', '/nodes/c1')).toBe(false);
    expect(matches('/clusters/*', '/clusterss/c1')).toBe(false);
    // Resolved, `/clusters/../nodes/n1` is `/nodes/n1`; as written it has three segments.
    expect(matches('/clusters/*', '/clusters/../nodes/n1')).toBe(false);
    expect(matches('/clusters/c1', '/clusters/c10')).toBe(false);
    expect(matches('/clusters/c1', '/clusters/c1/x')).toBe(false);
  });
});
