// What the judge did over a run, counted from its rows: grades asked, decided, failed and split,
// the samples' agreement, the disagreements with the deterministic grader; and how report.md
// and the log say it (never "graded by the judge" when it graded nothing).
import { describe, expect, it } from 'vitest';
import type { JudgeInfo, ResultRow } from '../../src/model/report.js';
import type { CheckResult } from '../../src/model/verdict.js';
import { judgeReport, judgeWarning, tallyJudge } from '../../src/score/judge-tally.js';
import { buildReport } from '../../src/report/build.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { resultRow } from '../helpers.js';

const J = 'openai:gpt-4.1-mini';
const check = (c: Partial<CheckResult>): CheckResult => ({
  check: 'answer',
  passed: true,
  reason: 'r',
  ...c,
});
const decided = (passed: boolean, baseline: 'passed' | 'failed', more: Partial<CheckResult> = {}) =>
  check({ passed, gradedBy: 'judge', judge: J, baseline, ...more });
const failed = (more: Partial<CheckResult> = {}) =>
  check({ gradedBy: 'baseline', judge: J, note: 'judge failed (boom)', ...more });
const row = (scenario: string, checks: CheckResult[], more: Partial<ResultRow> = {}) =>
  resultRow({ scenario, provider: 'openai:gpt-4.1', checks, ...more });

describe('tallyJudge', () => {
  it('counts the grades asked, decided, failed and split, and lists disagreements', () => {
    const rows = [
      row('a', [decided(true, 'passed'), check({ check: 'selection' })]),
      row('b', [decided(false, 'passed', { turn: 1, check: 'clarification' })]),
      row('c', [failed()], { repetition: 2 }),
      row('d', [failed({ votes: { pass: 1, fail: 1, error: 0 } })]),
      // Not asked (a tool call where a question was expected; no judge configured).
      row('e', [check({ check: 'clarification', passed: false, gradedBy: 'baseline' })]),
      row('f', [decided(true, 'failed')], { repetition: 1 }),
    ];
    expect(tallyJudge(rows)).toEqual({
      grades: 5,
      decided: 3,
      failed: 1,
      split: 1,
      disagreements: [
        {
          scenario: 'b',
          provider: 'openai:gpt-4.1',
          repetition: 0,
          turn: 1,
          check: 'clarification',
          judge: 'failed',
          baseline: 'passed',
        },
        {
          scenario: 'f',
          provider: 'openai:gpt-4.1',
          repetition: 1,
          check: 'answer',
          judge: 'passed',
          baseline: 'failed',
        },
      ],
    });
  });

  it("with samples: the share of verdicts that agreed with their grade's majority", () => {
    const rows = [
      row('a', [decided(true, 'passed', { votes: { pass: 3, fail: 0, error: 0 } })]),
      row('b', [decided(false, 'failed', { votes: { pass: 1, fail: 2, error: 0 } })]),
      // A failed sample is no verdict: not counted against the majority.
      row('c', [decided(true, 'passed', { votes: { pass: 2, fail: 0, error: 1 } })]),
      // A split grade was not decided: not in the agreement.
      row('d', [failed({ votes: { pass: 1, fail: 1, error: 1 } })]),
    ];
    const t = tallyJudge(rows);
    expect(t.agreement).toBeCloseTo(7 / 8);
    expect(t).toMatchObject({ grades: 4, decided: 3, failed: 0, split: 1 });
    expect(tallyJudge([row('a', [decided(true, 'passed')])]).agreement).toBeUndefined();
  });

  it('a skipped judge has no tally; a used one does', () => {
    const info: JudgeInfo = { id: J, status: 'skipped', reason: 'no key' };
    expect(judgeReport(info, [row('a', [failed()])])).toEqual(info);
    expect(judgeReport({ id: J, status: 'used' }, [row('a', [failed()])]).tally?.failed).toBe(1);
  });
});

describe('the judge in the log and in report.md', () => {
  const md = async (judge: JudgeInfo, rows: ResultRow[]) =>
    renderMarkdown(
      await buildReport({
        started: new Date(),
        cwd: '.',
        providers: [],
        notices: [],
        rows,
        extra: { judge: judgeReport(judge, rows) },
      }),
    );

  it('a judge that failed on every grade: a warning, and a summary line that says so', async () => {
    const rows = [row('a', [failed()]), row('b', [failed()])];
    expect(judgeWarning(judgeReport({ id: J, status: 'used' }, rows))).toBe(
      `Judge ${J} failed on 2 of 2 grades; the deterministic grader decided those`,
    );
    const text = await md({ id: J, status: 'used' }, rows);
    expect(text).toContain(
      `> LLM judge \`${J}\` graded nothing (2 clarification and answer grade(s) asked).\n` +
        '> ⚠️ judge failed on 2 of 2 grades; the deterministic grader decided those.',
    );
    expect(text).not.toMatch(/graded by the (LLM )?judge/i);
  });

  it('what it graded, with its samples and agreement; failures and splits; the disagreements', async () => {
    const votes = { pass: 2, fail: 1, error: 0 };
    const rows = [
      row('a', [decided(false, 'passed', { votes })], { status: 'fail' }),
      row('b', [decided(true, 'passed', { votes: { pass: 3, fail: 0, error: 0 } })]),
      row('c', [failed()]),
      row('d', [failed({ votes: { pass: 1, fail: 1, error: 1 } })]),
    ];
    const info: JudgeInfo = { id: J, status: 'used', samples: 3 };
    expect(judgeWarning(judgeReport(info, rows))).toBe(
      `Judge ${J} failed on 1 of 4 grades; its samples split evenly on 1 of 4 grades; the deterministic grader decided those`,
    );
    const text = await md(info, rows);
    expect(text).toContain(
      `> LLM judge \`${J}\` graded 2 of 4 clarification and answer grades (the majority of 3 samples each; 83.3% of their verdicts agreed with it).\n` +
        '> ⚠️ judge failed on 1 of 4 grades; its samples split evenly on 1 of 4 grades; the deterministic grader decided those.\n' +
        '> The judge and the deterministic grader disagree on 1 grade(s): see *Judge vs deterministic grader*.',
    );
    expect(text).toContain(
      '### Judge vs deterministic grader\n\n| scenario | provider | check | judge | deterministic |\n|---|---|---|---|---|\n| `a` | openai:gpt-4.1 | answer | failed | passed |\n',
    );
    // The failing row shows the samples and the deterministic verdict beside the judge's.
    expect(text).toContain(
      "  - judge's samples: 2 pass, 1 fail\n  - the deterministic grader: passed",
    );
  });

  it('a judge with nothing to grade, a stopped one, and one from a report without a tally', async () => {
    expect(await md({ id: J, status: 'used' }, [row('a', [])])).toContain(
      `> LLM judge \`${J}\`: no clarification or answer grade to ask it for.`,
    );
    const stopped = await md({ id: J, status: 'stopped', reason: 'auth (401): bad key' }, [
      row('a', [decided(true, 'passed')]),
      row('b', [failed()]),
    ]);
    expect(stopped).toContain(
      `> LLM judge \`${J}\` graded 1 of 2 clarification and answer grades.\n` +
        '> ⚠️ judge failed on 1 of 2 grades; the deterministic grader decided those.\n' +
        `> Judge \`${J}\` stopped: auth (401): bad key; the baseline graded the rest.`,
    );
    const old = renderMarkdown(
      await buildReport({
        started: new Date(),
        cwd: '.',
        providers: [],
        notices: [],
        rows: [],
        extra: { judge: { id: J, status: 'used' } },
      }),
    );
    expect(old).toContain(
      `> LLM judge \`${J}\` set for clarification and answer checks (the baseline where it failed).`,
    );
    expect(old).not.toMatch(/graded by/i);
  });

  it('lists twenty disagreements, and says how many more report.json has', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => row(`s${i}`, [decided(true, 'failed')]));
    const text = await md({ id: J, status: 'used' }, rows);
    expect(text).toContain('| `s19` |');
    expect(text).not.toContain('| `s20` |');
    expect(text).toContain('…and 3 more (report.json lists all).');
  });
});
