// Runs labeled behaviours through the real engine (evaluate()), one engine run per group: the
// example server, its spy routes, the behaviours' scenarios as one corpus file, and the scripted
// model behind a loopback fake of its API (or the replay provider). Groups run side by side.
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import type { ResultRow } from '../../src/model/report.js';
import { evaluate } from '../../src/run/evaluate.js';
import type { Behaviour, Engine, Group } from './behaviours.js';
import { startScriptedModel, type Scripted, type ScriptedModel } from './fake-model.js';
import type { Api } from '../fakes/wire.js';
import { startFake, type FakeServer } from '../fakes/wire.js';
import { obedientReply } from '../fakes/obedient-judge.js';
import { toStep } from './grounded/scripted.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLE_SERVER = path.join(ROOT, 'examples/server/dist/index.js');
/** A loopback port nothing listens on: the API URL of a server not wired to the spy. */
const DEAD_API = 'http://127.0.0.1:9';

interface GroupSetup {
  api?: Api;
  /** The scripted provider plays the behaviours' moves from a file (grounded/scripted.ts). */
  scripted?: boolean;
  /** The provider as the config names it (retries: 1; the fake's errors say retry at once). */
  provider?: Record<string, unknown>;
  env?: (url: string) => Record<string, string>;
  serverEnv: Record<string, string>;
  concurrency: number;
}

const openai = {
  api: 'openai' as const,
  provider: { provider: 'openai', model: 'gpt-4.1-mini', retries: 1 },
  env: (url: string) => ({ OPENAI_API_KEY: 'labeled-key', OPENAI_BASE_URL: `${url}/v1` }),
};
const WIRED = { OPS_API_URL: '${spy.url}' };

const GROUPS: Record<Group, GroupSetup> = {
  openai: { ...openai, serverEnv: WIRED, concurrency: 4 },
  anthropic: {
    api: 'anthropic',
    provider: { provider: 'anthropic', model: 'claude-scripted', retries: 1 },
    env: (url) => ({ ANTHROPIC_API_KEY: 'labeled-key', ANTHROPIC_BASE_URL: url }),
    serverEnv: WIRED,
    concurrency: 2,
  },
  gemini: {
    api: 'gemini',
    provider: { provider: 'gemini', model: 'gemini-2.5-flash', retries: 1 },
    env: (url) => ({ GEMINI_API_KEY: 'labeled-key', GOOGLE_GEMINI_BASE_URL: url }),
    serverEnv: WIRED,
    concurrency: 2,
  },
  unwired: { ...openai, serverEnv: { OPS_API_URL: DEAD_API }, concurrency: 2 },
  // The spy's URL is passed, under a name the example server does not read.
  miswired: {
    ...openai,
    serverEnv: { OPS_API_URL: DEAD_API, API_URL: '${spy.url}' },
    concurrency: 2,
  },
  replay: { serverEnv: WIRED, concurrency: 2 },
  scripted: {
    scripted: true,
    provider: { provider: 'scripted', file: 'scripted.yaml' },
    serverEnv: WIRED,
    concurrency: 4,
  },
  // One worker, so that the refused key is met before the next scenario starts.
  auth: { ...openai, serverEnv: WIRED, concurrency: 1 },
};

export interface GroupResult {
  group: Group;
  /** Which engine run (runKey). */
  key: string;
  /** The run had the obedient judge (behaviours with `judge`). */
  judged: boolean;
  rows: ResultRow[];
  /** Harness problems: script overruns, untagged requests. */
  problems: string[];
  /** Model API requests per behaviour id. */
  requests: Map<string, number>;
  ms: number;
}

const silent = { info: () => undefined, notice: () => undefined, warn: () => undefined };

/** The spy routes of the example config at the repository root. */
function exampleSpy(): unknown {
  return (parse(readFileSync(path.join(ROOT, 'mcp-eval.yaml'), 'utf8')) as { spy: unknown }).spy;
}

/** The behaviour's scenario with its id, its first user message tagged for the fake model. */
export function corpusEntry(b: Behaviour): Record<string, unknown> {
  const s = structuredClone(b.scenario);
  const tag = ` [ref:${b.id}]`;
  if (typeof s.prompt === 'string') s.prompt += tag;
  else {
    const turns = s.turns as { user: string }[];
    turns[0] = { ...turns[0], user: turns[0].user + tag };
  }
  return { id: b.id, ...s };
}

/** The engine run a behaviour belongs to: its group, with the judge, or an engine of its own. */
export const runKey = (b: Pick<Behaviour, 'group' | 'judge' | 'engine'>): string =>
  `${b.group}${b.judge ? '+judge' : ''}${b.engine ? `+${b.engine.name}` : ''}`;

export async function runGroup(
  group: Group,
  behaviours: Behaviour[],
  judged = false,
  engine?: Engine,
): Promise<GroupResult> {
  const started = performance.now();
  const setup = GROUPS[group];
  const server = engine?.server ?? {
    command: process.execPath,
    args: [EXAMPLE_SERVER],
    env: setup.serverEnv,
  };
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), `mcp-eval-labeled-${group}-`)));
  let model: ScriptedModel | undefined;
  let judge: FakeServer | undefined;
  try {
    // The judge (an OpenAI-compatible fake) that obeys any instruction outside its data.
    if (judged) judge = await startFake(obedientReply);
    if (setup.api) {
      const scripts = new Map<string, Scripted>(
        behaviours.map((b) => [b.id, { model: b.model, retry: b.retry }]),
      );
      model = await startScriptedModel(setup.api, scripts);
    }
    if (setup.scripted) {
      const turns = (b: Behaviour) => (b.model ?? []).map((t) => t.map(toStep));
      const file = { behaviours: behaviours.map((b) => ({ scenario: b.id, turns: turns(b) })) };
      writeFileSync(path.join(dir, 'scripted.yaml'), stringify(file));
    }
    writeFileSync(
      path.join(dir, 'corpus.yaml'),
      stringify({ scenarios: behaviours.map(corpusEntry) }),
    );
    const config = path.join(dir, 'mcp-eval.yaml');
    writeFileSync(
      config,
      stringify({
        server,
        mode: 'live',
        spy: engine?.spy ?? exampleSpy(),
        ...(engine?.client ? { client: engine.client } : {}),
        corpus: ['corpus.yaml'],
        concurrency: engine?.concurrency ?? setup.concurrency,
        ...(setup.provider ? { providers: [setup.provider] } : {}),
        ...(judge
          ? {
              judge: {
                provider: 'openai-compatible',
                model: 'obedient-judge',
                base_url: `${judge.url}/v1`,
                retries: 1,
              },
            }
          : {}),
      }),
    );
    const outcome = await evaluate({
      cwd: dir,
      config,
      out: path.join(dir, 'report'),
      ...(setup.api || setup.scripted ? {} : { providers: ['replay'] }),
      log: silent,
      // Nothing inherited: the fake's URL and a dummy key only.
      env: model && setup.env ? setup.env(model.url) : {},
    });
    return {
      group,
      key: runKey({ group, judge: judged ? 'obedient' : undefined, engine }),
      judged,
      rows: outcome.report.results,
      problems: model?.problems ?? [],
      requests: model?.requests ?? (setup.scripted ? played(outcome.report.results) : new Map()),
      ms: performance.now() - started,
    };
  } finally {
    await model?.close();
    await judge?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The scripted provider counts no requests: a row that ran and found its behaviour played. */
const played = (rows: ResultRow[]) =>
  new Map(
    rows.map((r) => [
      r.scenario,
      r.status === 'skipped' || /scripted: no behaviour/.test(r.reason) ? 0 : 1,
    ]),
  );

/** Every behaviour, one engine run per group (per group with the judge, per engine of its
 * own), side by side. */
export async function runAll(behaviours: Behaviour[]): Promise<GroupResult[]> {
  const groups = new Map<string, Behaviour[]>();
  for (const b of behaviours) {
    const key = runKey(b);
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return Promise.all(
    [...groups.values()].map(([first, ...rest]) =>
      runGroup(first.group, [first, ...rest], !!first.judge, first.engine),
    ),
  );
}
