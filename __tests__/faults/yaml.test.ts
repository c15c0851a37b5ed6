// YAML that attacks its reader: undefined, circular and exploding aliases, nesting deep enough
// to overflow the parser's stack. Each is a problem with file, line and column, found quickly,
// and never keeps `validate` from reporting the other files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/errors.js';
import { isProblem, parseSource } from '../../src/corpus/source.js';
import { main } from '../../src/commands/main.js';

const root = mkdtempSync(path.join(tmpdir(), 'mcp-eval-yaml-'));
const seen: string[] = [];
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  console.log(`yaml: ${seen.length} hostile files, each a problem with its line`);
});

/** The problem `text` is, as validate prints it, and how long finding it took. */
function problem(text: string, file = 'c.yaml'): { shown: string; ms: number } {
  const started = performance.now();
  const parsed = parseSource(text, file);
  const ms = performance.now() - started;
  if (!isProblem(parsed)) throw new Error(`no problem in ${text.slice(0, 80)}`);
  seen.push(file);
  return { shown: formatProblem(parsed), ms };
}

const BOMB =
  'lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n' +
  Array.from(
    { length: 9 },
    (_, i) => `lol${i + 1}: &l${i + 1} [${Array(9).fill(`*l${i}`).join(', ')}]`,
  ).join('\n') +
  '\n';

describe('hostile YAML', () => {
  it('an alias with no anchor names its line, column and field', () => {
    expect(problem('scenarios:\n  - id: a\n    prompt: *greeting\n').shown).toBe(
      'c.yaml:3:13: scenarios[0].prompt: alias *greeting has no anchor before it',
    );
  });

  it('an anchor set after its alias does not count', () => {
    expect(problem('a: *x\nb: &x 1\n').shown).toBe(
      'c.yaml:1:4: a: alias *x has no anchor before it',
    );
  });

  it('an alias inside the node it names (circular data) is refused', () => {
    expect(problem('defaults: &d\n  tags: [*d]\n').shown).toBe(
      'c.yaml:2:10: defaults.tags[0]: alias *d is inside the node it names (circular data)',
    );
  });

  it('a billion laughs is refused at the alias that makes it explode, at once', () => {
    const { shown, ms } = problem(BOMB);
    expect(shown).toMatch(
      /^c\.yaml:6:\d+: lol5\[\d\]: alias \*l4 makes aliases expand to more than 100000 nodes/,
    );
    expect(ms).toBeLessThan(1000);
  });

  it('aliases used often but within bounds still load, sharing their data', () => {
    const text =
      'defaults: &d { category: c }\nscenarios:\n' +
      Array.from({ length: 300 }, (_, i) => `  - { id: s${i}, prompt: hi, vars: *d }`).join('\n');
    const parsed = parseSource(text, 'c.yaml');
    expect(isProblem(parsed)).toBe(false);
    const data = (parsed as { data: { scenarios: { vars: unknown }[] } }).data;
    expect(data.scenarios[299].vars).toEqual({ category: 'c' });
  });

  it.each([
    ['flow, 10,000 levels', '['.repeat(10_000) + ']'.repeat(10_000), 'c.yaml:1:101'],
    ['JSON, 10,000 levels', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000), 'c.yaml:1:501'],
    ['compact sequences, 10,000 levels', `${'- '.repeat(10_000)}x\n`, 'c.yaml:1:201'],
    [
      'block maps, 150 levels',
      Array.from({ length: 150 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1',
      'c.yaml:101:101',
    ],
  ])(
    'nesting too deep (%s) is a problem, found without overflowing the stack',
    (_, text, where) => {
      const { shown, ms } = problem(text);
      expect(shown).toBe(`${where}: nested deeper than 100 levels`);
      expect(ms).toBeLessThan(2000);
    },
  );

  it('nesting up to the limit loads', () => {
    const parsed = parseSource(`a: ${'['.repeat(99)}1${']'.repeat(99)}\n`, 'c.yaml');
    expect(isProblem(parsed)).toBe(false);
  });

  it('duplicate keys and a second document name their line', () => {
    expect(problem('id: a\nprompt: x\nid: b\n').shown).toBe(
      'c.yaml:3:1: syntax error: Map keys must be unique',
    );
    expect(problem('a: 1\n---\nb: 2\n').shown).toBe(
      'c.yaml:2:1: syntax error: a second document (one `---` too many)',
    );
  });

  it('validate reports every file: a YAML error in one hides nothing in the others', async () => {
    const dir = path.join(root, 'multi');
    mkdirSync(dir);
    const files = {
      'mcp-eval.yaml': 'mode: stub\nrepeat: *r\n',
      'bomb.yaml': `scenarios: []\n${BOMB}`,
      'alias.yaml': 'scenarios:\n  - id: a\n    prompt: *nope\n',
      'deep.json': `{"scenarios": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
      'dup.yaml': 'scenarios: []\nscenarios: []\n',
      'bad.yaml': 'scenarios:\n  - id: b\n    prompt: hi\n    repeat: 0\n',
      // A key that would clear the screen and flip the text: shown escaped, on one line.
      'esc.yaml': 'scenarios:\n  - id: e\n    prompt: hi\n    "x\\r\\e[2J\\u202e": 1\n',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    let stderr = '';
    const code = await main(
      ['node', 'mcp-eval', 'validate', '--no-server', '--corpus', '*.yaml', '--corpus', '*.json'],
      {
        cwd: dir,
        env: {},
        stdout: { write: () => true },
        stderr: { write: (s: string) => (stderr += s) },
      },
    );
    expect(code).toBe(2);
    expect(stderr.split('\n').filter((l) => l.startsWith('  '))).toEqual([
      '  alias.yaml:3:13: scenarios[0].prompt: alias *nope has no anchor before it',
      '  bad.yaml:4:5: scenarios[0].repeat: Too small: expected number to be >=1',
      expect.stringMatching(/^ {2}bomb\.yaml:7:\d+: lol5\[\d\]: alias \*l4 makes aliases expand/),
      '  deep.json:1:114: nested deeper than 100 levels',
      '  dup.yaml:2:1: syntax error: Map keys must be unique',
      '  esc.yaml:4:5: scenarios[0].x\\r\\u001b[2J\\u202e: unknown field "x\\r\\u001b[2J\\u202e"',
      '  mcp-eval.yaml:2:9: repeat: alias *r has no anchor before it',
    ]);
  });
});
