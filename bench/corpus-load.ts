// Memory and time of loading one corpus file (the generated mixed corpus) through prepare(), the
// engine's loader, without starting a server. `tsx bench/corpus-load.ts` measures 1k and 10k
// scenarios (BENCH_SIZES=1000,10000), each in a fresh process so that peaks do not mix. tsx
// itself holds some 50 MB; without it: `npx esbuild bench/corpus-load.ts --bundle
// --platform=node --format=esm --outfile=/tmp/corpus-load.mjs --banner:js="import{createRequire as cr}
// from 'module';const require=cr(import.meta.url);"` and `node /tmp/corpus-load.mjs`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.js';

const self = fileURLToPath(import.meta.url);
const MB = 1e6;

interface Figures {
  scenarios: number;
  /** Heap and resident set before loading (the code loaded, GC'd). */
  baseHeapMb: number;
  baseRssMb: number;
  ms: number;
  cpuMs: number;
  /** The process's peak resident set (getrusage), from start to end of loading. */
  peakRssMb: number;
  /** Heap sampled every millisecond; the loader's synchronous parts hide from the timer, so
   * the largest heap a GC saw (--trace-gc) is taken too. */
  peakHeapMb: number;
  /** Heap kept after loading (GC'd), over the heap before. */
  retainedMb: number;
  /** A copy of the scenarios without their locators: what the plan needs to keep. */
  scenariosMb: number;
  /** The first locate after loading (a late problem) and what it then keeps. */
  lateLocateMs: number;
  retainedAfterLocateMb: number;
}

if (process.env.BENCH_DIR) await measure(process.env.BENCH_DIR);
else compare();

function compare(): void {
  const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
  const rows: Figures[] = [];
  for (const n of sizes) {
    const { dir } = writeCorpus(n, 'mixed');
    try {
      const child = spawnSync(
        process.execPath,
        // Bundled (esbuild, to a .mjs), it runs without tsx and its own memory.
        ['--expose-gc', '--trace-gc', ...(self.endsWith('.ts') ? ['--import', 'tsx'] : []), self],
        { env: { ...process.env, BENCH_DIR: dir }, encoding: 'utf8', maxBuffer: 1 << 28 },
      );
      if (child.status !== 0) throw new Error(child.stderr || `exit ${child.status}`);
      const lines = child.stdout.trim().split('\n');
      const figures = JSON.parse(lines.at(-1)!) as Figures;
      figures.peakHeapMb = Math.max(figures.peakHeapMb, gcPeak(lines));
      rows.push(figures);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.table(
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, +v.toFixed(1)]))),
  );
  if (rows.length === 2) {
    console.log(
      `time ${rows[1].scenarios / rows[0].scenarios}x scenarios: ${(rows[1].ms / rows[0].ms).toFixed(2)}x`,
    );
  }
}

/** The largest heap size before a GC in --trace-gc lines ("Mark-Compact 120.3 (130.1) -> …"),
 * counted only while the loader ran (between the marks `measure` prints). */
function gcPeak(lines: string[]): number {
  const from = lines.indexOf('load-start');
  const to = lines.indexOf('load-end');
  let peak = 0;
  for (const line of lines.slice(from, to)) {
    const m = /:\s+\S+(?: \([^)]*\))?\s+([\d.]+) \([\d.]+\) ->/.exec(line);
    if (m) peak = Math.max(peak, Number(m[1]) * 1.048576);
  }
  return peak;
}

async function measure(dir: string): Promise<void> {
  const { prepare } = await import('../src/run/prepare.js');
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  const base = process.memoryUsage();
  const before = base.heapUsed;
  let peakHeap = before;
  const sample = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 1);
  const log = { info() {}, notice() {}, warn() {} };
  console.log('load-start');
  const t = performance.now();
  const cpu = process.cpuUsage();
  const plan = await prepare({ cwd: dir, config: 'mcp-eval.yaml', out: 'out', log });
  const ms = performance.now() - t;
  const { user, system } = process.cpuUsage(cpu);
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  const peakRssMb = (process.resourceUsage().maxRSS * 1024) / MB;
  console.log('load-end');
  clearInterval(sample);
  gc();
  const retained = process.memoryUsage().heapUsed - before;

  const copy = structuredClone(
    plan.scenarios.map((s) => ({ ...s, origin: { ...s.origin, locate: undefined } })),
  );
  gc();
  const scenariosBytes = process.memoryUsage().heapUsed - before - retained;
  copy.length = 0;

  const last = plan.scenarios.at(-1)!;
  const l = performance.now();
  last.origin.locate?.(['turns', 0, 'expect', 'calls', 0, 'tool']);
  const lateLocateMs = performance.now() - l;
  gc();
  const afterLocate = process.memoryUsage().heapUsed - before;

  const figures: Figures = {
    scenarios: plan.scenarios.length,
    baseHeapMb: before / MB,
    baseRssMb: base.rss / MB,
    ms,
    cpuMs: (user + system) / 1000,
    peakRssMb,
    peakHeapMb: peakHeap / MB,
    retainedMb: retained / MB,
    scenariosMb: scenariosBytes / MB,
    lateLocateMs,
    retainedAfterLocateMb: afterLocate / MB,
  };
  console.log(JSON.stringify(figures));
}
