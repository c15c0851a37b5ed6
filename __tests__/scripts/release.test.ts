// The pure parts of scripts/release.mjs: version checks, the changelog rewrite and the release
// notes, and the order of the git/gh commands. Importing the script runs nothing (main guard).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface ReleaseModule {
  parseVersion(text: string): { major: number; minor: number; patch: number };
  compareVersions(a: string, b: string): number;
  checkNextVersion(next: string, current: string): string;
  majorTag(version: string): string;
  unreleasedNotes(changelog: string): string;
  changelogSection(changelog: string, version: string): string | undefined;
  releaseChangelog(changelog: string, version: string, date: string): string;
  publishCommands(version: string, notesFile: string): string[][];
}

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/release.mjs');
// A .mjs without type declarations: imported by URL and typed here.
const release = (await import(pathToFileURL(script).href)) as ReleaseModule;

const CHANGELOG = `# Changelog

Intro text.

## Unreleased

- Added the thing.
- Fixed the other thing.

## v1.0.0 — 2026-01-10

- First.

## v0.9.0 — 2025-12-01

- Before.
`;

describe('versions', () => {
  it('parses X.Y.Z, with or without a leading v', () => {
    expect(release.parseVersion('1.2.3')).toEqual({ major: 1, minor: 2, patch: 3 });
    expect(release.parseVersion('v10.0.12')).toEqual({ major: 10, minor: 0, patch: 12 });
  });

  it.each(['1.2', '1.2.3.4', '01.2.3', '1.2.3-rc.1', 'v', '', 'latest', '1.2.x', ' 1. 2.3'])(
    'refuses %j',
    (text) => {
      expect(() => release.parseVersion(text)).toThrow(/not a version/);
    },
  );

  it('compares numerically, not as text', () => {
    expect(release.compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(release.compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
    expect(release.compareVersions('v1.2.3', '1.2.3')).toBe(0);
  });

  it('the next version must be above the current one', () => {
    expect(release.checkNextVersion('v1.0.0', '0.1.0')).toBe('1.0.0');
    expect(release.checkNextVersion('1.0.1', '1.0.0')).toBe('1.0.1');
    expect(() => release.checkNextVersion('1.0.0', '1.0.0')).toThrow(/not above/);
    expect(() => release.checkNextVersion('0.9.9', '1.0.0')).toThrow(/not above/);
    expect(() => release.checkNextVersion('1.0', '0.1.0')).toThrow(/not a version/);
  });

  it('the major tag is vX', () => {
    expect(release.majorTag('1.4.2')).toBe('v1');
    expect(release.majorTag('12.0.0')).toBe('v12');
  });
});

describe('the changelog', () => {
  it('extracts the Unreleased notes and a released section', () => {
    expect(release.unreleasedNotes(CHANGELOG)).toBe('- Added the thing.\n- Fixed the other thing.');
    expect(release.changelogSection(CHANGELOG, '1.0.0')).toBe('- First.');
    expect(release.changelogSection(CHANGELOG, '0.9.0')).toBe('- Before.');
    expect(release.changelogSection(CHANGELOG, '1.0.1')).toBeUndefined();
    // 1.0.0 must not match a 1.0.0x or 1.0.0-rc heading.
    expect(release.changelogSection('## v1.0.01 — x\n\n- no\n', '1.0.0')).toBeUndefined();
  });

  it('moves Unreleased under the new version and leaves it empty', () => {
    const next = release.releaseChangelog(CHANGELOG, '1.1.0', '2026-02-03');
    expect(next).toBe(`# Changelog

Intro text.

## Unreleased

## v1.1.0 — 2026-02-03

- Added the thing.
- Fixed the other thing.

## v1.0.0 — 2026-01-10

- First.

## v0.9.0 — 2025-12-01

- Before.
`);
    // The release notes are then that section; the rest is unchanged.
    expect(release.changelogSection(next, '1.1.0')).toBe(release.unreleasedNotes(CHANGELOG));
    expect(release.changelogSection(next, '1.0.0')).toBe('- First.');
    expect(release.unreleasedNotes(next)).toBe('');
  });

  it('works when Unreleased is the last section', () => {
    const first = '# Changelog\n\n## Unreleased\n\n- Initial release.\n';
    expect(release.releaseChangelog(first, '1.0.0', '2026-01-01')).toBe(
      '# Changelog\n\n## Unreleased\n\n## v1.0.0 — 2026-01-01\n\n- Initial release.\n',
    );
  });

  it('refuses an empty or missing Unreleased, a version already there, a bad date', () => {
    const empty = release.releaseChangelog(CHANGELOG, '1.1.0', '2026-02-03');
    expect(() => release.releaseChangelog(empty, '1.2.0', '2026-02-04')).toThrow(/is empty/);
    expect(() => release.releaseChangelog('# Changelog\n', '1.0.0', '2026-01-01')).toThrow(
      /no "## Unreleased"/,
    );
    expect(() => release.releaseChangelog(CHANGELOG, '1.0.0', '2026-02-03')).toThrow(
      /already has a section/,
    );
    expect(() => release.releaseChangelog(CHANGELOG, '1.1.0', 'Feb 3')).toThrow(/not a date/);
  });

  it("the repository's CHANGELOG.md has an Unreleased section the script can release", () => {
    const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
    expect(() => release.unreleasedNotes(changelog)).not.toThrow();
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(() => release.parseVersion(version)).not.toThrow();
  });
});

describe('publishing', () => {
  it('commits, tags vX.Y.Z, force-moves vX, pushes atomically, then creates the release', () => {
    const commands = release.publishCommands('1.2.3', '/tmp/notes.md');
    expect(commands.map((c) => c.slice(0, 2).join(' '))).toEqual([
      'git add',
      'git commit',
      'git tag',
      'git tag',
      'git push',
      'gh release',
    ]);
    expect(commands[0]).toEqual(
      expect.arrayContaining([
        'package.json',
        'package-lock.json',
        'CHANGELOG.md',
        'schema/released',
      ]),
    );
    expect(commands[2]).toEqual(['git', 'tag', '-a', 'v1.2.3', '-m', 'v1.2.3']);
    expect(commands[3].slice(0, 4)).toEqual(['git', 'tag', '-fa', 'v1']);
    expect(commands[4]).toEqual([
      'git',
      'push',
      '--atomic',
      'origin',
      'HEAD',
      'refs/tags/v1.2.3',
      '+refs/tags/v1',
    ]);
    expect(commands[5]).toEqual(
      expect.arrayContaining(['create', 'v1.2.3', '--notes-file', '/tmp/notes.md', '--verify-tag']),
    );
  });
});

describe('the script', () => {
  const node = (...args: string[]) => {
    try {
      return {
        code: 0,
        out: execFileSync(process.execPath, [script, ...args], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      };
    } catch (e) {
      const err = e as { status: number; stdout: string; stderr: string };
      return { code: err.status, out: err.stdout + err.stderr };
    }
  };

  it('prints its usage, and refuses a bad version before touching anything', () => {
    expect(node('--help')).toMatchObject({ code: 0, out: expect.stringContaining('--dry-run') });
    expect(node()).toMatchObject({ code: 2, out: expect.stringContaining('usage:') });
    expect(node('1.2', '--dry-run')).toMatchObject({
      code: 1,
      out: expect.stringContaining('not a version'),
    });
  });
});
