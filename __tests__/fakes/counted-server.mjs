// The example server, after noting its process id in $SPAWN_LOG: tests count the server
// processes a run started.
import { appendFileSync } from 'node:fs';

appendFileSync(process.env.SPAWN_LOG, `${process.pid}\n`);
await import('../../examples/server/dist/index.js');
