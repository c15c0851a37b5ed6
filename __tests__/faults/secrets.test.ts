// Hostile content, secrets: values planted in the environment reach the run as a tool result
// (raw and JSON-escaped), an object key, a number, a URL-encoded spy request path, a hook's
// output cut mid-secret, a server's stderr split across lines and a provider's 401 text. Every
// output is then searched for every form of every secret: the report files, the CLI's stdout
// and stderr, and on the action path the job summary, the PR comment and the job log.
// The real engine, the example MCP server, the replay provider, an OpenAI-wire loopback fake.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { EXAMPLE_SERVER, runCli, workspace, type CliResult } from '../commands/run-cli.js';
import { startFake, type FakeServer } from '../fakes/wire.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-rest.js';
import { ACTIONS_BOT } from '../../src/github/comment.js';
import { Redactor } from '../../src/redact/redact.js';
import { addTally } from './tally.js';

// Each has characters that change when URL-encoded or JSON-escaped.
const SECRETS = {
  OPS_API_KEY: 'k3y/Val"ue\\x 9Zq&w', // an id in a request path: URL-encoded there
  DEPLOY_TOKEN: 'tok_Q7f"b\\Zr81mXw', // in a JSON tool result: JSON-escaped there
  CARD_SECRET: '4111111111111111', // a JSON number
  DB_PASSWORD: 'Pw-9hT2vL0qX', // an object key of tool args
  OPENAI_API_KEY: 'oa-Zx81Lm02Qp77vB', // echoed by the provider's 401
};
// Not named like a secret: a secret because the config passes it to the server.
const PASSED = { UPSTREAM_DSN: 'dsn-7Hq2Lx9Vb4Rt' };
const ALL = { ...SECRETS, ...PASSED };

/** Every form a secret could leak in, and its two halves (a cut keeps one). */
function forms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const uri = encodeURIComponent(secret);
  const half = Math.ceil(secret.length / 2);
  return [
    ...new Set([
      secret,
      json,
      JSON.stringify(json).slice(1, -1),
      uri,
      uri.replace(/%20/g, '+'),
      secret.toUpperCase(),
      secret.toLowerCase(),
      Buffer.from(secret).toString('hex'),
      Buffer.from(secret).toString('hex').toUpperCase(),
      secret.slice(0, half),
      secret.slice(-half),
    ]),
  ];
}

let checked = 0;
let leaked = 0;
/** Fails naming the output and the form found; counts each (secret form × output) checked. */
function expectClean(outputs: Record<string, string>): void {
  const leaks: string[] = [];
  for (const [name, text] of Object.entries(outputs)) {
    for (const [env, secret] of Object.entries(ALL)) {
      for (const form of forms(secret)) {
        checked++;
        if (text.includes(form)) leaks.push(`${name}: ${env} as ${JSON.stringify(form)}`);
      }
    }
  }
  leaked += leaks.length;
  expect(leaks).toEqual([]);
}

afterAll(() => {
  console.log(`secrets: ${checked} planted, ${leaked} leaked`);
  addTally({ secrets: { planted: checked, leaked } });
});

let openai: FakeServer;
beforeAll(async () => {
  // A provider that rejects the key, echoing it as OpenAI does.
  openai = await startFake(() => ({
    status: 401,
    json: {
      error: {
        message: `Incorrect API key provided: ${SECRETS.OPENAI_API_KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      },
    },
  }));
});
afterAll(() => openai.close());

const env = () => ({ ...ALL, OPENAI_BASE_URL: `${openai.url}/v1` });

const config = (server: object) =>
  JSON.stringify({
    server,
    mode: 'live',
    spy: {
      routes: [
        {
          method: 'GET',
          path: '/clusters/c1',
          status: 200,
          json: {
            id: 'c1',
            note: `deploy with ${SECRETS.DEPLOY_TOKEN}`,
            [SECRETS.DEPLOY_TOKEN]: 'as a key',
            card: Number(SECRETS.CARD_SECRET),
            // A long text, so report.md cuts it near the secret.
            long: `${'x'.repeat(280)} ${PASSED.UPSTREAM_DSN} ${'y'.repeat(300)}`,
          },
        },
      ],
    },
    corpus: ['c.yaml'],
    concurrency: 1,
  });

const liveServer = {
  command: 'node',
  args: [EXAMPLE_SERVER],
  env: { OPS_API_URL: '${spy.url}', OPS_DSN: '${env:UPSTREAM_DSN}' },
};

const corpus = JSON.stringify({
  scenarios: [
    {
      id: 'object-key-and-number',
      prompt: 'Get cluster c1.',
      expect: {
        calls: [
          {
            tool: 'get_cluster',
            args: {
              id: 'c1',
              [SECRETS.DB_PASSWORD]: true,
              pin: Number(SECRETS.CARD_SECRET),
            },
          },
        ],
      },
    },
    {
      id: 'secret-in-a-path',
      prompt: 'Get the cluster.',
      expect: { calls: [{ tool: 'get_cluster', args: { id: SECRETS.OPS_API_KEY } }] },
    },
    {
      // The hook's output is kept from its end: the kept part starts mid-secret.
      id: 'hook-output-cut',
      prompt: 'List clusters.',
      before: 'node hook.cjs',
      expect: { calls: [{ tool: 'list_clusters' }] },
    },
  ],
});

// Prints the secret, then enough to push its first 5 characters out of the 4,000 kept.
const hook = `process.stdout.write(process.env.DEPLOY_TOKEN + 'z'.repeat(${4000 - 12}));`;

// A server that dies at start, its stderr holding the secrets, one split across two lines.
const dying = {
  command: 'node',
  args: [
    '-e',
    `const d = process.env.OPS_DSN; process.stderr.write('boot ' + d.slice(0, 7) + '\\n' + d.slice(7) + '\\nkey ' + process.env.OPS_KEY + '\\n'); process.exit(3);`,
  ],
  env: { OPS_DSN: '${env:UPSTREAM_DSN}', OPS_KEY: '${env:OPS_API_KEY}' },
};

const FORMATS = 'json,md,html,jsonl,junit';

function files(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
  );
}

describe('the redactor on a value', () => {
  const r = new Redactor(Object.values(ALL));
  it('renames secret keys, keeping every entry when two collide, so JSON stays JSON', () => {
    const value = {
      [SECRETS.OPS_API_KEY]: 1,
      [encodeURIComponent(SECRETS.OPS_API_KEY)]: 2,
      '[REDACTED]': 3,
    };
    const out = r.redactDeep(value);
    expect(Object.values(out).sort()).toEqual([1, 2, 3]);
    expect(Object.keys(out).every((k) => k.startsWith('[REDACTED]'))).toBe(true);
  });
  it('replaces a number holding a numeric secret, and leaves other numbers', () => {
    expect(r.redactDeep([Number(SECRETS.CARD_SECRET), 41111111, 3.5])).toEqual([
      '[REDACTED]',
      41111111,
      3.5,
    ]);
  });
  it('leaves no piece of a secret at a cut: after "…", before "…" and "[cut: …]"', () => {
    const s = PASSED.UPSTREAM_DSN;
    expect(r.redact(`…${s.slice(5)} rest`)).toBe('…[REDACTED] rest');
    // Unmarked, the start or end of a text is no cut: a model id ending like a key stays.
    expect(r.redact(`gpt-${s.slice(0, 5)}`)).toBe(`gpt-${s.slice(0, 5)}`);
    expect(r.redact(`start ${s.slice(0, 9)}…`)).toBe('start [REDACTED]…');
    expect(r.redact(`start ${s.slice(0, 9)}\n[cut: 9 bytes]`)).toBe(
      'start [REDACTED]\n[cut: 9 bytes]',
    );
    // A text that is only a short piece is no cut: ordinary words stay.
    expect(r.redact(s.slice(0, 4))).toBe(s.slice(0, 4));
  });
  it('finds a secret wrapped across lines, and its base64 inside a Basic header', () => {
    const s = PASSED.UPSTREAM_DSN;
    expect(r.redact(`a ${s.slice(0, 6)}\n    ${s.slice(6)} b`)).toBe('a [REDACTED] b');
    // "user:" is 5 bytes: the secret starts 2 bytes into a 3-byte group, its characters from
    // the 3rd base64 character of that group on.
    const basic = Buffer.from(`user:${s}`).toString('base64');
    const core = Buffer.from(`..${s}`)
      .toString('base64')
      .slice(3, 3 + 16);
    expect(basic).toContain(core);
    const out = r.redact(`Authorization: Basic ${basic}`);
    expect(out).toContain('[REDACTED]');
    expect(out).not.toContain(core);
  });
});

describe('the redactor: hex, case and a secret split across two texts', () => {
  const r = new Redactor(Object.values(ALL));
  const s = PASSED.UPSTREAM_DSN;
  it('replaces hex (either case) and the upper and lower case of the secret', () => {
    const hex = Buffer.from(s).toString('hex');
    expect(r.redact(`dump ${hex} / ${hex.toUpperCase()}`)).toBe('dump [REDACTED] / [REDACTED]');
    expect(r.redact(`${s.toUpperCase()} and ${s.toLowerCase()}`)).toBe('[REDACTED] and [REDACTED]');
    // Escaped as a JSON string holds it: a secret with a quote, shouted.
    const quoted = SECRETS.DEPLOY_TOKEN.toUpperCase();
    expect(r.redact(JSON.stringify({ said: quoted }))).toBe('{"said":"[REDACTED]"}');
  });
  it('finds base64 in each of its 3 alignments', () => {
    for (const prefix of ['', ':', 'u:']) {
      const b64 = Buffer.from(`${prefix}${s}`).toString('base64');
      expect(r.redact(`blob ${b64}`), prefix).toContain('[REDACTED]');
    }
  });
  it('replaces both parts of a secret split across two adjacent texts, and leaves others', () => {
    expect(r.redactSeams([`first ends ${s.slice(0, 5)}`, `${s.slice(5)} second`, 'third'])).toEqual(
      ['first ends [REDACTED]', '[REDACTED] second', 'third'],
    );
    const clean = ['first', 'second'];
    expect(r.redactSeams(clean)).toBe(clean);
    // Two texts that each hold a whole secret are not seams: each is searched on its own.
    const whole = [`a ${s}`, `${s} b`];
    expect(r.redactSeams(whole)).toBe(whole);
  });
});

describe('secrets never reach an output', () => {
  let dir: string;
  let cli: CliResult;
  let report: Report;
  beforeAll(async () => {
    dir = workspace({ 'mcp-eval.yaml': config(liveServer), 'c.yaml': corpus, 'hook.cjs': hook });
    cli = await runCli(
      ['run', '-p', 'replay', '-p', 'openai:gpt-4.1-mini', '--format', FORMATS, '-o', 'out'],
      dir,
      env(),
    );
    report = JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as Report;
  }, 60_000);

  it('reached the run in every form, and each was redacted', () => {
    expect(cli.code, cli.stderr).toBe(0);
    const row = (id: string) =>
      report.results.find((r) => r.scenario === id && r.provider === 'replay')!;
    const keyed = row('object-key-and-number').calls[0];
    // An object key renamed, a number replaced, a JSON-escaped secret in the result's text.
    expect(keyed.args).toEqual({ id: 'c1', '[REDACTED]': true, pin: '[REDACTED]' });
    expect(keyed.result).toContain('"note": "deploy with [REDACTED]"');
    expect(keyed.result).toContain('"[REDACTED]": "as a key"');
    expect(keyed.result).toContain('"card": [REDACTED]');
    // The example server URL-encodes the id into the path it requests from the spy.
    expect(row('secret-in-a-path').requests.map((q) => q.path)).toEqual(['/clusters/[REDACTED]']);
    // The hook's kept output starts with the secret's last characters: gone too.
    expect(row('hook-output-cut').hooks[0].stdout).toMatch(/^…\[REDACTED\]z+$/);
    // The provider's 401 was reported, its key redacted.
    expect(cli.stderr).toMatch(/openai:gpt-4\.1-mini.*Incorrect API key provided: \[REDACTED\]/);
    expect(report.redactions).toBeGreaterThanOrEqual(8);
  });

  it('in no report file, nor stdout or stderr', () => {
    const written = files(path.join(dir, 'out'));
    expect(Object.keys(written).sort()).toEqual([
      'report.html',
      'report.json',
      'report.junit.xml',
      'report.md',
      'transcripts.jsonl',
    ]);
    expectClean({ ...written, stdout: cli.stdout, stderr: cli.stderr });
  });

  it("nor in a setup error showing the server's stderr tail", async () => {
    const failing = workspace({ 'mcp-eval.yaml': config(dying), 'c.yaml': corpus });
    const r = await runCli(['run', '-p', 'replay', '-o', 'out'], failing, env());
    expect(r.code).toBe(2);
    // The tail was shown: the server's lines are there, the secrets are not.
    expect(r.stderr).toMatch(/boot \[REDACTED\]/);
    expect(r.stderr).toMatch(/key \[REDACTED\]/);
    expectClean({ stdout: r.stdout, stderr: r.stderr });
  }, 30_000);
});

describe('the action: job summary, PR comment, job log and artifact', () => {
  let gh: FakeGitHub;
  const cwd = process.cwd();
  let stdout = '';
  beforeAll(async () => {
    gh = await startFakeGitHub({ ghs_ok: { login: ACTIONS_BOT, installation: true } });
  });
  afterAll(async () => {
    await gh.close();
    process.chdir(cwd);
    process.exitCode = undefined;
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  // @actions/core keeps the first summary file it wrote to for the process: one for both runs.
  const summary = path.join(workspace({ 'summary.md': '' }), 'summary.md');

  async function runAction(dir: string): Promise<{ summary: string; log: string }> {
    writeFileSync(summary, '');
    writeFileSync(path.join(dir, 'output'), '');
    for (const [k, v] of Object.entries({
      ...env(),
      'INPUT_WORKING-DIRECTORY': dir,
      'INPUT_GITHUB-TOKEN': 'ghs_ok',
      INPUT_PROVIDERS: 'replay, openai:gpt-4.1-mini',
      INPUT_FORMATS: FORMATS,
      INPUT_BASELINE: 'none',
      INPUT_COMMENT: 'true',
      'INPUT_UPLOAD-ARTIFACT': 'false',
      GITHUB_REPOSITORY: 'octo/server',
      GITHUB_API_URL: gh.url,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: path.join(dir, 'output'),
      GEMINI_API_KEY: '',
      GOOGLE_API_KEY: '',
      ANTHROPIC_API_KEY: '',
    }))
      vi.stubEnv(k, v);
    stdout = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
    vi.resetModules();
    const github = await import('@actions/github');
    github.context.eventName = 'pull_request';
    github.context.payload = { pull_request: { number: 7 } };
    const { run } = await import('../../src/main.js');
    try {
      await run();
    } finally {
      vi.mocked(process.stdout.write).mockRestore();
      process.chdir(cwd);
    }
    return { summary: readFileSync(summary, 'utf8'), log: stdout };
  }

  /** The job log, without the mask commands: those hand the secrets to the runner, by design. */
  const masked = (log: string) =>
    log
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');

  it('masks every form in the log and redacts the summary, the comment and the files', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config(liveServer),
      'c.yaml': corpus,
      'hook.cjs': hook,
    });
    const { summary, log } = await runAction(dir);
    // The runner is told every form of every secret to mask, the passed one included.
    const masks = log.split('\n').filter((l) => l.startsWith('::add-mask::'));
    // As a workflow command writes a value: % escaped.
    const command = (s: string) => `::add-mask::${s.replace(/%/g, '%25')}`;
    for (const secret of Object.values(ALL)) {
      expect(masks).toContain(command(secret));
      expect(masks).toContain(command(encodeURIComponent(secret)));
      expect(masks).toContain(command(JSON.stringify(secret).slice(1, -1)));
    }
    const comment = gh.comments.find((c) => c.issue === 7)?.body ?? '';
    expect(comment).toContain('## MCP eval');
    expect(summary).toContain('## MCP eval');
    expect(summary).toContain('[REDACTED]');
    expectClean({
      summary,
      comment,
      log: masked(log),
      ...files(path.join(dir, 'mcp-eval-report')), // the artifact's folder
    });
  }, 60_000);

  it("redacts a setup error in the step's failure and the summary", async () => {
    const dir = workspace({ 'mcp-eval.yaml': config(dying), 'c.yaml': corpus });
    const { summary, log } = await runAction(dir);
    expect(process.exitCode).toBe(1);
    expect(summary).toMatch(/setup error[\s\S]*boot \[REDACTED\]/);
    expectClean({ summary, log: masked(log) });
  }, 30_000);
});
