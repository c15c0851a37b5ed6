// The fault suite's figures in one line: each test file adds what it tried to a folder the
// global setup made (files run in separate processes), and the teardown sums them (issue 25.9).
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Tally {
  faults?: { tried: number; survived: number };
  secrets?: { planted: number; leaked: number };
  /** Process scans after a run, and the processes of the run they found still alive. */
  orphans?: { scans: number; found: number };
}

const ENV = 'MCP_EVAL_FAULT_TALLY';

/** Adds a file's figures; a no-op outside a run with the global setup (a single file run). */
export function addTally(t: Tally): void {
  const dir = process.env[ENV];
  if (dir) appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify(t)}\n`);
}

/** vitest's globalSetup: the folder before the files run, the summed line after. */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-tally-'));
  process.env[ENV] = dir;
  return () => {
    const sum = { tried: 0, survived: 0, planted: 0, leaked: 0, scans: 0, found: 0 };
    let any = false;
    for (const file of readdirSync(dir))
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
        const t = JSON.parse(line) as Tally;
        any = true;
        Object.assign(sum, {
          tried: sum.tried + (t.faults?.tried ?? 0),
          survived: sum.survived + (t.faults?.survived ?? 0),
          planted: sum.planted + (t.secrets?.planted ?? 0),
          leaked: sum.leaked + (t.secrets?.leaked ?? 0),
          scans: sum.scans + (t.orphans?.scans ?? 0),
          found: sum.found + (t.orphans?.found ?? 0),
        });
      }
    rmSync(dir, { recursive: true, force: true });
    if (any)
      console.log(
        `fault suite: ${sum.tried} faults tried, ${sum.survived} survived; ` +
          `${sum.planted} secrets planted, ${sum.leaked} leaked; ` +
          `${sum.found} orphan processes in ${sum.scans} scans after a run`,
      );
  };
}
