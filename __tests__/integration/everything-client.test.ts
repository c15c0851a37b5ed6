// @modelcontextprotocol/server-everything registers six tool modules only for clients that
// declare elicitation, sampling or roots: what `client` declares is what the server offers, and
// its elicitation and roots tools then work through the whole engine.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../commands/run-cli.js';
import { connect } from '../../src/mcp/upstream.js';
import type { ClientConfig } from '../../src/model/config.js';
import { cleanup, corpusFile, run, SERVERS, stdioServer, tempDir } from './helpers.js';

afterEach(cleanup);

/** The tools server-everything lists to a client that declares `client`. */
async function listed(client?: ClientConfig): Promise<string[]> {
  const upstream = await connect(stdioServer(SERVERS.everything) as { command: string }, {
    dir: process.cwd(),
    spyUrl: 'http://127.0.0.1:9',
    env: { PATH: process.env.PATH },
    client,
  });
  try {
    return upstream.tools.map((t) => t.name);
  } finally {
    await upstream.close();
  }
}

const GATED = [
  'get-roots-list',
  'trigger-elicitation-request',
  'trigger-url-elicitation',
  'trigger-sampling-request',
];

describe('server-everything and the declared client capabilities', () => {
  it('lists its capability-gated tools only to a client that declares them', async () => {
    const none = await listed();
    expect(none).toContain('echo');
    expect(none.filter((t) => GATED.includes(t))).toEqual([]);

    const all = await listed({
      elicitation: true,
      sampling: 'stub',
      roots: [{ uri: 'file:///work/project' }],
    });
    expect(GATED.filter((t) => !all.includes(t))).toEqual([]);

    // Form mode alone: no URL-mode tool.
    const form = await listed({ elicitation: { form: true } });
    expect(form).toContain('trigger-elicitation-request');
    expect(form).not.toContain('trigger-url-elicitation');
    expect(form).not.toContain('get-roots-list');
  }, 60_000);

  it('saves, with `mcp-eval catalog`, the tools the run would see', async () => {
    const dir = tempDir('catalog');
    writeFileSync(
      path.join(dir, 'mcp-eval.yaml'),
      `server: { command: node, args: ["${SERVERS.everything}"] }\nclient: { elicitation: { url: true } }\n`,
    );
    const r = await runCli(['catalog', '--out', 'tools.json'], dir);
    expect(r.code, r.stderr).toBe(0);
    const saved = JSON.parse(readFileSync(path.join(dir, 'tools.json'), 'utf8')) as {
      tools: { name: string }[];
    };
    const names = saved.tools.map((t) => t.name);
    expect(names).toContain('trigger-url-elicitation');
    expect(names).not.toContain('get-roots-list');
  }, 60_000);

  it('answers its elicitations from the script and its roots from the config', async () => {
    const { row } = await run({
      server: stdioServer(SERVERS.everything),
      mode: 'live',
      client: { elicitation: true, roots: [{ uri: 'file:///work/project', name: 'project' }] },
      corpus: [
        corpusFile(`scenarios:
  - id: form
    prompt: Ask me for my details.
    expect: { calls: [{ tool: trigger-elicitation-request }] }
    elicit: [{ accept: { name: Ada, check: true, integer: 7 } }]
  - id: url
    prompt: Send me to the sign-in page.
    expect:
      calls: [{ tool: trigger-url-elicitation, args: { url: "http://127.0.0.1:9/sign-in" } }]
    elicit: [decline]
  - id: roots
    prompt: Which roots do you see?
    expect: { calls: [{ tool: get-roots-list }] }
`),
      ],
    });

    const form = row('form');
    expect(form.status).toBe('pass');
    expect(form.calls[0].result).toContain('- Name: Ada');
    expect(form.calls[0].result).toContain('- Favorite Integer: 7');
    // Its form asks for a name, an email, a birthdate... and no secret.
    expect(form.checks.find((c) => c.check === 'elicitation:no_secrets')).toMatchObject({
      passed: true,
    });
    expect(form.elicitations?.[0]).toMatchObject({ mode: 'form', action: 'accept' });

    const url = row('url');
    expect(url.elicitations).toEqual([
      expect.objectContaining({
        mode: 'url',
        url: 'http://127.0.0.1:9/sign-in',
        action: 'decline',
      }),
    ]);
    expect(url.calls[0].result).toContain('User declined to open the URL');

    expect(row('roots').calls[0].result).toContain('file:///work/project');
  }, 60_000);
});
