// Builds the committed bundles: the action (dist/index.js), the CLI (dist/cli/index.js) and the
// programmatic API (dist/api/index.js, the package's export, with its declarations in dist/api/).
// Every runtime library is bundled, so the package has no dependencies to install.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const ncc = [
  'node_modules/@vercel/ncc/dist/ncc/cli.js',
  'build',
  '--license',
  'licenses.txt',
  '-q',
];
execFileSync('node', [...ncc, 'src/index.ts', '-o', 'dist'], { stdio: 'inherit' });
execFileSync('node', [...ncc, 'src/cli.ts', '-o', 'dist/cli'], { stdio: 'inherit' });
execFileSync('node', [...ncc, 'src/engine.ts', '-o', 'dist/api'], { stdio: 'inherit' });
// The API's types: dist/api/engine.d.ts and the declarations it imports, beside the bundle.
execFileSync('node', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.api.json'], {
  stdio: 'inherit',
});
