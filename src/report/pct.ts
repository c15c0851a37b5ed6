// An accuracy as report.md and the terminal show it, "85.7% (6/7)", or "—" when nothing was
// scored. Apart from markdown.ts, so that the CLI's summary line does not load the report writer.
import type { Stats } from '../model/report.js';

export function pct(s: Stats | undefined): string {
  if (!s || s.accuracy === null) return '—';
  return `${Math.round(s.accuracy * 1000) / 10}% (${s.counts.pass}/${s.scored})`;
}
