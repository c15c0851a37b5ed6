// How the committed bundles are built (scripts/bundle.mjs), shared with the bench's floor
// (bench/start.ts), which must load the libraries as the tool does.

// The bundled CommonJS libraries call require() and read __dirname; an ES module has neither.
// (Under names of their own: a bundled ES module may declare a `__dirname` of its own.)
const banner = [
  "import { createRequire as __bundleRequire } from 'node:module';",
  "import { fileURLToPath as __bundlePath } from 'node:url';",
  'const require = __bundleRequire(import.meta.url);',
  'const __bundleFilename = __bundlePath(import.meta.url);',
  "const __bundleDirname = __bundlePath(new URL('.', import.meta.url));",
].join('\n');

/** esbuild's options for every bundle but its entries, output folder and logging. */
export const BUNDLE_OPTIONS = {
  bundle: true,
  // A chunk per dynamic import: a run loads only the code it uses. A start-up measure
  // (src/startup.ts): bench/start-cases.ts, 2026-12-03, 250 ms less CPU and 300 ms less wall
  // (median) by the first model request than one file.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: banner },
  // Only where a library reads them unbound: its own declarations stay its own.
  define: { __filename: '__bundleFilename', __dirname: '__bundleDirname' },
  // The licenses go to licenses.txt, once per package, not into every chunk.
  legalComments: 'none',
  // Non-ASCII as UTF-8, not \u escapes: smaller bundles.
  charset: 'utf8',
};
