// report.html's comparison with a baseline, in the page's script (script.ts inlines it, and it uses
// that script's el, text, table, num and detail): the verdict, the changed pairs, a pair's base and
// head transcripts side by side, pass rates, the tools diff and the selection confusions. Words
// come from the page's comparison-view block (comparison-view.ts); text only, never HTML.
export const COMPARISON_JS = String.raw`
  // ---- the comparison with a baseline ----
  var cmpView = (function () {
    var node = document.getElementById('comparison-view');
    return node ? JSON.parse(node.textContent) : null;
  })();
  var CARRIED = { regressed: true, fixed: true, 'changed-few': true };

  // Head rows per (scenario, provider): made on the first pair opened.
  var headIndex = null;
  function headRowsOf(s) {
    if (!headIndex) {
      headIndex = Object.create(null);
      rows.forEach(function (r, i) {
        var k = r.scenario + '\u0000' + r.provider;
        (headIndex[k] = headIndex[k] || []).push(i);
      });
    }
    return (headIndex[s.scenario + '\u0000' + s.provider] || []).map(function (i) { return rows[i]; });
  }

  /** Base and head side by side, trial by trial (rows pair by repetition). */
  function sides(s) {
    var base = s.baseRows || [];
    var head = headRowsOf(s);
    var reps = {};
    base.concat(head).forEach(function (r) { reps[r.repetition || 0] = true; });
    var order = Object.keys(reps).map(Number).sort(function (a, b) { return a - b; });
    var grid = el('div', { cls: 'sides' }, [
      text('h3', 'base · ' + cmpView.base.name, 'side-title'),
      text('h3', 'head · this run', 'side-title'),
    ]);
    var missingBase = s.class === 'new' ? 'Not in the base run.'
      : !CARRIED[s.class] ? 'The comparison carries the base transcripts of regressed, fixed and changed pairs only: see the base run\'s report.'
      : s.baseRowsLeftOut ? 'Not carried, past the comparison\'s bounds on base transcripts: see the base run\'s report.'
      : !s.baseRows ? 'No base transcript in this comparison (a report written before they were carried).'
      : 'No base trial of this repetition.';
    function byRep(list, n) { return list.filter(function (r) { return (r.repetition || 0) === n; })[0]; }
    order.forEach(function (n) {
      var b = byRep(base, n);
      var h = byRep(head, n);
      var label = order.length > 1 ? text('div', 'trial ' + (n + 1), 'muted') : null;
      grid.appendChild(el('div', { cls: 'side base' }, [label, b ? detail(b) : text('div', missingBase, 'muted')]));
      grid.appendChild(el('div', { cls: 'side head' }, [label && label.cloneNode(true), h ? detail(h) : text('div', s.class === 'removed' ? 'Not in this run.' : 'No trial in this run.', 'muted')]));
    });
    if (!order.length) grid.appendChild(text('div', 'No transcript on either side.', 'muted'));
    var box = el('div', null, [grid]);
    if (s.baseRowsLeftOut) box.appendChild(text('div', s.baseRowsLeftOut + ' more base trial(s) not carried: the base run\'s report has them.', 'muted'));
    return box;
  }

  /** One list of pairs; a pair's row opens its two sides. */
  function pairList(title, id, list, judged) {
    if (!list.length) return null;
    var body = el('tbody');
    var shown = 0;
    var more = text('button', '');
    function line(s) {
      var at = cmpView.pairs[s.index] || ['—', '—', '—'];
      var name = el('span', null, [s.scenario,
        s.judgeOnly ? text('span', 'judge-only', 'tag judge-only') : null,
        s.changedTools && s.changedTools.length ? text('span', '🔧 ' + s.changedTools.join(', '), 'tag') : null]);
      var cls = (judged ? 'judge-only: ' : '') + cmpView.classes[s.class] + (s.wouldBe ? ' (would be ' + cmpView.classes[s.wouldBe] + ')' : '');
      var tr = el('tr', { cls: 'pair', tabindex: '0', 'data-pair': String(s.index) }, [
        el('td', null, [name]), text('td', s.provider), text('td', at[0] + ' → ' + at[1]),
        text('td', cls), text('td', at[2]), text('td', s.reason || s.why || '', 'reason'),
      ]);
      return tr;
    }
    function draw() {
      var n = Math.min(list.length, shown + PAGE);
      for (var k = shown; k < n; k++) body.appendChild(line(list[k]));
      shown = n;
      more.style.display = shown < list.length ? '' : 'none';
      more.textContent = 'Show ' + Math.min(PAGE, list.length - shown) + ' more';
    }
    function toggle(tr) {
      var next = tr.nextSibling;
      if (next && next.className === 'pair-detail') { body.removeChild(next); return; }
      var s = report.comparison.scenarios[Number(tr.getAttribute('data-pair'))];
      body.insertBefore(el('tr', { cls: 'pair-detail' }, [el('td', { colspan: '6' }, [sides(s)])]), tr.nextSibling);
    }
    body.addEventListener('click', function (e) {
      var tr = e.target.closest ? e.target.closest('tr.pair') : null;
      if (tr && !(e.target.closest('tr.pair-detail'))) toggle(tr);
    });
    body.addEventListener('keydown', function (e) {
      if ((e.key === 'Enter' || e.key === ' ') && e.target.classList.contains('pair')) { e.preventDefault(); toggle(e.target); }
    });
    more.addEventListener('click', draw);
    draw();
    return el('div', { id: id }, [
      text('h3', title.charAt(0).toUpperCase() + title.slice(1) + ' (' + list.length + ')'),
      el('table', { cls: 'pairs' }, [
        el('thead', null, [el('tr', null, ['scenario', 'provider', 'base → head', 'class', 'p', 'why'].map(function (h) { return text('th', h); }))]),
        body,
      ]),
      more,
    ]);
  }

  function toolsDiff(c) {
    var box = el('div', { id: 'cmp-tools' }, [text('h3', 'Tools')]);
    if (cmpView.toolsIdentical) {
      box.appendChild(text('div', 'Tool list identical on both sides: the same tools, descriptions and input schemas (and annotations, where both recorded them).'));
    } else if (!c.tools) {
      box.appendChild(text('div', 'Not compared: a side did not record its tools/list.', 'muted'));
    } else {
      var lines = c.tools.added.map(function (t) { return ['added', t, '']; })
        .concat(c.tools.removed.map(function (t) { return ['removed', t, '']; }))
        .concat(cmpView.toolChanges.map(function (t) { return ['changed', t.name, t.parts.join('; ')]; }));
      box.appendChild(table(['change', 'tool', 'what changed'], lines));
    }
    var tk = c.tokens;
    if (tk) {
      var delta = function (b, h) { var x = (h || 0) - (b || 0); return x === 0 ? '±0' : (x > 0 ? '+' : '−') + num(Math.abs(x)); };
      var moved = tk.tools.filter(function (t) { return t.base !== t.head; });
      box.appendChild(text('div', 'Tool surface tokens (' + tk.encoding + '): ' + num(tk.base) + ' → ' + num(tk.head) + ' (' + delta(tk.base, tk.head) + ')', 'token-line'));
      if (moved.length) {
        box.appendChild(table(['tool', 'base tokens', 'head tokens', 'change'], moved.map(function (t) {
          return [t.name, t.base === undefined ? '—' : num(t.base), t.head === undefined ? '—' : num(t.head), delta(t.base, t.head)];
        })));
      }
    }
    return box;
  }

  /** Selection failures of each side (and apart, calls that could not be run). */
  function confusionTable(c, unrunnable, title, column) {
    var lines = [];
    (c.confusion || []).forEach(function (t) {
      var merged = {};
      var order = [];
      ['base', 'head'].forEach(function (side) {
        t[side].forEach(function (e) {
          if (!!e.unrunnable !== unrunnable) return;
          var k = JSON.stringify([e.expected, e.chosen]);
          if (!merged[k]) { merged[k] = { expected: e.expected, chosen: e.chosen, base: 0, head: 0 }; order.push(k); }
          merged[k][side] += e.count;
        });
      });
      order.map(function (k) { return merged[k]; })
        .sort(function (a, b) { return b.base + b.head - (a.base + a.head); })
        .forEach(function (m) {
          lines.push([t.provider, m.expected, m.chosen === null ? 'no other tool' : m.chosen, String(m.base), String(m.head)]);
        });
    });
    if (!lines.length) return null;
    return el('div', { cls: 'cmp-confusion' }, [text('h3', title), table(['provider', 'expected', column, 'base', 'head'], lines)]);
  }

  function comparisonSection() {
    var c = report.comparison;
    if (!c || !cmpView) return null;
    var list = c.scenarios.map(function (s, i) { return Object.assign({ index: i }, s); });
    // Judge-only pairs the verdict left out are listed apart, as report.md lists them.
    var ignored = function (s) { return c.judgeOnly !== 'count' && s.judgeOnly; };
    function of(k, judged) { return list.filter(function (s) { return s.class === k && !!ignored(s) === judged; }); }
    var box = el('section', { id: 'comparison' }, [text('h2', 'Compared with the baseline')]);
    var verdict = text('div', cmpView.line, 'verdict ' + cmpView.alert.toLowerCase());
    verdict.id = 'cmp-verdict';
    box.appendChild(verdict);
    var b = cmpView.base;
    var link = b.url ? el('a', { href: b.url, rel: 'noopener noreferrer', text: b.name }) : b.name;
    box.appendChild(el('div', { id: 'cmp-base', cls: 'muted' }, ['Base: ', link, ' ' + b.about]));
    cmpView.served.forEach(function (t) { box.appendChild(text('div', 'served model changed: ' + t, 'notice')); });
    if (!c.scenarios.length) box.appendChild(text('div', 'No scenario on either side: nothing to compare.', 'muted'));
    box.appendChild(el('div', null, [
      pairList('Regressed', 'cmp-regressed', of('regressed', false)),
      pairList('Fixed', 'cmp-fixed', of('fixed', false)),
      pairList('Judge-only, not counted', 'cmp-judge-only', list.filter(ignored), true),
      pairList(cmpView.classes['changed-few'], 'cmp-changed-few', of('changed-few', false)),
      pairList('Flaky', 'cmp-flaky', of('flaky', false)),
    ]));
    var others = ['not-comparable', 'new', 'removed'].map(function (k) { return pairList(cmpView.classes[k], 'cmp-' + k, of(k, false)); })
      .filter(Boolean);
    var summary = Object.keys(c.counts).filter(function (k) { return c.counts[k] && !CARRIED[k] && k !== 'flaky' && k !== 'changed-few'; })
      .map(function (k) { return c.counts[k] + ' ' + cmpView.classes[k]; }).join(' · ');
    if (summary) box.appendChild(el('details', { id: 'cmp-others' }, [text('summary', 'Others: ' + summary)].concat(others)));
    if (cmpView.aggregates.length) {
      box.appendChild(el('div', { id: 'cmp-rates' }, [
        text('h3', 'Pass rates (scenarios both sides can compare)'),
        table(['provider', 'tier', 'base', 'head', 'Δ', '95% interval'], cmpView.aggregates),
        text('div', 'Δ in percentage points, head − base; ⬇ ⬆ the interval excludes 0.', 'muted'),
      ]));
    }
    box.appendChild(toolsDiff(c));
    box.appendChild(el('div', null, [
      confusionTable(c, false, 'Selection failures: expected tool → tool chosen instead', 'chosen instead'),
      confusionTable(c, true, 'Calls that could not be run (call_format): expected tool → call made', 'call made'),
    ]));
    var top = (c.confusedPairs || []).slice(0, 5);
    if (top.length) {
      box.appendChild(text('h3', 'Most confused tool pairs'));
      box.appendChild(table(['tools', 'base', 'head', ''], top.map(function (p) {
        return [p.tools.join(' ↔ '), String(p.base), String(p.head), p.changed ? '🔧 changed' : ''];
      })));
    }
    return box;
  }
`;
