// What report.html's script reads from its page: the report (report-data) and, when the run was
// compared with a baseline, the comparison's words (comparison-view, made by ../comparison-view.ts).
import type { ComparisonClass } from '../../../model/comparison.js';
import type { Report } from '../../../model/report.js';

export interface ComparisonView {
  /** The verdict's alert kind, as report.md's: CAUTION, WARNING, TIP or NOTE. */
  alert: string;
  /** The verdict line, the words the CLI prints and report.md opens with. */
  line: string;
  /** The base run's name, its page (http or https only) and where it ran. */
  base: { name: string; url?: string; about: string };
  classes: Record<ComparisonClass, string>;
  /** Per scenario of the comparison, in its order: base rate, head rate, p (unchanged: null). */
  pairs: ([string, string, string] | null)[];
  toolsIdentical: boolean;
  /** What changed in each of tools.changed, a part per kind. */
  toolChanges: { name: string; parts: string[] }[];
  /** Snapshot changes behind the pairs left out for them. */
  served: string[];
  /** Pass-rate rows: provider, tier, base, head, Δ, interval. */
  aggregates: string[][];
}

/** The JSON block of the page with this id, parsed; null when the page has none. */
function block<T>(id: string): T | null {
  const node = document.getElementById(id);
  return node ? (JSON.parse(node.textContent || '') as T) : null;
}

export const readReport = () => block<Report>('report-data')!;
export const readComparisonView = () => block<ComparisonView>('comparison-view');
