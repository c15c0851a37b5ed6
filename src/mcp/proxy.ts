// The spy MCP proxy: every tool call goes through here, is recorded, and is answered from
// the scenario's stubs (stub mode) or forwarded to the server under test (live mode).
import type { ExpectedCall, Json, Mode } from '../corpus/types.js';
import type { ToolSpec } from '../providers/types.js';
import type { RecordedCall } from '../run/transcript.js';
import { matchArgs } from '../score/matchers.js';
import type { CallOutcome, Upstream } from './upstream.js';

export const DEFAULT_STUB: Json = { ok: true };

export class SpyProxy {
  private calls: RecordedCall[] = [];
  private mode: Mode = 'live';
  private steps: ExpectedCall[] = [];
  private used = new Set<ExpectedCall>();
  /** Bumped per scenario: a call still running when its scenario timed out is not logged. */
  private epoch = 0;
  private readonly names: Set<string>;

  constructor(
    private readonly upstream: Upstream,
    private readonly defaultStub: Json = DEFAULT_STUB,
  ) {
    this.names = new Set(upstream.tools.map((t) => t.name));
  }

  get tools(): ToolSpec[] {
    return this.upstream.tools;
  }

  /** Starts a scenario: a fresh call log, answered in `mode`. */
  begin(mode: Mode): void {
    this.calls = [];
    this.epoch++;
    this.mode = mode;
    this.expect([]);
  }

  /** The expected steps of the current turn, whose stubs answer matching calls. */
  expect(steps: ExpectedCall[]): void {
    this.steps = steps;
    this.used = new Set();
  }

  async call(
    turn: number,
    tool: string,
    args: Record<string, Json>,
    signal: AbortSignal,
  ): Promise<CallOutcome> {
    const started = performance.now();
    const epoch = this.epoch;
    const record = (outcome: CallOutcome, stubbed: boolean): CallOutcome => {
      if (epoch !== this.epoch) return outcome;
      this.calls.push({
        turn,
        tool,
        args,
        ...(outcome.isError ? { error: outcome.text } : { result: outcome.text }),
        stubbed,
        durationMs: performance.now() - started,
      });
      return outcome;
    };
    if (!this.names.has(tool))
      return record({ text: `Unknown tool: ${tool}`, isError: true }, false);
    if (this.mode === 'stub') return record(this.stub(tool, args), true);
    try {
      return record(await this.upstream.call(tool, args, signal), false);
    } catch (err) {
      return record(
        { text: err instanceof Error ? err.message : String(err), isError: true },
        false,
      );
    }
  }

  /** Records a call the model made that could not be run (bad arguments, unknown name). */
  malformed(turn: number, tool: string, reason: string): CallOutcome {
    const text = `Invalid tool call: ${reason}`;
    this.calls.push({
      turn,
      tool,
      args: {},
      error: text,
      malformed: reason,
      stubbed: false,
      durationMs: 0,
    });
    return { text, isError: true };
  }

  takeCalls(): RecordedCall[] {
    const calls = this.calls;
    this.calls = [];
    return calls;
  }

  private stub(tool: string, args: Record<string, Json>): CallOutcome {
    const free = this.steps.filter((s) => s.tool === tool && !this.used.has(s));
    const step = free.find((s) => !s.args || matchArgs(s.args, args).length === 0) ?? free[0];
    if (step) this.used.add(step);
    const value = step?.stub !== undefined ? step.stub : this.defaultStub;
    return { text: typeof value === 'string' ? value : JSON.stringify(value), isError: false };
  }
}
