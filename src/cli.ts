#!/usr/bin/env node
// The mcp-eval CLI: main and the subcommands are in src/commands/.
import { main } from './commands/main.js';

process.exitCode = await main(process.argv);
