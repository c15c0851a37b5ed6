// What each start-up measure of the code (src/startup.ts) gains in bench f (issue 28: "every
// start-up special case must show its gain or go"). The CLI is bundled from src/ as
// scripts/bundle.mjs bundles it, once as it is and once per case with that case undone: a text
// patch applied while bundling (src/ itself is untouched) or a bundle option left out.
// bench/start.ts then times each bundle (spawn → the fake model's first request); rounds
// interleave the bundles, so that a machine's load falls on all of them alike.
//   tsx bench/start-cases.ts   BENCH_CASES=a,b picks cases; BENCH_CASES_ROUNDS (2) rounds of
//   BENCH_START_RUNS (3) runs each; BENCH_START_SERVER example (default) or tiny; the CLI on
//   BENCH_CLI_NODE (default tools/node24's Node, the action's).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { BUNDLE_OPTIONS } from '../scripts/bundle-options.mjs';
import { runCommand } from './tree.js';

const root = path.resolve(import.meta.dirname, '..');
const node24 = path.join(root, 'tools/node24/node_modules/node/bin/node');

interface Patch {
  /** Under src/. */
  file: string;
  from: string;
  to: string;
}

interface Case {
  name: string;
  /** Where the case is in the code, and what it does. */
  what: string;
  patches?: Patch[];
  /** Bundle options with the case left out. */
  options?: (o: BuildOptions) => BuildOptions;
}

// The start-up measures of src/startup.ts (and the bundle's code splitting), each undone.
const CASES: Case[] = [
  {
    name: 'lazy-provider-sdks',
    what: 'startup.ts onFirstUse (providers/lazy.ts): only the SDK of a provider that runs is loaded (not all three)',
    patches: [
      {
        file: 'providers/lazy.ts',
        from: "import type { AdapterOptions } from './common.js';",
        to: "import type { AdapterOptions } from './common.js';\nimport * as O from './openai.js';\nimport * as G from './gemini.js';\nimport * as A from './anthropic.js';\nvoid [O, G, A];",
      },
    ],
  },
  {
    name: 'code-splitting',
    what: 'scripts/bundle-options.mjs: chunks per dynamic import (one file without)',
    options: (o) => {
      const { chunkNames: _chunks, ...rest } = o;
      return { ...rest, splitting: false };
    },
  },
];

/** esbuild's onLoad for the patched files: each patch must apply exactly once. */
function patcher(c: Case): Plugin {
  const byFile = new Map<string, Patch[]>();
  for (const p of c.patches ?? [])
    byFile.set(path.join(root, 'src', p.file), [
      ...(byFile.get(path.join(root, 'src', p.file)) ?? []),
      p,
    ]);
  return {
    name: 'start-case',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        const patches = byFile.get(args.path);
        if (!patches) return undefined;
        let text = readFileSync(args.path, 'utf8');
        for (const p of patches) {
          if (text.split(p.from).length !== 2)
            throw new Error(
              `case ${c.name}: src/${p.file} no longer holds (once) ${JSON.stringify(p.from)}`,
            );
          text = text.replace(p.from, () => p.to);
        }
        byFile.delete(args.path);
        return { contents: text, loader: 'ts' };
      });
      b.onEnd(() => {
        if (byFile.size)
          throw new Error(`case ${c.name}: not bundled: ${[...byFile.keys()].join(', ')}`);
      });
    },
  };
}

/** The CLI bundled into a folder of its own (its cli/index.js), with `c` undone. */
async function bundle(c: Case | undefined, dir: string): Promise<string> {
  const out = path.join(dir, c?.name ?? 'as-is');
  const base = { ...BUNDLE_OPTIONS } as BuildOptions;
  const options = c?.options ? c.options(base) : base;
  await build({
    ...options,
    plugins: [...(options.plugins ?? []), ...(c ? [patcher(c)] : [])],
    entryPoints: { index: path.join(root, 'src/cli.ts') },
    outdir: path.join(out, 'cli'),
    logLevel: 'warning',
  });
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const wanted = process.env.BENCH_CASES?.split(',').map((s) => s.trim());
const cases = wanted ? CASES.filter((c) => wanted.includes(c.name)) : CASES;
if (wanted && cases.length !== wanted.length)
  throw new Error(`BENCH_CASES: known cases are ${CASES.map((c) => c.name).join(', ')}`);
const rounds = Number(process.env.BENCH_CASES_ROUNDS ?? 2);
const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-start-cases-'));
try {
  const variants = [
    { name: 'as-is', what: 'the code as it is', bundle: await bundle(undefined, dir) },
    ...(await Promise.all(cases.map(async (c) => ({ ...c, bundle: await bundle(c, dir) })))),
  ];
  const times = new Map<string, { ms: number[]; cpu: number[]; rounds: number[] }>(
    variants.map((v) => [v.name, { ms: [], cpu: [], rounds: [] }]),
  );
  for (let round = 0; round < rounds; round++)
    for (const v of variants) {
      const r = await runCommand(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'start.ts')],
        {
          BENCH_START: 'cli',
          // The Node the action runs on (action.yml: node24).
          BENCH_CLI_NODE: process.env.BENCH_CLI_NODE ?? node24,
          BENCH_BUNDLE: v.bundle,
          BENCH_START_RUNS: process.env.BENCH_START_RUNS ?? '3',
        },
      );
      const cli = (r.out as { cli: { runs: number[]; cpu?: number } }).cli;
      times.get(v.name)!.ms.push(...cli.runs);
      times.get(v.name)!.rounds.push(median(cli.runs));
      if (cli.cpu !== undefined) times.get(v.name)!.cpu.push(cli.cpu);
      console.error(`round ${round + 1} ${v.name}: ${cli.runs.join(', ')} ms`);
    }
  // Load on a shared machine only adds time: the min is the steadier figure, the CPU (the tool's
  // own, by its first request) the one load inflates least.
  const figures = (name: string) => {
    const t = times.get(name)!;
    return {
      median: median(t.ms),
      min: Math.min(...t.ms),
      cpu: median(t.cpu),
      runs: t.ms.length,
      rounds: t.rounds,
    };
  };
  const base = figures('as-is');
  console.log(
    `\nspawn → first model request, CLI bundle from src/, ${process.env.BENCH_START_SERVER ?? 'example'} server, ` +
      `${base.runs} runs each; gain = undone − as is (positive: the case saves that much)\n`,
  );
  console.log(
    '| case | where, what | undone: median, min (CPU) | gain: median, min, CPU | gain, paired by round |\n|---|---|---|---|---|',
  );
  console.log(`| as is | | ${base.median} ms, ${base.min} ms (${base.cpu} ms) | | |`);
  for (const v of variants.slice(1)) {
    const f = figures(v.name);
    console.log(
      `| ${v.name} | ${v.what} | ${f.median} ms, ${f.min} ms (${f.cpu} ms) | ` +
        `${f.median - base.median} ms, ${f.min - base.min} ms, ${f.cpu - base.cpu} ms | ` +
        // The median over rounds of (this case − as is) in the same round: drift cancels out.
        `${median(f.rounds.map((ms, i) => ms - base.rounds[i]))} ms |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
