// report.md's summary table (also the job summary's and the PR comment's) renders as a GFM table
// when nothing was scored: every row skipped, errored or cancelled, or no scenario at all (a fork
// pull request without a key). Checked with a real GFM parser, not by eye.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { ProviderInfo, ResultRow } from '../../src/model/report.js';
import type { Status } from '../../src/model/verdict.js';
import { resultRow } from '../helpers.js';
import { ROOT, runCli, workspace } from '../commands/run-cli.js';

const skippedProvider: ProviderInfo = {
  id: 'openai:gpt-4.1-mini',
  name: 'openai',
  model: 'gpt-4.1-mini',
  status: 'skipped',
  reason: 'OPENAI_API_KEY is not set',
};

const rowsOf = (status: Status): ResultRow[] =>
  ['a', 'b'].map((scenario) =>
    resultRow({ scenario, status, provider: 'openai:gpt-4.1-mini', reason: status }),
  );

/** The summary table as GFM renders it: its header cells and each body row's cells. */
function summaryTable(md: string): { header: string[]; body: string[][] } | undefined {
  const html = micromark(md, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  const table = html.match(/<table>([\s\S]*?)<\/table>/)?.[1];
  if (!table) return undefined;
  const cells = (row: string, tag: 'th' | 'td') =>
    [...row.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);
  const head = table.match(/<thead>([\s\S]*?)<\/thead>/)?.[1] ?? '';
  const body = table.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? '';
  return {
    header: cells(head, 'th'),
    body: [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => cells(m[1], 'td')),
  };
}

async function rendered(rows: ResultRow[], providers: ProviderInfo[]) {
  const md = renderMarkdown(
    await buildReport({ started: new Date(), cwd: '.', providers, notices: [], rows }),
  );
  // The raw lines too: GFM pads or drops cells silently, so the column counts are checked here.
  const raw = md
    .split('\n')
    .filter((l) => l.startsWith('| provider |'))
    .map((l) => l.split('|').length);
  const delimiter = md.split('\n').find((l, i, all) => all[i - 1]?.startsWith('| provider |'));
  return { md, table: summaryTable(md), headerPipes: raw[0], delimiter };
}

describe('the summary table when nothing was scored', () => {
  for (const status of ['skipped', 'errored', 'cancelled'] as const) {
    it(`is a table when every row is ${status}`, async () => {
      const { table, headerPipes, delimiter } = await rendered(rowsOf(status), [
        { ...skippedProvider, status: status === 'skipped' ? 'skipped' : 'ran' },
      ]);
      expect(table).toBeDefined();
      expect(table!.header[0]).toBe('provider');
      expect(table!.header.at(-1)).toBe('overall');
      expect(delimiter!.split('|').length).toBe(headerPipes);
      for (const row of table!.body) expect(row).toHaveLength(table!.header.length);
      expect(table!.body[0][0]).toBe('openai:gpt-4.1-mini');
    });
  }

  it('is a table with the skipped provider and its reason when no scenario ran', async () => {
    const { table, headerPipes, delimiter } = await rendered([], [skippedProvider]);
    expect(table).toBeDefined();
    expect(table!.header).toEqual(['provider', 'overall']);
    expect(delimiter).toBe('|---|---|');
    expect(headerPipes).toBe(delimiter!.split('|').length);
    expect(table!.body).toEqual([['openai:gpt-4.1-mini', 'skipped: OPENAI_API_KEY is not set']]);
  });

  it('is a table (header only) when there are neither scenarios nor providers', async () => {
    const { table } = await rendered([], []);
    expect(table).toEqual({ header: ['provider', 'overall'], body: [] });
  });

  it('is a table in the report.md of a real run whose only provider has no key', async () => {
    // A fork pull request: the provider is skipped, the run exits 0, and the summary says why.
    const out = workspace({});
    const r = await runCli(
      ['run', '--provider', 'openai:gpt-4.1-mini', '--tags', 'smoke', '--out', out],
      ROOT,
    );
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(path.join(out, 'report.md'), 'utf8');
    expect(summaryTable(md)).toEqual({
      header: ['provider', 'overall'],
      body: [['openai:gpt-4.1-mini', 'skipped: OPENAI_API_KEY is not set']],
    });
  }, 60_000);
});
