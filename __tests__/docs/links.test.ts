// The docs hold together: every relative link reaches a file of the repository (and a heading,
// where it names one), the README stays an overview, and CONTRIBUTING.md names only files that
// exist.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, links, PAGES, readPage, ROOT } from './markdown.js';

/** Pages other pieces of work add at the same time; the README's index links them already. */
const PENDING = new Set([
  'docs/ab.md',
  'docs/regression-statistics.md',
  'docs/scripted.md',
  'docs/selftest.md',
  'docs/validate.md',
  'docs/client-features.md',
]);

const local = PAGES.flatMap(links).filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l.target));

describe('links between the pages', () => {
  it('finds the links (the check is not vacuous)', () => {
    expect(local.length).toBeGreaterThan(100);
    expect(local.some((l) => l.target.includes('#'))).toBe(true);
  });

  it.each(local.map((l) => [`${l.page}:${l.line}`, l.target, l.page] as const))(
    '%s → %s',
    (_, target, page) => {
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const to = file
        ? path.posix.normalize(path.posix.join(path.posix.dirname(page), file))
        : page;
      if (PENDING.has(to) && !existsSync(path.join(ROOT, to))) return;
      expect(existsSync(path.join(ROOT, to)), `${to} exists`).toBe(true);
      if (anchor && to.endsWith('.md')) {
        expect([...anchors(to)], `${to} has a heading #${anchor}`).toContain(anchor);
      }
    },
  );
});

describe('the README', () => {
  const readme = readPage('README.md');

  it('is an overview: at most ~250 lines, every task on its own page', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    for (const page of PAGES.filter((p) => p.startsWith('docs/') && p !== 'docs/corpus.md')) {
      expect(readme, `the README links ${page}`).toContain(`](${page})`);
    }
  });
});

describe("CONTRIBUTING.md, a maintainer's map", () => {
  const text = readPage('CONTRIBUTING.md');
  // Paths as it writes them: `src/…`, `__tests__/…`, `scripts/…`, `schema/…`, `docs/…` in code.
  const named = [
    ...new Set(
      [...text.matchAll(/`((?:src|__tests__|scripts|schema|docs|examples|bench)\/[^`\s]*)`/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];

  it('has a recipe for each extension point', () => {
    for (const point of ['a provider', 'a check', 'a gate', 'a report output', 'a corpus format']) {
      expect(text).toMatch(new RegExp(`^### Adding ${point}$`, 'm'));
    }
    expect(named.length).toBeGreaterThan(20);
  });

  it.each(named)('names %s, which exists', (file) => {
    // A pattern (`report.v<N>.schema.json`, `*.yaml`): its folder exists.
    const fixed = /[*<]/.test(file) ? file.replace(/[^/]*[*<].*$/, '') : file;
    expect(existsSync(path.join(ROOT, fixed)), file).toBe(true);
  });
});

describe('no reference to files the repository does not have', () => {
  it('no test or source cites the design notes kept outside it', async () => {
    const { globSync } = await import('tinyglobby');
    const files = globSync(['src/**/*.ts', '__tests__/**/*.ts', 'scripts/**/*'], { cwd: ROOT });
    const citing = files.filter((f) => /\bDESIGN(\.md)?\b/.test(readPage(f)));
    expect(citing).toEqual([]);
  });
});
