// Shared by the integration tests: run the whole engine in-process (evaluate()) against real
// MCP servers from npm, with a config generated per test in a temp folder.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { evaluate } from '../../src/run/evaluate.js';
import type { Report, ResultRow } from '../../src/model/report.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = path.join(ROOT, '__tests__/fixtures/third-party');

const bin = (name: string) =>
  path.join(ROOT, 'node_modules/@modelcontextprotocol', `server-${name}`, 'dist/index.js');
export const SERVERS = {
  memory: bin('memory'),
  filesystem: bin('filesystem'),
  everything: bin('everything'),
};

/** A corpus fixture, as the report names it (relative to ROOT, the run's cwd). */
export const fixture = (name: string) => path.join(FIXTURES, name);
export const shown = (name: string) => path.relative(ROOT, fixture(name));

const silent = { info: () => undefined, notice: () => undefined, warn: () => undefined };

/** Temp folders, removed by cleanup() (call it in afterEach). */
const made: string[] = [];
export function tempDir(prefix: string): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), `mcp-eval-${prefix}-`)));
  made.push(dir);
  return dir;
}
export function cleanup(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes files (relative path -> content) below dir. */
export function writeTree(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** Writes `config` as mcp-eval.yaml in a fresh temp folder; returns its path. */
export function writeConfig(config: Record<string, unknown>): string {
  const file = path.join(tempDir('run'), 'mcp-eval.yaml');
  writeFileSync(file, stringify(config));
  return file;
}

export interface Run {
  report: Report;
  /** report.json as written to disk. */
  written: Report;
  /** report.md as written to disk. */
  markdown: string;
  row(id: string): ResultRow;
}

/**
 * Writes `config` as mcp-eval.yaml in a fresh temp folder and runs the engine on it with the
 * replay provider. Relative paths in the config resolve against that folder, so the corpus
 * and the server are given as absolute paths.
 */
export async function run(
  config: Record<string, unknown>,
  env: NodeJS.ProcessEnv = {},
): Promise<Run> {
  const file = writeConfig(config);
  const dir = path.dirname(file);
  const outcome = await evaluate({
    cwd: ROOT,
    config: file,
    out: path.join(dir, 'report'),
    providers: ['replay'],
    log: silent,
    // No inherited environment: placeholders come from the config's vars and `env` only.
    env,
  });
  const written = JSON.parse(readFileSync(outcome.files.json, 'utf8')) as Report;
  return {
    report: outcome.report,
    written,
    markdown: readFileSync(outcome.files.md, 'utf8'),
    row(id) {
      const rows = outcome.report.results.filter((r) => r.scenario === id);
      if (rows.length !== 1) throw new Error(`expected one row for ${id}, got ${rows.length}`);
      return rows[0];
    },
  };
}

/** A stdio server under test: `node <script> ...args`. */
export function stdioServer(
  script: string,
  args: string[] = [],
  env?: Record<string, string>,
): Record<string, unknown> {
  return { command: process.execPath, args: [script, ...args], ...(env ? { env } : {}) };
}

/** The bundled example server (npm run build:example). */
export const EXAMPLE = path.join(ROOT, 'examples/server/dist/index.js');

/** The example server, live, its API wired to the spy; `extra` adds to or replaces config keys. */
export const exampleConfig = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  server: stdioServer(EXAMPLE, [], { OPS_API_URL: '${spy.url}' }),
  mode: 'live',
  ...extra,
});

/** A corpus file in a fresh folder; returns its absolute path. */
export function corpusFile(yaml: string): string {
  const dir = tempDir('corpus');
  writeTree(dir, { 'c.yaml': yaml });
  return path.join(dir, 'c.yaml');
}

/** Scenario ids of a run, with their statuses. */
export function statuses(report: Report): Record<string, string> {
  return Object.fromEntries(report.results.map((r) => [r.scenario, r.status]));
}
