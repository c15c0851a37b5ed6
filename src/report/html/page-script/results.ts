// report.html's results: filters, a text search and the rows table. Rows are built lazily: a
// filter pass only tests precomputed fields, the table shows the first PAGE matches, and a row's
// conversation is built when it is expanded, so 10,000 rows filter fast.
import type { ResultRow } from '../../../model/result.js';
import { detail } from './detail.js';
import { badge, el, json, onOpen, text } from './dom.js';

/** Rows (and compared pairs) a table shows at once, and adds per "Show more". */
export const PAGE = 200;

function select(id: string, label: string, values: string[]): HTMLSelectElement {
  const s = el('select', { id, 'aria-label': label }, [
    text('option', 'any ' + label),
  ]) as HTMLSelectElement;
  (s.firstChild as HTMLOptionElement).value = '';
  values.forEach((v) => {
    const o = text('option', v) as HTMLOptionElement;
    o.value = v;
    s.appendChild(o);
  });
  return s;
}

/** What text search looks in. */
function haystack(r: ResultRow): string {
  const parts: unknown[] = [
    r.scenario,
    r.provider,
    r.model,
    r.tier,
    r.category || '',
    r.status,
    r.reason,
    r.file,
    (r.tags || []).join(' '),
  ];
  (r.turns || []).forEach((t) => parts.push(t.user, t.reply));
  (r.calls || []).forEach((c) => parts.push(c.tool, json(c.args), c.result || '', c.error || ''));
  (r.elicitations || []).forEach((e) => parts.push(e.message, e.url || ''));
  (r.checks || []).forEach((c) => parts.push(c.check, c.reason));
  return parts.join('\n').toLowerCase();
}

type Filter = 'status' | 'provider' | 'tier' | 'tag';

/** The filters, the rows table and its "Show more" button, to append to the page in order. */
export function results(rows: ResultRow[]): HTMLElement[] {
  const distinct = (f: (r: ResultRow) => string | string[]) => {
    const seen: Record<string, boolean> = {};
    rows.forEach((r) =>
      ([] as (string | undefined)[]).concat(f(r)).forEach((v) => {
        if (v !== undefined && v !== '') seen[v] = true;
      }),
    );
    return Object.keys(seen).sort();
  };
  // Made once per row, on first search.
  let haystacks: string[] | null = null;
  const state = { status: '', provider: '', tier: '', tag: '', q: '', shown: PAGE };
  const open: Record<number, boolean> = {};
  let matches: number[] = [];
  const sel: Record<Filter, HTMLSelectElement> = {
    status: select(
      'f-status',
      'status',
      distinct((r) => r.status),
    ),
    provider: select(
      'f-provider',
      'provider',
      distinct((r) => r.provider),
    ),
    tier: select(
      'f-tier',
      'tier',
      distinct((r) => r.tier),
    ),
    tag: select(
      'f-tag',
      'tag',
      distinct((r) => r.tags || []),
    ),
  };
  const search = el('input', {
    id: 'f-q',
    type: 'search',
    placeholder: 'search text (scenario, prompts, replies, tools, reasons)',
    'aria-label': 'search',
  }) as HTMLInputElement;
  const count = el('span', { id: 'count', cls: 'muted' });
  const clear = text('button', 'clear');
  const tbody = el('tbody');
  const more = text('button', '');
  more.id = 'more';

  function refilter() {
    const q = state.q.toLowerCase();
    if (q && !haystacks) haystacks = rows.map(haystack);
    matches = [];
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      if (state.status && r.status !== state.status) continue;
      if (state.provider && r.provider !== state.provider) continue;
      if (state.tier && r.tier !== state.tier) continue;
      if (state.tag && (r.tags || []).indexOf(state.tag) < 0) continue;
      if (q && haystacks![i].indexOf(q) < 0) continue;
      matches.push(i);
    }
    state.shown = PAGE;
    draw();
  }

  function rowLine(i: number) {
    const r = rows[i];
    const tr = el('tr', { cls: 'row', 'data-index': String(i), tabindex: '0' }, [
      el('td', null, [badge(r.status)]),
      text('td', r.scenario + (r.repetition ? ' #' + (r.repetition + 1) : '')),
      text('td', r.provider),
      text('td', r.tier),
      el(
        'td',
        null,
        (r.tags || []).map((t) => text('span', t, 'tag')),
      ),
      text('td', r.reason || '', 'reason'),
    ]);
    tr.title = r.reason || '';
    return tr;
  }

  const detailRow = (i: number) =>
    el('tr', { cls: 'detail' }, [el('td', { colspan: '6' }, [detail(rows[i])])]);

  function draw() {
    tbody.textContent = '';
    const n = Math.min(state.shown, matches.length);
    const frag = document.createDocumentFragment();
    for (let k = 0; k < n; k++) {
      const i = matches[k];
      frag.appendChild(rowLine(i));
      if (open[i]) frag.appendChild(detailRow(i));
    }
    tbody.appendChild(frag);
    count.textContent =
      'Showing ' + n + ' of ' + matches.length + ' matching rows (' + rows.length + ' in all)';
    more.style.display = matches.length > n ? '' : 'none';
    more.textContent = 'Show ' + Math.min(PAGE, matches.length - n) + ' more';
  }

  function toggle(tr: HTMLElement) {
    const i = Number(tr.getAttribute('data-index'));
    if (open[i]) {
      delete open[i];
      const next = tr.nextSibling as HTMLElement | null;
      if (next && next.className === 'detail') tbody.removeChild(next);
    } else {
      open[i] = true;
      tbody.insertBefore(detailRow(i), tr.nextSibling);
    }
  }

  (Object.keys(sel) as Filter[]).forEach((key) =>
    sel[key].addEventListener('change', () => {
      state[key] = sel[key].value;
      refilter();
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      state.q = search.value.trim();
      refilter();
    }, 120);
  });
  clear.addEventListener('click', () => {
    sel.status.value = sel.provider.value = sel.tier.value = sel.tag.value = search.value = '';
    state.status = state.provider = state.tier = state.tag = state.q = '';
    refilter();
  });
  more.addEventListener('click', () => {
    state.shown += PAGE;
    draw();
  });
  onOpen(tbody, 'row', toggle);
  refilter();

  const columns = ['status', 'scenario', 'provider', 'tier', 'tags', 'reason'];
  return [
    text('h2', 'Results'),
    el('div', { cls: 'filters' }, [
      sel.status,
      sel.provider,
      sel.tier,
      sel.tag,
      search,
      clear,
      count,
    ]),
    el('table', { id: 'rows' }, [
      el('thead', null, [
        el(
          'tr',
          null,
          columns.map((h) => text('th', h)),
        ),
      ]),
      tbody,
    ]),
    more,
  ];
}
