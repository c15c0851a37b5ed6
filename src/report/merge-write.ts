// Merge, compare with a baseline when one is given, write: what `mcp-eval merge` and the action's
// merge mode do, so that the merged report is published like a run's.
import path from 'node:path';
import type { BaseRun } from '../model/comparison.js';
import { compareReports } from '../compare/index.js';
import { loadReport } from '../compare/load.js';
import { mergeShards, type MergeOptions } from './merge.js';
import { chooseFormats } from './outputs/formats.js';
import { writeReport } from './write.js';
import type { Written } from '../model/api.js';
import { writeLocked } from './out-lock.js';
import { shownOut } from './out-folder.js';

export interface MergeWriteOptions extends MergeOptions {
  out: string;
  env: NodeJS.ProcessEnv;
  formats?: string[];
  baseline?: { path: string; run?: BaseRun };
  /** Told of a dead run's lock on the output folder, taken over. */
  notice?: (line: string) => void;
}

export async function mergeAndWrite(opts: MergeWriteOptions): Promise<Written> {
  chooseFormats(opts.formats); // an unknown format fails first
  const base = opts.baseline && (await loadReport(opts.baseline.path, opts.cwd, 'baseline'));
  const report = await mergeShards(opts);
  if (base) {
    // By its path; a baseline from a workflow run is named by that run (compareReports).
    const run = opts.baseline?.run;
    const label = path.relative(opts.cwd, base.file) || base.file;
    report.comparison = compareReports(base.report, report, label, run);
  }
  const out = path.resolve(opts.cwd, opts.out);
  return writeLocked(
    out,
    shownOut(opts),
    'mcp-eval merge',
    () => writeReport(report, out, opts.env, [], opts.formats),
    opts.notice,
  );
}
