// report.html's comparison of the two sides' tools: the tools diff with its token changes, and
// the selection confusions of each side.
import type { Comparison } from '../../../model/comparison.js';
import type { ComparisonView } from './data.js';
import { el, table, text } from './dom.js';
import { num } from './format.js';

/** What changed in the tools/list, and in its cost in tokens. */
export function toolsDiff(c: Comparison, cmpView: ComparisonView): HTMLElement {
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
export function confusionTable(c: Comparison, unrunnable: boolean, title: string, column: string) {
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
