// The token cost of the server's tool surface, base → head: the whole tools/list and each tool.
import type { TokensDiff, TokensReport } from '../model/tokens.js';

/** Absent when a side did not count its tools, or counted them with another encoding. */
export function diffTokens(
  base: TokensReport | undefined,
  head: TokensReport | undefined,
): TokensDiff | undefined {
  if (!base || !head || base.encoding !== head.encoding) return undefined;
  const before = new Map(base.tools.map((t) => [t.name, t.total]));
  const after = new Map(head.tools.map((t) => [t.name, t.total]));
  const names = [...new Set([...before.keys(), ...after.keys()])];
  const change = (name: string) => Math.abs((after.get(name) ?? 0) - (before.get(name) ?? 0));
  return {
    encoding: head.encoding,
    base: base.total,
    head: head.total,
    tools: names
      .sort((a, b) => change(b) - change(a) || a.localeCompare(b))
      .map((name) => ({
        name,
        ...(before.has(name) ? { base: before.get(name) } : {}),
        ...(after.has(name) ? { head: after.get(name) } : {}),
      })),
  };
}
