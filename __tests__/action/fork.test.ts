// A pull request from a fork gets no secrets: a server `${env:NAME}` left unset skips the server
// and the runs that need it, with a notice, and the step succeeds with its report written. Any
// other run fails on it as a setup error naming file, line and field. Through run() and the real
// engine, with the replay provider (no model is called) and nothing published.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_SERVER } from '../commands/run-cli.js';
import { actionJob } from '../fakes/action.js';

const pullRequest = (head: string | null) => ({
  pull_request: {
    number: 7,
    head: { repo: head === null ? null : { full_name: head } },
    base: { repo: { full_name: 'octo/server' } },
  },
});

const job = actionJob('action-fork', (j) => ({
  'INPUT_UPLOAD-ARTIFACT': 'false',
  INPUT_COMMENT: 'false',
  INPUT_BASELINE: 'none',
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: path.join(j.dir, 'event.json'),
  SOME_TOKEN: undefined,
}));

beforeEach(() => {
  writeFileSync(
    path.join(job.dir, 'mcp-eval.yaml'),
    `server:
  command: node
  args: [${JSON.stringify(EXAMPLE_SERVER)}]
  env:
    OPS_API_URL: \${spy.url}
    API_TOKEN: \${env:SOME_TOKEN}
corpus: [c.yaml]
providers: [replay]
`,
  );
  writeFileSync(
    path.join(job.dir, 'c.yaml'),
    `scenarios:
  - { id: list, prompt: List the clusters, expect: { calls: [{ tool: list_clusters }] } }
`,
  );
});

async function run(event: object): Promise<void> {
  writeFileSync(path.join(job.dir, 'event.json'), JSON.stringify(event));
  await job.run();
}
const report = () =>
  JSON.parse(readFileSync(path.join(job.dir, 'mcp-eval-report', 'report.json'), 'utf8')) as {
    providers: { id: string; status: string; reason?: string }[];
    notices: string[];
    results: unknown[];
  };

describe('a server ${env:NAME} left unset', () => {
  it('on a fork pull request: a notice naming it and what is skipped, the report written, exit 0', async () => {
    await run(pullRequest('someone/server'));
    expect(process.exitCode).toBeUndefined();
    expect(job.stdout).not.toContain('::error::');
    const notice = job.stdout
      .split('\n')
      .find((l) => l.startsWith('::notice::The server is not started, so every run is skipped: '));
    expect(notice).toContain('${env:SOME_TOKEN} (mcp-eval.yaml:6 server.env.API_TOKEN) not set');
    expect(notice).toContain('a pull request from a fork gets no secrets');
    expect(notice).toContain('`SOME_TOKEN: dummy`');
    expect(job.stdout).toMatch(/::notice::Provider replay skipped: the server cannot start/);
    expect(job.stdout).toMatch(/::notice::Nothing was scored/);
    const written = report();
    expect(written.providers).toEqual([
      expect.objectContaining({ id: 'replay', status: 'skipped' }),
    ]);
    expect(written.providers[0].reason).toMatch(/^the server cannot start: \$\{env:SOME_TOKEN\}/);
    expect(written.notices.join('\n')).toContain('The server is not started');
    expect(written.results).toHaveLength(0);
    const summary = readFileSync(job.summaryFile, 'utf8');
    expect(summary).toContain('| replay | skipped: the server cannot start: ');
    // No tool was listed: the summary claims nothing about the server's tools.
    expect(summary).not.toMatch(/Tools no scenario expects/);
  });

  it('a deleted fork (head.repo null) is a fork too', async () => {
    await run(pullRequest(null));
    expect(process.exitCode).toBeUndefined();
    expect(job.stdout).toContain('::notice::The server is not started');
  });

  it('on a pull request from the same repository: a setup error naming file:line:field', async () => {
    await run(pullRequest('octo/server'));
    expect(process.exitCode).toBe(1);
    expect(job.stdout).toContain(
      '::error::The server config passes environment variables that are not set%0A  ',
    );
    expect(job.stdout).toMatch(
      /mcp-eval\.yaml:6:\d+: server\.env\.API_TOKEN: \$\{env:SOME_TOKEN\}/,
    );
    expect(existsSync(path.join(job.dir, 'mcp-eval-report', 'report.json'))).toBe(false);
  });

  it('on a push: the same setup error', async () => {
    vi.stubEnv('GITHUB_EVENT_NAME', 'push');
    await run(pullRequest('someone/server'));
    expect(process.exitCode).toBe(1);
    expect(job.stdout).not.toContain('The server is not started');
  });

  it('on a fork pull request with the variable set (a dummy): the server starts and the run scores', async () => {
    vi.stubEnv('SOME_TOKEN', 'dummy');
    await run(pullRequest('someone/server'));
    expect(process.exitCode).toBeUndefined();
    expect(report().providers).toEqual([expect.objectContaining({ id: 'replay', status: 'ran' })]);
    expect(report().results).toHaveLength(1);
  });
});

describe('server.env: { TOKEN: "${env:TOKEN}" } on a fork pull request', () => {
  const config = (env: string) =>
    `server:
  command: node
  args: [${JSON.stringify(EXAMPLE_SERVER)}]
  env: { ${env} }
corpus: [c.yaml]
providers: [replay, openai:gpt-4.1-mini]
thresholds: { overall: 0.9 }
`;
  beforeEach(() => {
    vi.stubEnv('TOKEN', undefined);
    vi.stubEnv('OPENAI_API_KEY', undefined);
    vi.stubEnv('INPUT_FAIL-ON-THRESHOLD', 'true');
  });

  it('the spy answers its API: every provider skipped, exit 0, a notice suggesting `TOKEN: dummy`', async () => {
    writeFileSync(
      path.join(job.dir, 'mcp-eval.yaml'),
      config('OPS_API_URL: "${spy.url}", TOKEN: "${env:TOKEN}"'),
    );
    await run(pullRequest('someone/server'));
    expect(process.exitCode).toBeUndefined();
    expect(job.stdout).not.toContain('::error::');
    const notice = job.stdout
      .split('\n')
      .find((l) => l.startsWith('::notice::The server is not started'));
    expect(notice).toContain('${env:TOKEN} (mcp-eval.yaml:4 server.env.TOKEN) not set');
    expect(notice).toContain('so a dummy value lets it start and the runs score: `TOKEN: dummy`');
    expect(report().providers.map((p) => [p.id, p.status])).toEqual([
      ['replay', 'skipped'],
      ['openai:gpt-4.1-mini', 'skipped'],
    ]);
  });

  it('the server talks to its own API: the notice does not suggest a dummy value', async () => {
    writeFileSync(path.join(job.dir, 'mcp-eval.yaml'), config('TOKEN: "${env:TOKEN}"'));
    await run(pullRequest('someone/server'));
    expect(process.exitCode).toBeUndefined();
    const notice = job.stdout
      .split('\n')
      .find((l) => l.startsWith('::notice::The server is not started'));
    expect(notice).toContain('${env:TOKEN} (mcp-eval.yaml:4 server.env.TOKEN) not set');
    expect(notice).toContain('so a dummy value would not do: these runs need the real secret');
    expect(notice).not.toContain('TOKEN: dummy');
  });
});
