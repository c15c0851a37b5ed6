// main() in-process: commander's own output (version, help, usage errors) goes to the Io's
// writers, with the exit codes the shell sees.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';

describe('mcp-eval main()', () => {
  it('--version: the package version on stdout, exit 0', async () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(await runCli(['--version'], ROOT)).toEqual({
      code: 0,
      stdout: `${version}\n`,
      stderr: '',
    });
  });

  it('--help: the usage on stdout, exit 0', async () => {
    const r = await runCli(['run', '--help'], ROOT);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: mcp-eval run \[options\]/);
    expect(r.stdout).toContain('--fail-on-threshold');
    expect(r.stderr).toBe('');
  });

  it('a usage error: on stderr, exit 2', async () => {
    const r = await runCli(['run', '--no-such-flag'], ROOT);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("error: unknown option '--no-such-flag'\n");
  });
});
