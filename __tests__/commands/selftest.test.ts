// mcp-eval selftest through the CLI: the bundled example corpus against the example server, a
// `$any` survivor with its reason, an expected behaviour that does not pass, and --min-score.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTANT_KINDS } from '../../src/selftest/mutants.js';
import type { SelftestResult } from '../../src/selftest/tally.js';
import { EXAMPLE_SERVER, ROOT, runCli, workspace } from './run-cli.js';

const read = (file: string) => readFileSync(file, 'utf8');
const resultIn = (out: string) =>
  JSON.parse(read(path.join(out, 'selftest.json'))) as SelftestResult;

const CONFIG = [
  'server:',
  `  command: ${JSON.stringify(process.execPath)}`,
  `  args: [${JSON.stringify(EXAMPLE_SERVER)}]`,
  "  env: { OPS_API_URL: '${spy.url}' }",
  'spy:',
  '  routes:',
  '    - { method: GET, path: /clusters/c1, status: 200, json: { id: c1, name: prod } }',
  '    - { method: POST, path: /clusters, status: 201, json: { id: c3 } }',
  'corpus: [corpus.yaml]',
].join('\n');
/** The corpus of docs/selftest.md's example. */
function docExample(): string {
  const page = read(path.join(ROOT, 'docs/selftest.md'));
  const m = /<!-- selftest-example -->\n+```yaml\n([\s\S]*?)```/.exec(page);
  if (!m) throw new Error('docs/selftest.md: no example after <!-- selftest-example -->');
  return m[1];
}

describe('mcp-eval selftest', () => {
  it('scores the bundled example corpus: every expected behaviour passes, most mutants are caught', async () => {
    const out = path.join(workspace({}), 'out');
    const r = await runCli(['selftest', '--out', out, '--min-score', '0.5'], ROOT);
    expect(r.stderr).not.toMatch(/error:|did not pass/);
    expect(r.code).toBe(0);
    const result = resultIn(out);
    expect(result.scenarios.filter((s) => s.expectedFailed)).toEqual([]);
    // One scenario of the corpus is skipped: it is named, not tested.
    expect(result.notTested.map((n) => n.id)).toEqual(['scale-cluster']);
    const kinds = new Set(result.scenarios.flatMap((s) => s.mutants.map((m) => m.kind)));
    expect([...kinds].sort()).toEqual([...MUTANT_KINDS].sort());
    expect(result.derived).toBeGreaterThan(100);
    expect(result.caught).toBe(
      result.scenarios.flatMap((s) => s.mutants).filter((m) => m.caught).length,
    );
    expect(result.score).toBeGreaterThan(0.8);
    expect(result.score).toBeLessThan(1);
    // The corpus's `region: $any` lets any region through, and says so.
    const anyRegion = result.scenarios.find((s) => s.id === 'create-cluster-any-region');
    const survivor = anyRegion?.mutants.find((m) => !m.caught);
    expect(survivor).toMatchObject({
      kind: 'perturbed-value',
      why: '`region: $any` accepts any value',
    });
    // A wrong tool is caught by the selection check, a dropped step by the sequence's checks.
    const list = result.scenarios.find((s) => s.id === 'find-then-inspect');
    expect(list?.mutants.filter((m) => m.kind === 'skipped-step').every((m) => m.caught)).toBe(
      true,
    );
    expect(r.stdout).toMatch(/Mutation score \d+\/\d+ \(\d+%\); --min-score 0\.5 met/);
    const md = read(path.join(out, 'report.md'));
    expect(md).toMatch(/## Mutation self-test/);
    expect(md).toMatch(
      /create-cluster-any-region \| sends `region: "[^"]*"` to create_cluster \| `region: \$any` accepts any value/,
    );
    const html = read(path.join(out, 'report.html'));
    expect(html).toMatch(
      /<section id="selftest">[\s\S]*<table>[\s\S]*create-cluster-any-region[\s\S]*<\/section>\n<\/body>/,
    );
  }, 120_000);

  it('runs the example of docs/selftest.md: --min-score sets the exit code, a self-contradicting scenario is left out', async () => {
    const dir = workspace({ 'mcp-eval.yaml': CONFIG, 'corpus.yaml': docExample() });
    const below = await runCli(['selftest', '--out', 'out', '--min-score', '1', '--quiet'], dir);
    expect(below.code).toBe(1);
    expect(below.stdout).toMatch(/below --min-score 1/);
    const result = resultIn(path.join(dir, 'out'));
    const broken = result.scenarios.find((s) => s.id === 'gate-contradicts-call');
    expect(broken?.expectedFailed).toMatch(/^fail: .*no_request/);
    expect(broken?.derived).toBe(0);
    expect(below.stderr).toMatch(/gate-contradicts-call: the expected behaviour did not pass/);
    // Only any-region counts: its `$any` survivor keeps it below 1, above 0.5.
    expect(result.derived).toBe(result.scenarios.find((s) => s.id === 'any-region')?.derived);
    expect(result.score).toBeGreaterThan(0.5);
    const met = await runCli(['selftest', '--out', 'out2', '--min-score', '0.5'], dir);
    expect(met.code).toBe(0);
    const bad = await runCli(['selftest', '--min-score', '2'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/expected a score from 0 to 1/);
  }, 120_000);
});
