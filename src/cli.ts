#!/usr/bin/env node
// The mcp-eval CLI: main and the subcommands are in src/commands/.
import { main } from './commands/main.js';
import { processIo } from './commands/common.js';
import { deprecationsOnce } from './deprecations.js';
import { exitPromptly } from './exit.js';
import { leanHeap } from './heap.js';
import { watchSignals } from './run/cancel.js';

leanHeap();
deprecationsOnce();

// `run` cancels on SIGINT/SIGTERM/SIGHUP (partial reports, exit 130/143/129); the rest end as
// usual.
process.exitCode = await main(process.argv, { ...processIo(), signals: watchSignals });
exitPromptly();
