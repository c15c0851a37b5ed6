/* global setInterval, URL */
// A fake Claude Code CLI speaking headless stream-json. It connects to the MCP server named
// in --mcp-config over streamable HTTP (as the real CLI does) and calls the tools the prompt
// names: `tool_name {"json":"args"}` or a bare tool name. Without a tool in the prompt it asks
// a question. FAKE_CLAUDE_MODE: auth-error | crash | hang | spy-failed. FAKE_CLAUDE_LOG: a
// file that gets one JSON line per run ({ argv, prompt }).
import { randomUUID } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const emit = (msg) => process.stdout.write(JSON.stringify(msg) + '\n');

async function readStdin() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

const prompt = await readStdin();
if (process.env.FAKE_CLAUDE_LOG) {
  appendFileSync(process.env.FAKE_CLAUDE_LOG, JSON.stringify({ argv, prompt }) + '\n');
}
const mode = process.env.FAKE_CLAUDE_MODE ?? '';
if (
  !argv.includes('-p') ||
  flag('--output-format') !== 'stream-json' ||
  !argv.includes('--verbose')
) {
  process.stderr.write('Error: --output-format=stream-json requires --print and --verbose\n');
  process.exit(1);
}
if (mode === 'crash') {
  process.stderr.write('fatal: something broke\n');
  process.exit(3);
}
if (mode === 'hang') {
  setInterval(() => undefined, 1000);
  await new Promise(() => undefined);
}

const sessionId = flag('--resume') ?? randomUUID();
const config = JSON.parse(readFileSync(flag('--mcp-config'), 'utf8'));
const [serverName, server] = Object.entries(config.mcpServers)[0];
const client = new Client({ name: 'fake-claude', version: '0.0.0' });
let status = 'connected';
try {
  if (mode === 'spy-failed') throw new Error('refused');
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
} catch {
  status = 'failed';
}
const tools = status === 'connected' ? (await client.listTools()).tools : [];
emit({
  type: 'system',
  subtype: 'init',
  session_id: sessionId,
  model: flag('--model') ?? 'claude-default',
  tools: tools.map((t) => `mcp__${serverName}__${t.name}`),
  mcp_servers: [{ name: serverName, status }],
});
emit({ type: 'user', message: { role: 'user', content: prompt }, session_id: sessionId });

if (mode === 'auth-error') {
  emit({
    type: 'result',
    subtype: 'success',
    is_error: true,
    result: 'Invalid API key · Please run /login',
    session_id: sessionId,
    usage: { input_tokens: 0, output_tokens: 0 },
  });
  process.exit(1);
}

// Tool names in the order the prompt mentions them, each with the JSON object after it.
const mentioned = tools
  .map((t) => ({ tool: t.name, at: prompt.indexOf(t.name) }))
  .filter((m) => m.at >= 0)
  .sort((a, b) => a.at - b.at);
const results = [];
let n = 0;
for (const m of mentioned) {
  const after = prompt.slice(m.at + m.tool.length).trimStart();
  let args = {};
  if (after.startsWith('{')) {
    const end = after.indexOf('}');
    args = JSON.parse(after.slice(0, end + 1));
  }
  const id = `toolu_${++n}`;
  emit({
    type: 'assistant',
    session_id: sessionId,
    message: {
      role: 'assistant',
      content: [{ type: 'tool_use', id, name: `mcp__${serverName}__${m.tool}`, input: args }],
    },
  });
  const res = await client.callTool({ name: m.tool, arguments: args });
  const text = res.content.map((c) => c.text ?? '').join('\n');
  results.push(text);
  emit({
    type: 'user',
    session_id: sessionId,
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: text }] },
  });
}
const reply = mentioned.length
  ? `Here is what I found: ${results.join(' | ')}`
  : 'Which cluster do you mean? Please tell me its id.';
emit({
  type: 'assistant',
  session_id: sessionId,
  message: { role: 'assistant', content: [{ type: 'text', text: reply }] },
});
emit({
  type: 'result',
  subtype: 'success',
  is_error: false,
  duration_ms: 5,
  num_turns: mentioned.length + 1,
  result: reply,
  session_id: sessionId,
  total_cost_usd: 0.001,
  usage: {
    input_tokens: 100,
    cache_creation_input_tokens: 5,
    cache_read_input_tokens: 20,
    output_tokens: 30,
  },
});
await client.close();
