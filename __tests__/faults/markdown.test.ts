// Hostile content, Markdown: text from a model, a server or a corpus — scenario ids, tool names,
// reasons, errors, request paths, replies, notices — rendered by the real renderMarkdown cannot
// break out of its place in report.md (the PR comment's body): no heading, link, image, raw
// HTML, @-mention, issue reference or autolink comes from it, it cannot close its code span or
// fence, nor end a table row; and the comment made from it stays within GitHub's limit.
// Checked twice: line by line against CommonMark's rules (`inspect`, which names the line), and
// through a real GFM parser (micromark with its GFM extensions, raw HTML let through as GitHub
// lets its safe subset through), whose HTML must hold no element the hostile text made.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { mdInline } from '../../src/report/escape.js';
import { COMMENT_LIMIT, commentBody } from '../../src/github/comment.js';
import type { Report, ResultRow } from '../../src/model/report.js';
import { call, request, resultRow } from '../helpers.js';

const HOSTILE = [
  '# PWN heading',
  'x\n## PWN heading after a newline\n',
  '[PWN link](https://evil.example/phish)',
  '![PWN image](https://evil.example/x.png)',
  '<img src=x onerror=alert(1)>PWN',
  '</details></summary><details open><summary>PWN',
  '<!-- PWN swallows the rest',
  'PWN cc @octocat and @acme/owners',
  'PWN mail admin@evil.example',
  'PWN see https://evil.example/a and www.evil.example',
  'PWN closes #1',
  '```\n# PWN out of the fence\n```',
  '`` PWN ` ``` ```` `',
  'PWN a | b | c\n| --- | --- |',
  '> PWN quote\n- list\n1. item',
  '<https://evil.example/PWN>',
  '[pwn]: https://evil.example/PWN',
  '\\[PWN\\](https://evil.example) \\\\[PWN](https://evil.example)',
  '`PWN code` then [PWN](https://evil.example)',
  'PWN <script>alert(1)</script>',
  'PWN $\\href{https://evil.example}{x}$',
  '-PWN leading dash',
  '1. PWN numbered',
];
const text = (i: number) => `${HOSTILE[i]} #${i}`;

function hostileRow(i: number): ResultRow {
  const t = text(i);
  return resultRow({
    scenario: t,
    provider: 'openai:gpt-4.1-mini',
    status: 'fail',
    reason: t,
    category: t,
    checks: [
      { check: 'selection', passed: false, reason: t, note: t },
      {
        check: 'answer',
        passed: false,
        reason: t,
        expected: [t],
        missing: [t],
        gradedBy: 'judge',
        judge: 'openai:gpt-4.1-mini',
        rubric: t,
        reasoning: t,
      },
    ] as ResultRow['checks'],
    observations: [{ kind: 'result_contains', observed: true, detail: t, spec: t }],
    turns: [{ user: t, reply: t }],
    calls: [call(t, { [t]: t }, { result: undefined, error: t })],
    requests: [{ ...request('GET', `/clusters/${t}`), status: 404, unrouted: true }],
  });
}

async function hostileReport(n = HOSTILE.length): Promise<Report> {
  const report = await buildReport({
    started: new Date(),
    cwd: '.',
    providers: [{ id: 'gemini:x', name: 'gemini', model: 'x', status: 'skipped', reason: text(0) }],
    notices: HOSTILE.map((_, i) => text(i)),
    rows: Array.from({ length: n }, (_, i) => hostileRow(i % HOSTILE.length)),
  });
  report.tools = HOSTILE.map((_, i) => ({ name: text(i) })) as Report['tools'];
  report.coverage = {
    ...report.coverage,
    unexpected: HOSTILE.map((_, i) => text(i)),
  } as Report['coverage'];
  return report;
}

// The raw HTML report.md itself writes; anything else is injected.
const MARKER = /^<!-- mcp-eval-action:[\w-]+ -->$/; // the sticky comment's, on its first line
const OUR_TAGS = new Set([
  '<details>',
  '<summary>',
  '</summary>',
  '</details>',
  '<code>',
  '</code>',
]);

/** The characters of a line that Markdown reads as markup: backslash escapes and code spans
 * removed (CommonMark's rules: a backtick run is closed by the next run of the same length). */
function active(line: string): string {
  let out = '';
  for (let i = 0; i < line.length;) {
    if (line[i] === '\\' && /[!-/:-@[-`{-~]/.test(line[i + 1] ?? '')) {
      i += 2;
      continue;
    }
    const run = /^`+/.exec(line.slice(i))?.[0];
    if (run) {
      const close = new RegExp(`(?<!\`)${run}(?!\`)`).exec(line.slice(i + run.length));
      if (close) {
        out += ' ';
        i += run.length + close.index + run.length;
        continue;
      }
      i += run.length;
      continue;
    }
    out += line[i++];
  }
  return out;
}

const cells = (row: string) => (active(row).match(/\|/g) ?? []).length;

let tried = 0;
/** What the hostile text made of report.md: each problem names the line. */
function inspect(md: string): string[] {
  const problems: string[] = [];
  let fence: string | undefined;
  let columns: number | undefined; // the open table's, from its header
  let details = 0; // open <details> blocks
  for (const [n, line] of md.split('\n').entries()) {
    const at = (what: string) => problems.push(`line ${n + 1}: ${what}: ${line.slice(0, 120)}`);
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker
      )
        fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    // Our GitHub alerts ("> [!NOTE]") are the only bracket markup we write ourselves.
    if (/^> \[!\w+\]$/.test(line)) continue;
    const html = /^<\/?details>/.test(line);
    const body = html ? line : active(line.replace(/^(> ?)+/, ''));
    // A heading: ours name a section; a row's heading holds its scenario id in a code span.
    if (/^ {0,3}#{1,6}(\s|$)/.test(body) && /PWN/.test(body)) at('heading from hostile text');
    if (/^ {0,3}(=+|-+)\s*$/.test(line)) at('setext underline');
    for (const tag of body.match(/<[^<>]*>?/g) ?? []) {
      if (!OUR_TAGS.has(tag) && !(n === 0 && MARKER.test(tag))) at(`raw HTML ${tag}`);
    }
    // Inline and reference links, images, reference definitions (a bare "[x]" is text then).
    if (!html && /\]\(|!\[|\]\[|^\s*\[[^\]]*\]:/.test(body)) at('link or image');
    // GitHub mentions an @name after a non-word character (pass@k is no mention).
    if (/(^|\W)@[A-Za-z0-9]/.test(body)) at('@-mention');
    if (/[\w.+-]@[\w-]+\.\w/.test(body)) at('email autolink');
    details += (body.match(/<details>/g) ?? []).length;
    details -= (body.match(/<\/details>/g) ?? []).length;
    if (details < 0) at('</details> closing what it did not open');
    if (/#\d/.test(body)) at('issue reference');
    if (/(https?|ftp|mailto):|www\./i.test(body)) at('autolink');
    // A table row keeps its header's number of cells.
    if (line.startsWith('|')) {
      columns ??= cells(line);
      if (cells(line) !== columns) at(`row with ${cells(line)} cell bars, header ${columns}`);
    } else columns = undefined;
  }
  if (fence) problems.push(`an unclosed ${fence} fence`);
  if (details) problems.push(`${details} <details> left open`);
  return problems;
}

afterAll(() => {
  console.log(`markdown injections: ${tried} tried, 0 escaped`);
});

/** What a GFM parser makes of `md` that the hostile text could have made: headings, links,
 * images, HTML tags other than report.md's own, each holding or made from "PWN"/"evil". */
function parsed(md: string): string[] {
  const html = micromark(md, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  const found: string[] = [];
  // A row's heading names its scenario in a code span: text, not a heading the text made.
  for (const m of html.matchAll(/<h([1-6])>(.*?)<\/h\1>/g))
    if (/PWN/.test(m[2].replace(/<code>.*?<\/code>/g, '')))
      found.push(`heading: ${m[0].slice(0, 120)}`);
  for (const m of html.matchAll(/<a\b[^>]*>.*?<\/a>/g))
    if (/PWN|evil|octocat|acme|#1\b/i.test(m[0])) found.push(`link: ${m[0].slice(0, 120)}`);
  for (const m of html.matchAll(/<img\b[^>]*>/g)) found.push(`image: ${m[0].slice(0, 120)}`);
  // Tags the parser passed through as raw HTML (its own output has no script, details, comments).
  for (const m of html.matchAll(/<(script|img|details|summary|!--)[^>]*>?/gi))
    if (/PWN|evil|onerror|script|open/i.test(m[0])) found.push(`raw HTML: ${m[0].slice(0, 120)}`);
  return found;
}

describe('report.md with hostile text everywhere', () => {
  it('keeps every hostile string as text in its place', async () => {
    const md = renderMarkdown(await hostileReport());
    tried += HOSTILE.length;
    expect(inspect(md)).toEqual([]);
    expect(parsed(md)).toEqual([]);
    // The hostile text is there, shown, not dropped: each reply whole in its fenced block.
    for (let i = 0; i < HOSTILE.length; i++) {
      expect(md).toContain(`\n${text(i)}\n`);
    }
    expect(md.match(/PWN/g)!.length).toBeGreaterThan(HOSTILE.length * 10);
  });

  it('the checker finds each injection when the text is not escaped', () => {
    // The same checks on raw hostile lines: each must be caught, or the test above proves nothing.
    // Not caught, and harmless here: block markers (they matter at a line's start, in a quote)
    // and backtick runs (they matter only with a span to break out of).
    const benign = new Set([12, 14, 21, 22]);
    const missed = HOSTILE.flatMap((h, i) =>
      inspect(`> ${h}\n\n- **Why:** ${h}\n| a | b |\n|---|---|\n| ${h} | x |`).length ||
      benign.has(i)
        ? []
        : [h],
    );
    expect(missed).toEqual([]);
    // And the parser sees the injections in raw text: a heading, links, an image, raw HTML.
    const raw = parsed(HOSTILE.join('\n\n')).map((f) => f.split(':')[0]);
    expect(new Set(raw)).toEqual(new Set(['heading', 'link', 'image', 'raw HTML']));
  });

  it('a comment cut to the limit closes what it opened and ends with its note', async () => {
    // Enough rows to pass 65,536 characters many times over.
    const md = renderMarkdown(await hostileReport(600));
    expect(md.length).toBeGreaterThan(COMMENT_LIMIT * 3);
    const body = commentBody({ body: md, tag: 'default', artifactName: 'mcp-eval-report' });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(inspect(body)).toEqual([]);
    // The note's own link to the run is the one link there is.
    expect(parsed(body)).toEqual([]);
    expect(body.trimEnd()).toMatch(
      /This report was cut to fit a PR comment.*artifact \(report\.md, report\.json\)\.$/,
    );
    // Cut at a line end: no half of a redaction marker, no half row.
    expect(body).not.toMatch(/REDAC(?!TED)/);
  });

  it('a cut inside a <details> whose lines show "</details>" as code still closes it', () => {
    // The answers section's lines, with a prompt that is a code span holding the closing tag.
    const answer = [
      '<details><summary>❌ <code>a</code></summary>',
      '',
      ...Array.from({ length: 4000 }, () => `- **Prompt:** ${mdInline('`</details>` PWN')}`),
      '',
      '</details>',
    ].join('\n');
    const body = commentBody({ body: answer, tag: 'default', artifactName: 'r' });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(inspect(body)).toEqual([]);
    // The note follows the closed block, so it is not folded away.
    expect(body).toMatch(/<\/details>\n+> \[!NOTE\]\n> This report was cut/);
  });
});
