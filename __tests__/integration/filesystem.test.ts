// @modelcontextprotocol/server-filesystem behind the spy: live calls really read and write the
// temp folder; stub calls never reach the server; a scenario's `server.args` gets its own process.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cleanup,
  fixture,
  run,
  SERVERS,
  shown,
  statuses,
  stdioServer,
  tempDir,
  writeTree,
} from './helpers.js';

let root: string;

beforeEach(() => {
  root = tempDir('fs');
  writeTree(root, {
    'notes.txt': 'launch: March 3\nowner: Ada\n',
    'docs/guide.md': '# Guide\n\nRead this first.\n',
    'out/.keep': '',
  });
});
afterEach(cleanup);

const config = (corpus: string, extra: Record<string, unknown> = {}) => ({
  server: stdioServer(SERVERS.filesystem, [root]),
  corpus: [fixture(corpus)],
  vars: { FS_ROOT: root },
  ...extra,
});

/** The folder's contents, recursively, as relative path -> text. */
function snapshot(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries
      .filter((e) => e.isFile())
      .map((e) => {
        const full = path.join(e.parentPath, e.name);
        return [path.relative(dir, full), readFileSync(full, 'utf8')];
      }),
  );
}

describe('server-filesystem, live mode', () => {
  it('passes every scenario with the calls really answered by the server', async () => {
    const { report, written, row } = await run(config('filesystem/live.yaml', { concurrency: 2 }));

    expect(statuses(report)).toEqual({
      'fs-list-root': 'pass',
      'fs-read-notes': 'pass',
      'fs-browse-then-read': 'pass',
      'fs-write-live': 'pass',
      'fs-missing-file': 'pass',
    });
    expect(report.summary.overall.accuracy).toBe(1);
    expect(report.summary.overall.counts.pass).toBe(5);
    expect(written.results.map((r) => r.scenario)).toEqual(report.results.map((r) => r.scenario));

    const list = row('fs-list-root');
    expect(list.file).toBe(shown('filesystem/live.yaml'));
    expect(list.mode).toBe('live');
    expect(list.calls).toHaveLength(1);
    expect(list.calls[0]).toMatchObject({ tool: 'list_directory', args: { path: root } });
    expect(list.calls[0].stubbed).toBe(false);
    expect(list.calls[0].result?.split('\n').sort()).toEqual([
      '[DIR] docs',
      '[DIR] out',
      '[FILE] notes.txt',
    ]);
    expect(list.observations.map((o) => [o.kind, o.observed])).toEqual([
      ['result_contains', true],
      ['result_contains', true],
      ['first_tool', true],
      // The server's annotations are honest, but it sends no HTTP request the spy could see.
      ['annotation:read_only', false],
    ]);
    expect(list.checks.every((c) => c.passed)).toBe(true);
    expect(list.checks.map((c) => c.check)).toEqual(
      expect.arrayContaining(['selection', 'args', 'sequence', 'answer']),
    );

    // The $regex matcher: replay sends "notes.txt", the server resolves it in its root.
    const read = row('fs-read-notes');
    expect(read.calls).toMatchObject([
      { tool: 'read_text_file', args: { path: 'notes.txt' }, stubbed: false },
    ]);
    expect(read.calls[0].result).toBe('launch: March 3\nowner: Ada\n');
    expect(read.turns[0].reply).toContain('March 3');

    const browse = row('fs-browse-then-read');
    expect(browse.calls.map((c) => [c.tool, c.args])).toEqual([
      ['list_directory', { path: `${root}/docs` }],
      ['read_text_file', { path: `${root}/docs/guide.md`, head: 1 }],
    ]);
    expect(browse.calls[0].result).toBe('[FILE] guide.md');
    expect(browse.calls[1].result?.trim()).toBe('# Guide');

    // Live means live: the write really happened.
    const write = row('fs-write-live');
    expect(write.calls[0]).toMatchObject({ tool: 'write_file', stubbed: false });
    expect(write.calls[0].result).toContain('Successfully wrote');
    expect(readFileSync(path.join(root, 'out/written.txt'), 'utf8')).toBe('written for real');
    expect(write.checks.filter((c) => c.check.startsWith('gate:'))).toMatchObject([
      { check: 'gate:tools_exposed', passed: true },
      { check: 'gate:tools_hidden', passed: true },
    ]);
    // write_file declares destructiveHint and idempotentHint: true. Replay wrote it a second time
    // with the same arguments; whether either write changed anything the spy cannot see (the
    // server writes files, it sends no request): said, never passed, never failed.
    expect(write.probes).toMatchObject([
      { call: 0, result: expect.stringContaining('Successfully wrote') },
    ]);
    expect(
      write.checks.filter((c) => !c.check.startsWith('gate:') && c.check.includes(':')),
    ).toEqual([]);
    expect(write.checks.find((c) => c.check === 'confirmation')).toBeUndefined();
    const blind = /^could not observe: the server was started without \$\{spy\.url\}/;
    expect(write.observations).toEqual([
      expect.objectContaining({
        kind: 'annotation:idempotent',
        observed: false,
        detail: expect.stringMatching(blind),
      }),
      expect.objectContaining({
        kind: 'confirmation',
        observed: false,
        detail: expect.stringMatching(blind),
      }),
    ]);
    // No row fails or passes on a promise the spy could not check.
    for (const r of report.results) {
      for (const o of r.observations.filter((o) => o.kind.startsWith('annotation:')))
        expect(o).toMatchObject({ observed: false, detail: expect.stringMatching(blind) });
      expect(r.checks.filter((c) => c.check.startsWith('annotation:'))).toEqual([]);
    }

    // A server-side error is recorded as the call's error, not as a result.
    const missing = row('fs-missing-file').calls[0];
    expect(missing.result).toBeUndefined();
    expect(missing.error).toContain('ENOENT');
    expect(row('fs-missing-file').observations[0]).toMatchObject({ observed: true });
  });
});

describe('server-filesystem, stub mode', () => {
  it('answers from the stubs and never lets the server touch the folder', async () => {
    const before = snapshot(root);
    const { report, row } = await run(
      config('filesystem/stub.yaml', { default_stub: 'stubbed: nothing was done' }),
    );

    expect(statuses(report)).toEqual({
      'fs-stub-write': 'pass',
      'fs-stub-read-missing': 'pass',
      'fs-stub-default': 'pass',
    });
    expect(report.summary.overall.accuracy).toBe(1);

    const write = row('fs-stub-write');
    expect(write.mode).toBe('stub');
    expect(write.calls).toEqual([
      expect.objectContaining({
        tool: 'write_file',
        args: { path: `${root}/created.txt`, content: 'should never exist' },
        result: 'Successfully wrote to created.txt',
        stubbed: true,
      }),
    ]);
    expect(existsSync(path.join(root, 'created.txt'))).toBe(false);

    // Live, this file does not exist and the server would answer ENOENT.
    expect(row('fs-stub-read-missing').calls[0]).toMatchObject({
      tool: 'read_text_file',
      result: 'step 1: stubbed plans',
      stubbed: true,
    });

    // No stub on the step: the config's default_stub answers; the file was not moved.
    expect(row('fs-stub-default').calls[0]).toMatchObject({
      tool: 'move_file',
      result: 'stubbed: nothing was done',
      stubbed: true,
    });

    expect(report.results.flatMap((r) => r.calls).every((c) => c.stubbed)).toBe(true);
    expect(snapshot(root)).toEqual(before);
  });
});

describe('server-filesystem, scenario server overrides', () => {
  it('starts a separate server for a scenario with its own args', async () => {
    const other = tempDir('fs-other');
    writeTree(other, { 'other.txt': 'elsewhere\n' });
    const { report, row } = await run(
      config('filesystem/override.yaml', {
        vars: { FS_ROOT: root, FS_OTHER: other, FS_SERVER: SERVERS.filesystem },
        concurrency: 1,
      }),
    );

    expect(statuses(report)).toEqual({
      'fs-allowed-default': 'pass',
      'fs-allowed-override': 'pass',
    });
    expect(report.summary.overall.accuracy).toBe(1);

    const plain = row('fs-allowed-default').calls[0].result;
    const narrowed = row('fs-allowed-override').calls[0].result;
    expect(plain).toBe(`Allowed directories:\n${root}`);
    expect(narrowed).toBe(`Allowed directories:\n${other}`);
    expect(row('fs-allowed-override').calls[1].result).toBe('[FILE] other.txt');
    for (const r of report.results)
      expect(
        r.observations.filter((o) => o.kind === 'result_contains').every((o) => o.observed),
      ).toBe(true);
  });
});

describe('server-filesystem, a failing gate', () => {
  it('fails a scenario whose gate the real tool list contradicts', async () => {
    const { report, row } = await run(config('negative/gate-fails.yaml'));
    const failed = row('fs-claims-read-only');
    expect(failed.status).toBe('fail');
    expect(failed.reason).toMatch(/^gate:tools_hidden: exposed: write_file/);
    expect(failed.checks.find((c) => c.check === 'gate:tools_hidden')).toMatchObject({
      passed: false,
      expected: ['write_file'],
    });
    // The other checks held: the call itself was right.
    expect(failed.checks.filter((c) => !c.check.startsWith('gate:')).every((c) => c.passed)).toBe(
      true,
    );
    expect(report.summary.overall).toMatchObject({ accuracy: 0, scored: 1 });
  });
});
