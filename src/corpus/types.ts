// The normalized scenario every loader produces and every later stage consumes.

export type Mode = 'live' | 'stub';
export type Tier = 'selection' | 'args' | 'sequence' | 'clarification' | 'answer' | 'safety';
export const TIERS: readonly Tier[] = [
  'selection',
  'args',
  'sequence',
  'clarification',
  'answer',
  'safety',
];

/** A JSON value; args and stubs are plain data. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface ExpectedCall {
  tool: string;
  /** Subset match by default; values may be matchers ({ $regex: ... }). */
  args?: Record<string, Json>;
  /** In stub mode, what the spy answers when this step is called. */
  stub?: Json;
}

export interface AnswerExpectation {
  includes: string[];
  mode: 'strict' | 'loose';
}

export interface Expectation {
  calls?: ExpectedCall[];
  order: 'strict' | 'any';
  extra_calls: 'allow' | 'forbid';
  clarification?: boolean;
  answer?: AnswerExpectation;
  /** Only the turn's first call is scored (the model's primary pick); later calls are ignored. */
  first_call_only?: boolean;
}

export interface Turn {
  user: string;
  expect: Expectation;
}

export interface RequestPattern {
  method?: string;
  /** `*` matches within one path segment, `**` across segments. */
  path?: string;
}

export type Gate =
  | { kind: 'no_request'; request: RequestPattern }
  | { kind: 'no_mutation' }
  | { kind: 'no_call'; tool: string; args?: Record<string, Json> }
  | { kind: 'tools_exposed'; tools: string[] }
  | { kind: 'tools_hidden'; tools: string[] };

export type Observation =
  | { kind: 'result_contains'; text: string }
  | { kind: 'first_tool'; tool: string }
  | { kind: 'called'; tool: string }
  | { kind: 'request'; request: RequestPattern };

/** Overrides of the server under test for one scenario; they get their own server process. */
export interface ServerOverride {
  env?: Record<string, string>;
  args?: string[];
}

/** Where a scenario came from, so every message can point at it. */
export interface Origin {
  file: string;
  line: number;
  format: string;
  /** Where a field of the normalized scenario (e.g. turns[0].expect.calls[1].tool) was written. */
  locate?: (path: readonly (string | number)[]) => { line: number; field: string };
}

export interface Scenario {
  id: string;
  origin: Origin;
  /** Folder hooks run in (the corpus file's folder). */
  dir: string;
  category?: string;
  tags: string[];
  type?: string;
  tier: Tier;
  mode: Mode;
  /** Seconds. */
  timeout?: number;
  repeat: number;
  skip?: string;
  known_failure?: string;
  server?: ServerOverride;
  max_steps: number;
  turns: Turn[];
  gates: Gate[];
  observe: Observation[];
  before?: string;
  after?: string;
  /** Hooks are scripts written to a file in `dir` and run from there (answer fixtures). */
  hooks_as_files?: boolean;
  /** What the scenario checks, in words. */
  description?: string;
}
