// report.html's summary: the run's cards, notices, and its tables by provider, tier, category and
// tag, thresholds, tool surface tokens and usage.
import type { ProviderUsage, Report, Stats } from '../../../model/report.js';
import { el, table, text, type Cell } from './dom.js';
import { duration, money, num, pct, stats } from './format.js';

function statsTable(title: string, by: Record<string, Stats> | undefined) {
  const keys = Object.keys(by || {});
  if (!keys.length) return null;
  return el('div', null, [
    text('h3', title),
    table(
      [title.replace(/^By /, ''), 'accuracy', 'rows'],
      keys.map((k) => [k, stats(by![k]), String(by![k].total)]),
    ),
  ]);
}

export function summary(report: Report): HTMLElement {
  const rows = report.results || [];
  const s = report.summary || {};
  const o = s.overall || { total: rows.length, counts: {}, scored: 0, accuracy: null };
  const box = el('section', { id: 'summary' });
  box.appendChild(text('h1', (report.tool ? report.tool.name : 'mcp-eval') + ' report'));
  box.appendChild(
    text(
      'div',
      [
        report.tool ? 'v' + report.tool.version : '',
        report.startedAt ? 'started ' + report.startedAt : '',
        report.durationMs !== undefined ? 'took ' + duration(report.durationMs) : '',
        report.config ? 'config ' + report.config : '',
      ]
        .filter(Boolean)
        .join(' · '),
      'muted',
    ),
  );
  const cards = el('div', { cls: 'cards' });
  const card = (label: string, value: string, cls?: string) =>
    cards.appendChild(el('div', { cls: 'card' }, [text('b', value, cls), label]));
  card('accuracy', stats(o));
  card('rows', String(o.total));
  // Inconclusive only because a gate could not observe: left out of accuracy (one rule everywhere).
  if (o.unobserved) card('not scored: a gate could not observe', String(o.unobserved), 'warn');
  const counts: Record<string, number | undefined> = o.counts || {};
  Object.keys(counts).forEach((k) => {
    if (counts[k]) card(k, String(counts[k]));
  });
  if (report.thresholds) {
    const met = report.thresholds.met;
    card('thresholds', met ? 'met' : 'not met', met ? 'ok' : 'bad');
  }
  if (report.usage && report.usage.totalCost !== undefined)
    card('cost', money(report.usage.totalCost));
  if (report.redactions) card('secrets redacted', String(report.redactions));
  box.appendChild(cards);
  (report.notices || []).forEach((n) => box.appendChild(text('div', n, 'notice')));
  (report.providers || []).forEach((p) => {
    if (p.status !== 'ran') {
      const why = p.reason ? ': ' + p.reason : '';
      box.appendChild(text('div', 'provider ' + p.id + ' ' + p.status + why, 'notice'));
    }
  });
  const tables = el('div', { cls: 'tables' }, [
    statsTable('By provider', s.byProvider),
    statsTable('By tier', s.byTier),
    statsTable('By category', s.byCategory),
    statsTable('By tag', s.byTag),
  ]);
  const checks = (report.thresholds && report.thresholds.checks) || [];
  if (checks.length) {
    tables.appendChild(
      el('div', null, [
        text('h3', 'Thresholds'),
        table(
          ['scope', 'key', 'required', 'actual', ''],
          checks.map((c) => {
            // A budget is tokens, at most required; the others are rates, at least required.
            const budget = c.scope === 'budget';
            const req = budget ? '≤ ' + num(c.required) + ' tokens' : pct(c.required);
            const act = budget
              ? c.actual === null
                ? 'not measured'
                : num(c.actual) + ' tokens'
              : pct(c.actual);
            return [
              c.scope + (c.provider ? ' (' + c.provider + ')' : ''),
              c.key,
              req,
              act,
              text('span', c.met ? 'met' : 'not met', c.met ? 'ok' : 'bad'),
            ];
          }),
        ),
      ]),
    );
  }
  const tk = report.tokens;
  if (tk) tables.appendChild(toolSurface(tk));
  let byProv: Record<string, ProviderUsage> = (report.usage && report.usage.byProvider) || {};
  const uk = Object.keys(byProv);
  if (report.usage && report.usage.judge) {
    byProv = Object.assign({}, byProv, { judge: report.usage.judge });
    uk.push('judge');
  }
  if (uk.length) {
    const head = ['provider', 'runs', 'input', 'output', 'cached', 'latency p50', 'p95', 'cost'];
    tables.appendChild(
      el('div', null, [
        text('h3', 'Usage'),
        table(
          head,
          uk.map((k) => {
            const u = byProv[k];
            return [
              k,
              num(u.runs),
              num(u.inputTokens),
              num(u.outputTokens),
              num(u.cachedTokens),
              duration(u.latencyMs && u.latencyMs.p50),
              duration(u.latencyMs && u.latencyMs.p95),
              u.cost ? money(u.cost.total) : '',
            ];
          }),
        ),
      ]),
    );
  }
  box.appendChild(tables);
  return box;
}

/** What the server's tools/list costs in tokens, per tool, and its largest result. */
function toolSurface(tk: NonNullable<Report['tokens']>): HTMLElement {
  const withOut = tk.tools.some((t) => t.output !== undefined);
  const costly = tk.tools.slice().sort((a, b) => b.total - a.total);
  const head = ['tool', 'name + description', 'input schema']
    .concat(withOut ? ['output schema'] : [])
    .concat(['total']);
  const res = tk.results && tk.results.largest;
  return el('div', null, [
    text('h3', 'Tool surface: ' + num(tk.total) + ' tokens (' + tk.encoding + ')'),
    text(
      'div',
      'Each tool as {name, description, inputSchema} in JSON; hosts wrap tools differently, so this approximates what a host sends.',
      'muted',
    ),
    table(
      head,
      costly.map((t): Cell[] =>
        [t.name, num(t.description), num(t.input)]
          .concat(withOut ? [t.output === undefined ? '—' : num(t.output)] : [])
          .concat([num(t.total)]),
      ),
    ),
    res
      ? text(
          'div',
          'Largest tool result: ' +
            num(res.tokens) +
            ' tokens (' +
            res.tool +
            ', ' +
            res.scenario +
            '); past the ' +
            num(tk.resultCap) +
            '-token cap: ' +
            tk.results!.pastCap,
          tk.results!.pastCap ? 'bad' : 'muted',
        )
      : null,
  ]);
}
