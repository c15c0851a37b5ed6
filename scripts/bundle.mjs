// Builds the committed bundles: the action (dist/index.js), the CLI (dist/cli/index.js) and the
// programmatic API (dist/api/index.js, the package's export, with its declarations in dist/api/).
// Every runtime library is bundled, so the package has no dependencies to install.
// esbuild, as ES modules split at each dynamic import: a run loads only the code it uses (the
// action's baseline lookup, the providers it names, the report writers once the run is over).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_OPTIONS } from './bundle-options.mjs';
import { writePageScript } from './page-script.mjs';
import { writeTokenizer } from './pack-tokenizer.mjs';

// The generated sources first: report.html's script (src/report/html/script.generated.ts) and
// the tokenizer's ranks (src/mcp/o200k.generated.ts), which the bundles inline.
await writePageScript();
writeTokenizer();

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
    ...BUNDLE_OPTIONS,
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(path.join(outdir, 'licenses.txt'), licenses(Object.keys(metafile.inputs)));
}
// The API's types: dist/api/engine.d.ts and the declarations it imports, beside the bundle.
execFileSync('node', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.api.json'], {
  stdio: 'inherit',
});
pruneDeclarations('dist/api/engine.d.ts');

/** Keeps only the declarations the entry imports, directly or not: tsc writes one for every
 * module the engine's code reaches, most of which the published types never name. */
function pruneDeclarations(entry) {
  const kept = new Set();
  const visit = (file) => {
    if (kept.has(file)) return;
    kept.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(\.[^']+)'/g)) {
      visit(path.join(path.dirname(file), spec.replace(/\.js$/, '.d.ts')));
    }
  };
  visit(path.normalize(entry));
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) {
        walk(file);
        if (readdirSync(file).length === 0) rmSync(file, { recursive: true });
      } else if (file.endsWith('.d.ts') && !kept.has(file)) rmSync(file);
    }
  };
  walk(path.dirname(entry));
}

/** Each bundled package's name, license and license text, by name. */
function licenses(inputs) {
  const dirs = new Set();
  // The packed ranks come from gpt-tokenizer's copy of OpenAI's file: its license goes with them.
  if (inputs.includes('src/mcp/o200k.generated.ts')) dirs.add('node_modules/gpt-tokenizer');
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
