#!/usr/bin/env node
// The mcp-eval CLI: main and the subcommands are in src/commands/.
import { main } from './commands/main.js';
import { deprecationsOnce } from './deprecations.js';
import { exitPromptly } from './exit.js';

deprecationsOnce();

process.exitCode = await main(process.argv);
exitPromptly();
