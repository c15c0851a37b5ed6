// report.html's comparison with a baseline: the verdict, the changed pairs, a pair's base and head
// transcripts side by side, pass rates, the tools diff and the selection confusions. Words come
// from the page's comparison-view block (../comparison-view.ts); text only, never HTML.
import type { Comparison, ComparisonClass, ScenarioComparison } from '../../../model/comparison.js';
import type { ResultRow } from '../../../model/result.js';
import type { ComparisonView } from './data.js';
import { detail } from './detail.js';
import { el, onOpen, table, text } from './dom.js';
import { num } from './format.js';
import { PAGE } from './results.js';

/** A pair and its place in the comparison's scenarios. */
type Pair = ScenarioComparison & { index: number };

const CARRIED: Partial<Record<ComparisonClass, boolean>> = {
  regressed: true,
  fixed: true,
  'changed-few': true,
};

export function comparisonSection(
  c: Comparison | undefined,
  view: ComparisonView | null,
  rows: ResultRow[],
): HTMLElement | null {
  if (!c || !view) return null;
  const cmpView = view;

  // Head rows per (scenario, provider): made on the first pair opened.
  let headIndex: Record<string, number[]> | null = null;
  function headRowsOf(s: ScenarioComparison): ResultRow[] {
    if (!headIndex) {
      const index: Record<string, number[]> = Object.create(null);
      rows.forEach((r, i) => {
        const k = r.scenario + '\u0000' + r.provider;
        (index[k] = index[k] || []).push(i);
      });
      headIndex = index;
    }
    return (headIndex[s.scenario + '\u0000' + s.provider] || []).map((i) => rows[i]);
  }

  /** Base and head side by side, trial by trial (rows pair by repetition). */
  function sides(s: ScenarioComparison): HTMLElement {
    const base = s.baseRows || [];
    const head = headRowsOf(s);
    const reps: Record<number, boolean> = {};
    base.concat(head).forEach((r) => (reps[r.repetition || 0] = true));
    const order = Object.keys(reps)
      .map(Number)
      .sort((a, b) => a - b);
    const grid = el('div', { cls: 'sides' }, [
      text('h3', 'base · ' + cmpView.base.name, 'side-title'),
      text('h3', 'head · this run', 'side-title'),
    ]);
    const missingBase =
      s.class === 'new'
        ? 'Not in the base run.'
        : !CARRIED[s.class]
          ? "The comparison carries the base transcripts of regressed, fixed and changed pairs only: see the base run's report."
          : s.baseRowsLeftOut
            ? "Not carried, past the comparison's bounds on base transcripts: see the base run's report."
            : !s.baseRows
              ? 'No base transcript in this comparison (a report written before they were carried).'
              : 'No base trial of this repetition.';
    const byRep = (list: ResultRow[], n: number) =>
      list.filter((r) => (r.repetition || 0) === n)[0];
    order.forEach((n) => {
      const b = byRep(base, n);
      const h = byRep(head, n);
      const label = order.length > 1 ? text('div', 'trial ' + (n + 1), 'muted') : null;
      const none = s.class === 'removed' ? 'Not in this run.' : 'No trial in this run.';
      grid.appendChild(
        el('div', { cls: 'side base' }, [label, b ? detail(b) : text('div', missingBase, 'muted')]),
      );
      grid.appendChild(
        el('div', { cls: 'side head' }, [
          label && label.cloneNode(true),
          h ? detail(h) : text('div', none, 'muted'),
        ]),
      );
    });
    if (!order.length) grid.appendChild(text('div', 'No transcript on either side.', 'muted'));
    const box = el('div', null, [grid]);
    if (s.baseRowsLeftOut) {
      const left =
        s.baseRowsLeftOut + " more base trial(s) not carried: the base run's report has them.";
      box.appendChild(text('div', left, 'muted'));
    }
    return box;
  }

  /** One list of pairs; a pair's row opens its two sides. */
  function pairList(title: string, id: string, list: Pair[], judged?: boolean) {
    if (!list.length) return null;
    const body = el('tbody');
    let shown = 0;
    const more = text('button', '');
    function line(s: Pair) {
      const at = cmpView.pairs[s.index] || ['—', '—', '—'];
      const name = el('span', null, [
        s.scenario,
        s.judgeOnly ? text('span', 'judge-only', 'tag judge-only') : null,
        s.changedTools && s.changedTools.length
          ? text('span', '🔧 ' + s.changedTools.join(', '), 'tag')
          : null,
      ]);
      const wouldBe = s.wouldBe ? ' (would be ' + cmpView.classes[s.wouldBe] + ')' : '';
      const cls = (judged ? 'judge-only: ' : '') + cmpView.classes[s.class] + wouldBe;
      return el('tr', { cls: 'pair', tabindex: '0', 'data-pair': String(s.index) }, [
        el('td', null, [name]),
        text('td', s.provider),
        text('td', at[0] + ' → ' + at[1]),
        text('td', cls),
        text('td', at[2]),
        text('td', s.reason || s.why || '', 'reason'),
      ]);
    }
    function draw() {
      const n = Math.min(list.length, shown + PAGE);
      for (let k = shown; k < n; k++) body.appendChild(line(list[k]));
      shown = n;
      more.style.display = shown < list.length ? '' : 'none';
      more.textContent = 'Show ' + Math.min(PAGE, list.length - shown) + ' more';
    }
    function toggle(tr: HTMLElement) {
      const next = tr.nextSibling as HTMLElement | null;
      if (next && next.className === 'pair-detail') {
        body.removeChild(next);
        return;
      }
      const s = c!.scenarios[Number(tr.getAttribute('data-pair'))];
      const cell = el('td', { colspan: '6' }, [sides(s)]);
      body.insertBefore(el('tr', { cls: 'pair-detail' }, [cell]), tr.nextSibling);
    }
    onOpen(body, 'pair', toggle, 'tr.pair-detail');
    more.addEventListener('click', draw);
    draw();
    const columns = ['scenario', 'provider', 'base → head', 'class', 'p', 'why'];
    return el('div', { id }, [
      text('h3', title.charAt(0).toUpperCase() + title.slice(1) + ' (' + list.length + ')'),
      el('table', { cls: 'pairs' }, [
        el('thead', null, [
          el(
            'tr',
            null,
            columns.map((h) => text('th', h)),
          ),
        ]),
        body,
      ]),
      more,
    ]);
  }

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

function toolsDiff(c: Comparison, cmpView: ComparisonView): HTMLElement {
  const box = el('div', { id: 'cmp-tools' }, [text('h3', 'Tools')]);
  if (cmpView.toolsIdentical) {
    box.appendChild(
      text(
        'div',
        'Tool list identical on both sides: the same tools, descriptions and input schemas (and annotations, where both recorded them).',
      ),
    );
  } else if (!c.tools) {
    box.appendChild(text('div', 'Not compared: a side did not record its tools/list.', 'muted'));
  } else {
    const lines = c.tools.added
      .map((t) => ['added', t, ''])
      .concat(c.tools.removed.map((t) => ['removed', t, '']))
      .concat(cmpView.toolChanges.map((t) => ['changed', t.name, t.parts.join('; ')]));
    box.appendChild(table(['change', 'tool', 'what changed'], lines));
  }
  const tk = c.tokens;
  if (tk) {
    const delta = (b: number | undefined, h: number | undefined) => {
      const x = (h || 0) - (b || 0);
      return x === 0 ? '±0' : (x > 0 ? '+' : '−') + num(Math.abs(x));
    };
    const moved = tk.tools.filter((t) => t.base !== t.head);
    const line =
      'Tool surface tokens (' +
      tk.encoding +
      '): ' +
      num(tk.base) +
      ' → ' +
      num(tk.head) +
      ' (' +
      delta(tk.base, tk.head) +
      ')';
    box.appendChild(text('div', line, 'token-line'));
    if (moved.length) {
      box.appendChild(
        table(
          ['tool', 'base tokens', 'head tokens', 'change'],
          moved.map((t) => [
            t.name,
            t.base === undefined ? '—' : num(t.base),
            t.head === undefined ? '—' : num(t.head),
            delta(t.base, t.head),
          ]),
        ),
      );
    }
  }
  return box;
}

/** Selection failures of each side (or apart, calls that could not be run). */
function confusionTable(c: Comparison, unrunnable: boolean, title: string, column: string) {
  const lines: string[][] = [];
  type Merged = { expected: string; chosen: string | null; base: number; head: number };
  (c.confusion || []).forEach((t) => {
    const merged: Record<string, Merged> = {};
    const order: string[] = [];
    (['base', 'head'] as const).forEach((side) => {
      t[side].forEach((e) => {
        if (!!e.unrunnable !== unrunnable) return;
        const k = JSON.stringify([e.expected, e.chosen]);
        if (!merged[k]) {
          merged[k] = { expected: e.expected, chosen: e.chosen, base: 0, head: 0 };
          order.push(k);
        }
        merged[k][side] += e.count;
      });
    });
    order
      .map((k) => merged[k])
      .sort((a, b) => b.base + b.head - (a.base + a.head))
      .forEach((m) => {
        const chosen = m.chosen === null ? 'no other tool' : m.chosen;
        lines.push([t.provider, m.expected, chosen, String(m.base), String(m.head)]);
      });
  });
  if (!lines.length) return null;
  return el('div', { cls: 'cmp-confusion' }, [
    text('h3', title),
    table(['provider', 'expected', column, 'base', 'head'], lines),
  ]);
}
