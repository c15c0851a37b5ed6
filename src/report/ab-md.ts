// The report.md lines of a same-job A/B side: which side this is, and the adaptive trials spent
// against the fixed plan.
import type { Report } from '../model/report.js';

export function abLines(report: Pick<Report, 'ab' | 'adaptive'>): string[] {
  const lines: string[] = [];
  const { ab, adaptive } = report;
  if (ab) {
    lines.push(
      ab.side === 'head'
        ? 'Same job, interleaved: this is the **head** side; the base ran in the same job, trial for trial (its report is in `base/`).'
        : 'Same job, interleaved: this is the **base** side; the head report (one folder up) compares with it.',
    );
  }
  if (adaptive) {
    const saved = adaptive.plan - adaptive.spent;
    lines.push(
      `Trials: ${adaptive.spent} of ${adaptive.plan} run(s) spent on this side, against a fixed plan of ${adaptive.max} per (scenario, provider)` +
        ` (adaptive, ${adaptive.min} to ${adaptive.max}; ${adaptive.extended} pair(s) went past ${adaptive.min}, undecided there; ${saved} run(s) saved).`,
    );
  }
  return lines.length ? ['', ...lines] : [];
}
