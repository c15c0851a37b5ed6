// The action's progress: a log line per finished run, `[12/240] pass list-widgets ·
// openai:gpt-4.1-mini · 1.2 s`, inside one collapsible log group per provider.
//
// Runs finish interleaved: the jobs are queued provider after provider, but with concurrency > 1
// the last runs of one provider finish alongside the first of the next. A group is open for one
// provider at a time, in queue order; a line of a provider whose group is not open yet is held
// back until the group before it has all its runs (at most concurrency − 1 lines wait), so each
// line lands in its provider's group, once, and the log still moves while the run does.
import * as core from '@actions/core';
import { progressLine, type Progress } from '../model/progress.js';

export interface GroupLog {
  info(message: string): void;
  startGroup(name: string): void;
  endGroup(): void;
}

interface Group {
  id: string;
  runs: number;
  left: number;
  held: string[];
}

export function groupedProgress(
  log: GroupLog = core,
): Required<Progress> & { /** Closes a group the run left open (it failed). */ end(): void } {
  let groups: Group[] = [];
  let open = -1;
  const begin = (i: number) => {
    open = i;
    const g = groups[i];
    if (!g) return;
    log.startGroup(`${g.id}: ${g.runs} run(s)`);
    for (const line of g.held.splice(0)) log.info(line);
  };
  // Closes every finished group in order, opening the next.
  const advance = () => {
    while (groups[open]?.left === 0) {
      log.endGroup();
      begin(open + 1);
    }
  };
  return {
    start: (plan) => {
      groups = plan.providers.map((p) => ({ ...p, left: p.runs, held: [] }));
      begin(0);
      advance();
    },
    row: (row, done, total) => {
      const i = groups.findIndex((g) => g.id === row.provider);
      const line = progressLine(row, done, total);
      if (i < 0 || i === open) log.info(line);
      else groups[i].held.push(line);
      if (i >= 0) groups[i].left -= 1;
      advance();
    },
    end: () => {
      if (!groups[open]) return;
      log.endGroup();
      for (const g of groups.slice(open + 1)) {
        if (!g.held.length) continue;
        log.startGroup(`${g.id}: ${g.runs} run(s)`);
        for (const line of g.held.splice(0)) log.info(line);
        log.endGroup();
      }
      open = groups.length;
    },
  };
}
