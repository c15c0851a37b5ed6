// Scores picks made elsewhere (a raw results file) against the corpus, with the same checks
// and the same report as a run: each pick becomes a transcript, as if the model had made it.
//   { model, run_date, results: [ {tier, id, picked_tool, picked_args}
//                               | {tier, id, picked_sequence: [{tool, args}]} ] }
// A pick is looked up in the tier it names (see picks.ts); one missing there counts as a
// failure in that tier, in no category.
import path from 'node:path';
import { loadConfig } from '../corpus/config.js';
import { chooseThresholds } from './thresholds.js';
import { loadConfiguredCorpus } from '../corpus/configured.js';
import { TIERED_TIERS } from '../corpus/formats/tiered-thresholds.js';
import { zodProblems } from '../corpus/problems.js';
import { isProblem, readSource } from '../corpus/source.js';
import type { Scenario, Tier } from '../model/scenario.js';
import type { Logger } from '../model/log.js';
import { SetupError } from '../errors.js';
import type { Provider } from '../providers/types.js';
import { buildReport } from '../report/build.js';
import type { ResultRow } from '../model/report.js';
import { writeReport } from '../report/write.js';
import type { Written } from '../model/api.js';
import { writeLocked } from '../report/out-lock.js';
import { shownOut } from '../report/out-folder.js';
import { chooseFormats } from '../report/outputs/formats.js';
import { score } from '../score/verdict.js';
import { emptyTranscript } from '../model/transcript.js';
import { row } from '../score/row.js';
import { describeSetup } from './announce.js';
import type { Via } from '../model/api.js';
import {
  indexByTier,
  missingReason,
  pickKey,
  rawResultsSchema,
  scenarioKey,
  transcriptOf,
} from './picks.js';

export interface RescoreOptions {
  cwd: string;
  /** The raw results file. */
  raw: string;
  config?: string;
  corpus?: string[];
  thresholds?: string;
  out: string;
  /** Which report files to write (`--format`); the defaults when absent. */
  formats?: string[];
  log: Logger;
  env?: NodeJS.ProcessEnv;
  via?: Via;
}

export async function rescore(opts: RescoreOptions): Promise<Written> {
  const started = new Date();
  const env = opts.env ?? process.env;
  chooseFormats(opts.formats); // an unknown --format fails first
  const config = await loadConfig(opts.config, opts.cwd);
  const corpus = await loadConfiguredCorpus(config, { cwd: opts.cwd, corpus: opts.corpus, env });
  const rawFile = path.resolve(opts.cwd, opts.raw);
  const shown = path.relative(opts.cwd, rawFile) || opts.raw;
  const source = await readSource(rawFile, shown);
  if (isProblem(source)) throw new SetupError(`Cannot read ${opts.raw}`, [source]);
  const parsed = rawResultsSchema.safeParse(source.data);
  if (!parsed.success) {
    throw new SetupError(
      `${opts.raw} is not a raw results file ({model, run_date, results: [...]})`,
      zodProblems(parsed.error, source),
    );
  }
  const raw = parsed.data;
  const provider: Provider = {
    id: raw.model,
    name: 'raw',
    model: raw.model,
    start: () => {
      throw new Error('a raw results file is scored, never run');
    },
  };
  const index = indexByTier(corpus.scenarios);
  const seen = new Map<string, number>();
  const rows: ResultRow[] = raw.results.map((pick, i) => {
    // Every pick counts, a duplicate too: as a further repetition.
    const repetition = seen.get(pickKey(pick)) ?? 0;
    seen.set(pickKey(pick), repetition + 1);
    const scenario = index.get(pickKey(pick));
    if (!scenario) {
      const missing: Scenario = {
        id: pick.id,
        origin: { file: shown, line: source.lineOf(['results', i]), format: 'raw' },
        dir: path.dirname(rawFile),
        tags: [],
        tier: TIERED_TIERS[pick.tier] as Tier,
        mode: 'stub',
        repeat: 1,
        max_steps: 1,
        turns: [],
        gates: [],
        observe: [],
      };
      const reason = missingReason(pick, index);
      return row(
        { scenario: missing, provider, repetition },
        emptyTranscript(),
        [],
        { status: 'fail', reason },
        1,
      );
    }
    const t = transcriptOf(scenario, pick);
    const verdict = score(scenario, t);
    // No retry here: a missing pick is a failure, as in the source.
    if (verdict.status === 'inconclusive') {
      Object.assign(verdict, { status: 'fail', reason: 'no tool was picked' });
    }
    return row({ scenario, provider, repetition }, t, [], verdict, 1);
  });

  const notices = [
    `Scored ${raw.results.length} pick(s) of ${raw.model}${raw.run_date ? ` (run ${raw.run_date})` : ''} from ${shown}; no model was called.`,
    ...corpus.notices,
  ];
  const unpicked = corpus.scenarios.filter((s) => !seen.has(scenarioKey(s))).map((s) => s.id);
  if (unpicked.length) {
    notices.push(
      `${unpicked.length} corpus scenario(s) have no pick in ${shown}: ${unpicked.slice(0, 20).join(', ')}${unpicked.length > 20 ? ', …' : ''}`,
    );
  }
  const { thresholds, from } = await chooseThresholds(
    { option: opts.thresholds, config: config.thresholds, corpus: corpus.thresholds?.thresholds },
    opts.cwd,
  );
  for (const line of describeSetup({
    cwd: opts.cwd,
    configFile: config.file,
    via: opts.via,
    thresholds,
    thresholdsFrom: from,
  }))
    opts.log.info(line);
  for (const n of notices) opts.log.notice(n);
  const report = await buildReport({
    started,
    config: config.file,
    cwd: opts.cwd,
    providers: [{ id: provider.id, name: provider.name, model: provider.model, status: 'ran' }],
    notices,
    rows,
    thresholds,
  });
  const out = path.resolve(opts.cwd, opts.out);
  return writeLocked(
    out,
    shownOut(opts),
    'mcp-eval score',
    () => writeReport(report, out, env, [], opts.formats),
    (line) => opts.log.warn(line),
  );
}
