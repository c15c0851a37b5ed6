// Numbers past their bounds: a flag, an action input, a config or scenario field each gets a
// clear error naming it, instead of a timeout that fires at once (past Node's 2^31-1 ms timer
// limit) or a run without end.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/commands/main.js';
import { readInputs } from '../../src/inputs.js';
import { LIMITS } from '../../src/model/limits.js';
import { SetupError } from '../../src/errors.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const checked: string[] = [];
afterAll(() => console.log(`bounds: ${checked.length} out-of-range numbers refused by name`));

async function cli(args: string[], files: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-bounds-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'mcp-eval', ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH },
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr };
}

describe('bounds', () => {
  it("a day of timeout is far below Node's timer limit", () => {
    expect(LIMITS.seconds * 1000).toBeLessThan(2 ** 31 - 1);
  });

  it.each([
    ['--timeout', '3000000', 'a positive number of seconds, at most 86400 (one day)'],
    ['--timeout', '0', 'a positive number of seconds, at most 86400 (one day)'],
    ['--timeout', 'Infinity', 'a positive number of seconds, at most 86400 (one day)'],
    ['--repeat', '1001', 'a whole number from 1 to 1000'],
    ['--repeat', '1e9', 'a whole number from 1 to 1000'],
    ['--repeat', '2.5', 'a whole number from 1 to 1000'],
    ['--concurrency', '257', 'a whole number from 1 to 256'],
    ['--concurrency', ' ', 'a whole number from 1 to 256'],
    ['--judge-samples', '10', 'a whole number from 1 to 9'],
    ['--judge-samples', '0', 'a whole number from 1 to 9'],
  ])('run %s %s is refused, naming the flag', async (flag, value, expected) => {
    const r = await cli(['run', '--corpus', 'none.yaml', flag, value]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`option '${flag} <`);
    expect(r.stderr).toContain(`expected ${expected}, got "${value}"`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    checked.push(flag);
  });

  it('the largest values allowed pass the flags', async () => {
    const r = await cli([
      'run',
      '--corpus',
      'none.yaml',
      '--timeout',
      '86400',
      '--repeat',
      '1000',
      '--concurrency',
      '256',
      '--judge-samples',
      '9',
    ]);
    // Past the flags: what stops this run is the missing corpus file.
    expect(r.stderr).toContain('none.yaml: matches no corpus file');
  });

  describe('action inputs', () => {
    afterEach(() => vi.unstubAllEnvs());
    it('are range-checked, every bad one named at once', () => {
      vi.stubEnv('INPUT_TIMEOUT', '2592000');
      vi.stubEnv('INPUT_REPEAT', '100000');
      vi.stubEnv('INPUT_CONCURRENCY', '1000');
      vi.stubEnv('INPUT_JUDGE-SAMPLES', '10');
      let error: unknown;
      try {
        readInputs();
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(SetupError);
      const problems = (error as SetupError).problems.map((p) => `${p.field}: ${p.message}`);
      expect(problems).toEqual([
        'judge-samples: expected a whole number from 1 to 9, got "10"',
        'repeat: expected a whole number from 1 to 1000, got "100000"',
        'concurrency: expected a whole number from 1 to 256, got "1000"',
        'timeout: expected a positive number of seconds, at most 86400 (one day), got "2592000"',
      ]);
      checked.push(...problems);
    });

    it('take the largest values allowed', () => {
      vi.stubEnv('INPUT_TIMEOUT', '86400');
      vi.stubEnv('INPUT_REPEAT', '1000');
      vi.stubEnv('INPUT_CONCURRENCY', '256');
      vi.stubEnv('INPUT_JUDGE-SAMPLES', '9');
      const inputs = readInputs().eval;
      expect([inputs.timeout, inputs.repeat, inputs.concurrency, inputs.judgeSamples]).toEqual([
        86400, 1000, 256, 9,
      ]);
    });
  });

  it('config and scenario fields are range-checked with file, line and field', async () => {
    const config = [
      'server: { command: node, startup_timeout: 100000 }',
      'spy: { port: 70000 }',
      'providers: [{ provider: openai, model: m, timeout: 1e12 }]',
      'concurrency: 1000',
      'timeout: 2592000',
      'max_steps: 1001',
      'repeat: 1001',
      '',
    ].join('\n');
    const r = await cli(['validate', '--no-server', '--corpus', 'a.yaml'], {
      'mcp-eval.yaml': config,
      'a.yaml':
        'scenarios:\n  - id: a\n    prompt: hi\n    timeout: 1e9\n    repeat: 5000\n    max_steps: 1e4\n',
    });
    expect(r.code).toBe(2);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('  '));
    expect(lines).toEqual([
      '  a.yaml:4:5: scenarios[0].timeout: at most 86400 seconds (one day)',
      '  a.yaml:5:5: scenarios[0].repeat: at most 1000 runs',
      '  a.yaml:6:5: scenarios[0].max_steps: at most 1000 tool rounds',
      '  mcp-eval.yaml:1:26: server.startup_timeout: at most 86400 seconds (one day)',
      '  mcp-eval.yaml:2:8: spy.port: Too big: expected number to be <=65535',
      '  mcp-eval.yaml:3:43: providers[0].timeout: at most 86400 seconds (one day)',
      '  mcp-eval.yaml:4:1: concurrency: at most 256 at once',
      '  mcp-eval.yaml:5:1: timeout: at most 86400 seconds (one day)',
      '  mcp-eval.yaml:6:1: max_steps: at most 1000 tool rounds',
      '  mcp-eval.yaml:7:1: repeat: at most 1000 runs',
    ]);
    checked.push(...lines);
  });
});
