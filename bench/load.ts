// Corpus loading alone: BENCH_N generated scenarios (the mixed corpus) through prepare() — config,
// corpus files, filters — without starting a server. Prints one JSON line.
import { rmSync } from 'node:fs';
import { prepare } from '../src/run/prepare.js';
import { writeCorpus } from './corpus.js';

const n = Number(process.env.BENCH_N ?? 10_000);
const { dir } = writeCorpus(n, 'mixed');
const log = { info() {}, notice() {}, warn() {} };
const t = performance.now();
const cpu = process.cpuUsage();
const plan = await prepare({ cwd: dir, config: 'mcp-eval.yaml', out: 'out', log });
const ms = performance.now() - t;
const { user, system } = process.cpuUsage(cpu);
const cpuMs = (user + system) / 1000;
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({ scenarios: plan.scenarios.length, ms, cpuMs, cpuMsPerScenario: cpuMs / n }),
);
