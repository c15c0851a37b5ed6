// The package as a user installs it outside this repository: `npm pack`, then
// `npm install --offline <tarball>` into a fresh project. The tarball ships only dist/, schema/,
// action.yml, the README, the license and package.json; it has no dependencies to fetch (every
// runtime library is in the bundles), so an offline install works and takes seconds. The installed
// `mcp-eval` runs, and importing the package gives the programmatic API without running the action.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const API = path.join(ROOT, 'dist/api/index.js');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The environment without the action's inputs or a runner's markers, and a private npm cache. */
function cleanEnv(cache: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith('INPUT_') || k === 'GITHUB_ACTIONS') continue;
    env[k] = v;
  }
  return { ...env, npm_config_cache: cache, npm_config_update_notifier: 'false' };
}

function sh(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

if (!existsSync(API)) {
  console.warn('package.e2e.test.ts skipped: dist/api/index.js does not exist (npm run bundle).');
}

describe.skipIf(!existsSync(API))('the packed package, installed outside this repository', () => {
  let tmp = '';
  let env: NodeJS.ProcessEnv = {};
  let project = '';
  let files: string[] = [];
  let installMs = 0;

  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'mcp-eval-package-'));
    env = cleanEnv(path.join(tmp, 'npm-cache'));
    const packed = sh(npm, ['pack', '--json', '--pack-destination', tmp], ROOT, env);
    expect(packed.code, packed.stderr).toBe(0);
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    files = info.files.map((f) => f.path);
    project = path.join(tmp, 'project');
    mkdirSync(project);
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }),
    );
    const started = Date.now();
    const installed = sh(
      npm,
      ['install', '--offline', '--no-audit', '--no-fund', path.join(tmp, info.filename)],
      project,
      env,
    );
    installMs = Date.now() - started;
    console.log(`npm install --offline of ${info.filename}: ${installMs} ms`);
    expect(installed.code, installed.stderr).toBe(0);
  }, 180_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('ships only dist/, schema/, action.yml, the README, the license and package.json', () => {
    const top = new Set(files.map((f) => (f.includes('/') ? `${f.split('/')[0]}/` : f)));
    expect([...top].sort()).toEqual(
      ['LICENSE', 'README.md', 'action.yml', 'dist/', 'package.json', 'schema/'].sort(),
    );
    expect(files).toContain('dist/cli/index.js');
    expect(files).toContain('dist/api/index.js');
    expect(files).toContain('dist/api/engine.d.ts');
  });

  it('installs offline, with nothing to fetch, in seconds', () => {
    expect(installMs).toBeLessThan(15_000);
    const installedDeps = existsSync(path.join(project, 'node_modules'))
      ? (JSON.parse(
          readFileSync(path.join(project, 'node_modules/.package-lock.json'), 'utf8'),
        ) as { packages: Record<string, unknown> })
      : { packages: {} };
    expect(Object.keys(installedDeps.packages)).toEqual([`node_modules/${pkg.name}`]);
  });

  it('mcp-eval --version prints the version', () => {
    const r = sh(path.join(project, 'node_modules/.bin/mcp-eval'), ['--version'], project, env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('importing the package gives evaluate and compareReports, and does not run the action', () => {
    const r = sh(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import('${pkg.name}').then(m => console.log(typeof m.evaluate, typeof m.compareReports, typeof m.loadReport))`,
      ],
      project,
      env,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('function function function');
    expect(r.stdout + r.stderr).not.toMatch(/::error::|Input required|INPUT_/);
  });

  // A consumer that has TypeScript and nothing else: no zod, no @types/node. The published
  // declarations must compile as they are (skipLibCheck off) and type what the API returns.
  const tsc = (file: string, code: string) => {
    const dir = path.join(project, 'types-' + path.basename(file, '.ts'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, file), code);
    const options = {
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      types: [],
    };
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: options, files: [file] }),
    );
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    return sh(process.execPath, [TSC, '-p', dir], project, env);
  };
  const USE = `import { evaluate, compareReports, loadReport, type Report, type ResultRow } from '${pkg.name}';
const log = { info() {}, notice() {}, warn() {} };
const { report, files } = await evaluate({ cwd: '.', out: 'out', log });
const row: ResultRow = report.results[0];
const rate: number | null = report.summary.overall.accuracy;
const json: string = files.json;
const base: Report = (await loadReport('base')).report;
const verdict: 'regressed' | 'unchanged' | 'improved' = compareReports(base, report, 'base').verdict;
console.log(row.scenario, row.status, row.calls[0]?.tool, rate, json, verdict);
`;

  it('a strict TypeScript consumer with nothing but TypeScript compiles against the types', () => {
    const r = tsc('use.ts', USE);
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });

  it('the types are real: a wrong field name does not compile', () => {
    const r = tsc('wrong.ts', USE.replace('row.scenario,', 'row.scenarioId,'));
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(
      /wrong\.ts\(\d+,\d+\): error TS2551: Property 'scenarioId' does not exist on type 'ResultRow'/,
    );
    // Nothing else failed: the package's own declarations compiled.
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('mcp-eval validate --no-server checks a tiny corpus', () => {
    writeFileSync(
      path.join(project, 'mcp-eval.yaml'),
      'server: { command: node, args: [server.js] }\ncorpus: [c.yaml]\n',
    );
    writeFileSync(
      path.join(project, 'c.yaml'),
      'scenarios:\n  - id: one\n    prompt: List the clusters.\n    expect: { calls: [{ tool: list_clusters }] }\n',
    );
    const r = sh(
      path.join(project, 'node_modules/.bin/mcp-eval'),
      ['validate', '--no-server'],
      project,
      env,
    );
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });
});
