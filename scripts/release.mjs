// Cuts a release: node scripts/release.mjs <X.Y.Z> [--dry-run]
// (or the "Release" workflow, .github/workflows/release.yml, which runs this on the runner).
//
//   1. checks: X.Y.Z is above package.json's version, the tree is clean, the tag is new,
//      CHANGELOG.md has a non-empty `## Unreleased`, dist/ and the schema match the sources;
//   2. bumps package.json and package-lock.json (npm version --no-git-tag-version);
//   3. moves `## Unreleased` of CHANGELOG.md under `## vX.Y.Z — <date>`, leaving it empty;
//   4. freezes the report schema as schema/released/report.v<N>.schema.json (the baseline the
//      schema-contract test compares against);
//   5. commits, tags vX.Y.Z, moves the major tag vX to it (forced), pushes the branch and both
//      tags in one atomic push;
//   6. creates the GitHub release vX.Y.Z with the changelog section as its notes (gh).
//
// --dry-run runs the read-only checks and prints every other step instead of doing it.
// The pure parts (version and changelog handling) are exported for __tests__/scripts/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const VERSION_RE = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const UNRELEASED_RE = /^## +Unreleased[ \t]*$/im;
const SECTION_RE = /^## /m;

/** `X.Y.Z` (a leading `v` allowed) → its numbers; throws on anything else (no pre-releases). */
export function parseVersion(text) {
  const m = VERSION_RE.exec(String(text).trim());
  if (!m) throw new Error(`not a version: '${text}' (expected X.Y.Z, e.g. 1.2.3)`);
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) };
}

/** Negative when a < b, 0 when equal, positive when a > b. */
export function compareVersions(a, b) {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch;
}

/** The next version as `X.Y.Z`; throws unless it is valid and above the current one. */
export function checkNextVersion(next, current) {
  const { major, minor, patch } = parseVersion(next);
  const version = `${major}.${minor}.${patch}`;
  if (compareVersions(version, current) <= 0) {
    throw new Error(`${version} is not above the current version ${current}`);
  }
  return version;
}

/** `1.2.3` → `v1`: the tag users pin with `@v1`, moved to every 1.x.y release. */
export function majorTag(version) {
  return `v${parseVersion(version).major}`;
}

/** Start and end (exclusive) of the `## ` section whose heading line matches `heading`. */
function sectionBounds(text, heading) {
  const m = heading.exec(text);
  if (!m) return undefined;
  const bodyStart = m.index + m[0].length;
  const next = SECTION_RE.exec(text.slice(bodyStart));
  return { start: m.index, bodyStart, end: next ? bodyStart + next.index : text.length };
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const versionHeading = (version) => new RegExp(`^## +v?${escape(version)}(?![\\w.-]).*$`, 'm');

/** The body of `## Unreleased`, trimmed ('' when empty); throws when there is no such section. */
export function unreleasedNotes(changelog) {
  const b = sectionBounds(changelog, UNRELEASED_RE);
  if (!b) throw new Error('CHANGELOG.md has no "## Unreleased" section');
  return changelog.slice(b.bodyStart, b.end).trim();
}

/** The body of the `## vX.Y.Z …` section, trimmed: the release notes. Undefined when absent. */
export function changelogSection(changelog, version) {
  const b = sectionBounds(changelog, versionHeading(version));
  return b && changelog.slice(b.bodyStart, b.end).trim();
}

/**
 * CHANGELOG.md with the `## Unreleased` notes moved under `## vX.Y.Z — <date>`, and an empty
 * `## Unreleased` left above it for the next changes. Throws when there is nothing to release or
 * the version already has a section.
 */
export function releaseChangelog(changelog, version, date) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date: '${date}' (YYYY-MM-DD)`);
  if (changelogSection(changelog, version) !== undefined) {
    throw new Error(`CHANGELOG.md already has a section for v${version}`);
  }
  const notes = unreleasedNotes(changelog);
  if (!notes) throw new Error('CHANGELOG.md: "## Unreleased" is empty, nothing to release');
  const b = sectionBounds(changelog, UNRELEASED_RE);
  const rest = changelog.slice(b.end);
  return (
    `${changelog.slice(0, b.start)}## Unreleased\n\n## v${version} — ${date}\n\n${notes}\n` +
    (rest ? `\n${rest}` : '')
  );
}

/** The git and gh commands of steps 5 and 6, in order. */
export function publishCommands(version, notesFile) {
  const tag = `v${version}`;
  const major = majorTag(version);
  return [
    ['git', 'add', 'package.json', 'package-lock.json', 'CHANGELOG.md', 'schema/released'],
    ['git', 'commit', '-m', `Release ${tag}`],
    ['git', 'tag', '-a', tag, '-m', tag],
    ['git', 'tag', '-fa', major, '-m', `${major} → ${tag}`],
    // One atomic push: the branch and both tags move together or not at all ('+' forces vX).
    ['git', 'push', '--atomic', 'origin', 'HEAD', `refs/tags/${tag}`, `+refs/tags/${major}`],
    ['gh', 'release', 'create', tag, '--verify-tag', '--title', tag, '--notes-file', notesFile],
  ];
}

// ---------------------------------------------------------------------------------------------
// Side effects, only when run as a script.

const USAGE = `usage: node scripts/release.mjs <X.Y.Z> [--dry-run]

Bumps the version, moves CHANGELOG.md's "## Unreleased" under the new version, commits, tags
vX.Y.Z, moves the major tag vX, pushes, and creates the GitHub release. --dry-run checks and
prints each step without doing it.`;

function sh(cmd, args, opts = {}) {
  return execFileSync(cmd, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...opts,
  });
}

function main(argv) {
  const args = argv.filter((a) => !a.startsWith('--'));
  const dryRun = argv.includes('--dry-run');
  const unknown = argv.filter((a) => a.startsWith('--') && a !== '--dry-run' && a !== '--help');
  if (argv.includes('--help') || args.length !== 1 || unknown.length) {
    console.log(USAGE);
    return argv.includes('--help') ? 0 : 2;
  }
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

  const failures = [];
  /** A read-only check: it runs in a dry run too; there a failure is reported, not fatal. */
  const check = (title, fn) => {
    try {
      const detail = fn();
      console.log(`✓ ${title}${detail ? `: ${detail}` : ''}`);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (!dryRun) throw new Error(`${title}: ${message}`);
      failures.push(title);
      console.log(`✗ ${title}: ${message}`);
    }
  };
  /** A step that changes something: printed in a dry run, done otherwise. */
  const step = (title, fn) => {
    console.log(`${dryRun ? '[dry run] would' : '→'} ${title}`);
    if (!dryRun) fn();
  };
  const show = (cmd) => cmd.map((a) => (/[\s'"]/.test(a) ? `'${a}'` : a)).join(' ');
  const run = (cmd) => step(show(cmd), () => sh(cmd[0], cmd.slice(1), { stdio: 'inherit' }));

  const current = JSON.parse(readFileSync('package.json', 'utf8')).version;
  const version = checkNextVersion(args[0], current);
  const tag = `v${version}`;
  const date = new Date().toISOString().slice(0, 10);
  const changelog = readFileSync('CHANGELOG.md', 'utf8');
  console.log(
    `Releasing ${tag} (from ${current}), moving ${majorTag(version)}${dryRun ? ' — dry run' : ''}`,
  );

  check('on a branch', () => sh('git', ['symbolic-ref', '--short', 'HEAD']).trim());
  check('the working tree is clean', () => {
    const status = sh('git', ['status', '--porcelain']).trim();
    if (status) throw new Error(`commit or remove these first:\n${status}`);
  });
  check(`tag ${tag} does not exist`, () => {
    const tags = sh('git', ['tag', '--list', tag]).trim();
    if (tags) throw new Error('it does');
  });
  check('CHANGELOG.md has release notes under "## Unreleased"', () => {
    releaseChangelog(changelog, version, date);
  });
  // Regenerating is a write, but a no-op when fresh: a stale dist/ or schema shows as a diff.
  step('rebuild dist/ and the schema (npm run bundle, npm run schema)', () => {
    sh('npm', ['run', '-s', 'bundle'], { stdio: 'inherit' });
    sh('npm', ['run', '-s', 'schema'], { stdio: 'inherit' });
    const stale = sh('git', [
      'status',
      '--porcelain',
      '--',
      'dist',
      'schema',
      'docs/corpus.md',
    ]).trim();
    if (stale) {
      throw new Error(
        `dist/, the schemas or docs/corpus.md are stale: commit 'npm run bundle && npm run schema'\n${stale}`,
      );
    }
  });

  run(['npm', 'version', version, '--no-git-tag-version']);
  step(`move "## Unreleased" of CHANGELOG.md under "## ${tag} — ${date}"`, () =>
    writeFileSync('CHANGELOG.md', releaseChangelog(changelog, version, date)),
  );
  const schemaVersion = JSON.parse(readFileSync('schema/report.schema.json', 'utf8')).properties
    .schemaVersion.const;
  const released = `schema/released/report.v${schemaVersion}.schema.json`;
  step(`copy schema/report.schema.json to ${released}`, () =>
    copyFileSync('schema/report.schema.json', released),
  );
  // Checked above (a dry run may get here without notes).
  const notes = UNRELEASED_RE.test(changelog) ? unreleasedNotes(changelog) : '';
  let notesFile = '<release notes>';
  if (dryRun) console.log(`  release notes:\n${notes.replace(/^/gm, '  | ')}`);
  else {
    notesFile = path.join(mkdtempSync(path.join(tmpdir(), 'release-')), 'notes.md');
    writeFileSync(notesFile, `${notes}\n`);
  }
  for (const cmd of publishCommands(version, notesFile)) run(cmd);
  if (failures.length) {
    console.log(
      `\n[dry run] ${failures.length} check(s) failed: the release would stop before any change.`,
    );
    return 1;
  }
  console.log(
    dryRun
      ? `[dry run] nothing was changed; without --dry-run this releases ${tag}.`
      : `Released ${tag}: users of @${majorTag(version)} get it now.`,
  );
  return 0;
}

const invoked = process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href;
if (invoked === import.meta.url) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`release: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
