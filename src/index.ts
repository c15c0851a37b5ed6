// The action's entry (action.yml: runs.main = dist/index.js); everything else is in main.ts,
// imported once the compile cache is on, so that it covers the whole bundle.
import { enableCompileCache } from './compile-cache.js';
import { deprecationsOnce } from './deprecations.js';
import { exitPromptly } from './exit.js';
import { leanHeap } from './heap.js';

leanHeap();
enableCompileCache();
deprecationsOnce();
const { run } = await import('./main.js');
void run().finally(() => exitPromptly());
