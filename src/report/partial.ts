// A run's report rebuilt from what it left in its output folder when the report could not be
// written (disk full, folder closed) or it was killed: the rows (rows.partial.jsonl, a row a
// line) and the run's frame (run.partial.json: providers, thresholds, tools... as the run began).
// `mcp-eval merge <out>/rows.partial.jsonl` writes it; shard runs' row logs merge as shards.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { resultSchema, type Report, type ResultRow } from '../model/report.js';
import { PARTIAL_FRAME, type Frame } from '../model/partial-frame.js';
import type { Loaded } from '../model/api.js';
import { SetupError } from '../errors.js';
import { priceRow, usageReport } from '../score/usage.js';
import { buildReport } from './build.js';
import { cause } from './out-folder.js';

/** True for a path that names a row log rather than a report. */
export function isRowLog(where: string): boolean {
  return where.endsWith('.jsonl');
}

/** The report of the run that left `where` (its rows.partial.jsonl), as the run would have
 * written it but for what only its end knows (rate-limit and cancel notices, the cache). */
export async function rebuildReport(where: string, cwd: string): Promise<Loaded> {
  const file = path.resolve(cwd, where);
  const shown = path.relative(cwd, file) || file;
  const frameFile = path.join(path.dirname(file), PARTIAL_FRAME);
  let frame: Frame;
  try {
    frame = JSON.parse(await readFile(frameFile, 'utf8')) as Frame;
  } catch (err) {
    throw new SetupError(
      `Cannot rebuild a report from ${shown}: its run's ${PARTIAL_FRAME} beside it cannot be read (${cause(err)})`,
    );
  }
  const { rows, cut } = await readRows(file, shown);
  const priced = rows.map((r) => priceRow(r, frame.prices));
  const report = await buildReport({
    started: new Date(frame.startedAt),
    cwd: '.',
    providers: frame.providers,
    notices: [
      ...frame.notices,
      `Rebuilt from ${path.basename(file)}: ${rows.length} row(s) the run wrote before it ended without its report` +
        (cut ? ' (its last line, cut short, is left out)' : ''),
    ],
    rows: priced,
    thresholds: frame.thresholds,
    expectedTools: frame.expectedTools,
    extra: {
      ...(frame.config ? { config: frame.config } : {}),
      tools: frame.tools,
      ...(frame.tokens ? { tokens: frame.tokens } : {}),
      ...(frame.judge ? { judge: frame.judge } : {}),
      ...(frame.shard ? { shard: frame.shard } : {}),
      usage: usageReport(priced, frame.providers, frame.prices, frame.judgeModel),
    },
  });
  return { report: report as Report, file };
}

/** Every row; a last line cut short (the run was killed while writing it) is left out. */
async function readRows(file: string, shown: string) {
  const rows: ResultRow[] = [];
  let pending: { line: number; message: string } | undefined;
  let line = 0;
  try {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    for await (const text of lines) {
      line++;
      if (pending) break;
      if (!text.trim()) continue;
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (err) {
        pending = { line, message: `not JSON: ${(err as Error).message}` };
        continue;
      }
      const parsed = resultSchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SetupError(`${shown} holds a line that is not a result row`, [
          { file: shown, line, field: issue.path.join('.'), message: issue.message },
        ]);
      }
      rows.push(data as ResultRow);
    }
  } catch (err) {
    if (err instanceof SetupError) throw err;
    throw new SetupError(`Cannot read ${shown}: ${cause(err)}`);
  }
  // A line that does not parse is only allowed last.
  if (pending && pending.line < line) {
    throw new SetupError(`${shown} is not a row log`, [{ file: shown, ...pending }]);
  }
  return { rows, cut: !!pending };
}
