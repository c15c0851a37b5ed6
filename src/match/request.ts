// Request patterns shared by spy routes, gates and observations. They match the normalized form
// of a path (path.ts), ignoring case, so that no spelling of a path slips past a gate.
import type { ReadPattern, RequestPattern } from '../model/scenario.js';
import { SLASH, decodePath, pathReadings } from './path.js';

const cache = new Map<string, RegExp>();
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** A separator: a slash, or an encoded one (a router may split there). */
const SLASHES = `(?:/|${SLASH})`;
/** A segment may carry `;…` parameters, which Tomcat and Spring strip before routing. */
const PARAMS = '(?:;[^/]*)?';

/** A pattern's literal text, normalized as a path is: decoded, one slash for many. A segment
 * the literal ends may carry parameters; one a wildcard ends spans them already (and giving
 * both the chance would make matching a long path slow). */
function literal(text: string, afterWildcard: boolean): string {
  return decodePath(text)
    .replace(/\/{2,}/g, '/')
    .split(new RegExp(`/|${SLASH}`, 'i'))
    .map(escape)
    .map((part, i) =>
      i === 0 ? part : `${i === 1 && afterWildcard ? '' : PARAMS}${SLASHES}${part}`,
    )
    .join('');
}

/** `*` matches within one path segment, `**` across segments; the rest is literal. Case is
 * ignored (express routes `/Clusters` to `/clusters`); a trailing `/` is optional. */
export function pathRegex(pattern: string): RegExp {
  let re = cache.get(pattern);
  // Stryker disable next-line ConditionalExpression: equivalent, the cache only saves recompiling the same regex
  if (!re) {
    const parts = pattern.split(/(\*\*|\*)/);
    const body = parts
      .map((part, i) => (part === '**' ? '.*' : part === '*' ? '[^/]+' : literal(part, i > 0)))
      .join('');
    const end = parts.length > 1 && parts[parts.length - 1] === '' ? '' : PARAMS;
    re = new RegExp(`^${body}${end}${SLASHES}?$`, 'iu');
    // Stryker disable next-line CallExpression: equivalent, the cache only saves recompiling the same regex
    cache.set(pattern, re);
  }
  return re;
}

/** `req.path` is the path as it arrived; the pattern matches any of its normalized readings. */
export function matchesRequest(p: RequestPattern, req: { method: string; path: string }): boolean {
  if (p.method && p.method.toUpperCase() !== req.method.toUpperCase()) return false;
  if (p.path === undefined) return true;
  const re = pathRegex(p.path);
  return pathReadings(req.path).some((path) => re.test(path));
}

export function describePattern(p: RequestPattern | ReadPattern): string {
  const what = `${p.method?.toUpperCase() ?? 'any method'} ${p.path ?? '(any path)'}`;
  return 'graphql' in p && p.graphql ? `${what} (GraphQL queries)` : what;
}
