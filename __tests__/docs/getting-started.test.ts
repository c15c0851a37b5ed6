// docs/getting-started.md, run as a script: its shell blocks, in order and as written, in an empty
// folder holding a built server (`dist/index.js`), with the sources' CLI as `npx mcp-eval`. No
// network and no key: the page's own steps use the replay provider. Run against two real
// servers: the memory server from npm and this repository's example server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Report } from '../../src/model/report.js';
import { workflowParser } from '../action/workflow-parser.js';
import { blocks, ROOT } from './markdown.js';

const PAGE = 'docs/getting-started.md';
const script = blocks(PAGE)
  .filter((b) => b.lang === 'bash' || b.lang === 'sh')
  .map((b) => b.text)
  .join('\n');

/** `npx mcp-eval …` runs this checkout's CLI from its sources; any other npx is refused. */
const PRELUDE = `set -euo pipefail
npx() {
  if [ "$1" = mcp-eval ]; then shift; node --import "$MCP_EVAL_TSX" "$MCP_EVAL_CLI" "$@";
  else echo "the page ran npx $*, which would reach the network" >&2; return 99; fi
}
`;

/** Your server, built: dist/index.js starting a real MCP server over stdio. */
const SERVERS = {
  'server-memory': (dir: string) =>
    `process.env.MEMORY_FILE_PATH = ${JSON.stringify(path.join(dir, 'memory.jsonl'))};\n` +
    `await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js')).href)});\n`,
  // The example server needs its API's URL to start; nothing is called in stub mode.
  'the example server': () =>
    `process.env.OPS_API_URL ??= 'http://127.0.0.1:9';\n` +
    `await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'examples/server/dist/index.js')).href)});\n`,
};

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('docs/getting-started.md, run as a script', () => {
  it('has the steps: init, validate, a replay run, the workflow', () => {
    for (const step of ['npx mcp-eval init', 'npx mcp-eval validate', 'npx mcp-eval run']) {
      expect(script).toContain(step);
    }
    expect(script).toContain('.github/workflows/mcp-eval.yml');
  });

  it.each(Object.entries(SERVERS))(
    'with %s: from init to a green run and a valid workflow',
    async (_, server) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-getting-started-'));
      made.push(dir);
      mkdirSync(path.join(dir, 'dist'));
      writeFileSync(path.join(dir, 'dist/index.js'), server(dir));
      const run = spawnSync('bash', ['-c', PRELUDE + script], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 90_000,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          MCP_EVAL_CLI: path.join(ROOT, 'src/cli.ts'),
          // tsx as the checkout resolves it, not from the empty folder.
          MCP_EVAL_TSX: import.meta.resolve('tsx'),
        },
      });
      expect(run.status, run.stderr + run.stdout).toBe(0);
      expect(run.stdout + run.stderr).toMatch(/Wrote mcp-eval\.yaml and corpus\/tools\.yaml/);

      // The first green run: every scenario of the starter corpus passed on replay.
      const report = JSON.parse(
        readFileSync(path.join(dir, 'mcp-eval-report/report.json'), 'utf8'),
      ) as Report;
      expect(report.results.length).toBeGreaterThan(3);
      expect(report.results.every((r) => r.status === 'pass')).toBe(true);
      expect(existsSync(path.join(dir, 'mcp-eval-report/report.html'))).toBe(true);

      // The first PR comment: the workflow the page writes is one GitHub accepts.
      const content = readFileSync(path.join(dir, '.github/workflows/mcp-eval.yml'), 'utf8');
      const { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } = workflowParser;
      const parsed = parseWorkflow({ name: 'mcp-eval.yml', content }, new NoOperationTraceWriter());
      expect(parsed.context.errors.getErrors()).toEqual([]);
      const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
      expect(template.errors ?? []).toEqual([]);
      const steps = (parse(content) as { jobs: { eval: { steps: { uses?: string }[] } } }).jobs.eval
        .steps;
      expect(steps.some((s) => s.uses?.startsWith('OWNER/mcp-eval-action@'))).toBe(true);
    },
    120_000,
  );
});
