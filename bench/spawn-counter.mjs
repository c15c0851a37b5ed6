// Starts the example server after noting the start in $BENCH_SPAWN_LOG, so the bench can show
// that server processes are reused across scenarios.
import { appendFileSync } from 'node:fs';

appendFileSync(process.env.BENCH_SPAWN_LOG, `${process.pid}\n`);
await import('../examples/server/dist/index.js');
