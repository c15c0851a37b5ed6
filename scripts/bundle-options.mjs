// How the committed bundles are built (scripts/bundle.mjs), shared with the bench's floor
// (bench/start.ts), which must load the libraries as the tool does.
import path from 'node:path';

// The bundled CommonJS libraries call require() and read __dirname; an ES module has neither.
// (Under names of their own: a bundled ES module may declare a `__dirname` of its own.)
const banner = [
  "import { createRequire as __bundleRequire } from 'node:module';",
  "import { fileURLToPath as __bundlePath } from 'node:url';",
  'const require = __bundleRequire(import.meta.url);',
  'const __bundleFilename = __bundlePath(import.meta.url);',
  "const __bundleDirname = __bundlePath(new URL('.', import.meta.url));",
].join('\n');

// zod's namespaces re-export all of its ~60 locales (370 KB, a sixth of what a run parses before
// its first model request); only English is used (zod sets it itself): the bundle keeps that one.
const englishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? // Relative: esbuild writes the path into the bundle, which must not depend on the checkout.
          {
            path: path.relative('.', path.resolve(args.resolveDir, '../locales/index.js')),
            namespace: 'zod-en',
          }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-en' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.resolve(path.dirname(args.path)),
    }));
  },
};

// Imports left out of the bundles, each replaced by a stand-in that refuses: code no run calls,
// which loaded before the first model request.
// - @actions/core's OIDC client (@actions/http-client, with the 800 KB copy of undici it bundles)
//   and its platform details (@actions/exec): the action calls neither getIDToken nor
//   platform.getDetails. The cache and artifact clients still bundle the real ones.
// - The MCP SDK client's default output schema validator (ajv, 300 KB): src/mcp/validator.ts
//   passes one of its own, which loads ajv only when a tool declares an output schema.
const STAND_INS = [
  {
    importer: '@actions/core/lib/oidc-utils.js',
    path: '@actions/http-client',
    contents: 'export class HttpClient { constructor() { refuse(); } }',
  },
  {
    importer: '@actions/core/lib/oidc-utils.js',
    path: '@actions/http-client/lib/auth',
    contents: 'export class BearerCredentialHandler { constructor() { refuse(); } }',
  },
  {
    importer: '@actions/core/lib/platform.js',
    path: '@actions/exec',
    contents: 'export async function getExecOutput() { refuse(); }',
  },
  {
    importer: '@modelcontextprotocol/sdk/dist/esm/client/index.js',
    path: '../validation/ajv-provider.js',
    contents: 'export class AjvJsonSchemaValidator { constructor() { refuse(); } }',
  },
];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const standIns = {
  name: 'stand-ins',
  setup(b) {
    const filter = new RegExp(`^(${STAND_INS.map((s) => escape(s.path)).join('|')})$`);
    b.onResolve({ filter }, (args) => {
      const importer = args.importer.replaceAll('\\', '/');
      const i = STAND_INS.findIndex(
        (s) => s.path === args.path && importer.endsWith(`/node_modules/${s.importer}`),
      );
      return i < 0 ? undefined : { path: String(i), namespace: 'stand-in' };
    });
    b.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => {
      const s = STAND_INS[Number(args.path)];
      const why = `${s.path} is left out of this bundle (imported by ${s.importer})`;
      return {
        contents: `${s.contents}\nfunction refuse() { throw new Error(${JSON.stringify(why)}); }\n`,
      };
    });
  },
};

/** esbuild's options for every bundle but its entries, output folder and logging. */
export const BUNDLE_OPTIONS = {
  bundle: true,
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
  // Non-ASCII as UTF-8, not \u escapes: the tokenizer's rank table (mcp/tokens.ts) is a fifth
  // smaller so (2.7 MB, not 3.4 MB, a bundle).
  charset: 'utf8',
  plugins: [englishOnly, standIns],
};
