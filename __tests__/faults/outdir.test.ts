// The output folder: one run at a time (a lock naming the other process; a dead run's lock taken
// over), and a disk that refuses the report or the rows — a real ENOSPC from /dev/full behind
// the file's name, a real EACCES from a read-only folder seen by an unprivileged user — said
// with the folder and the cause, the rows kept and the report rebuilt from them.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { LOCK_FILE } from '../../src/report/out-lock.js';
import { runCli, workspace } from '../commands/run-cli.js';
import {
  bench,
  processesWith,
  quick,
  readReport,
  ROOT,
  slow,
  startCli,
  until,
} from './cancel-helpers.js';
import { calling, FAULTY, STACK } from './helpers.js';

/** A folder with a config on the faulty server (no fault) and three scenarios. */
function folder(): string {
  return workspace({
    'mcp-eval.yaml': `server:
  command: node
  args: ["${FAULTY}"]
corpus: [c.yaml]
providers: [replay]
`,
    'c.yaml': `scenarios:\n${calling('one', 'echo', { text: 'a' })}${calling('two', 'pid')}${calling('three', 'echo', { text: 'b' }, 'repeat: 2, ')}`,
  });
}

const report = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as Report;
const verdicts = (r: Report) =>
  r.results.map((row) => `${row.scenario}#${row.repetition} ${row.status}`).sort();

describe('one run per output folder', () => {
  it('a second run on a busy --out exits 2 at once, naming the folder and the first run', async () => {
    const b = bench(slow('a', '', 5000) + quick('b'));
    const first = startCli(b);
    await until('the first run to start its scenario', () => b.started('a'));
    const second = startCli(b);
    const ended = await second.exited;
    expect(ended.code).toBe(2);
    // At once: it waited for nothing (the first is still in its 5 s scenario) and ran nothing.
    expect(first.child.exitCode).toBeNull();
    expect(second.stderr()).not.toContain('Running ');
    expect(second.stderr()).toContain(`The output folder ${b.out} is in use by another run`);
    expect(second.stderr()).toContain(`pid ${first.child.pid} on ${hostname()}`);
    expect(second.stderr()).not.toMatch(STACK);
    // The first run's report is its own, whole; its lock is gone.
    expect((await first.exited).code).toBe(0);
    const { report: r } = readReport(b.out);
    expect(r.results.map((row) => `${row.scenario} ${row.status}`).sort()).toEqual([
      'a pass',
      'b pass',
    ]);
    expect(existsSync(path.join(b.out, LOCK_FILE))).toBe(false);
  }, 60_000);

  it("a killed run's lock is taken over with a notice; its rows rebuild its report", async () => {
    const b = bench(quick('q') + slow('a'));
    const killed = startCli(b);
    const rows = path.join(b.out, 'rows.partial.jsonl');
    await until(
      'the run to start its slow scenario and finish the quick one',
      () => b.started('a') && existsSync(rows) && readFileSync(rows, 'utf8').endsWith('\n'),
    );
    killed.child.kill('SIGKILL');
    await killed.exited;
    // Its servers, orphaned by the SIGKILL, are this test's to end.
    for (const line of processesWith(b.marker)) process.kill(Number(line.split(' ')[0]), 'SIGKILL');
    const lock = JSON.parse(readFileSync(path.join(b.out, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(killed.child.pid);
    // What the killed run finished is a report again, without running anything.
    const rebuilt = await runCli(['merge', rows, '-o', 'rebuilt'], b.dir);
    expect(rebuilt.code).toBe(0);
    expect(
      readReport(path.join(b.dir, 'rebuilt')).report.results.map(
        (r) => `${r.scenario} ${r.status}`,
      ),
    ).toEqual(['q pass']);

    writeFileSync(path.join(b.dir, 'c.yaml'), `scenarios:\n${quick('b')}`);
    const next = startCli(b);
    expect((await next.exited).code).toBe(0);
    expect(next.stderr()).toContain(
      `Took over the lock of ${b.out}: pid ${killed.child.pid}, started`,
    );
    expect(readReport(b.out).report.results.map((r) => r.scenario)).toEqual(['b']);
    expect(existsSync(path.join(b.out, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('a lock of a live process on this host is respected, in-process too', async () => {
    const dir = folder();
    const alive = spawnSync('mkdir', ['-p', path.join(dir, 'out')]);
    expect(alive.status).toBe(0);
    writeFileSync(
      path.join(dir, 'out', LOCK_FILE),
      JSON.stringify({ pid: process.pid, hostname: hostname(), started: 'then' }),
    );
    const r = await runCli(['run', '-q', '-o', 'out'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `The output folder out is in use by another run: pid ${process.pid}`,
    );
    expect(existsSync(path.join(dir, 'out/report.json'))).toBe(false);
    // Left as it was: it is not this run's.
    expect(existsSync(path.join(dir, 'out', LOCK_FILE))).toBe(true);
  });
});

describe('a disk that refuses the output', () => {
  it('ENOSPC on the report: the folder and the cause, the rows kept, the report rebuilt by merge', async () => {
    const clean = folder();
    expect((await runCli(['run', '-q', '-o', 'out'], clean)).code).toBe(0);

    const dir = folder();
    await runCli(['run', '-q', '-o', 'out'], dir); // an earlier run's report, to be replaced
    // The report's file, as the writer opens it, is /dev/full: every write is ENOSPC.
    symlinkSync('/dev/full', path.join(dir, 'out/report.html.tmp'));
    const r = await runCli(['run', '-q', '-o', 'out'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'Cannot write the report in the output folder out: no space left on device (ENOSPC)',
    );
    expect(r.stderr).toContain(
      'The rows are kept in out/rows.partial.jsonl. Once there is room, rebuild the report without running again: mcp-eval merge out/rows.partial.jsonl --out out',
    );
    expect(r.stderr).not.toMatch(STACK);
    // No report that reads as this run's: neither a half one nor the earlier run's.
    for (const f of ['report.json', 'report.md', 'report.html', 'report.html.tmp'])
      expect(existsSync(path.join(dir, 'out', f))).toBe(false);
    const rows = readFileSync(path.join(dir, 'out/rows.partial.jsonl'), 'utf8').trim().split('\n');
    expect(rows).toHaveLength(4);

    const rebuilt = await runCli(['merge', 'out/rows.partial.jsonl', '-o', 'out'], dir);
    expect(rebuilt.stderr).toBe('');
    expect(rebuilt.code).toBe(0);
    const got = report(dir);
    const want = report(clean);
    expect(verdicts(got)).toEqual(verdicts(want));
    expect(got.summary).toEqual(want.summary);
    expect(got.tools?.map((t) => t.name)).toEqual(want.tools?.map((t) => t.name));
    expect(got.providers.map((p) => p.id)).toEqual(['replay']);
    expect(got.results.find((row) => row.scenario === 'two')?.calls[0].tool).toBe('pid');
    expect(got.notices.at(-1)).toBe(
      'Rebuilt from rows.partial.jsonl: 4 row(s) the run wrote before it ended without its report',
    );
  });

  it('ENOSPC on the rows: said once, the rows kept in memory, the report whole', async () => {
    const dir = folder();
    await runCli(['run', '-q', '-o', 'out'], dir);
    symlinkSync('/dev/full', path.join(dir, 'out/rows.partial.jsonl'));
    const r = await runCli(['run', '-q', '-o', 'out'], dir);
    expect(r.code).toBe(0);
    const warned = r.stderr.match(
      /Cannot write rows.partial.jsonl in the output folder out: no space left on device \(ENOSPC\)/g,
    );
    expect(warned).toHaveLength(1);
    expect(report(dir).results).toHaveLength(4);
    expect(report(dir).results.every((row) => row.status === 'pass')).toBe(true);
  });

  it('ENOSPC on the rows and the report: the rows the disk took are kept, and said so', async () => {
    const dir = folder();
    await runCli(['run', '-q', '-o', 'out'], dir);
    symlinkSync('/dev/full', path.join(dir, 'out/rows.partial.jsonl'));
    symlinkSync('/dev/full', path.join(dir, 'out/report.json.tmp'));
    const r = await runCli(['run', '-q', '-o', 'out'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'Cannot write the report in the output folder out: no space left on device (ENOSPC)\n' +
        'The rows are kept in out/rows.partial.jsonl up to the first row the disk refused (ENOSPC).',
    );
    expect(existsSync(path.join(dir, 'out/report.json'))).toBe(false);
  });

  it('a read-only folder is "permission denied", before any scenario runs', () => {
    const dir = folder();
    const out = path.join(dir, 'out');
    spawnSync('mkdir', [out]);
    chmodSync(out, 0o555);
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'c.yaml'), `scenarios:\n${calling('one', 'echo')}`);
    // Root writes into a read-only folder: the CLI runs as an unprivileged user then.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        import.meta.resolve('tsx'),
        path.join(ROOT, 'src/cli.ts'),
        'run',
        '-q',
        '-o',
        'out',
      ],
      {
        cwd: dir,
        ...asUser,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: dir },
      },
    );
    expect(r.stderr).toContain(
      'Cannot create the lock file in the output folder out: permission denied (EACCES)',
    );
    expect(r.stderr).not.toContain('ENOENT');
    expect(r.status).toBe(2);
  }, 30_000);
});
