// What the judge did over a run's rows, read back from their checks: the grades it was asked
// for, decided, failed or left split, how its samples agreed, and where it overruled the
// deterministic grader. Rows, not transcripts, so merged shards are counted the same way.
import type { JudgeDisagreement, JudgeInfo, JudgeTally, ResultRow } from '../model/report.js';
import type { CheckResult, JudgeVotes } from '../model/verdict.js';

const judgedKind = (c: CheckResult): c is CheckResult & { check: 'clarification' | 'answer' } =>
  c.check === 'clarification' || c.check === 'answer';

const word = (passed: boolean) => (passed ? 'passed' : 'failed');

export function tallyJudge(rows: ResultRow[]): JudgeTally {
  let grades = 0;
  let decided = 0;
  let split = 0;
  let agreed = 0;
  let voted = 0;
  const disagreements: JudgeDisagreement[] = [];
  for (const row of rows) {
    for (const c of row.checks) {
      // `judge` is set on every grade the judge was asked for, decided or not.
      if (!judgedKind(c) || !c.judge) continue;
      grades++;
      const v = c.votes;
      if (c.gradedBy !== 'judge') {
        if (v && v.pass > 0 && v.pass === v.fail) split++;
        continue;
      }
      decided++;
      if (v) {
        agreed += Math.max(v.pass, v.fail);
        voted += v.pass + v.fail;
      }
      if (c.baseline && c.baseline !== word(c.passed)) {
        disagreements.push({
          scenario: row.scenario,
          provider: row.provider,
          repetition: row.repetition,
          ...(c.turn !== undefined ? { turn: c.turn } : {}),
          check: c.check,
          judge: word(c.passed),
          baseline: c.baseline,
        });
      }
    }
  }
  return {
    grades,
    decided,
    failed: grades - decided - split,
    split,
    ...(voted ? { agreement: agreed / voted } : {}),
    disagreements,
  };
}

/** The judge's info with its tally, for report.json (a skipped judge was asked nothing). */
export function judgeReport(info: JudgeInfo, rows: ResultRow[]): JudgeInfo {
  return info.status === 'skipped' ? { ...info } : { ...info, tally: tallyJudge(rows) };
}

/** Grades the judge left to the deterministic grader: said, so that it is not missed. */
export function judgeFailures(t: JudgeTally, who = 'judge'): string | undefined {
  const parts = [
    ...(t.failed ? [`${who} failed on ${t.failed} of ${t.grades} grades`] : []),
    ...(t.split
      ? [
          `${t.failed ? 'its' : `${who}'s`} samples split evenly on ${t.split} of ${t.grades} grades`,
        ]
      : []),
  ];
  return parts.length ? `${parts.join('; ')}; the deterministic grader decided those` : undefined;
}

/** The warning for the log (stderr, or the job log's annotations), when the judge failed. */
export function judgeWarning(info: JudgeInfo): string | undefined {
  return info.tally && judgeFailures(info.tally, `Judge ${info.id}`);
}

/** "2 pass, 1 fail, 1 failed". */
export function describeVotes(v: JudgeVotes): string {
  return [`${v.pass} pass`, `${v.fail} fail`, ...(v.error ? [`${v.error} failed`] : [])].join(', ');
}
