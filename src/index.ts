// The action's entry (action.yml: runs.main = dist/index.js); everything else is in main.ts.
import { run } from './main.js';

void run();
