// `mcp-eval selftest`: derive the mutants of every scenario, play them with the scripted
// provider through the real engine (one repetition each, after the expected behaviour), then
// score what the corpus caught and add the result to the run's reports.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SetupError } from '../errors.js';
import type { Script } from '../model/scripted.js';
import { evaluate } from '../run/evaluate.js';
import type { EvalOptions } from '../run/options.js';
import { prepare } from '../run/prepare.js';
import { Servers } from '../run/servers.js';
import { deriveMutants, expectedTurns, type Mutant } from './mutants.js';
import { selftestHtml, selftestMarkdown } from './render.js';
import { tally, type SelftestResult } from './tally.js';

/** Where the result goes in the output folder, beside report.json. */
export const SELFTEST_FILE = 'selftest.json';
const SCRIPT_FILE = 'selftest.script.json';

export interface SelftestOutcome {
  result: SelftestResult;
  files: Record<string, string>;
}

export async function selftest(opts: EvalOptions, minScore?: number): Promise<SelftestOutcome> {
  const plan = await prepare(opts);
  const derived = new Map<string, Mutant[]>();
  const notTested: SelftestResult['notTested'] = [];
  const script: Script = { behaviours: [] };
  const servers = new Servers(plan.target, 1, opts.log);
  try {
    for (const s of plan.scenarios) {
      if (s.skip) notTested.push({ id: s.id, why: `skipped: ${s.skip}` });
      else if (s.known_failure) notTested.push({ id: s.id, why: 'a known failure' });
      if (s.skip || s.known_failure) continue;
      const tools = await servers.tools(s);
      const mutants = deriveMutants(s, tools);
      derived.set(s.id, mutants);
      const variants = [expectedTurns(s, tools), ...mutants.map((m) => m.turns)];
      script.behaviours.push({ scenario: s.id, variants: variants.map((turns) => ({ turns })) });
    }
  } finally {
    await servers.stop();
  }
  if (!derived.size)
    throw new SetupError(
      'Nothing to self-test: every selected scenario is skipped or a known failure',
    );
  // The mutants as played, kept beside the reports: one replays by hand with `--provider
  // scripted:…` (variant k of a scenario is its repetition k).
  const out = path.resolve(opts.cwd, opts.out);
  mkdirSync(out, { recursive: true });
  const file = path.join(out, SCRIPT_FILE);
  writeFileSync(file, `${JSON.stringify(script, null, 2)}\n`);
  const repeats = Object.fromEntries([...derived].map(([id, m]) => [id, m.length + 1]));
  const written = await evaluate({
    ...opts,
    providers: [`scripted:${path.relative(opts.cwd, file) || file}`],
    ids: [...derived.keys()],
    repeats,
  });
  const result = tally(derived, written.report.results, notTested, minScore);
  const files: Record<string, string> = {
    ...written.files,
    selftest: path.join(path.dirname(written.files.json), SELFTEST_FILE),
    script: file,
  };
  writeFileSync(files.selftest, `${JSON.stringify(result, null, 2)}\n`);
  if (files.md) appendFileSync(files.md, `\n${selftestMarkdown(result)}`);
  if (files.html) addToHtml(files.html, selftestHtml(result));
  return { result, files };
}

/** The section goes last in the page's body. */
function addToHtml(file: string, section: string): void {
  const page = readFileSync(file, 'utf8');
  const end = page.lastIndexOf('</body>');
  writeFileSync(
    file,
    end < 0 ? page + section : `${page.slice(0, end)}${section}\n${page.slice(end)}`,
  );
}
