// The floor under bench/start.ts's figures: what the libraries alone need for the tool's job up to
// its first model request. Node, the libraries a run has loaded by then (the MCP SDK's client,
// yaml, zod); the same server as the measured run spawned with the MCP SDK's stdio client,
// initialized and its tools listed (the tool cannot ask the model before that); then the OpenAI
// SDK sending one chat request through Node's fetch. Nothing of the tool's own. start.ts bundles
// it as the tool is bundled (scripts/bundle-options.mjs): what the tool takes beyond this figure
// is its own.
//   BENCH_FLOOR_SERVER: the server as JSON `{ command, args, env }`; without it, the old floor:
//   no server, the libraries and the request only ("node+openai only").
const server = process.env.BENCH_FLOOR_SERVER
  ? (JSON.parse(process.env.BENCH_FLOOR_SERVER) as {
      command: string;
      args: string[];
      env: Record<string, string>;
    })
  : undefined;
const [{ default: OpenAI }, { Client }] = await Promise.all([
  import('openai'),
  import('@modelcontextprotocol/sdk/client/index.js'),
  import('yaml'),
  import('zod'),
]);
let mcp: InstanceType<typeof Client> | undefined;
if (server) {
  const { StdioClientTransport, getDefaultEnvironment } =
    await import('@modelcontextprotocol/sdk/client/stdio.js');
  mcp = new Client({ name: 'floor', version: '1' });
  await mcp.connect(
    new StdioClientTransport({
      command: server.command,
      args: server.args,
      env: { ...getDefaultEnvironment(), ...server.env },
      stderr: 'ignore',
    }),
  );
  await mcp.listTools();
}
const client = new OpenAI({ apiKey: 'bench', baseURL: process.env.OPENAI_BASE_URL });
await client.chat.completions.create({
  model: 'fake-model',
  messages: [{ role: 'user', content: 'Show cluster c1' }],
});
await mcp?.close();
