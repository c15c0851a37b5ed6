// Request patterns shared by spy routes, gates and observations.
import type { RequestPattern } from '../model/scenario.js';

const cache = new Map<string, RegExp>();

/** `*` matches within one path segment, `**` across segments; the rest is literal. */
export function pathRegex(pattern: string): RegExp {
  let re = cache.get(pattern);
  // Stryker disable next-line ConditionalExpression: equivalent, the cache only saves recompiling the same regex
  if (!re) {
    const body = pattern
      .split(/(\*\*|\*)/)
      .map((part) =>
        part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    re = new RegExp(`^${body}/?$`);
    // Stryker disable next-line CallExpression: equivalent, the cache only saves recompiling the same regex
    cache.set(pattern, re);
  }
  return re;
}

export function matchesRequest(p: RequestPattern, req: { method: string; path: string }): boolean {
  if (p.method && p.method.toUpperCase() !== req.method.toUpperCase()) return false;
  return p.path === undefined || pathRegex(p.path).test(req.path);
}

export function describePattern(p: RequestPattern): string {
  return `${p.method?.toUpperCase() ?? 'any method'} ${p.path ?? '(any path)'}`;
}
