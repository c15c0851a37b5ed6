import { describe, expect, it } from 'vitest';
import { answer } from '../../src/score/checks/answer.js';
import { args } from '../../src/score/checks/args.js';
import { clarification } from '../../src/score/checks/clarification.js';
import { selection } from '../../src/score/checks/selection.js';
import { sequence } from '../../src/score/checks/sequence.js';
import { normalizeText } from '../../src/score/text.js';
import { call, scenario, transcript } from '../helpers.js';

describe('selection', () => {
  const s = scenario({ expect: { calls: [{ tool: 'list_clusters' }] } });

  it('passes when the expected tool was called', () => {
    expect(selection(s, transcript({ calls: [call('list_clusters')] }))[0].passed).toBe(true);
  });

  it('fails naming the expected and the chosen tool', () => {
    const [r] = selection(s, transcript({ calls: [call('get_cluster')] }));
    expect(r.passed).toBe(false);
    expect(r.reason).toBe('expected list_clusters; the model called get_cluster');
    expect(r.actual).toEqual(['get_cluster']);
  });

  it('does not apply to clarification turns', () => {
    expect(selection(scenario({ expect: { clarification: true } }), transcript())).toEqual([]);
  });
});

describe('args', () => {
  const s = scenario({ expect: { calls: [{ tool: 'get_cluster', args: { id: 'c1' } }] } });

  it('passes on a subset match', () => {
    const [r] = args(s, transcript({ calls: [call('get_cluster', { id: 'c1', verbose: true })] }));
    expect(r.passed).toBe(true);
  });

  it('fails with expected vs actual per key', () => {
    const [r] = args(s, transcript({ calls: [call('get_cluster', { id: 'c2' })] }));
    expect(r.passed).toBe(false);
    expect(r.reason).toBe('get_cluster.id: expected "c1", got "c2"');
  });

  it('prefers the call whose args match when the tool was called twice', () => {
    const t = transcript({
      calls: [call('get_cluster', { id: 'c9' }), call('get_cluster', { id: 'c1' })],
    });
    expect(args(s, t)[0].passed).toBe(true);
  });

  it('never credits a malformed call, and never calls its arguments missing', () => {
    const t = transcript({
      calls: [call('get_cluster', {}, { malformed: 'arguments are not valid JSON: {"id": c1' })],
    });
    expect(selection(s, t)[0]).toMatchObject({
      passed: false,
      reason:
        'expected get_cluster; get_cluster was called but could not be run (arguments are not valid JSON: {"id": c1; see call_format)',
      actual: [],
    });
    expect(args(s, t)[0]).toMatchObject({
      passed: false,
      reason:
        'get_cluster was called but could not be run (arguments are not valid JSON: {"id": c1; see call_format)',
    });
  });
});

describe('sequence', () => {
  const steps = [{ tool: 'status' }, { tool: 'restart' }, { tool: 'status' }];

  it('strict order passes in order, with extra calls allowed by default', () => {
    const s = scenario({ expect: { calls: steps } });
    const t = transcript({ calls: ['status', 'docs', 'restart', 'status'].map((n) => call(n)) });
    expect(sequence(s, t)[0].passed).toBe(true);
  });

  it('strict order fails out of order', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }, { tool: 'b' }] } });
    const [r] = sequence(s, transcript({ calls: [call('b'), call('a')] }));
    expect(r.passed).toBe(false);
    expect(r.reason).toContain('out of the expected order');
  });

  it('any order accepts a permutation', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }, { tool: 'b' }], order: 'any' } });
    expect(sequence(s, transcript({ calls: [call('b'), call('a')] }))[0].passed).toBe(true);
  });

  it('forbidding extra calls names them', () => {
    const s = scenario({ expect: { calls: steps, extra_calls: 'forbid' } });
    const t = transcript({ calls: ['status', 'docs', 'restart', 'status'].map((n) => call(n)) });
    const [r] = sequence(s, t);
    expect(r.passed).toBe(false);
    expect(r.reason).toContain('extra calls: docs');
  });

  it('fails when a step is missing', () => {
    const s = scenario({ expect: { calls: steps } });
    const [r] = sequence(s, transcript({ calls: [call('status'), call('restart')] }));
    expect(r.passed).toBe(false);
    expect(r.reason).toContain('not every step was called');
  });
});

describe('clarification', () => {
  const s = scenario({ expect: { clarification: true } });

  it('passes with a question and no call', () => {
    expect(clarification(s, transcript({ reply: 'Which table?' }))[0].passed).toBe(true);
  });

  it('fails when the model called a tool instead', () => {
    const [r] = clarification(s, transcript({ reply: 'Done', calls: [call('query')] }));
    expect(r.passed).toBe(false);
    expect(r.reason).toContain('the model called query');
  });

  it('fails on an empty reply', () => {
    expect(clarification(s, transcript({ reply: '  ' }))[0].passed).toBe(false);
  });
});

describe('answer (deterministic baseline)', () => {
  const strict = scenario({
    expect: { answer: { includes: ['14 pods', 'test-1'], mode: 'strict' } },
  });
  const loose = scenario({
    expect: { answer: { includes: ['14 pods', 'test-1'], mode: 'loose' } },
  });

  it('strict needs every element, case-insensitive, with numbers written as words', () => {
    expect(
      answer(strict, transcript({ reply: 'There are Fourteen pods in TEST-1.' }))[0].passed,
    ).toBe(true);
    const [r] = answer(strict, transcript({ reply: 'There are 14 pods.' }));
    expect(r.passed).toBe(false);
    expect(r.reason).toBe('strict: missing "test-1" in the final reply (whole words and numbers)');
  });

  it('loose needs any one element', () => {
    expect(answer(loose, transcript({ reply: 'test-1 is fine' }))[0].passed).toBe(true);
    expect(answer(loose, transcript({ reply: 'no idea' }))[0].passed).toBe(false);
  });

  it('normalizes number words and thousands separators', () => {
    expect(normalizeText('Twenty-one  Nodes, 1,024 MB')).toBe('21 nodes, 1024 mb');
  });
});

describe('answer: the final reply, or every text with scope: all', () => {
  const said = ['prod has 5 nodes; let me check.', 'prod has 6 nodes.'];
  const turns = [{ user: 'do it', reply: said[1], said }];
  const final = scenario({ expect: { answer: { includes: ['5 nodes'], mode: 'strict' } } });
  const all = scenario({
    expect: { answer: { includes: ['5 nodes'], mode: 'strict', scope: 'all' } },
  });

  it('a right value said before the call does not excuse a wrong final answer', () => {
    const [r] = answer(final, transcript({ turns }));
    expect(r.passed).toBe(false);
    expect(r.reason).toBe('strict: missing "5 nodes" in the final reply (whole words and numbers)');
  });

  it('scope: all reads every text of the turn, as before', () => {
    const [r] = answer(all, transcript({ turns }));
    expect(r.passed).toBe(true);
    expect(r.reason).toBe(
      'strict: the turn contains every expected element (whole words and numbers)',
    );
    // A report written before `said` existed holds the joined texts in reply.
    expect(answer(all, transcript({ reply: said.join('\n') }))[0].passed).toBe(true);
  });

  it('names a fact found only under a negation, and ignores a value inside an echoed call', () => {
    const s = scenario({ expect: { answer: { includes: ['15'], mode: 'strict' } } });
    expect(answer(s, transcript({ reply: 'not 15 but 5' }))[0].reason).toBe(
      'strict: only under a negation: "15" in the final reply (whole words and numbers)',
    );
    const calls = [call('list_pods', { limit: 15 })];
    expect(
      answer(s, transcript({ reply: 'I asked for {"limit": 15}: 14 pods.', calls }))[0].passed,
    ).toBe(false);
    expect(answer(s, transcript({ reply: 'There are 15 pods.', calls }))[0].passed).toBe(true);
  });
});
