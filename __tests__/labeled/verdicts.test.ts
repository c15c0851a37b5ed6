// The labeled verdict suite: every behaviour in behaviours.ts runs through the real engine against
// a scripted model, and its verdict is compared with the label a careful human gave it. Prints
// the agreement figure; fails listing every disagreement at once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { AREAS, BEHAVIOURS, type Behaviour } from './behaviours.js';
import { runAll, runKey, type GroupResult } from './runner.js';

/** Why a row disagrees with its label, or undefined when it agrees. */
function disagreement(b: Behaviour, row: ResultRow | undefined): string | undefined {
  if (!row) return 'no result row';
  const { status, check } = b.label;
  const calls = row.calls.map(
    (c) => `${c.tool}${c.malformed ? ' (malformed)' : JSON.stringify(c.args)}`,
  );
  const got = `got ${row.status} (${row.reason}) after ${calls.join(' → ') || 'no call'}`;
  if (row.status !== status) return `labeled ${status}${check ? ` by ${check}` : ''}, ${got}`;
  if (b.label.says && !b.label.says.test(row.reason))
    return `labeled a reason matching ${String(b.label.says)}, ${got}`;
  if (!check) return undefined;
  const decided =
    check === 'no-call'
      ? /called no tool/.test(row.reason)
      : row.checks.some(
          (c) =>
            c.check === check &&
            (status === 'inconclusive' ? c.unobserved === true : !c.passed && !c.unobserved),
        );
  return decided ? undefined : `labeled ${status} by ${check}, but ${check} did not decide: ${got}`;
}

describe('labeled verdict suite', () => {
  let results: GroupResult[] = [];
  const rows = new Map<string, ResultRow[]>();

  beforeAll(async () => {
    results = await runAll(BEHAVIOURS);
    for (const r of results)
      for (const row of r.rows) rows.set(row.scenario, [...(rows.get(row.scenario) ?? []), row]);
  }, 120_000);

  it('holds at least 100 labeled behaviours with unique ids, covering every area', () => {
    const ids = BEHAVIOURS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(BEHAVIOURS.length).toBeGreaterThanOrEqual(100);
    expect(AREAS.filter((a) => !BEHAVIOURS.some((b) => b.area === a))).toEqual([]);
  });

  it('runs every behaviour once, exactly as scripted', () => {
    const problems = results.flatMap((r) => r.problems.map((p) => `${r.group}: ${p}`));
    for (const b of BEHAVIOURS) {
      const n = rows.get(b.id)?.length ?? 0;
      if (n !== 1) problems.push(`${b.id}: ${n} result rows`);
      const asked = results.find((r) => r.key === runKey(b))?.requests.get(b.id) ?? 0;
      if (b.model && b.label.status !== 'skipped' && asked === 0)
        problems.push(`${b.id}: the scripted model was never asked`);
      if (b.scenario.skip && asked > 0) problems.push(`${b.id}: skipped, yet the model was asked`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every behaviour the verdict of its label', () => {
    const wrong = new Map<string, string>();
    for (const b of BEHAVIOURS) {
      const why = disagreement(b, rows.get(b.id)?.[0]);
      if (why) wrong.set(b.id, `${b.id} [${b.group}]: ${why}`);
    }
    const disagreements = [...wrong.values()];
    const byArea = AREAS.map((a) => {
      const of = BEHAVIOURS.filter((b) => b.area === a);
      return `${a} ${of.filter((b) => !wrong.has(b.id)).length}/${of.length}`;
    }).join(', ');
    const agree = BEHAVIOURS.length - disagreements.length;
    const pct = ((100 * agree) / BEHAVIOURS.length).toFixed(1);
    const timing = results.map((r) => `${r.key} ${(r.ms / 1000).toFixed(1)} s`).join(', ');
    console.log(
      `labeled verdict suite: ${agree}/${BEHAVIOURS.length} behaviours agree (${pct}%)\n` +
        `by area: ${byArea}\n` +
        `engine runs: ${timing}` +
        (disagreements.length ? `\ndisagreements:\n  ${disagreements.join('\n  ')}` : ''),
    );
    expect(disagreements).toEqual([]);
  });
});
