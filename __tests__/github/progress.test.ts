// The action's progress: each line in its provider's log group, once, even when runs of two
// providers finish interleaved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupedProgress, type GroupLog } from '../../src/github/progress.js';
import type { ResultRow } from '../../src/model/report.js';

const row = (provider: string, scenario: string) =>
  ({ status: 'pass', scenario, provider, latencyMs: 1500, repetition: 0 }) as ResultRow;

function recorder(): GroupLog & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    info: (m) => void log.push(m),
    startGroup: (name) => void log.push(`group ${name}`),
    endGroup: () => void log.push('end'),
  };
}

const plan = {
  total: 5,
  providers: [
    { id: 'replay', runs: 3 },
    { id: 'openai:gpt-4.1-mini', runs: 2 },
  ],
};

describe('groupedProgress', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds back a line of the next provider until the group before it is complete', () => {
    const out = recorder();
    const p = groupedProgress(out);
    p.start(plan);
    p.row(row('replay', 'a'), 1, 5);
    p.row(row('openai:gpt-4.1-mini', 'a'), 2, 5); // finished early, alongside replay's last runs
    p.row(row('replay', 'b'), 3, 5);
    expect(out.log).toEqual([
      'group replay: 3 run(s)',
      '[1/5] pass a · replay · 1.5 s',
      '[3/5] pass b · replay · 1.5 s',
    ]);
    p.row(row('replay', 'c'), 4, 5);
    p.row(row('openai:gpt-4.1-mini', 'b'), 5, 5);
    p.end();
    expect(out.log).toEqual([
      'group replay: 3 run(s)',
      '[1/5] pass a · replay · 1.5 s',
      '[3/5] pass b · replay · 1.5 s',
      '[4/5] pass c · replay · 1.5 s',
      'end',
      'group openai:gpt-4.1-mini: 2 run(s)',
      '[2/5] pass a · openai:gpt-4.1-mini · 1.5 s',
      '[5/5] pass b · openai:gpt-4.1-mini · 1.5 s',
      'end',
    ]);
  });

  it('closes the open group and flushes held lines when the run stops early', () => {
    const out = recorder();
    const p = groupedProgress(out);
    p.start(plan);
    p.row(row('openai:gpt-4.1-mini', 'a'), 1, 5);
    p.end();
    p.end();
    expect(out.log).toEqual([
      'group replay: 3 run(s)',
      'end',
      'group openai:gpt-4.1-mini: 2 run(s)',
      '[1/5] pass a · openai:gpt-4.1-mini · 1.5 s',
      'end',
    ]);
  });

  it('does nothing when the run never started (a setup error)', () => {
    const out = recorder();
    groupedProgress(out).end();
    expect(out.log).toEqual([]);
  });

  it('writes ::group:: and ::endgroup:: through @actions/core by default', () => {
    let stdout = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
    const p = groupedProgress();
    p.start({ total: 1, providers: [{ id: 'replay', runs: 1 }] });
    p.row(row('replay', 'a'), 1, 1);
    p.end();
    expect(stdout.split(/\r?\n/).filter(Boolean)).toEqual([
      '::group::replay: 1 run(s)',
      '[1/1] pass a · replay · 1.5 s',
      '::endgroup::',
    ]);
  });
});
