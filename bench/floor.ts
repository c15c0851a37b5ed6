// The floor under bench/start.ts's figures: Node, the libraries a run has loaded by its first
// model request (the MCP SDK's client, yaml, zod) and the OpenAI SDK sending one chat request
// through Node's fetch, with nothing of the tool's own. start.ts bundles it as the tool is
// bundled (scripts/bundle-options.mjs) and starts it with Node's compile cache on, as
// src/compile-cache.ts does: what the tool takes beyond this figure is its own.
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const [{ default: OpenAI }] = await Promise.all([
  import('openai'),
  import('@modelcontextprotocol/sdk/client/index.js'),
  import('yaml'),
  import('zod'),
]);
const client = new OpenAI({ apiKey: 'bench', baseURL: process.env.OPENAI_BASE_URL });
await client.chat.completions.create({
  model: 'fake-model',
  messages: [{ role: 'user', content: 'Show cluster c1' }],
});
