// Runs the CLI's main() in-process, as a user would run `mcp-eval` in a folder of the test's
// choosing: the sources, not the bundle (__tests__/e2e/cli-bundle.e2e.test.ts runs the bundle).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { main } from '../../src/commands/main.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const EXAMPLE_SERVER = path.join(ROOT, 'examples/server/dist/index.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `mcp-eval ...args` in `cwd`, with PATH and HOME plus `env` as its whole environment. */
export async function runCli(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'mcp-eval', ...args], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr };
}

const made: string[] = [];
// Registered in each test file that imports this module: its folders go when it is done.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temp folder holding the given files (path -> content), removed after the test file. */
export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-'));
  made.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
