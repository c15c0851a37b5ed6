// `mcp-eval selftest`: derive the mutants of every scenario, play them with the scripted
// provider through the real engine (one repetition each, after the expected behaviour), then
// score what the corpus caught and add the result to the run's reports.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-selftest-'));
  try {
    const file = path.join(dir, 'selftest.script.json');
    writeFileSync(file, JSON.stringify(script, null, 2));
    const repeats = Object.fromEntries([...derived].map(([id, m]) => [id, m.length + 1]));
    const written = await evaluate({
      ...opts,
      providers: [`scripted:${file}`],
      ids: [...derived.keys()],
      repeats,
    });
    const result = tally(derived, written.report.results, notTested, minScore);
    const out = path.dirname(written.files.json);
    const files: Record<string, string> = {
      ...written.files,
      selftest: path.join(out, SELFTEST_FILE),
    };
    writeFileSync(files.selftest, `${JSON.stringify(result, null, 2)}\n`);
    // The mutants as played: to replay one by hand with `--provider scripted:…`.
    writeFileSync(path.join(out, 'selftest.script.json'), readFileSync(file));
    if (files.md) appendFileSync(files.md, `\n${selftestMarkdown(result)}`);
    if (files.html) addToHtml(files.html, selftestHtml(result));
    return { result, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
