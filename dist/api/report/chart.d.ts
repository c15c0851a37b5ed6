import type { Comparison } from '../model/comparison.js';
import type { Report } from '../model/report.js';
/**
 * A label as a quoted Mermaid string: Mermaid's strings cannot hold `"`, a backtick starts its
 * Markdown strings, `%%` a comment, `<` `>` are taken for HTML, and a line break ends a statement.
 */
export declare function mermaidLabel(text: string, max?: number): string;
/**
 * The accuracy chart under the summary table: per tier for one provider; with several, one
 * chart per provider that has two scored tiers or more, up to three; else (more providers, or
 * none with two tiers) one chart of each provider's overall accuracy. No chart where it would
 * show fewer than two bars: one bar says nothing the headline does not.
 */
export declare function accuracyCharts(report: Report): string[];
/**
 * Base vs head per tier, over the scenarios both sides can compare: head as bars, base as a
 * line over them. Several providers are pooled (passes and trials summed per tier). Tiers
 * where a side has no trial are left out; no chart under two tiers (the table has the one).
 */
export declare function comparisonChart(c: Comparison): string[];
