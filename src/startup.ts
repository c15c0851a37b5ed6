// The start-up measures that earn their place: each shortens the time to the run's first model
// request in bench f (`npx tsx bench/start-cases.ts` bundles the CLI with the measure undone and
// times both; docs/bench.md has the table). A measure that showed no gain there was removed. The
// bundle's own (code-splitting: a chunk per dynamic import) is in scripts/bundle-options.mjs.

/** tokenizer-early (FIGURE): the tokenizer's rank table is megabytes of code; its import
 * begins as the run starts, so that it is parsed while the providers are set up and the server
 * starts, not after the tools are listed. */
export function tokenizerEarly(): Promise<typeof import('./mcp/tokens.js')> {
  const loading = import('./mcp/tokens.js');
  // Awaited where the tools are counted: a failure is reported there.
  loading.catch(() => undefined);
  return loading;
}

/** mcp-client-deferred (FIGURE): the MCP SDK's client and what drives it (their zod schemas
 * take a while) are imported once a stdio server is spawned, and load while it starts. */
export const mcpClientModules = () =>
  Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('./mcp/live.js'),
    import('./mcp/elicitation.js'),
    import('./mcp/roots.js'),
  ]);

/** lazy-provider-sdks (FIGURE): a provider's SDK is loaded at its first chat, and only for a
 * provider that runs: a run with one provider (or only replay) does not load the others. */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
