// The action's entry (action.yml: runs.main = dist/index.js); everything else is in main.ts.
import { exitPromptly } from './exit.js';
import { run } from './main.js';

void run().finally(() => exitPromptly());
