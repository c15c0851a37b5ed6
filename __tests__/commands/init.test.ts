// mcp-eval init: from three third-party servers from npm (and from a catalog, offline) it writes a
// config and a starter corpus that `validate` accepts and a replay run passes; it never overwrites.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli, workspace, ROOT } from './run-cli.js';

const bin = (name: string) =>
  path.join(ROOT, 'node_modules/@modelcontextprotocol', `server-${name}`, 'dist/index.js');

interface Corpus {
  defaults: { tags: string[] };
  scenarios: {
    id: string;
    prompt: string;
    expect: { calls: { tool: string; args?: Record<string, unknown> }[] };
  }[];
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** The schema a file's first line names for yaml-language-server, resolved from the file. */
function namedSchema(dir: string, file: string): string {
  const first = read(dir, file).split('\n')[0];
  const m = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
  expect(m, `${file} starts with the schema line`).not.toBeNull();
  return path.resolve(path.dirname(path.join(dir, file)), m![1]);
}

/** Whether the file passes the JSON Schema its first line names, as an editor checks it. */
function editorAccepts(dir: string, file: string): boolean {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  const validate = ajv.compile(JSON.parse(readFileSync(namedSchema(dir, file), 'utf8')) as object);
  const ok = validate(parse(read(dir, file)));
  expect(validate.errors ?? [], file).toEqual([]);
  return ok;
}

describe('mcp-eval init on third-party servers', () => {
  // The flag as the issue spells it, and as the other commands do (--server-command).
  const servers: [string, string, (dir: string) => string][] = [
    ['filesystem', '--server', (dir) => `node ${bin('filesystem')} ${dir}`],
    ['memory', '--server-command', () => `node ${bin('memory')}`],
    ['everything', '--server', () => `node ${bin('everything')}`],
  ];

  it.each(servers)(
    '%s: writes files that validate and that a replay run passes',
    async (_name, flag, command) => {
      const dir = workspace({});
      const init = await runCli(['init', flag, command(dir)], dir);
      expect(init.stderr).not.toMatch(/error/);
      expect(init.code).toBe(0);

      // One scenario per tool the server lists, each expecting that tool.
      const catalog = await runCli(['catalog', '--out', 'tools.json'], dir);
      expect(catalog.code).toBe(0);
      const tools = (JSON.parse(read(dir, 'tools.json')) as { tools: { name: string }[] }).tools;
      const corpus = parse(read(dir, 'corpus/tools.yaml')) as Corpus;
      expect(corpus.scenarios.map((s) => s.expect.calls[0].tool)).toEqual(tools.map((t) => t.name));
      expect(new Set(corpus.scenarios.map((s) => s.id)).size).toBe(tools.length);
      expect(corpus.scenarios.every((s) => s.prompt.startsWith('TODO'))).toBe(true);
      expect(init.stdout).toContain(`${tools.length} scenario(s)`);

      // The editor schema lines name this repository's schemas.
      expect(namedSchema(dir, 'mcp-eval.yaml')).toBe(path.join(ROOT, 'schema/config.schema.json'));
      expect(namedSchema(dir, 'corpus/tools.yaml')).toBe(
        path.join(ROOT, 'schema/corpus.schema.json'),
      );

      // validate starts the server again from the written config: names and argument types.
      const validate = await runCli(['validate'], dir);
      expect(validate.stderr).not.toMatch(/error|problem/);
      expect(validate.code).toBe(0);
      expect(validate.stdout).toContain(`OK: ${tools.length} scenario(s) valid`);

      // The replay provider sends a value each matcher accepts, of the tool schema's type.
      const run = await runCli(['run', '--provider', 'replay', '--out', 'out', '--quiet'], dir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`100% (${tools.length}/${tools.length}) passed`);
    },
    60_000,
  );
});

describe('mcp-eval init --server with the config in a subfolder', () => {
  it('runs the server where init ran it (server.cwd), so a relative path still starts it', async () => {
    const dir = workspace({});
    const relative = path.relative(dir, bin('memory'));
    const init = await runCli(
      ['init', '--server', `node ${relative}`, '--config', 'evals/mcp-eval.yaml'],
      dir,
    );
    expect(init.code, init.stderr).toBe(0);
    expect(parse(read(dir, 'evals/mcp-eval.yaml'))).toMatchObject({
      server: { command: 'node', args: [relative], cwd: '..' },
      corpus: ['../corpus/tools.yaml'],
    });
    const validate = await runCli(['validate', '--config', 'evals/mcp-eval.yaml'], dir);
    expect(validate.code, validate.stderr).toBe(0);
    const corpus = parse(read(dir, 'corpus/tools.yaml')) as Corpus;
    expect(validate.stdout).toContain(`OK: ${corpus.scenarios.length} scenario(s) valid`);
  }, 30_000);
});

describe('mcp-eval init --url', () => {
  let server: ChildProcess;
  let url = '';

  // server-everything over streamable HTTP on 127.0.0.1, on a port the OS picks (the preload
  // binds loopback and prints the port), as __tests__/integration/everything-http.test.ts does.
  beforeAll(async () => {
    const preload = pathToFileURL(
      path.join(ROOT, '__tests__/fixtures/third-party/everything/loopback-listen.mjs'),
    ).href;
    server = spawn(process.execPath, ['--import', preload, bin('everything'), 'streamableHttp'], {
      env: { PATH: process.env.PATH ?? '', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(() => reject(new Error(`no port after 10 s: ${stderr}`)), 10_000);
      server.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const ready = /loopback-listen: ready on port (\d+)/.exec(stderr);
        if (ready) {
          clearTimeout(timer);
          resolve(Number(ready[1]));
        }
      });
    });
    url = `http://127.0.0.1:${port}/mcp`;
  }, 20_000);

  afterAll(async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  it('names the URL in the config, and the files validate against the running server', async () => {
    const dir = workspace({});
    const init = await runCli(['init', '--url', url], dir);
    expect(init.code, init.stderr).toBe(0);
    expect(parse(read(dir, 'mcp-eval.yaml'))).toMatchObject({ server: { url }, mode: 'stub' });
    const corpus = parse(read(dir, 'corpus/tools.yaml')) as Corpus;
    expect(corpus.scenarios.map((s) => s.expect.calls[0].tool)).toContain('get-sum');
    const validate = await runCli(['validate'], dir);
    expect(validate.code, validate.stderr).toBe(0);
    expect(validate.stdout).toContain(`OK: ${corpus.scenarios.length} scenario(s) valid`);
  }, 30_000);
});

describe('mcp-eval init from a catalog (offline)', () => {
  const catalog = {
    tools: [
      {
        name: 'resize_cluster',
        description: 'Resize a cluster.\nMore text.',
        inputSchema: {
          type: 'object',
          properties: {
            cluster: { type: 'string' },
            nodes: { type: 'integer', minimum: 1 },
            ratio: { type: 'number' },
            region: { type: 'string', enum: ['eu', 'us'] },
            dry_run: { type: 'boolean' },
            labels: { type: 'array', items: { type: 'string' } },
            owner: {
              type: 'object',
              properties: { team: { type: 'string' } },
              required: ['team'],
            },
            note: { type: 'string' },
          },
          required: ['cluster', 'nodes', 'ratio', 'region', 'dry_run', 'labels', 'owner'],
        },
        annotations: { readOnlyHint: false, destructiveHint: true },
      },
      {
        name: 'listClusters',
        inputSchema: {
          type: 'object',
          properties: { $filter: { type: 'string' } },
          required: ['$filter'],
        },
        annotations: { readOnlyHint: true },
      },
    ],
  };

  it('types each required argument, comments the decisions, and validates', async () => {
    const dir = workspace({ 'tools.json': JSON.stringify(catalog) });
    const init = await runCli(['init', '--catalog', 'tools.json'], dir);
    expect(init.code, init.stderr).toBe(0);

    const config = parse(read(dir, 'mcp-eval.yaml')) as Record<string, unknown>;
    expect(config).toMatchObject({ catalog: 'tools.json', mode: 'stub' });
    expect(config.server).toBeUndefined();

    const text = read(dir, 'corpus/tools.yaml');
    const corpus = parse(text) as Corpus;
    expect(corpus.scenarios.map((s) => s.id)).toEqual(['resize-cluster', 'list-clusters']);
    expect(corpus.defaults.tags).toEqual(['starter']);
    expect(corpus.scenarios[0].expect.calls[0].args).toEqual({
      cluster: { $nonEmpty: true },
      nodes: { $regex: '^-?[0-9]+$' },
      ratio: { $regex: '^-?[0-9]+(\\.[0-9]+)?$' },
      region: { $oneOf: ['eu', 'us'] },
      dry_run: { $oneOf: [true, false] },
      labels: { $nonEmpty: true },
      owner: { team: { $nonEmpty: true } },
    });
    // An argument named $… would read as a matcher: a comment names it, the call has no args.
    expect(corpus.scenarios[1].expect.calls[0]).toEqual({ tool: 'listClusters' });
    expect(text).toContain('# other arguments: $filter');
    // Where the user must decide: the destructive tool, the optional argument, each value.
    expect(text).toContain('# resize_cluster: Resize a cluster.\n');
    expect(text).toMatch(/# Destructive: decide whether the model should ask first/);
    expect(text).toContain('# other arguments: note');
    expect(text).toMatch(/dry_run: .* # decide: true or false/);
    expect(text.match(/Destructive/g)).toHaveLength(1);

    const validate = await runCli(['validate'], dir);
    expect(validate.code, validate.stderr).toBe(0);
    expect(validate.stdout).toContain('OK: 2 scenario(s) valid');
    expect(editorAccepts(dir, 'mcp-eval.yaml')).toBe(true);
    expect(editorAccepts(dir, 'corpus/tools.yaml')).toBe(true);

    // Filled in as a user would (a value for a matcher, a real prompt), it still validates.
    const filled = text
      .replace("nodes: { $regex: '^-?[0-9]+$' }", 'nodes: 3')
      .replace(/prompt: 'TODO[^']*'/g, 'prompt: Resize prod to 3 nodes');
    writeFileSync(path.join(dir, 'corpus/tools.yaml'), filled);
    expect((await runCli(['validate'], dir)).code).toBe(0);
  });

  it('writes a URL schema line with --schema-base, and the files elsewhere with --config / --corpus', async () => {
    const dir = workspace({ 'tools.json': JSON.stringify(catalog) });
    const base = 'https://example.invalid/owner/mcp-eval-action/v1/schema/';
    const init = await runCli(
      ['init', '--catalog', 'tools.json', '--config', 'ci/eval.yaml', '--corpus', 'evals/a.yaml'],
      dir,
    );
    expect(init.code, init.stderr).toBe(0);
    expect(parse(read(dir, 'ci/eval.yaml'))).toMatchObject({
      catalog: '../tools.json',
      corpus: ['../evals/a.yaml'],
    });
    expect((await runCli(['validate', '--config', 'ci/eval.yaml'], dir)).code).toBe(0);

    const other = workspace({ 'tools.json': JSON.stringify(catalog) });
    await runCli(['init', '--catalog', 'tools.json', '--schema-base', base], other);
    expect(read(other, 'corpus/tools.yaml').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=https://example.invalid/owner/mcp-eval-action/v1/schema/corpus.schema.json',
    );
  });
});

describe('mcp-eval init refuses', () => {
  const catalog = JSON.stringify([{ name: 'ping', inputSchema: { type: 'object' } }]);

  it.each(['mcp-eval.yaml', 'corpus/tools.yaml'])(
    'to overwrite %s, and writes nothing',
    async (existing) => {
      const dir = workspace({ 'tools.json': catalog, [existing]: 'mine\n' });
      const r = await runCli(['init', '--catalog', 'tools.json'], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${existing} already exists: init does not overwrite it`);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(read(dir, existing)).toBe('mine\n');
      const other = existing === 'mcp-eval.yaml' ? 'corpus/tools.yaml' : 'mcp-eval.yaml';
      expect(existsSync(path.join(dir, other))).toBe(false);
    },
  );

  it('without exactly one of --server, --url and --catalog', async () => {
    const dir = workspace({ 'tools.json': catalog });
    for (const args of [
      [],
      ['--catalog', 'tools.json', '--url', 'http://127.0.0.1:1/mcp'],
      ['--server', 'node a.js', '--server-command', 'node b.js'],
    ]) {
      const r = await runCli(['init', ...args], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('init needs one of --server');
    }
    expect(existsSync(path.join(dir, 'mcp-eval.yaml'))).toBe(false);
  });

  it('a server with no tools, writing nothing', async () => {
    const dir = workspace({ 'tools.json': '[]' });
    const r = await runCli(['init', '--catalog', 'tools.json'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('The server lists no tools');
    expect(existsSync(path.join(dir, 'mcp-eval.yaml'))).toBe(false);
  });

  it('a server that is not on loopback, naming it', async () => {
    const dir = workspace({});
    const r = await runCli(['init', '--url', 'http://192.0.2.1/mcp'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not a loopback address/);
    expect(existsSync(path.join(dir, 'mcp-eval.yaml'))).toBe(false);
  });
});
