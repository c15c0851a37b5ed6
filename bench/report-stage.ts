// Workload d: synthetic result rows through everything after the last model request — usage,
// buildReport, redaction, every report file, and a comparison with a baseline of the same rows.
// Prints one JSON line of seconds per step (wall and CPU) and the peak RSS after each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareReports } from '../src/compare/index.js';
import { buildReport } from '../src/report/build.js';
import { OUTPUTS } from '../src/report/outputs/index.js';
import { writeReport } from '../src/report/write.js';
import { usageReport } from '../src/score/usage.js';
import { syntheticRows } from './rows.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PROVIDERS = 2;
const REPEATS = 5;
const scenarios = Math.max(1, Math.round(ROWS / PROVIDERS / REPEATS));

const { rows, providers } = syntheticRows(scenarios, PROVIDERS, REPEATS);
// BENCH_SECRETS=1: secrets to redact, one row in 50 holding them (raw, JSON-escaped, wrapped, as
// a key), so that the redaction's search paths run too, not only its clean fast path.
const SECRET = { key: 'k3y/Val"ue\\x 9Zq&w', token: 'tok-7Hq2Lx9Vb4Rt' };
const env = process.env.BENCH_SECRETS ? { OPS_API_KEY: SECRET.key, DB_TOKEN: SECRET.token } : {};
if (process.env.BENCH_SECRETS) {
  rows.forEach((r, i) => {
    if (i % 50) return;
    const { key, token } = SECRET;
    r.turns[0].reply = `Using ${key} for ${token.slice(0, 6)}\n  ${token.slice(6)}.`;
    r.calls[0].result = JSON.stringify({ token, key }, null, 2);
    r.calls[0].args = { [token]: true };
  });
}
const out = mkdtempSync(path.join(tmpdir(), 'mcp-eval-bench-report-'));
const steps: Record<string, number> = {};
// CPU seconds per step as well: wall time says little on a busy machine.
const cpu: Record<string, number> = {};
// The process's peak resident set (MB) once each step is done: where memory grows.
const peakRss: Record<string, number> = {};
const timed = async <T>(name: string, f: () => T | Promise<T>): Promise<T> => {
  const t = performance.now();
  const c = process.cpuUsage();
  const value = await f();
  steps[name] = (performance.now() - t) / 1000;
  const { user, system } = process.cpuUsage(c);
  cpu[name] = (user + system) / 1e6;
  peakRss[name] = Math.round(process.resourceUsage().maxRSS / 1024);
  return value;
};

const started = performance.now();
const report = await timed('build', () =>
  buildReport({
    started: new Date(),
    cwd: out,
    providers,
    notices: [],
    rows,
    thresholds: { overall: 0.5, tiers: { args: 0.9 }, categories: { cat1: 0.8 } },
    extra: { usage: usageReport(rows, providers, { m0: { input: 1, output: 2 } }) },
  }),
);
await timed('compare', () => compareReports(report, report, 'baseline'));
await timed('write', () =>
  writeReport(
    report,
    out,
    env,
    [],
    OUTPUTS.map((o) => o.format),
  ),
);
const total = (performance.now() - started) / 1000;
rmSync(out, { recursive: true, force: true });
console.log(JSON.stringify({ rows: rows.length, total, steps, cpu, peakRss }));
