// report.html's script: plain browser JavaScript, inlined into the page. It reads the report from
// the page's JSON block and builds the DOM itself, with textContent only (model output is hostile:
// nothing from the report is ever parsed as HTML). Rows are built lazily: a filter pass only
// tests precomputed fields, the table shows the first PAGE matches, and a row's conversation is
// built when it is expanded, so 10,000 rows filter fast.
import { COMPARISON_JS } from './comparison-script.js';

/** model/duration.ts's duration() in browser JavaScript: 350 ms, 1.2 s, 3 min 05 s, 1 h 02 min
 * (a test holds the two to the same output); '—' for a duration the report does not have. */
export const DURATION_JS = String.raw`
  function duration(ms) {
    if (ms === undefined || ms === null) return '—';
    var t = isFinite(ms) ? Math.max(0, Number(ms)) : 0;
    if (Math.round(t) < 1000) return Math.round(t) + ' ms';
    if (t < 59950) return (t / 1000).toFixed(1) + ' s';
    var s = Math.round(t / 1000);
    function pad(n) { return (n < 10 ? '0' : '') + n; }
    if (s < 3600) return Math.floor(s / 60) + ' min ' + pad(s % 60) + ' s';
    return Math.floor(s / 3600) + ' h ' + pad(Math.floor((s % 3600) / 60)) + ' min';
  }`;

export const SCRIPT = String.raw`
(function () {
  'use strict';
  var PAGE = 200;
  var report = JSON.parse(document.getElementById('report-data').textContent);
  var rows = report.results || [];
  var root = document.getElementById('app');

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    if (attrs) {
      for (var k in attrs) {
        if (k === 'text') node.textContent = attrs[k];
        else if (k === 'cls') node.className = attrs[k];
        else node.setAttribute(k, attrs[k]);
      }
    }
    (children || []).forEach(function (c) {
      if (c === null || c === undefined || c === false) return;
      node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }
  function text(tag, s, cls) { return el(tag, cls ? { text: String(s), cls: cls } : { text: String(s) }); }
  function json(v) {
    if (v === undefined) return '';
    try { return typeof v === 'string' ? v : JSON.stringify(v, null, 2); } catch (e) { return String(v); }
  }
  function pre(v) { return text('pre', json(v)); }
  function pct(x) { return x === null || x === undefined ? '—' : (Math.round(x * 1000) / 10) + '%'; }
  function num(x) { return x === undefined || x === null ? '—' : Number(x).toLocaleString('en-US'); }
  function money(x) { return x === undefined || x === null ? '' : '$' + Number(x).toFixed(4); }
${DURATION_JS}
  function badge(status) { return text('span', status, 'status ' + status); }
  function table(head, body) {
    return el('table', null, [
      el('thead', null, [el('tr', null, head.map(function (h) { return text('th', h); }))]),
      el('tbody', null, body.map(function (cells) {
        return el('tr', null, cells.map(function (c) {
          return c instanceof Node ? el('td', null, [c]) : text('td', c === undefined ? '' : c);
        }));
      })),
    ]);
  }
  function stats(s) {
    if (!s) return '—';
    var iv = s.interval ? ' [' + Math.round(s.interval.low * 100) + '–' + Math.round(s.interval.high * 100) + ']' : '';
    return s.accuracy === null ? '—' : pct(s.accuracy) + ' (' + (s.counts.pass || 0) + '/' + s.scored + ')' + iv;
  }
  function statsTable(title, by) {
    var keys = Object.keys(by || {});
    if (!keys.length) return null;
    return el('div', null, [
      text('h3', title),
      table([title.replace(/^By /, ''), 'accuracy', 'rows'], keys.map(function (k) {
        return [k, stats(by[k]), String(by[k].total)];
      })),
    ]);
  }

  // ---- summary ----
  function summary() {
    var s = report.summary || {};
    var o = s.overall || { total: rows.length, counts: {}, scored: 0, accuracy: null };
    var box = el('section', { id: 'summary' });
    box.appendChild(text('h1', (report.tool ? report.tool.name : 'mcp-eval') + ' report'));
    box.appendChild(text('div', [
      report.tool ? 'v' + report.tool.version : '',
      report.startedAt ? 'started ' + report.startedAt : '',
      report.durationMs !== undefined ? 'took ' + duration(report.durationMs) : '',
      report.config ? 'config ' + report.config : '',
    ].filter(Boolean).join(' · '), 'muted'));
    var cards = el('div', { cls: 'cards' });
    function card(label, value, cls) {
      var c = el('div', { cls: 'card' }, [text('b', value, cls), label]);
      cards.appendChild(c);
    }
    card('accuracy', stats(o));
    card('rows', String(o.total));
    // Inconclusive only because a gate could not observe: left out of accuracy (one rule everywhere).
    if (o.unobserved) card('not scored: a gate could not observe', String(o.unobserved), 'warn');
    Object.keys(o.counts || {}).forEach(function (k) { if (o.counts[k]) card(k, String(o.counts[k])); });
    if (report.thresholds) {
      card('thresholds', report.thresholds.met ? 'met' : 'not met', report.thresholds.met ? 'ok' : 'bad');
    }
    if (report.usage && report.usage.totalCost !== undefined) card('cost', money(report.usage.totalCost));
    if (report.redactions) card('secrets redacted', String(report.redactions));
    box.appendChild(cards);
    (report.notices || []).forEach(function (n) { box.appendChild(text('div', n, 'notice')); });
    (report.providers || []).forEach(function (p) {
      if (p.status !== 'ran') box.appendChild(text('div', 'provider ' + p.id + ' ' + p.status + (p.reason ? ': ' + p.reason : ''), 'notice'));
    });
    var tables = el('div', { cls: 'tables' }, [
      statsTable('By provider', s.byProvider),
      statsTable('By tier', s.byTier),
      statsTable('By category', s.byCategory),
      statsTable('By tag', s.byTag),
    ]);
    var checks = report.thresholds && report.thresholds.checks || [];
    if (checks.length) {
      tables.appendChild(el('div', null, [text('h3', 'Thresholds'), table(['scope', 'key', 'required', 'actual', ''], checks.map(function (c) {
        // A budget is tokens, at most required; the others are rates, at least required.
        var budget = c.scope === 'budget';
        var req = budget ? '≤ ' + num(c.required) + ' tokens' : pct(c.required);
        var act = budget ? (c.actual === null ? 'not measured' : num(c.actual) + ' tokens') : pct(c.actual);
        return [c.scope + (c.provider ? ' (' + c.provider + ')' : ''), c.key, req, act, text('span', c.met ? 'met' : 'not met', c.met ? 'ok' : 'bad')];
      }))]));
    }
    var tk = report.tokens;
    if (tk) {
      var withOut = tk.tools.some(function (t) { return t.output !== undefined; });
      var costly = tk.tools.slice().sort(function (a, b) { return b.total - a.total; });
      var head = ['tool', 'name + description', 'input schema'].concat(withOut ? ['output schema'] : []).concat(['total']);
      var res = tk.results && tk.results.largest;
      tables.appendChild(el('div', null, [
        text('h3', 'Tool surface: ' + num(tk.total) + ' tokens (' + tk.encoding + ')'),
        text('div', 'Each tool as {name, description, inputSchema} in JSON; hosts wrap tools differently, so this approximates what a host sends.', 'muted'),
        table(head, costly.map(function (t) {
          return [t.name, num(t.description), num(t.input)].concat(withOut ? [t.output === undefined ? '—' : num(t.output)] : []).concat([num(t.total)]);
        })),
        res ? text('div', 'Largest tool result: ' + num(res.tokens) + ' tokens (' + res.tool + ', ' + res.scenario + '); past the ' + num(tk.resultCap) + '-token cap: ' + tk.results.pastCap, tk.results.pastCap ? 'bad' : 'muted') : null,
      ]));
    }
    var byProv = report.usage && report.usage.byProvider || {};
    var uk = Object.keys(byProv);
    if (report.usage && report.usage.judge) { byProv = Object.assign({}, byProv, { 'judge': report.usage.judge }); uk.push('judge'); }
    if (uk.length) {
      tables.appendChild(el('div', null, [text('h3', 'Usage'), table(['provider', 'runs', 'input', 'output', 'cached', 'latency p50', 'p95', 'cost'], uk.map(function (k) {
        var u = byProv[k];
        return [k, num(u.runs), num(u.inputTokens), num(u.outputTokens), num(u.cachedTokens), duration(u.latencyMs && u.latencyMs.p50), duration(u.latencyMs && u.latencyMs.p95), u.cost ? money(u.cost.total) : ''];
      }))]));
    }
    box.appendChild(tables);
    return box;
  }

  // ---- filters ----
  function distinct(f) {
    var seen = {};
    rows.forEach(function (r) { [].concat(f(r)).forEach(function (v) { if (v !== undefined && v !== '') seen[v] = true; }); });
    return Object.keys(seen).sort();
  }
  function select(id, label, values) {
    var s = el('select', { id: id, 'aria-label': label }, [text('option', 'any ' + label)]);
    s.firstChild.value = '';
    values.forEach(function (v) { var o = text('option', v); o.value = v; s.appendChild(o); });
    return s;
  }
  // What text search looks in: made once per row, on first search.
  var haystacks = null;
  function haystack(r) {
    var parts = [r.scenario, r.provider, r.model, r.tier, r.category || '', r.status, r.reason, r.file, (r.tags || []).join(' ')];
    (r.turns || []).forEach(function (t) { parts.push(t.user, t.reply); });
    (r.calls || []).forEach(function (c) { parts.push(c.tool, json(c.args), c.result || '', c.error || ''); });
    (r.elicitations || []).forEach(function (e) { parts.push(e.message, e.url || ''); });
    (r.checks || []).forEach(function (c) { parts.push(c.check, c.reason); });
    return parts.join('\n').toLowerCase();
  }

  var state = { status: '', provider: '', tier: '', tag: '', q: '', shown: PAGE, open: {} };
  var matches = [];
  var statusSel = select('f-status', 'status', distinct(function (r) { return r.status; }));
  var providerSel = select('f-provider', 'provider', distinct(function (r) { return r.provider; }));
  var tierSel = select('f-tier', 'tier', distinct(function (r) { return r.tier; }));
  var tagSel = select('f-tag', 'tag', distinct(function (r) { return r.tags || []; }));
  var search = el('input', { id: 'f-q', type: 'search', placeholder: 'search text (scenario, prompts, replies, tools, reasons)', 'aria-label': 'search' });
  var count = el('span', { id: 'count', cls: 'muted' });
  var clear = text('button', 'clear');
  var tbody = el('tbody');
  var more = text('button', '');
  more.id = 'more';

  function refilter() {
    var q = state.q.toLowerCase();
    if (q && !haystacks) haystacks = rows.map(haystack);
    matches = [];
    for (var i = 0; i < rows.length; i++) {
      var r = rows[i];
      if (state.status && r.status !== state.status) continue;
      if (state.provider && r.provider !== state.provider) continue;
      if (state.tier && r.tier !== state.tier) continue;
      if (state.tag && (r.tags || []).indexOf(state.tag) < 0) continue;
      if (q && haystacks[i].indexOf(q) < 0) continue;
      matches.push(i);
    }
    state.shown = PAGE;
    draw();
  }

  function rowLine(i) {
    var r = rows[i];
    var tr = el('tr', { cls: 'row', 'data-index': String(i), tabindex: '0' }, [
      el('td', null, [badge(r.status)]),
      text('td', r.scenario + (r.repetition ? ' #' + (r.repetition + 1) : '')),
      text('td', r.provider),
      text('td', r.tier),
      el('td', null, (r.tags || []).map(function (t) { return text('span', t, 'tag'); })),
      text('td', r.reason || '', 'reason'),
    ]);
    tr.title = r.reason || '';
    return tr;
  }

  function draw() {
    tbody.textContent = '';
    var n = Math.min(state.shown, matches.length);
    var frag = document.createDocumentFragment();
    for (var k = 0; k < n; k++) {
      var i = matches[k];
      frag.appendChild(rowLine(i));
      if (state.open[i]) frag.appendChild(detailRow(i));
    }
    tbody.appendChild(frag);
    count.textContent = 'Showing ' + n + ' of ' + matches.length + ' matching rows (' + rows.length + ' in all)';
    more.style.display = matches.length > n ? '' : 'none';
    more.textContent = 'Show ' + Math.min(PAGE, matches.length - n) + ' more';
  }

  function toggle(tr) {
    var i = Number(tr.getAttribute('data-index'));
    if (state.open[i]) {
      delete state.open[i];
      var next = tr.nextSibling;
      if (next && next.className === 'detail') tbody.removeChild(next);
    } else {
      state.open[i] = true;
      tbody.insertBefore(detailRow(i), tr.nextSibling);
    }
  }

  // ---- one row's detail ----
  function detailRow(i) {
    return el('tr', { cls: 'detail' }, [el('td', { colspan: '6' }, [detail(rows[i])])]);
  }
  function kv(label, value) { return value === undefined || value === '' ? null : el('span', null, [text('span', label + ' ', 'muted'), String(value)]); }
  function usage(u) { return u ? num(u.inputTokens) + ' in / ' + num(u.outputTokens) + ' out / ' + num(u.cachedTokens) + ' cached' : undefined; }

  function toolCall(c) {
    var live = c.stubbed ? 'stubbed' : 'live';
    var parts = [
      el('div', { cls: 'who' }, ['tool call · ' + live + ' · ' + duration(c.durationMs) + (c.tokens !== undefined ? ' · ' + num(c.tokens) + ' tokens' : '')]),
      el('div', null, [text('code', c.tool)]),
      text('div', 'args', 'muted'), pre(c.args),
    ];
    if (c.malformed) parts.push(text('div', 'malformed: ' + c.malformed, 'bad'));
    if (c.rejected) parts.push(text('div', 'not run: the server rejected its arguments', 'bad'));
    if (c.notRun !== undefined) parts.push(text('div', 'not run: ' + c.notRun, 'bad'));
    if (c.raw !== undefined) parts.push(text('div', 'raw arguments', 'muted'), pre(c.raw));
    if (c.pastCap !== undefined) parts.push(text('div', 'result past the ' + num(c.pastCap) + '-token cap (result_token_cap): a host with that cap cuts or refuses it', 'bad'));
    // Run as an MCP task: how it went, and whether it was cancelled at the deadline.
    if (c.task) parts.push(text('div', 'task ' + c.task.id + ' · ' + c.task.status + ' after ' + c.task.polls + ' polls' + (c.task.message ? ' · ' + c.task.message : '') + (c.task.cancelled ? ' · cancelled (tasks/cancel) as the scenario ended' : ''), c.task.cancelled ? 'bad' : 'muted'));
    (c.progress || []).forEach(function (p) { parts.push(text('div', 'progress ' + p.progress + (p.total !== undefined ? '/' + p.total : '') + (p.message ? ' · ' + p.message : ''), 'muted')); });
    if (c.error !== undefined) parts.push(text('div', 'error', 'bad'), pre(c.error));
    if (c.result !== undefined) parts.push(text('div', 'result', 'muted'), pre(c.result));
    // The server's own promise: its structured output against the tool's outputSchema.
    var sc = c.structured;
    if (sc && (sc.status === 'missing' || sc.status === 'invalid'))
      parts.push(text('div', 'server fault: ' + (sc.detail || sc.status), 'bad'));
    else if (sc && sc.status === 'valid') parts.push(text('div', 'structured output matches its outputSchema', 'ok'));
    else if (sc) parts.push(text('div', 'structured output unchecked: ' + (sc.detail || ''), 'warn'));
    return el('div', { cls: 'msg tool' }, parts);
  }
  // A server's elicitation and the scripted user's answer; a URL is shown, never opened or linked.
  function elicitation(e) {
    var parts = [
      el('div', { cls: 'who' }, ['elicitation · ' + e.mode + (e.unscripted ? ' · unscripted' : '')]),
      text('div', e.message, 'text'),
    ];
    if (e.url !== undefined) parts.push(text('div', 'URL (not opened)', 'muted'), text('code', e.url));
    if (e.requestedSchema !== undefined) parts.push(text('div', 'asks for', 'muted'), pre(e.requestedSchema));
    parts.push(text('div', 'answer: ' + e.action + (e.unscripted ? ' (no elicit answer was left: declined)' : ''), e.action === 'accept' ? 'ok' : 'warn'));
    if (e.content !== undefined) parts.push(pre(e.content));
    return el('div', { cls: 'msg tool' }, parts);
  }
  // A server's sampling request during a call, and what the client answered.
  function sampling(x) {
    var parts = [
      el('div', { cls: 'who' }, ['sampling' + (x.call !== undefined ? ' · during call ' + (x.call + 1) : '') + ' · ' + x.answeredBy + ' · ' + duration(x.durationMs)]),
    ];
    if (x.systemPrompt) parts.push(text('div', 'system prompt', 'muted'), pre(x.systemPrompt));
    (x.messages || []).forEach(function (m) { parts.push(text('div', m.role, 'muted'), pre(m.text)); });
    if (x.error !== undefined) parts.push(text('div', 'error the server got', 'bad'), pre(x.error));
    if (x.text !== undefined) parts.push(text('div', 'answer' + (x.model ? ' · ' + x.model : ''), 'muted'), pre(x.text));
    return el('div', { cls: 'msg tool' }, parts);
  }
  function bubble(who, cls, s) {
    return el('div', { cls: 'msg ' + cls }, [text('div', who, 'who'), text('div', s, 'text')]);
  }

  function detail(r) {
    var box = el('div');
    box.appendChild(el('div', { cls: 'meta' }, [
      kv('status', r.status), kv('model', r.model), kv('mode', r.mode), kv('file', r.file + ':' + r.line),
      kv('category', r.category), kv('attempts', r.attempts), kv('latency', duration(r.latencyMs)),
      kv('tokens', usage(r.usage)), kv('cost', r.cost ? money(r.cost.total) : undefined),
      kv('grading', r.grading), kv('judge tokens', usage(r.judgeUsage)),
    ]));
    if (r.reason) box.appendChild(text('div', r.reason, r.status === 'pass' ? 'muted' : 'bad'));

    box.appendChild(text('h3', 'Conversation'));
    var chat = el('div', { cls: 'chat' });
    var calls = r.calls || [];
    var turns = r.turns || [];
    var elicited = r.elicitations || [];
    function withAsks(c, i) {
      chat.appendChild(toolCall(c));
      elicited.forEach(function (e) { if (e.call === i) chat.appendChild(elicitation(e)); });
    }
    turns.forEach(function (t, n) {
      chat.appendChild(bubble('user' + (turns.length > 1 ? ' · turn ' + (n + 1) : ''), 'user', t.user));
      calls.forEach(function (c, i) { if (c.turn === n) withAsks(c, i); });
      (r.sampling || []).forEach(function (x) { if (x.turn === n) chat.appendChild(sampling(x)); });
      chat.appendChild(bubble('model', 'model', t.reply));
    });
    calls.forEach(function (c, i) { if (!(c.turn >= 0 && c.turn < turns.length)) withAsks(c, i); });
    elicited.forEach(function (e) { if (!(e.call >= 0 && e.call < calls.length)) chat.appendChild(elicitation(e)); });
    if (!turns.length && !calls.length) chat.appendChild(text('div', 'No conversation recorded.', 'muted'));
    box.appendChild(chat);

    if ((r.requests || []).length) {
      box.appendChild(text('h3', 'Spy requests'));
      box.appendChild(table(['method', 'path', 'status', 'body'], r.requests.map(function (q) {
        var qs = Object.keys(q.query || {}).map(function (k) { return k + '=' + q.query[k]; }).join('&');
        return [q.method, q.path + (qs ? '?' + qs : '') + (q.late ? ' (after the scenario ended)' : ''),
          text('span', q.status + (q.unrouted ? ' (no spy route)' : ''), q.unrouted || q.status >= 400 ? 'bad' : ''),
          q.body === undefined ? '' : pre(q.body)];
      })));
    }

    if ((r.checks || []).length) {
      box.appendChild(text('h3', 'Checks and gates'));
      box.appendChild(table(['check', 'result', 'turn', 'reason', 'expected', 'actual'], r.checks.map(function (c) {
        var res = c.unobserved ? text('span', 'unobserved', 'warn') : text('span', c.passed ? 'passed' : 'failed', c.passed ? 'ok' : 'bad');
        var why = el('div', null, [
          text('div', c.reason),
          c.missing && c.missing.length ? text('div', 'missing: ' + c.missing.join(', '), 'bad') : null,
          c.mode ? text('div', 'mode: ' + c.mode, 'muted') : null,
          c.gradedBy ? text('div', 'graded by ' + c.gradedBy + (c.gradedBy === 'judge' && c.judge ? ' (' + c.judge + ')' : ''), 'muted') : null,
          c.votes ? text('div', "judge's samples: " + c.votes.pass + ' pass, ' + c.votes.fail + ' fail' + (c.votes.error ? ', ' + c.votes.error + ' failed' : ''), 'muted') : null,
          c.baseline ? text('div', 'the deterministic grader: ' + c.baseline, 'muted') : null,
          c.rubric ? text('div', 'rubric: ' + c.rubric, 'muted') : null,
          c.reasoning ? text('div', 'reasoning: ' + c.reasoning, 'muted') : null,
          c.note ? text('div', 'note: ' + c.note, 'muted') : null,
        ]);
        return [c.check, res, c.turn === undefined ? '' : String(c.turn + 1), why,
          c.expected === undefined ? '' : pre(c.expected), c.actual === undefined ? '' : pre(c.actual)];
      })));
    }

    if ((r.observations || []).length) {
      box.appendChild(text('h3', 'Observations'));
      box.appendChild(table(['kind', 'observed', 'detail', 'spec'], r.observations.map(function (o) {
        return [o.kind, o.unobserved ? 'unobserved' : o.observed ? 'yes' : 'no', o.detail, pre(o.spec)];
      })));
    }

    if (r.recovery) {
      box.appendChild(text('h3', 'Recovery after tool errors'));
      box.appendChild(table(['tool', 'turn', 'recovered'], r.recovery.episodes.map(function (e) {
        return [e.tool, String(e.turn + 1), e.recovered ? 'yes (call ' + (e.by + 1) + ')' : 'no'];
      })));
    }

    if ((r.hooks || []).length) {
      box.appendChild(text('h3', 'Hooks'));
      r.hooks.forEach(function (h) {
        box.appendChild(el('div', null, [
          el('div', null, [text('b', h.phase + ' '), text('code', h.command), ' · exit ',
            text('span', h.exitCode === null ? 'none' : String(h.exitCode), h.exitCode === 0 ? 'ok' : 'bad'), ' · ' + duration(h.durationMs)]),
          h.stdout ? el('div', null, [text('div', 'stdout', 'muted'), pre(h.stdout)]) : null,
          h.stderr ? el('div', null, [text('div', 'stderr', 'muted'), pre(h.stderr)]) : null,
        ]));
      });
    }
    return box;
  }

${COMPARISON_JS}
  // ---- page ----
  root.textContent = '';
  root.appendChild(summary());
  var compared = comparisonSection();
  if (compared) root.appendChild(compared);
  root.appendChild(text('h2', 'Results'));
  root.appendChild(el('div', { cls: 'filters' }, [statusSel, providerSel, tierSel, tagSel, search, clear, count]));
  root.appendChild(el('table', { id: 'rows' }, [
    el('thead', null, [el('tr', null, ['status', 'scenario', 'provider', 'tier', 'tags', 'reason'].map(function (h) { return text('th', h); }))]),
    tbody,
  ]));
  root.appendChild(more);

  function bind(sel, key) { sel.addEventListener('change', function () { state[key] = sel.value; refilter(); }); }
  bind(statusSel, 'status'); bind(providerSel, 'provider'); bind(tierSel, 'tier'); bind(tagSel, 'tag');
  var timer = null;
  search.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () { state.q = search.value.trim(); refilter(); }, 120);
  });
  clear.addEventListener('click', function () {
    statusSel.value = providerSel.value = tierSel.value = tagSel.value = search.value = '';
    state.status = state.provider = state.tier = state.tag = state.q = '';
    refilter();
  });
  more.addEventListener('click', function () { state.shown += PAGE; draw(); });
  tbody.addEventListener('click', function (e) {
    var tr = e.target.closest ? e.target.closest('tr.row') : null;
    if (tr) toggle(tr);
  });
  tbody.addEventListener('keydown', function (e) {
    if ((e.key === 'Enter' || e.key === ' ') && e.target.classList.contains('row')) { e.preventDefault(); toggle(e.target); }
  });
  refilter();
  document.body.setAttribute('data-ready', 'true');
})();
`;
