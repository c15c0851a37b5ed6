// The judge in report.md: what it graded (never "graded by the judge" when it graded nothing),
// where it failed and the deterministic grader decided, and where the two disagree.
import type { JudgeInfo } from '../model/report.js';
import { judgeFailures } from '../score/judge-tally.js';
import { mdCode, mdInline } from './escape.js';

/** Disagreements listed in report.md; report.json has them all. */
const LISTED = 20;

/** The summary's quoted lines about the judge (none for a judge that was skipped). */
export function judgeSummary(judge: JudgeInfo | undefined): string[] {
  if (!judge || judge.status === 'skipped') return [];
  const id = mdCode(judge.id);
  const stopped =
    judge.status === 'stopped'
      ? [`> Judge ${id} stopped: ${mdInline(judge.reason ?? '')}; the baseline graded the rest.`]
      : [];
  const t = judge.tally;
  // A report written before the tally: what it was set to do, not what it did.
  if (!t) {
    return stopped.length
      ? stopped
      : [
          `> LLM judge ${id} set for clarification and answer checks (the baseline where it failed).`,
        ];
  }
  const samples = judge.samples && judge.samples > 1 ? judge.samples : undefined;
  const how = samples
    ? ` (the majority of ${samples} samples each${t.agreement !== undefined ? `; ${Math.round(t.agreement * 1000) / 10}% of their verdicts agreed with it` : ''})`
    : '';
  const lines = [
    t.grades === 0
      ? `> LLM judge ${id}: no clarification or answer grade to ask it for.`
      : t.decided === 0
        ? `> LLM judge ${id} graded nothing (${t.grades} clarification and answer grade(s) asked).`
        : `> LLM judge ${id} graded ${t.decided} of ${t.grades} clarification and answer grades${how}.`,
  ];
  const failed = judgeFailures(t);
  if (failed) lines.push(`> ⚠️ ${failed}.`);
  if (t.disagreements.length) {
    lines.push(
      `> The judge and the deterministic grader disagree on ${t.disagreements.length} grade(s): see *Judge vs deterministic grader*.`,
    );
  }
  return [...lines, ...stopped];
}

/** The grades where the judge decided otherwise than the deterministic grader would have. */
export function disagreementSection(judge: JudgeInfo | undefined): string[] {
  const list = judge?.tally?.disagreements ?? [];
  if (!list.length) return [];
  const lines = [
    '### Judge vs deterministic grader',
    '',
    '| scenario | provider | check | judge | deterministic |',
    '|---|---|---|---|---|',
  ];
  for (const d of list.slice(0, LISTED)) {
    const where = `${d.check}${d.turn !== undefined ? ` (turn ${d.turn + 1})` : ''}`;
    const run = d.repetition > 0 ? ` · run ${d.repetition + 1}` : '';
    lines.push(
      `| ${mdCode(d.scenario)}${run} | ${mdInline(d.provider)} | ${where} | ${d.judge} | ${d.baseline} |`,
    );
  }
  if (list.length > LISTED)
    lines.push('', `…and ${list.length - LISTED} more (report.json lists all).`);
  return [...lines, ''];
}
