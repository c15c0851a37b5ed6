// report.html's lists of compared pairs: a pair's row opens its base and head transcripts side by
// side, trial by trial.
import type { Comparison, ComparisonClass, ScenarioComparison } from '../../../model/comparison.js';
import type { ResultRow } from '../../../model/result.js';
import type { ComparisonView } from './data.js';
import { detail } from './detail.js';
import { el, onOpen, text } from './dom.js';
import { PAGE } from './results.js';

/** A pair and its place in the comparison's scenarios. */
export type Pair = ScenarioComparison & { index: number };

/** The classes whose base transcripts the comparison carries. */
export const CARRIED: Partial<Record<ComparisonClass, boolean>> = {
  regressed: true,
  fixed: true,
  'changed-few': true,
};

/** Makes a list of pairs (null when none), a page at a time; `rows` are this run's. */
export function pairLists(c: Comparison, cmpView: ComparisonView, rows: ResultRow[]) {
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
      const s = c.scenarios[Number(tr.getAttribute('data-pair'))];
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

  return pairList;
}
