// Builds the committed bundles: the action (dist/index.js), the CLI (dist/cli/index.js) and the
// programmatic API (dist/api/index.js, the package's export, with its declarations in dist/api/).
// Every runtime library is bundled, so the package has no dependencies to install.
// esbuild, as ES modules split at each dynamic import: a run loads only the code it uses (the
// action's baseline lookup, the providers it names, the report writers once the run is over).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

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

rmSync('dist', { recursive: true, force: true });
const bundles = [
  ['src/index.ts', 'dist'],
  ['src/cli.ts', 'dist/cli'],
  ['src/engine.ts', 'dist/api'],
];
for (const [entry, outdir] of bundles) {
  const { metafile } = await build({
    entryPoints: { index: entry },
    outdir,
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
    metafile: true,
    logLevel: 'warning',
    plugins: [englishOnly, standIns],
  });
  writeFileSync(
    path.join(outdir, 'licenses.txt'),
    licenses(Object.keys(metafile.inputs).filter((i) => !/^(zod-en|stand-in):/.test(i))),
  );
}
// The API's types: dist/api/engine.d.ts and the declarations it imports, beside the bundle.
execFileSync('node', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.api.json'], {
  stdio: 'inherit',
});

/** Each bundled package's name, license and license text, by name. */
function licenses(inputs) {
  const dirs = new Set();
  for (const input of inputs) {
    const at = input.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const [scope, name] = input.slice(at + 'node_modules/'.length).split('/');
    dirs.add(
      input.slice(0, at) + 'node_modules/' + (scope.startsWith('@') ? `${scope}/${name}` : scope),
    );
  }
  const entries = [...dirs].map((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = existsSync(dir)
      ? readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f))
      : undefined;
    const text = file ? readFileSync(path.join(dir, file), 'utf8').trim() : '';
    return { name: pkg.name, text: [pkg.name, pkg.license ?? '', text].join('\n') };
  });
  const seen = new Set();
  return (
    entries
      .sort((a, b) => a.name.localeCompare(b.name))
      .filter((e) => !seen.has(e.text) && seen.add(e.text))
      .map((e) => e.text)
      .join('\n\n') + '\n'
  );
}
