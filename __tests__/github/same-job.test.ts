// The same-job checkout's parts on their own: the base commit from the event, the worktree of a
// working directory below the repository's top, a build that overruns or is cancelled, no git.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseSha, buildBase, checkOutBase } from '../../src/github/same-job.js';

let repo: string;
let first: string;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e',
    },
  }).trim();

beforeAll(() => {
  repo = realpathSync(mkdtempSync(path.join(tmpdir(), 'mcp-eval-same-job-unit-')));
  mkdirSync(path.join(repo, 'evals'));
  writeFileSync(path.join(repo, 'evals/version.txt'), 'base\n');
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-qm', 'base');
  first = git('rev-parse', 'HEAD');
  writeFileSync(path.join(repo, 'evals/version.txt'), 'head\n');
  git('commit', '-qam', 'head');
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('baseSha', () => {
  it('is the pull request’s base sha, and only on pull_request', () => {
    const sha = 'a'.repeat(40);
    expect(baseSha('pull_request', { pull_request: { base: { sha } } })).toEqual({ sha });
    expect(baseSha('push', {})).toEqual({ why: 'the event is push, not pull_request' });
    expect(baseSha('pull_request', { pull_request: { base: {} } })).toEqual({
      why: 'the event payload has no pull_request.base.sha',
    });
  });
});

describe('checkOutBase', () => {
  it('from a working directory below the top: the worktree, and the same folder in it', async () => {
    const checkout = await checkOutBase(path.join(repo, 'evals'), first);
    try {
      expect(checkout.repo).toBe(repo);
      expect(checkout.cwd).toBe(path.join(checkout.at, 'evals'));
      expect(execFileSync('cat', ['version.txt'], { cwd: checkout.cwd, encoding: 'utf8' })).toBe(
        'base\n',
      );
    } finally {
      await checkout.remove();
    }
    expect(existsSync(checkout.at)).toBe(false);
    expect(git('worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('without git on the PATH: says so', async () => {
    vi.stubEnv('PATH', path.join(repo, 'no-such-bin'));
    await expect(checkOutBase(repo, first)).rejects.toThrow(
      'baseline: same-job needs git on the PATH (it checks out the base commit), and git was not found',
    );
  });

  it('a commit the remote does not have: the git command and its error', async () => {
    // No `origin` in this repository: the fetch fails, named.
    await expect(checkOutBase(repo, 'f'.repeat(40))).rejects.toThrow(
      /baseline: same-job could not fetch f{40}: git fetch --no-tags --depth=1 origin f{40} exited with 128: /,
    );
  });
});

describe('buildBase', () => {
  it('a build that overruns its time is stopped, with what it left running', async () => {
    const pidFile = path.join(repo, 'background.pid');
    await expect(
      buildBase(`sleep 30 & echo $! > ${pidFile}; wait`, repo, { timeoutMs: 300 }),
    ).rejects.toThrow(
      'base-build did not finish within 0.3 s in the base checkout and was stopped',
    );
    const pid = Number(readFileSync(pidFile, 'utf8'));
    // Killed with its group: soon no such process, or a zombie (dead; an orphan waits for a PID 1
    // that reaps it, and a container's PID 1 may never do so). A signal takes a moment.
    const gone = async () => {
      for (let i = 0; i < 40; i++) {
        let state: string;
        try {
          state = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0]!;
        } catch {
          return 'gone';
        }
        if (state === 'Z') return 'gone';
        await new Promise((r) => setTimeout(r, 50));
      }
      return 'still running after 2 s';
    };
    expect(await gone()).toBe('gone');
  });

  it('a cancelled job stops the build', async () => {
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(), 100);
    await expect(buildBase('sleep 30', repo, { signal: cancel.signal })).rejects.toThrow(
      'base-build was stopped: the job is being cancelled',
    );
  });

  it('names the exit code', async () => {
    await expect(buildBase('exit 7', repo)).rejects.toThrow(
      'base-build failed in the base checkout with exit code 7',
    );
    await expect(buildBase('true', repo)).resolves.toBeUndefined();
  });
});
