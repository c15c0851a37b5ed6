// The scripted provider plays a file of behaviours (model/scripted.ts) as if a model chose them:
// the engine runs its calls through the spy, feeds results back and scores them like any model's.
// Used to show that a corpus catches wrong behaviour (the self-test's mutants) and in tests.
import type { ScriptedBehaviour, Script, ScriptedStep } from '../model/scripted.js';
import type { Turn } from '../model/scenario.js';
import { toModelCall } from './common.js';
import type { ToolNameMap } from './names.js';
import {
  ProviderError,
  type ChatSession,
  type ModelStep,
  type Provider,
  type SessionOptions,
} from './types.js';
import type { ToolSpec } from '../model/tool.js';

/** `scripted:FILE` or `{ provider: scripted, file }`, the file already loaded and checked. */
export function scriptedProvider(id: string, file: string, script: Script): Provider {
  return {
    id,
    name: 'scripted',
    model: file,
    start: (tools, options) => new ScriptedSession(file, script, tools, options),
  };
}

/** The first behaviour that names the scenario's id, else its first prompt (exact, then regex). */
export function findBehaviour(
  script: Script,
  scenario: string | undefined,
  prompt: string,
): ScriptedBehaviour | undefined {
  const { behaviours } = script;
  return (
    (scenario === undefined ? undefined : behaviours.find((b) => b.scenario === scenario)) ??
    behaviours.find((b) => b.prompt === prompt) ??
    behaviours.find((b) => b.prompt_regex !== undefined && new RegExp(b.prompt_regex).test(prompt))
  );
}

/** The steps per turn that repetition `k` plays: `repeats[k]`, else variant k mod n. */
export function variantFor(b: ScriptedBehaviour, k: number): ScriptedStep[][] {
  const variants = b.variants ?? [{ turns: b.turns, steps: b.steps }];
  const v = variants[b.repeats?.[String(k)] ?? k % variants.length];
  return v.turns ?? [v.steps ?? []];
}

const HTTP_KIND = (status: number) =>
  status === 401 || status === 403
    ? 'auth'
    : status === 429
      ? 'rate-limit'
      : status === 503 || status === 529
        ? 'overloaded'
        : status >= 500
          ? 'server'
          : 'bad-request';

class ScriptedSession implements ChatSession {
  private turns?: ScriptedStep[][];
  private turn = -1;
  private next = 0;
  private calls = 0;
  private readonly names: ToolNameMap;

  constructor(
    private readonly file: string,
    private readonly script: Script,
    tools: ToolSpec[],
    private readonly options: SessionOptions = {},
  ) {
    // The file names MCP tools as they are; a name the server lacks is a made-up tool.
    const known = new Set(tools.map((t) => t.name));
    this.names = { toApi: (n) => n, toMcp: (n) => (known.has(n) ? n : undefined) };
  }

  async user(turn: Turn, signal: AbortSignal): Promise<ModelStep> {
    if (!this.turns) {
      const { scenario } = this.options;
      const found = findBehaviour(this.script, scenario?.id, turn.user);
      if (!found) {
        const which = scenario ? `scenario "${scenario.id}"` : `the prompt "${turn.user}"`;
        throw new ProviderError(
          'bad-request',
          `scripted: no behaviour in ${this.file} for ${which}`,
        );
      }
      this.turns = variantFor(found, scenario?.repetition ?? 0);
    }
    this.turn++;
    this.next = 0;
    return this.play(signal);
  }

  async results(_outcomes: unknown, signal: AbortSignal): Promise<ModelStep> {
    return this.play(signal);
  }

  private async play(signal: AbortSignal): Promise<ModelStep> {
    // A turn the file has no (more) steps for ends with an empty answer.
    const step = this.turns?.[this.turn]?.[this.next++];
    if (!step) return { text: '', calls: [] };
    if (step.fault !== undefined) return fault(step.fault, signal);
    const calls =
      step.calls ?? (step.call ? [{ call: step.call, args: step.args, raw: step.raw }] : []);
    return {
      text: step.text ?? '',
      calls: calls.map((c) =>
        toModelCall(`scripted-${++this.calls}`, c.call, c.raw ?? c.args ?? {}, this.names),
      ),
    };
  }
}

function fault(f: NonNullable<ScriptedStep['fault']>, signal: AbortSignal): Promise<never> {
  if (f === 'timeout')
    return Promise.reject(new ProviderError('timeout', 'scripted: the model API timed out'));
  if (f === 'hang')
    return new Promise((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error('scripted: aborted')), {
        once: true,
      }),
    );
  const message = f.message ?? `the model API answered ${f.status}`;
  return Promise.reject(new ProviderError(HTTP_KIND(f.status), `scripted: ${message}`, f.status));
}
