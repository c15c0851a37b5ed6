// Every credential the run holds is a secret before the first request: the value behind each
// provider's and the judge's `api_key_env` (whatever its name), the presets' key variables, the
// server's `${env:NAME}` values and the credentials written into `server.headers`. prepare()
// hands them to the logger (the CLI's redactor, the action's core.setSecret) and keeps them for
// every report.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { prepare } from '../../src/run/prepare.js';
import { workspace } from '../commands/run-cli.js';

const ENV = {
  MY_CRED: 'mine-0123456789',
  JUDGE_CRED: 'judge-0123456789',
  OPENAI_API_KEY: 'oa-0123456789',
  HDR_KEY: 'hdr-0123456789',
  UNRELATED: 'not-a-credential-at-all',
};

describe('the credentials of a run', () => {
  it('are handed to the logger as secrets once the config is read', async () => {
    const dir = workspace({
      'mcp-eval.yaml': stringify({
        server: {
          url: 'http://127.0.0.1:9/mcp',
          headers: {
            Authorization: 'Bearer lit-Token123',
            'X-Api-Key': '${env:HDR_KEY}',
            Accept: 'application/json',
          },
        },
        providers: [
          {
            provider: 'openai-compatible',
            model: 'm',
            base_url: 'http://127.0.0.1:9/v1',
            api_key_env: 'MY_CRED',
          },
        ],
        judge: {
          provider: 'openai-compatible',
          model: 'j',
          base_url: 'http://127.0.0.1:9/v1',
          api_key_env: 'JUDGE_CRED',
        },
        corpus: ['c.yaml'],
      }),
      'c.yaml': stringify({
        scenarios: [{ id: 's', prompt: 'p', expect: { calls: [{ tool: 't' }] } }],
      }),
    });
    const told: string[][] = [];
    const log = { info() {}, notice() {}, warn() {}, secrets: (v: string[]) => told.push(v) };
    const plan = await prepare({ cwd: dir, config: 'mcp-eval.yaml', out: 'out', log, env: ENV });
    expect(told).toHaveLength(1);
    const secrets = told[0];
    for (const value of [ENV.MY_CRED, ENV.JUDGE_CRED, ENV.OPENAI_API_KEY, ENV.HDR_KEY])
      expect(secrets).toContain(value);
    // A header written as it is: whole, and its credential without the scheme.
    expect(secrets).toEqual(expect.arrayContaining(['Bearer lit-Token123', 'lit-Token123']));
    expect(secrets).not.toContain('application/json');
    expect(secrets).not.toContain(ENV.UNRELATED);
    expect(plan.secrets).toEqual(secrets);
  });
});
