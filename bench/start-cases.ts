// What each start-up special case of the code gains in bench f (issue 28: "every start-up special
// case must show its gain or go"). The CLI is bundled from src/ as scripts/bundle.mjs bundles it,
// once as it is and once per case with that case undone: a text patch applied while bundling
// (src/ itself is untouched), a bundle option left out, or an environment switch Node reads.
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
  env?: Record<string, string>;
}

const withoutPlugin = (name: string) => (o: BuildOptions) => ({
  ...o,
  plugins: (o.plugins ?? []).filter((p) => p.name !== name),
});

const CASES: Case[] = [
  {
    name: 'early-spawn',
    what: 'run/evaluate.ts: the server is spawned once the config is read, before the corpus loads',
    patches: [
      {
        file: 'run/evaluate.ts',
        from: 'early = new Servers(target, concurrency, opts.log, cancelOf(opts.cancel));',
        to: '',
      },
      { file: 'run/evaluate.ts', from: 'early.tools(undefined).catch(() => undefined);', to: '' },
    ],
  },
  {
    name: 'execute-while-spawning',
    what: 'run/evaluate.ts: execute.js is imported while the server starts, not after the corpus',
    patches: [{ file: 'run/evaluate.ts', from: 'load().catch(() => undefined);', to: '' }],
  },
  {
    name: 'spawn-tick-wait',
    what: 'run/evaluate.ts: after the spawn, one setImmediate before the next imports',
    patches: [
      {
        file: 'run/evaluate.ts',
        from: 'await new Promise((resolve) => setImmediate(resolve));',
        to: '',
      },
    ],
  },
  {
    name: 'corpus-loaders-deferred',
    what: 'run/prepare.ts: the corpus loaders are imported after the spawn (not statically)',
    patches: [
      {
        file: 'run/prepare.ts',
        from: "const { loadConfiguredCorpus } = await import('../corpus/configured.js');",
        to: '',
      },
      {
        file: 'run/prepare.ts',
        from: "import path from 'node:path';",
        to: "import path from 'node:path';\nimport { loadConfiguredCorpus } from '../corpus/configured.js';",
      },
    ],
  },
  {
    name: 'provider-sdk-preload',
    what: 'providers/lazy.ts: the provider SDK loads at once (and fetch is warmed), not at the first chat',
    patches: [
      {
        file: 'providers/lazy.ts',
        from: 'setImmediate(() => void load().then(warmFetch, () => {}));',
        to: '',
      },
    ],
  },
  {
    name: 'warm-fetch',
    what: "providers/lazy.ts: touching Node's fetch (undici) once the SDK is in",
    patches: [
      {
        file: 'providers/lazy.ts',
        from: 'load().then(warmFetch, () => {})',
        to: 'load().then(() => {}, () => {})',
      },
    ],
  },
  {
    name: 'lazy-provider-sdks',
    what: 'providers/lazy.ts: only the SDK of a provider that runs is loaded (not all three)',
    patches: [
      {
        file: 'providers/lazy.ts',
        from: "import type { AdapterOptions } from './common.js';",
        to: "import type { AdapterOptions } from './common.js';\nimport * as O from './openai.js';\nimport * as G from './gemini.js';\nimport * as A from './anthropic.js';\nvoid [O, G, A];",
      },
    ],
  },
  {
    name: 'spy-http-require',
    what: 'spy/backend.ts: node:http required, not imported (an ES import loads fetch first)',
    patches: [
      {
        file: 'spy/backend.ts',
        from: "const { createServer } = createRequire(import.meta.url)('node:http') as typeof import('node:http');",
        to: "import { createServer } from 'node:http';\nvoid createRequire;",
      },
    ],
  },
  {
    name: 'mcp-client-deferred',
    what: "mcp/upstream.ts: the MCP SDK's client and live.ts are imported after the spawn",
    patches: [
      {
        file: 'mcp/upstream.ts',
        from: "import path from 'node:path';",
        to: "import path from 'node:path';\nimport * as ClientModule from '@modelcontextprotocol/sdk/client/index.js';\nimport * as LiveModule from './live.js';",
      },
      {
        file: 'mcp/upstream.ts',
        from: "await Promise.all([\n    import('@modelcontextprotocol/sdk/client/index.js'),\n    import('./live.js'),\n  ]);",
        to: '[ClientModule, LiveModule];',
      },
    ],
  },
  {
    name: 'mcp-schema-deferred',
    what: "mcp/child.ts: the SDK's message schema (zod) is imported after the spawn",
    patches: [
      {
        file: 'mcp/child.ts',
        from: "import { spawn, type ChildProcess } from 'node:child_process';",
        to: "import { spawn, type ChildProcess } from 'node:child_process';\nimport { JSONRPCMessageSchema as EagerSchema } from '@modelcontextprotocol/sdk/types.js';",
      },
      {
        file: 'mcp/child.ts',
        from: "(await import('@modelcontextprotocol/sdk/types.js')).JSONRPCMessageSchema;",
        to: 'EagerSchema;',
      },
    ],
  },
  {
    name: 'tokenizer-early',
    what: "run/execute.ts: the tokenizer's rank table is imported while the server starts",
    patches: [
      {
        file: 'run/execute.ts',
        from: "const counting = import('../mcp/tokens.js');\n  counting.catch(() => undefined);",
        to: "const counting = { then: (ok: never, no: never) => import('../mcp/tokens.js').then(ok, no) };",
      },
    ],
  },
  {
    name: 'compile-cache',
    what: "compile-cache.ts: V8's code cache on disk (Node ≥ 22.1), on before the rest loads",
    env: { NODE_DISABLE_COMPILE_CACHE: '1' },
  },
  {
    name: 'entry-imports-after-cache',
    what: 'cli.ts: the commands are imported once the compile cache is on (not statically)',
    patches: [
      {
        file: 'cli.ts',
        from: "import { exitPromptly } from './exit.js';",
        to: "import { exitPromptly } from './exit.js';\nimport * as M from './commands/main.js';\nimport * as C from './commands/common.js';\nimport * as X from './run/cancel.js';",
      },
      {
        file: 'cli.ts',
        from: "await Promise.all([\n  import('./commands/main.js'),\n  import('./commands/common.js'),\n  import('./run/cancel.js'),\n]);",
        to: '[M, C, X];',
      },
    ],
  },
  {
    name: 'zod-english-only',
    what: "scripts/bundle-options.mjs: zod's locales left out but English",
    options: withoutPlugin('zod-english-only'),
  },
  {
    name: 'stand-ins',
    what: "scripts/bundle-options.mjs: @actions/core's OIDC client and exec, the SDK's ajv left out",
    options: withoutPlugin('stand-ins'),
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
    { name: 'as-is', what: 'the code as it is', bundle: await bundle(undefined, dir), env: {} },
    ...(await Promise.all(
      cases.map(async (c) => ({ ...c, bundle: await bundle(c, dir), env: c.env ?? {} })),
    )),
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
          ...v.env,
          BENCH_START: 'cli',
          // The Node the action runs on (action.yml: node24): the compile cache needs ≥ 22.1.
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
