// Builds the committed bundles: the action (dist/index.js) and the CLI (dist/cli/index.js).
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
