// One row's detail in report.html: its metadata, the conversation with its tool calls, the spy's
// requests, checks and gates, observations, recovery and hooks.
import type { ResultRow } from '../../../model/result.js';
import { el, pre, table, text } from './dom.js';
import { duration, money, num } from './format.js';

type Call = ResultRow['calls'][number];
type Usage = ResultRow['usage'];
type Elicitation = NonNullable<ResultRow['elicitations']>[number];
type SamplingExchange = NonNullable<ResultRow['sampling']>[number];

const kv = (label: string, value: unknown) =>
  value === undefined || value === ''
    ? null
    : el('span', null, [text('span', label + ' ', 'muted'), String(value)]);
const usage = (u: Usage | undefined) =>
  u
    ? num(u.inputTokens) +
      ' in / ' +
      num(u.outputTokens) +
      ' out / ' +
      num(u.cachedTokens) +
      ' cached'
    : undefined;

function toolCall(c: Call): HTMLElement {
  const live = c.stubbed ? 'stubbed' : 'live';
  const tokens = c.tokens !== undefined ? ' · ' + num(c.tokens) + ' tokens' : '';
  const parts: HTMLElement[] = [
    el('div', { cls: 'who' }, ['tool call · ' + live + ' · ' + duration(c.durationMs) + tokens]),
    el('div', null, [text('code', c.tool)]),
    text('div', 'args', 'muted'),
    pre(c.args),
  ];
  if (c.malformed) parts.push(text('div', 'malformed: ' + c.malformed, 'bad'));
  if (c.rejected) parts.push(text('div', 'not run: the server rejected its arguments', 'bad'));
  if (c.notRun !== undefined) parts.push(text('div', 'not run: ' + c.notRun, 'bad'));
  if (c.raw !== undefined) parts.push(text('div', 'raw arguments', 'muted'), pre(c.raw));
  if (c.pastCap !== undefined) {
    const cap = 'result past the ' + num(c.pastCap) + '-token cap (result_token_cap)';
    parts.push(text('div', cap + ': a host with that cap cuts or refuses it', 'bad'));
  }
  // Run as an MCP task: how it went, and whether it was cancelled at the deadline.
  const task = c.task;
  if (task) {
    const how = task.cancelled ? ' · cancelled (tasks/cancel) as the scenario ended' : '';
    const said = task.message ? ' · ' + task.message : '';
    const line = 'task ' + task.id + ' · ' + task.status + ' after ' + task.polls + ' polls';
    parts.push(text('div', line + said + how, task.cancelled ? 'bad' : 'muted'));
  }
  (c.progress || []).forEach((p) => {
    const of = p.total !== undefined ? '/' + p.total : '';
    parts.push(
      text('div', 'progress ' + p.progress + of + (p.message ? ' · ' + p.message : ''), 'muted'),
    );
  });
  if (c.error !== undefined) parts.push(text('div', 'error', 'bad'), pre(c.error));
  if (c.result !== undefined) parts.push(text('div', 'result', 'muted'), pre(c.result));
  // The server's own promise: its structured output against the tool's outputSchema.
  const sc = c.structured;
  if (sc && (sc.status === 'missing' || sc.status === 'invalid'))
    parts.push(text('div', 'server fault: ' + (sc.detail || sc.status), 'bad'));
  else if (sc && sc.status === 'valid')
    parts.push(text('div', 'structured output matches its outputSchema', 'ok'));
  else if (sc) parts.push(text('div', 'structured output unchecked: ' + (sc.detail || ''), 'warn'));
  return el('div', { cls: 'msg tool' }, parts);
}

/** A server's elicitation and the scripted user's answer; a URL is shown, never opened or linked. */
function elicitation(e: Elicitation): HTMLElement {
  const parts: HTMLElement[] = [
    el('div', { cls: 'who' }, ['elicitation · ' + e.mode + (e.unscripted ? ' · unscripted' : '')]),
    text('div', e.message, 'text'),
  ];
  if (e.url !== undefined)
    parts.push(text('div', 'URL (not opened)', 'muted'), text('code', e.url));
  if (e.requestedSchema !== undefined)
    parts.push(text('div', 'asks for', 'muted'), pre(e.requestedSchema));
  const left = e.unscripted ? ' (no elicit answer was left: declined)' : '';
  parts.push(text('div', 'answer: ' + e.action + left, e.action === 'accept' ? 'ok' : 'warn'));
  if (e.content !== undefined) parts.push(pre(e.content));
  return el('div', { cls: 'msg tool' }, parts);
}

/** A server's sampling request during a call, and what the client answered. */
function sampling(x: SamplingExchange): HTMLElement {
  const during = x.call !== undefined ? ' · during call ' + (x.call + 1) : '';
  const parts: HTMLElement[] = [
    el('div', { cls: 'who' }, [
      'sampling' + during + ' · ' + x.answeredBy + ' · ' + duration(x.durationMs),
    ]),
  ];
  if (x.systemPrompt) parts.push(text('div', 'system prompt', 'muted'), pre(x.systemPrompt));
  (x.messages || []).forEach((m) => parts.push(text('div', m.role, 'muted'), pre(m.text)));
  if (x.error !== undefined) parts.push(text('div', 'error the server got', 'bad'), pre(x.error));
  if (x.text !== undefined)
    parts.push(text('div', 'answer' + (x.model ? ' · ' + x.model : ''), 'muted'), pre(x.text));
  return el('div', { cls: 'msg tool' }, parts);
}

const bubble = (who: string, cls: string, s: string) =>
  el('div', { cls: 'msg ' + cls }, [text('div', who, 'who'), text('div', s, 'text')]);

export function detail(r: ResultRow): HTMLElement {
  const box = el('div');
  box.appendChild(
    el('div', { cls: 'meta' }, [
      kv('status', r.status),
      kv('model', r.model),
      kv('mode', r.mode),
      kv('file', r.file + ':' + r.line),
      kv('category', r.category),
      kv('attempts', r.attempts),
      kv('latency', duration(r.latencyMs)),
      kv('tokens', usage(r.usage)),
      kv('cost', r.cost ? money(r.cost.total) : undefined),
      kv('grading', r.grading),
      kv('judge tokens', usage(r.judgeUsage)),
    ]),
  );
  if (r.reason) box.appendChild(text('div', r.reason, r.status === 'pass' ? 'muted' : 'bad'));

  box.appendChild(text('h3', 'Conversation'));
  const chat = el('div', { cls: 'chat' });
  const calls = r.calls || [];
  const turns = r.turns || [];
  const elicited = r.elicitations || [];
  // A call, then the elicitations the server made while it ran.
  const withAsks = (c: Call, i: number) => {
    chat.appendChild(toolCall(c));
    elicited.forEach((e) => {
      if (e.call === i) chat.appendChild(elicitation(e));
    });
  };
  turns.forEach((t, n) => {
    chat.appendChild(
      bubble('user' + (turns.length > 1 ? ' · turn ' + (n + 1) : ''), 'user', t.user),
    );
    calls.forEach((c, i) => {
      if (c.turn === n) withAsks(c, i);
    });
    (r.sampling || []).forEach((x) => {
      if (x.turn === n) chat.appendChild(sampling(x));
    });
    chat.appendChild(bubble('model', 'model', t.reply));
  });
  calls.forEach((c, i) => {
    if (!(c.turn >= 0 && c.turn < turns.length)) withAsks(c, i);
  });
  elicited.forEach((e) => {
    if (!(e.call !== undefined && e.call >= 0 && e.call < calls.length))
      chat.appendChild(elicitation(e));
  });
  if (!turns.length && !calls.length)
    chat.appendChild(text('div', 'No conversation recorded.', 'muted'));
  box.appendChild(chat);

  const requests = r.requests || [];
  if (requests.length) {
    box.appendChild(text('h3', 'Spy requests'));
    box.appendChild(
      table(
        ['method', 'path', 'status', 'body'],
        requests.map((q) => {
          const query: Record<string, unknown> = q.query || {};
          const qs = Object.keys(query)
            .map((k) => k + '=' + query[k])
            .join('&');
          const late = q.late ? ' (after the scenario ended)' : '';
          return [
            q.method,
            q.path + (qs ? '?' + qs : '') + late,
            text(
              'span',
              q.status + (q.unrouted ? ' (no spy route)' : ''),
              q.unrouted || q.status >= 400 ? 'bad' : '',
            ),
            q.body === undefined ? '' : pre(q.body),
          ];
        }),
      ),
    );
  }

  const checks = r.checks || [];
  if (checks.length) {
    box.appendChild(text('h3', 'Checks and gates'));
    box.appendChild(
      table(
        ['check', 'result', 'turn', 'reason', 'expected', 'actual'],
        checks.map((c) => {
          const res = c.unobserved
            ? text('span', 'unobserved', 'warn')
            : text('span', c.passed ? 'passed' : 'failed', c.passed ? 'ok' : 'bad');
          const judge = c.gradedBy === 'judge' && c.judge ? ' (' + c.judge + ')' : '';
          const votes = c.votes
            ? "judge's samples: " +
              c.votes.pass +
              ' pass, ' +
              c.votes.fail +
              ' fail' +
              (c.votes.error ? ', ' + c.votes.error + ' failed' : '')
            : '';
          const why = el('div', null, [
            text('div', c.reason),
            c.missing && c.missing.length
              ? text('div', 'missing: ' + c.missing.join(', '), 'bad')
              : null,
            c.mode ? text('div', 'mode: ' + c.mode, 'muted') : null,
            c.gradedBy ? text('div', 'graded by ' + c.gradedBy + judge, 'muted') : null,
            c.votes ? text('div', votes, 'muted') : null,
            c.baseline ? text('div', 'the deterministic grader: ' + c.baseline, 'muted') : null,
            c.rubric ? text('div', 'rubric: ' + c.rubric, 'muted') : null,
            c.reasoning ? text('div', 'reasoning: ' + c.reasoning, 'muted') : null,
            c.note ? text('div', 'note: ' + c.note, 'muted') : null,
          ]);
          return [
            c.check,
            res,
            c.turn === undefined ? '' : String(c.turn + 1),
            why,
            c.expected === undefined ? '' : pre(c.expected),
            c.actual === undefined ? '' : pre(c.actual),
          ];
        }),
      ),
    );
  }

  const observations = r.observations || [];
  if (observations.length) {
    box.appendChild(text('h3', 'Observations'));
    box.appendChild(
      table(
        ['kind', 'observed', 'detail', 'spec'],
        observations.map((o) => [
          o.kind,
          o.unobserved ? 'unobserved' : o.observed ? 'yes' : 'no',
          o.detail,
          pre(o.spec),
        ]),
      ),
    );
  }

  if (r.recovery) {
    box.appendChild(text('h3', 'Recovery after tool errors'));
    box.appendChild(
      table(
        ['tool', 'turn', 'recovered'],
        r.recovery.episodes.map((e) => [
          e.tool,
          String(e.turn + 1),
          e.recovered ? 'yes (call ' + (e.by! + 1) + ')' : 'no',
        ]),
      ),
    );
  }

  const hooks = r.hooks || [];
  if (hooks.length) {
    box.appendChild(text('h3', 'Hooks'));
    hooks.forEach((h) => {
      const exit = h.exitCode === null ? 'none' : String(h.exitCode);
      box.appendChild(
        el('div', null, [
          el('div', null, [
            text('b', h.phase + ' '),
            text('code', h.command),
            ' · exit ',
            text('span', exit, h.exitCode === 0 ? 'ok' : 'bad'),
            ' · ' + duration(h.durationMs),
          ]),
          h.stdout ? el('div', null, [text('div', 'stdout', 'muted'), pre(h.stdout)]) : null,
          h.stderr ? el('div', null, [text('div', 'stderr', 'muted'), pre(h.stderr)]) : null,
        ]),
      );
    });
  }
  return box;
}
