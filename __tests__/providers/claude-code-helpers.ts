// Shared by the end-to-end provider tests: a run of evaluate() against the example server with
// the spy routes of mcp-eval.yaml and a corpus written per test.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { evaluate } from '../../src/run/evaluate.js';
import type { Report, ResultRow } from '../../src/model/report.js';
import { ROOT, tempDir } from '../integration/helpers.js';

export const EXAMPLE_SERVER = path.join(ROOT, 'examples/server/dist/index.js');
export const FAKE_CLAUDE_DIR = path.join(ROOT, '__tests__/fakes/claude');

export interface Logged {
  info: string[];
  notice: string[];
  warn: string[];
}

export interface ExampleRun {
  report: Report;
  markdown: string;
  written: Report;
  log: Logged;
  dir: string;
  row(id: string): ResultRow;
  rows(provider: string): ResultRow[];
}

/** The example config's spy routes. */
export function exampleRoutes(): unknown {
  return (parse(readFileSync(path.join(ROOT, 'mcp-eval.yaml'), 'utf8')) as { spy: unknown }).spy;
}

/** Writes `scenarios` as corpus.yaml and a config for the example server into `dir`. */
export function writeExampleConfig(
  dir: string,
  scenarios: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): string {
  writeFileSync(path.join(dir, 'corpus.yaml'), stringify({ scenarios }));
  const config = path.join(dir, 'mcp-eval.yaml');
  writeFileSync(
    config,
    stringify({
      server: {
        command: process.execPath,
        args: [EXAMPLE_SERVER],
        env: { OPS_API_URL: '${spy.url}' },
      },
      corpus: ['corpus.yaml'],
      ...extra,
    }),
  );
  return config;
}

/**
 * The example server under test, its spy routes, `scenarios` as the corpus and `extra` merged
 * into the config. The environment is exactly `env` (nothing inherited).
 */
export async function runExample(
  scenarios: Record<string, unknown>[],
  extra: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  providers?: string[],
): Promise<ExampleRun> {
  const dir = tempDir('providers');
  const config = writeExampleConfig(dir, scenarios, {
    mode: 'live',
    spy: exampleRoutes(),
    concurrency: 1,
    ...extra,
  });
  const log: Logged = { info: [], notice: [], warn: [] };
  const outcome = await evaluate({
    cwd: dir,
    config,
    out: path.join(dir, 'report'),
    providers,
    log: {
      info: (m) => log.info.push(m),
      notice: (m) => log.notice.push(m),
      warn: (m) => log.warn.push(m),
    },
    env,
  });
  const written = JSON.parse(readFileSync(outcome.files.json, 'utf8')) as Report;
  return {
    report: outcome.report,
    markdown: outcome.markdown,
    written,
    log,
    dir,
    row(id) {
      const rows = outcome.report.results.filter((r) => r.scenario === id);
      if (rows.length !== 1) throw new Error(`expected one row for ${id}, got ${rows.length}`);
      return rows[0];
    },
    rows: (provider) => outcome.report.results.filter((r) => r.provider === provider),
  };
}
