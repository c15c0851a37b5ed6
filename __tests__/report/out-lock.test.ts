// The output folder's lock, its edge cases: a lock file that does not parse (a run that died
// creating it, or one filling it now), another host's lock, a lock removed under a run.
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SetupError } from '../../src/errors.js';
import { LOCK_FILE, lockOut } from '../../src/report/out-lock.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-lock-')));

function take(out: string) {
  const notices: string[] = [];
  const lock = lockOut(out, 'out', 'test', (l) => notices.push(l));
  return { lock, notices };
}

describe('the output folder lock', () => {
  it('holds pid, host and start; a second taker is refused; released, the folder is free', () => {
    const out = path.join(fresh(), 'out');
    const { lock } = take(out);
    const held = JSON.parse(readFileSync(path.join(out, LOCK_FILE), 'utf8')) as object;
    expect(held).toMatchObject({ pid: process.pid, hostname: hostname(), command: 'test' });
    expect(() => take(out)).toThrow(SetupError);
    expect(() => take(out)).toThrow(
      `The output folder out is in use by another run: pid ${process.pid}`,
    );
    lock.release();
    lock.release(); // twice does nothing
    expect(existsSync(path.join(out, LOCK_FILE))).toBe(false);
    // The folder it made, left empty, goes with it.
    expect(existsSync(out)).toBe(false);
    take(out).lock.release();
  });

  it('an unreadable lock file is respected while young, taken over once old', () => {
    const out = fresh();
    const file = path.join(out, LOCK_FILE);
    writeFileSync(file, '');
    expect(() => take(out)).toThrow('a process whose lock file cannot be read');
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    const { lock, notices } = take(out);
    expect(notices).toEqual([
      'Took over the lock of out: its lock file was unreadable (a run that died)',
    ]);
    lock.release();
  });

  it("another host's lock is respected: its pid cannot be checked from here", () => {
    const out = fresh();
    writeFileSync(
      path.join(out, LOCK_FILE),
      JSON.stringify({ pid: 1, hostname: `not-${hostname()}`, started: 'then' }),
    );
    expect(() => take(out)).toThrow(`pid 1 on not-${hostname()}, started then`);
  });

  it("a lock that is no longer this run's (removed, taken by another) is left alone", () => {
    const out = fresh();
    const { lock } = take(out);
    const other = JSON.stringify({ pid: process.pid, hostname: hostname(), started: 'other' });
    writeFileSync(path.join(out, LOCK_FILE), other);
    lock.release();
    expect(readFileSync(path.join(out, LOCK_FILE), 'utf8')).toBe(other);
    // A folder it did not make stays.
    expect(existsSync(out)).toBe(true);
  });
});
