// Installs tools/node24 (a Node 24 binary from npm) when it is missing, for the e2e test.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('tools/node24/node_modules/node/bin/node')) {
  execFileSync('npm', ['ci', '--prefix', 'tools/node24', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
}
