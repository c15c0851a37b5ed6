// Bad input at scale: generated corpus and config files, broken every way the generators know
// (see mutate.ts), fed to `mcp-eval validate` in-process. Every problem must name its file and
// line, nothing may escape as an uncaught error, each file is validated in bounded time and
// memory, and a file's YAML error never hides another file's problems.
// FUZZ_CASES sets the number of files (default 10,000; each run writes a config and three
// corpus files, besides a sentinel with a known problem).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/commands/main.js';
import { CONFIG_SEED, CORPUS_SEEDS, fuzzFile, type FuzzFile } from './mutate.js';

const FILES = Number(process.env.FUZZ_CASES ?? 10_000);
const MS_PER_FILE = 2_000;
const HEAP_GROWTH = 512 * 2 ** 20;

const SENTINEL = 'scenarios:\n  - id: fuzz-sentinel\n    prompt: hello\n    repeat: many\n';
const SENTINEL_PROBLEM = '  sentinel.yaml:4:5: scenarios[0].repeat: ';
// "  file:line[:column]: [field: ]message", as formatProblem writes it.
const PROBLEM = /^ {2}(.+?):(\d+)(?::\d+)?: (.+)$/;

const stats = { files: 0, runs: 0, problems: 0, uncaught: 0, slowest: 0 };
const root = mkdtempSync(path.join(tmpdir(), 'mcp-eval-fuzz-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  console.log(
    `fuzz: ${stats.files} files validated in ${stats.runs} runs, ${stats.problems} problems, ` +
      `${stats.uncaught} uncaught, slowest run ${stats.slowest} ms`,
  );
});

async function validate(dir: string, corpus: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(
    ['node', 'mcp-eval', 'validate', '--no-server', ...corpus.flatMap((c) => ['--corpus', c])],
    {
      cwd: dir,
      env: { PATH: process.env.PATH },
      stdout: { write: (s: string) => (stdout += s) },
      stderr: { write: (s: string) => (stderr += s) },
    },
  );
  return { code, stdout, stderr };
}

/** The problem lines of a failed validate, each checked for its file and line. */
function problemLines(stderr: string, names: Set<string>, why: string): string[] {
  const lines = stderr.split('\n').filter((l) => !/^(warning|notice): /.test(l) && l !== '');
  // The first line sums up; an "error:" there is an exception that escaped as itself.
  expect(lines[0], why).not.toMatch(/^error: /);
  return lines.slice(1).map((line) => {
    const m = PROBLEM.exec(line);
    expect(m, `${why}\nnot file:line: ${JSON.stringify(line.slice(0, 300))}`).not.toBeNull();
    expect(names, `${why}\nunknown file in ${line.slice(0, 300)}`).toContain(m![1]);
    expect(Number(m![2]), why).toBeGreaterThanOrEqual(1);
    expect(m![3].trim(), why).not.toBe('');
    // One line each, nothing that garbles a terminal (a raw CR, an escape, an RTL override).
    expect(line, why).not.toMatch(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
    );
    return line;
  });
}

describe('validate, fuzzed', () => {
  it(
    `${FILES} generated files: problems with file and line, nothing uncaught`,
    async () => {
      const run = fc.record({
        config: fuzzFile([CONFIG_SEED]),
        corpus: fc.array(fuzzFile(CORPUS_SEEDS), { minLength: 3, maxLength: 3 }),
      });
      await fc.assert(
        fc.asyncProperty(run, async ({ config, corpus }) => {
          const dir = path.join(root, `r${stats.runs++}`);
          mkdirSync(dir);
          const write = (name: string, f: Pick<FuzzFile, 'text'>) => {
            mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
            writeFileSync(path.join(dir, name), f.text);
          };
          write('mcp-eval.yaml', config);
          write('sentinel.yaml', { text: SENTINEL });
          const names = corpus.map((f, i) => path.join(`f${i}`, f.name));
          corpus.forEach((f, i) => write(names[i], f));
          const why = [config, ...corpus]
            .map(
              (f, i) => `${i ? names[i - 1] : 'mcp-eval.yaml'}: ${f.faults.join(', ') || 'as is'}`,
            )
            .join('; ');

          const heap = process.memoryUsage().heapUsed;
          const started = performance.now();
          let r: Awaited<ReturnType<typeof validate>>;
          try {
            r = await validate(dir, [...names, 'sentinel.yaml']);
          } catch (err) {
            stats.uncaught++;
            throw err;
          }
          const ms = Math.round(performance.now() - started);
          stats.slowest = Math.max(stats.slowest, ms);
          stats.files += 1 + corpus.length;
          rmSync(dir, { recursive: true, force: true });

          expect(ms, why).toBeLessThan(MS_PER_FILE * (2 + corpus.length));
          expect(process.memoryUsage().heapUsed - heap, why).toBeLessThan(HEAP_GROWTH);
          expect(r.code, `${why}\n${r.stderr.slice(0, 2000)}`).toBe(2);
          const lines = problemLines(
            r.stderr,
            new Set(['mcp-eval.yaml', 'sentinel.yaml', ...names]),
            why,
          );
          stats.problems += lines.length;
          // The sentinel's problem, whatever happened to the files beside it.
          expect(
            lines.some((l) => l.startsWith(SENTINEL_PROBLEM)),
            `${why}\n${r.stderr.slice(0, 2000)}`,
          ).toBe(true);
          const broken = [config, ...corpus].flatMap((f, i) =>
            f.broken ? [i ? names[i - 1] : 'mcp-eval.yaml'] : [],
          );
          for (const name of broken) {
            expect(
              lines.some((l) => l.startsWith(`  ${name}:`)),
              `${why}\n${name} has no problem`,
            ).toBe(true);
          }
        }),
        {
          numRuns: Math.ceil(FILES / 4),
          endOnFailure: true,
          // The seed and what failed; the counterexample (megabytes of YAML) is left out.
          reporter: (run) => {
            if (run.failed) {
              throw new Error(
                `fuzz failed (seed ${run.seed}, path ${run.counterexamplePath}): ${String(run.errorInstance).slice(0, 4000)}`,
              );
            }
          },
        },
      );
      // 10,000 files take about two minutes on two cores: a generous margin, more with FUZZ_CASES.
    },
    Math.max(600_000, FILES * 60),
  );
});
