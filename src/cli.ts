#!/usr/bin/env node
// The mcp-eval CLI: main and the subcommands are in src/commands/, imported once the compile
// cache is on, so that it covers them.
import { enableCompileCache } from './compile-cache.js';
import { deprecationsOnce } from './deprecations.js';
import { exitPromptly } from './exit.js';
import { leanHeap } from './heap.js';

leanHeap();
enableCompileCache();
deprecationsOnce();
const [{ main }, { processIo }, { watchSignals }] = await Promise.all([
  import('./commands/main.js'),
  import('./commands/common.js'),
  import('./run/cancel.js'),
]);

// `run` cancels on SIGINT/SIGTERM/SIGHUP (partial reports, exit 130/143/129); the rest end as
// usual.
process.exitCode = await main(process.argv, { ...processIo(), signals: watchSignals });
exitPromptly();
