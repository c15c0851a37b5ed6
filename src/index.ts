// The action's entry (action.yml: runs.main = dist/index.js); everything else is in main.ts.
import { deprecationsOnce } from './deprecations.js';
import { exitPromptly } from './exit.js';
import { leanHeap } from './heap.js';
import { run } from './main.js';

leanHeap();
deprecationsOnce();
void run().finally(() => exitPromptly());
