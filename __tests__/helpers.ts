// Builders for scenarios and transcripts in unit tests: only the fields a test cares about.
import type { Expectation, Scenario, Turn } from '../src/model/scenario.js';
import type { ResultRow } from '../src/model/report.js';
import type { RecordedCall, SpyRequest, Transcript } from '../src/model/transcript.js';

export function expectation(e: Partial<Expectation> = {}): Expectation {
  return { order: 'strict', extra_calls: 'allow', ...e };
}

export function scenario(s: Partial<Scenario> & { expect?: Partial<Expectation> } = {}): Scenario {
  const { expect, ...rest } = s;
  const turns: Turn[] = s.turns ?? [{ user: 'do it', expect: expectation(expect) }];
  return {
    id: 'test',
    origin: { file: 'test.yaml', line: 1, format: 'native' },
    dir: '.',
    tags: [],
    tier: 'selection',
    mode: 'stub',
    repeat: 1,
    max_steps: 8,
    gates: [],
    observe: [],
    ...rest,
    turns,
  };
}

export function call(
  tool: string,
  args: RecordedCall['args'] = {},
  extra: Partial<RecordedCall> = {},
): RecordedCall {
  return { turn: 0, tool, args, result: 'ok', stubbed: true, durationMs: 1, ...extra };
}

export function request(method: string, path: string): SpyRequest {
  return { method, path, query: {}, status: 200, at: 0 };
}

export function transcript(t: Partial<Transcript> & { reply?: string } = {}): Transcript {
  const { reply, ...rest } = t;
  return {
    turns: [{ user: 'do it', reply: reply ?? '' }],
    calls: [],
    requests: [],
    tools: [],
    usage: { inputTokens: 0, outputTokens: 0, cachedTokens: 0 },
    latencyMs: 0,
    ...rest,
  };
}

/** A result row as the runner makes it; a passing stub-mode row unless told otherwise. */
export function resultRow(extra: Partial<ResultRow> = {}): ResultRow {
  return {
    scenario: 's',
    file: 'c.yaml',
    line: 1,
    provider: 'p',
    model: 'm',
    repetition: 0,
    status: 'pass',
    reason: '',
    tier: 'args',
    tags: [],
    mode: 'stub',
    checks: [],
    observations: [],
    turns: [],
    calls: [],
    requests: [],
    hooks: [],
    usage: { inputTokens: 0, outputTokens: 0, cachedTokens: 0 },
    latencyMs: 0,
    attempts: 1,
    ...extra,
  };
}
