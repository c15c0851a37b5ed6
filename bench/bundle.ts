// A bench step bundled into one plain .mjs, as users run the engine (the published CLI and action
// are bundles too): measured under tsx, the process tree would hold its loader, its compile time
// and esbuild's service process. Each script is bundled once per bench run.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, stop } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// Three folders below package.json, where src/report/build.ts looks for the version.
const cache = path.join(root, 'node_modules/.cache');
let dir: string | undefined;
const bundles = new Map<string, Promise<string>>();

async function bundle(script: string): Promise<string> {
  if (!dir) {
    mkdirSync(cache, { recursive: true });
    const made = mkdtempSync(path.join(cache, 'mcp-eval-bench-'));
    dir = made;
    process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const outfile = path.join(dir, `${path.basename(script, path.extname(script))}.mjs`);
  await build({
    entryPoints: [script],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // Bundled CommonJS libraries call require().
    banner: {
      js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);",
    },
    // The bench's own files find the checkout from where they are, not from the bundle.
    define: { 'import.meta.dirname': JSON.stringify(path.dirname(script)) },
  });
  return outfile;
}

/** The path of `script` bundled (a temporary .mjs, removed when this process exits). */
export function bundled(script: string): Promise<string> {
  let b = bundles.get(script);
  if (!b) bundles.set(script, (b = bundle(script)));
  return b;
}

/** Ends esbuild's service process, so that it is not running beside a measured step. */
export const stopBundler = () => stop();
