// report.html's comparison with a baseline: the verdict, the changed pairs, pass rates, the tools
// diff and the selection confusions. Words come from the page's comparison-view block
// (../comparison-view.ts); text only, never HTML.
import type { Comparison, ComparisonClass } from '../../../model/comparison.js';
import type { ResultRow } from '../../../model/result.js';
import { toolsDiff, confusionTable } from './compare-tools.js';
import { CARRIED, pairLists, type Pair } from './compare-pairs.js';
import type { ComparisonView } from './data.js';
import { el, table, text } from './dom.js';

export function comparisonSection(
  c: Comparison | undefined,
  view: ComparisonView | null,
  rows: ResultRow[],
): HTMLElement | null {
  if (!c || !view) return null;
  const cmpView = view;
  const pairList = pairLists(c, cmpView, rows);
  const list: Pair[] = c.scenarios.map((s, i) => Object.assign({ index: i }, s));
  // Judge-only pairs the verdict left out are listed apart, as report.md lists them.
  const ignored = (s: Pair) => c.judgeOnly !== 'count' && s.judgeOnly;
  const of = (k: ComparisonClass, judged: boolean) =>
    list.filter((s) => s.class === k && !!ignored(s) === judged);
  const box = el('section', { id: 'comparison' }, [text('h2', 'Compared with the baseline')]);
  const verdict = text('div', cmpView.line, 'verdict ' + cmpView.alert.toLowerCase());
  verdict.id = 'cmp-verdict';
  box.appendChild(verdict);
  const b = cmpView.base;
  const link = b.url ? el('a', { href: b.url, rel: 'noopener noreferrer', text: b.name }) : b.name;
  box.appendChild(el('div', { id: 'cmp-base', cls: 'muted' }, ['Base: ', link, ' ' + b.about]));
  cmpView.served.forEach((t) =>
    box.appendChild(text('div', 'served model changed: ' + t, 'notice')),
  );
  if (!c.scenarios.length) {
    box.appendChild(text('div', 'No scenario on either side: nothing to compare.', 'muted'));
  }
  box.appendChild(
    el('div', null, [
      pairList('Regressed', 'cmp-regressed', of('regressed', false)),
      pairList('Fixed', 'cmp-fixed', of('fixed', false)),
      pairList('Judge-only, not counted', 'cmp-judge-only', list.filter(ignored), true),
      pairList(cmpView.classes['changed-few'], 'cmp-changed-few', of('changed-few', false)),
      pairList('Flaky', 'cmp-flaky', of('flaky', false)),
    ]),
  );
  const others = (['not-comparable', 'new', 'removed'] as const)
    .map((k) => pairList(cmpView.classes[k], 'cmp-' + k, of(k, false)))
    .filter((x): x is HTMLElement => Boolean(x));
  const counts: Partial<Record<ComparisonClass, number>> = c.counts;
  const summary = (Object.keys(counts) as ComparisonClass[])
    .filter((k) => counts[k] && !CARRIED[k] && k !== 'flaky' && k !== 'changed-few')
    .map((k) => counts[k] + ' ' + cmpView.classes[k])
    .join(' · ');
  if (summary) {
    const title = text('summary', 'Others: ' + summary);
    box.appendChild(el('details', { id: 'cmp-others' }, [title as Node].concat(others)));
  }
  if (cmpView.aggregates.length) {
    box.appendChild(
      el('div', { id: 'cmp-rates' }, [
        text('h3', 'Pass rates (scenarios both sides can compare)'),
        table(['provider', 'tier', 'base', 'head', 'Δ', '95% interval'], cmpView.aggregates),
        text('div', 'Δ in percentage points, head − base; ⬇ ⬆ the interval excludes 0.', 'muted'),
      ]),
    );
  }
  box.appendChild(toolsDiff(c, cmpView));
  box.appendChild(
    el('div', null, [
      confusionTable(
        c,
        false,
        'Selection failures: expected tool → tool chosen instead',
        'chosen instead',
      ),
      confusionTable(
        c,
        true,
        'Calls that could not be run (call_format): expected tool → call made',
        'call made',
      ),
    ]),
  );
  const top = (c.confusedPairs || []).slice(0, 5);
  if (top.length) {
    box.appendChild(text('h3', 'Most confused tool pairs'));
    box.appendChild(
      table(
        ['tools', 'base', 'head', ''],
        top.map((p) => [
          p.tools.join(' ↔ '),
          String(p.base),
          String(p.head),
          p.changed ? '🔧 changed' : '',
        ]),
      ),
    );
  }
  return box;
}
