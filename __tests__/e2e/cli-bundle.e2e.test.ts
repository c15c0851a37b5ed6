// The committed CLI bundle (dist/cli/index.js), run as a user runs `mcp-eval`: a process of its
// own, in a folder of the test's choosing, with only PATH and HOME in its environment. What
// needs a real process lives here (the bundle starts, exits with its code, exits promptly); every
// other path of the CLI is tested in-process, on the sources, by __tests__/commands/.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'dist/cli/index.js');
const EXAMPLE_SERVER = path.join(ROOT, 'examples/server/dist/index.js');

interface BundleResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node dist/cli/index.js ...args` in `cwd`, with PATH and HOME plus `env`. */
function runBundle(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): BundleResult {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-bundle-'));
  made.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

if (!existsSync(CLI)) {
  console.warn(
    'cli-bundle.e2e.test.ts skipped: dist/cli/index.js does not exist (npm run bundle).',
  );
}

describe.skipIf(!existsSync(CLI))('the CLI bundle, run as a user runs it', () => {
  it('--version prints the package version and exits 0', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const r = runBundle(['--version'], ROOT);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('run on the example corpus: exit 0, the reports written, the "passed" line', () => {
    const out = workspace({});
    const r = runBundle(['run', '--out', out], ROOT);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^100% \(\d+\/\d+\) passed; thresholds met\n/);
    expect(r.stdout).toContain(`Reports: ${path.join(out, 'report.json')}`);
    for (const f of ['report.json', 'report.md', 'transcripts.jsonl']) {
      expect(existsSync(path.join(out, f)), f).toBe(true);
    }
    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
    expect(report.summary.overall.accuracy).toBe(1);
  });

  it('validate on a broken corpus: exit 2, file:line of the problem, no stack trace', () => {
    const dir = workspace({
      'mcp-eval.yaml': `server: { command: node, args: ["${EXAMPLE_SERVER}"] }\ncorpus: ["*.yaml"]\n`,
      'a.yaml': 'scenarios:\n  - id: one\n    prompt: hi\n    colour: blue\n',
    });
    const r = runBundle(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/a\.yaml:4:5: scenarios\[0\]\.colour: unknown field "colour"/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits within a second of writing its reports: slow routes, a hung server, a timed-out call', () => {
    const fragile = path.join(ROOT, '__tests__/fixtures/servers/fragile.mjs');
    const dir = workspace({
      'mcp-eval.yaml': `server:
  command: node
  args: ["${fragile}"]
  env: { API_URL: "\${spy.url}", FRAGILE_HANG: "1" }
mode: live
timeout: 2
spy:
  routes: [{ method: GET, path: /slow, delay: 60000, json: {} }]
corpus: [c.yaml]
`,
      'c.yaml': `scenarios:
  - id: slow
    prompt: Delete thing 1.
    expect: { calls: [{ tool: slow_then_delete, args: { id: "1" } }] }
`,
    });
    const started = Date.now();
    const r = runBundle(['run', '-p', 'replay', '--out', 'out'], dir);
    const ended = Date.now();
    expect(r.code, r.stderr).toBe(0);
    const written = statSync(path.join(dir, 'out/report.md')).mtimeMs;
    expect(ended - written).toBeLessThan(1000);
    expect(ended - started).toBeLessThan(15_000);
    const report = JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as Report;
    expect(report.results[0].status).toBe('timeout');
  });

  it('a server command that does not exist: the process exits 2 promptly, not a hang', () => {
    const dir = workspace({ 'c.yaml': 'scenarios: [{ id: a, prompt: hi }]\n' });
    const started = Date.now();
    const r = runBundle(
      ['run', '-p', 'replay', '--corpus', 'c.yaml', '--server-command', 'no-such-mcp-server-cmd'],
      dir,
    );
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/could not be started: spawn no-such-mcp-server-cmd ENOENT/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
