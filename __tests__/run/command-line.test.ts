// A server command given on one line is split as a shell would split it, without a shell:
// `--flag="a b"` is one argument, and what only a shell could do is refused with a clear error.
import { describe, expect, it } from 'vitest';
import { splitCommand } from '../../src/run/command-line.js';
import path from 'node:path';
import { ROOT, runCli, workspace } from '../commands/run-cli.js';

// A third-party server that starts with no configuration.
const MEMORY = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');

describe('splitCommand', () => {
  it.each([
    ['node server.js --name="a b"', ['node', 'server.js', '--name=a b']],
    [`node 'my server.js' --x "y z"`, ['node', 'my server.js', '--x', 'y z']],
    ['node a\\ b.js ""', ['node', 'a b.js', '']],
    // Placeholders are filled later, from the config's own rules: they pass as written.
    [
      'node s.js --url=${spy.url}/v1 --t ${env:TOKEN}',
      ['node', 's.js', '--url=${spy.url}/v1', '--t', '${env:TOKEN}'],
    ],
    ['node s.js $HOME *.json', ['node', 's.js', '$HOME', '*.json']],
  ])('%s', (line, words) => {
    expect(splitCommand(line)).toEqual(words);
  });

  it.each(['node s.js | tee log', 'node s.js > out', 'a; b', 'a && b', 'node s.js # note'])(
    'refuses what needs a shell: %s',
    (line) => {
      expect(() => splitCommand(line, '--server-command')).toThrow(
        /^--server-command: `[^`]+` needs a shell/,
      );
    },
  );
});

describe('--server-command', () => {
  const dir = workspace({ 'pre load.mjs': 'export {};\n' });

  it('keeps a quoted value with a space in one argument (node starts with --import="…")', async () => {
    const r = await runCli(
      [
        'catalog',
        '--server-command',
        `node --import="./pre load.mjs" ${MEMORY}`,
        '--out',
        'tools.json',
      ],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
  });

  it('a pipe is a clear error naming the flag, not a stack trace', async () => {
    const r = await runCli(
      ['catalog', '--server-command', `node ${MEMORY} | tee log`, '--out', 'tools.json'],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--server-command: `|` needs a shell');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
