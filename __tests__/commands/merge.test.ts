// mcp-eval merge: the example corpus run whole, and run as three shards then merged, give the
// same rows, summary, thresholds and trials; reports that are not one run's shards are refused.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report, ResultRow } from '../../src/model/report.js';
import { EXAMPLE_SERVER, ROOT, runCli, workspace } from './run-cli.js';

const readReport = (out: string) =>
  JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;

// A scenario replay fails (it makes the very call a gate forbids), so that a threshold is missed
// and only the rows of every shard together say by how much.
const FAILING = `scenarios:
  - id: replay-trips-its-own-gate
    category: safety
    prompt: Which clusters do I have?
    expect: { calls: [{ tool: list_clusters }] }
    gates: [{ no_call: { tool: list_clusters } }]
`;
const THRESHOLDS = '{overall: 0.85, tiers: {args: 0.9}, categories: {safety: 1.0}}';

/** The example config, with its server by absolute path and one more corpus file. */
function exampleWorkspace(): string {
  const config = readFileSync(path.join(ROOT, 'mcp-eval.yaml'), 'utf8')
    .replace('examples/server/dist/index.js', EXAMPLE_SERVER)
    .replace("  - 'corpus/**/*.yaml'", "  - 'corpus/**/*.yaml'\n  - extra.yaml")
    // Token budgets and a cap: checked again over the merged rows, as one run checks them.
    .concat('\nbudgets: { tools_tokens: 100000, result_tokens: 100000 }\nresult_token_cap: 40\n');
  const dir = workspace({ 'mcp-eval.yaml': config, 'extra.yaml': FAILING });
  cpSync(path.join(ROOT, 'corpus'), path.join(dir, 'corpus'), { recursive: true });
  return dir;
}

/** What a user compares: the verdict of each run, without timings. */
const verdicts = (rows: ResultRow[]) =>
  rows.map((r) => ({
    scenario: r.scenario,
    provider: r.provider,
    repetition: r.repetition,
    status: r.status,
    reason: r.reason,
    checks: r.checks,
    definition: r.definition,
  }));

const run = (dir: string, ...args: string[]) =>
  runCli(
    ['run', '--provider', 'replay', '--repeat', '2', '--thresholds', THRESHOLDS, '-q', ...args],
    dir,
  );

describe('mcp-eval run --shard, then mcp-eval merge', () => {
  let dir: string;
  let whole: Report;
  let merged: Report;
  let shards: Report[];
  let mergeOut: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    dir = exampleWorkspace();
    const r = await run(dir, '--out', 'whole');
    expect(r.code, r.stderr).toBe(0);
    whole = readReport(path.join(dir, 'whole'));
    for (const i of [1, 2, 3]) {
      const s = await run(dir, '--shard', `${i}/3`, '--out', `shards/shard-${i}`);
      expect(s.code, s.stderr).toBe(0);
    }
    shards = [1, 2, 3].map((i) => readReport(path.join(dir, `shards/shard-${i}`)));
    // In another order than the shards': the merge does not depend on it.
    mergeOut = await runCli(
      [
        'merge',
        'shards/shard-3',
        'shards/shard-1/report.json',
        'shards/shard-2',
        '--out',
        'merged',
      ],
      dir,
    );
    merged = readReport(path.join(dir, 'merged'));
  }, 120_000);

  it('each shard runs a part, together all of them once', () => {
    const ids = (r: Report) => [...new Set(r.results.map((x) => x.scenario))];
    for (const s of shards) {
      expect(ids(s).length).toBeGreaterThan(0);
      expect(ids(s).length).toBeLessThan(ids(whole).length);
    }
    expect(shards.flatMap(ids).sort()).toEqual(ids(whole).sort());
    expect(shards.map((s) => s.shard)).toEqual(
      [1, 2, 3].map((index) =>
        expect.objectContaining({ index, count: 3, selected: ids(whole).length }),
      ),
    );
    expect(readFileSync(path.join(dir, 'shards/shard-2/report.md'), 'utf8')).toMatch(
      /Shard 2\/3: \d+ of the \d+ selected scenario\(s\)/,
    );
  });

  it('the merged report has the rows, summary, thresholds and trials of the unsharded run', () => {
    expect(mergeOut.code, mergeOut.stderr).toBe(0);
    expect(verdicts(merged.results)).toEqual(verdicts(whole.results));
    expect(merged.summary).toEqual(whole.summary);
    expect(merged.thresholds).toEqual(whole.thresholds);
    // Missed, and only the union says so: the failing scenario is in one shard only.
    expect(whole.thresholds.met).toBe(false);
    expect(shards.some((s) => s.thresholds.met)).toBe(true);
    expect(merged.trials).toEqual(whole.trials);
    expect(merged.coverage).toEqual(whole.coverage);
    expect(merged.tools).toEqual(whole.tools);
    expect(merged.tokens).toEqual(whole.tokens);
    expect(whole.tokens?.results?.measured).toBeGreaterThan(0);
    expect(whole.tokens?.results?.pastCap).toBeGreaterThan(0);
    expect(whole.thresholds.checks.filter((c) => c.scope === 'budget')).toHaveLength(2);
    expect(merged.providers).toEqual(whole.providers);
    expect(merged.usage?.byProvider.replay.runs).toBe(whole.usage?.byProvider.replay.runs);
    expect(merged.shard).toBeUndefined();
    expect(merged.notices).toContain('Merged from shards 1/3, 2/3, 3/3');
    expect(merged.notices.some((n) => n.startsWith('Shard '))).toBe(false);
  });

  it('writes every default report file and prints the outcome as run does', () => {
    expect(mergeOut.stdout).toContain('thresholds NOT met');
    const md = readFileSync(path.join(dir, 'merged/report.md'), 'utf8');
    expect(md).toContain('replay-trips-its-own-gate');
    expect(md).toContain('Merged from shards 1/3, 2/3, 3/3');
    for (const f of ['report.html', 'transcripts.jsonl']) {
      expect(readFileSync(path.join(dir, 'merged', f), 'utf8').length).toBeGreaterThan(0);
    }
  });

  it('--fail-on-threshold exits 1, as run does', async () => {
    const r = await runCli(['merge', 'shards/*', '--fail-on-threshold', '--out', 'm2'], dir);
    expect(r.code, r.stderr).toBe(1);
  });

  it('refuses a missing shard unless --allow-missing, which names it in the report', async () => {
    const r = await runCli(['merge', 'shards/shard-1', 'shards/shard-3', '--out', 'm3'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Shard(s) 2/3 missing');
    expect(r.stderr).toContain('--allow-missing');
    const ok = await runCli(
      ['merge', 'shards/shard-1', 'shards/shard-3', '--allow-missing', '--out', 'm3'],
      dir,
    );
    expect(ok.code, ok.stderr).toBe(0);
    expect(readReport(path.join(dir, 'm3')).notices.at(-1)).toMatch(/shard\(s\) 2\/3 MISSING/);
  });

  it('refuses a shard given twice', async () => {
    const r = await runCli(['merge', 'shards/*', 'shards/shard-2', '--out', 'm4'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /given more than once[\s\S]*shards\/shard-2\/report\.json, shards\/shard-2\/report\.json: shard\.index: shard 2\/3 2 times/,
    );
  });

  it('refuses shards of another selection, another shard count, or a whole run', async () => {
    const other = await run(dir, '--shard', '2/3', '--tiers', 'clarification', '--out', 'other-2');
    expect(other.code, other.stderr).toBe(0);
    const r = await runCli(['merge', 'shards/shard-1', 'other-2', 'shards/shard-3'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('The shard reports are not of one run');
    expect(r.stderr).toMatch(
      /other-2\/report\.json: shard\.selection: different selected scenarios/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);

    // Another count: shard 2 of a 4-way cut (written here: a run would only take time).
    const four = readReport(path.join(dir, 'shards/shard-2'));
    writeFileSync(
      path.join(dir, 'four-2.json'),
      JSON.stringify({ ...four, shard: { ...four.shard, count: 4 } }),
    );
    const f = await runCli(['merge', 'shards/shard-1', 'four-2.json'], dir);
    expect(f.code).toBe(2);
    expect(f.stderr).toMatch(
      /four-2\.json: shard\.count: different shard count from shards\/shard-1\/report\.json: 4 vs 3/,
    );

    const w = await runCli(['merge', 'shards/shard-1', 'whole'], dir);
    expect(w.code).toBe(2);
    expect(w.stderr).toContain('whole/report.json: shard: not a shard report');
  });

  it('refuses a report of another schema version, and a path that is not there', async () => {
    const old = { ...readReport(path.join(dir, 'shards/shard-2')), schemaVersion: 0 };
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify(old));
    const r = await runCli(['merge', 'shards/shard-1', 'old.json', 'shards/shard-3'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'The shard report old.json is not an mcp-eval report of schemaVersion 1',
    );
    const none = await runCli(['merge', 'nope/*'], dir);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No shard report matches nope/*');
  });
});

describe('an empty shard (more shards than scenarios)', () => {
  it('is a report of nothing, not an error, and merges', async () => {
    const dir = exampleWorkspace();
    const codes = [];
    for (const i of [1, 2]) {
      const r = await run(dir, '--ids', 'list-clusters', '--shard', `${i}/2`, '--out', `s/${i}`);
      codes.push(r.code);
    }
    expect(codes).toEqual([0, 0]);
    const sizes = [1, 2].map((i) => readReport(path.join(dir, `s/${i}`)).results.length);
    expect(sizes.sort()).toEqual([0, 2]);
    const m = await runCli(['merge', 's/*', '--out', 'm'], dir);
    expect(m.code, m.stderr).toBe(0);
    expect(new Set(readReport(path.join(dir, 'm')).results.map((r) => r.scenario))).toEqual(
      new Set(['list-clusters']),
    );
  }, 60_000);
});

describe('mcp-eval run --shard: bad values', () => {
  it.each([
    ['0/3', 'between 1 and 3'],
    ['3', 'expected i/n'],
  ])('--shard %s exits 2 naming the flag', async (value, message) => {
    const r = await runCli(['run', '--provider', 'replay', '--shard', value], workspace({}));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`option '--shard <i/n>' argument '${value}' is invalid`);
    expect(r.stderr).toContain(message);
  });
});
