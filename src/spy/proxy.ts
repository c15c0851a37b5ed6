// The spy MCP proxy: every tool call goes through here, is recorded, and is answered from
// the scenario's stubs (stub mode) or forwarded to the server under test (live mode).
import type { ElicitStep, ExpectedCall, Mode } from '../model/scenario.js';
import { DEFAULTS } from '../model/defaults.js';
import { errorMessage } from '../errors.js';
import type { Json } from '../model/json.js';
import type { ToolSpec } from '../model/tool.js';
import type { Elicitation, Probe, RecordedCall } from '../model/transcript.js';
import { matchArgs } from '../match/args.js';
import type { CallOutcome, Upstream } from '../mcp/upstream.js';
import type { ServerAsks } from '../mcp/types.js';
import { TransportError } from '../mcp/types.js';
import { ScriptedUser } from './user.js';

/** The server under test exited during a scenario. */
export class ServerGoneError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerGoneError';
  }
}

export class SpyProxy {
  private calls: RecordedCall[] = [];
  private probes: Probe[] = [];
  /** The replay self-test: each successful live call of an `idempotentHint: true` tool is sent
   * again with the same arguments, and its requests kept apart (score/checks/idempotent.ts). */
  private probing = false;
  private mode: Mode = 'live';
  private steps: ExpectedCall[] = [];
  private used = new Set<ExpectedCall>();
  /** Bumped per scenario: a call still running when its scenario timed out is not logged. */
  private epoch = 0;
  private readonly pending = new Set<RecordedCall>();
  private readonly names: Set<string>;
  private readonly user = new ScriptedUser();
  /** Who answers what the server asks during a call (sampling): the scenario's. */
  private asks?: (turn: number, call: number) => ServerAsks;

  constructor(
    private readonly upstream: Upstream,
    private readonly defaultStub: Json = DEFAULTS.defaultStub,
  ) {
    this.names = new Set(upstream.tools.map((t) => t.name));
  }

  get tools(): ToolSpec[] {
    return this.upstream.tools;
  }

  /** Why the server behind this proxy is gone, if it is. */
  gone(): string | undefined {
    return this.upstream.gone();
  }

  close(): Promise<void> {
    return this.upstream.close();
  }

  /** Starts a scenario: a fresh call log, answered in `mode`; the server's elicitation requests
   * answered by `elicit` (the scenario's answers), its sampling requests by `asks`. */
  begin(
    mode: Mode,
    opts: {
      probeIdempotent?: boolean;
      elicit?: ElicitStep[];
      asks?: (turn: number, call: number) => ServerAsks;
    } = {},
  ): void {
    this.user.begin(opts.elicit);
    this.asks = opts.asks;
    this.calls = [];
    this.probes = [];
    this.probing = mode === 'live' && opts.probeIdempotent === true;
    this.pending.clear();
    this.epoch++;
    this.mode = mode;
    this.expect([]);
  }

  /** The expected steps of the current turn, whose stubs answer matching calls; and the turn's
   * answers to elicitation requests. */
  expect(steps: ExpectedCall[], elicit?: ElicitStep[]): void {
    this.user.expect(elicit);
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
    // Logged now, filled in when it ends: the log keeps the order the model made parallel calls
    // in, not the order they happened to finish.
    const entry: RecordedCall = { turn, tool, args, stubbed: false, durationMs: 0 };
    this.pending.add(entry);
    const index = this.calls.push(entry) - 1;
    const record = (outcome: CallOutcome, stubbed: boolean): CallOutcome => {
      this.pending.delete(entry);
      if (epoch !== this.epoch) return outcome;
      Object.assign(entry, outcome.isError ? { error: outcome.text } : { result: outcome.text }, {
        ...(outcome.rejected ? { rejected: true } : {}),
        ...(outcome.structured ? { structured: outcome.structured } : {}),
        stubbed,
        durationMs: performance.now() - started,
      });
      return outcome;
    };
    if (!this.names.has(tool)) {
      // As the providers mark a call to a tool the server does not offer.
      entry.malformed = `unknown tool "${tool}"`;
      return record({ text: `Unknown tool: ${tool}`, isError: true }, false);
    }
    if (this.mode === 'stub') return record(this.stub(tool, args), true);
    try {
      const outcome = record(
        await this.upstream.call(
          tool,
          args,
          signal,
          { kind: 'call', index },
          this.callAsks(turn, index, entry, epoch),
        ),
        false,
      );
      if (this.probing && !outcome.isError && this.idempotent(tool) && epoch === this.epoch)
        await this.probe(index, tool, args, signal);
      return outcome;
    } catch (err) {
      // A server that died is not a tool error the model caused: the scenario cannot be judged.
      const gone = this.upstream.gone();
      if (gone) {
        this.pending.delete(entry);
        this.calls = this.calls.filter((c) => c !== entry);
        throw new ServerGoneError(gone);
      }
      const text = errorMessage(err);
      const outcome = record({ text, isError: true }, false);
      // Kept on the record, and the scenario errored: no answer came to judge it on.
      if (err instanceof TransportError) throw err;
      return outcome;
    }
  }

  /** What the server asks (sampling, the scenario's) and tells (a task, progress: kept on the
   * call's entry while its scenario lasts) during one call. */
  private callAsks(turn: number, index: number, entry: RecordedCall, epoch: number): ServerAsks {
    const current = () => epoch === this.epoch;
    const sample = this.asks?.(turn, index).sample;
    return {
      // The server's questions while the call runs go to this scenario's scripted user; one
      // that comes after the scenario ended is declined and not logged.
      elicit: (params) =>
        current()
          ? this.user.answer({ turn, call: index, callsBefore: this.calls.length }, params)
          : { action: 'decline' },
      ...(sample ? { sample } : {}),
      task: (record) => {
        if (current()) entry.task = record;
      },
      progress: (note) => {
        if (current()) (entry.progress ??= []).push(note);
      },
    };
  }

  /** The server's prompt `name` as the user's message: its messages' text (with their roles when
   * there are several). */
  async prompt(name: string, args: Record<string, string>, signal: AbortSignal): Promise<string> {
    const why = `The scenario starts from the server's prompt "${name}" (prompt.mcp)`;
    if (this.mode === 'stub' || !this.upstream.prompt)
      throw new Error(`${why}, which needs a live server: this scenario runs in stub mode`);
    let messages;
    try {
      messages = await this.upstream.prompt(name, args, signal);
    } catch (err) {
      throw new Error(`${why}: prompts/get failed: ${errorMessage(err)}`, { cause: err });
    }
    if (!messages.length) throw new Error(`${why}: prompts/get returned no message`);
    return messages.length === 1
      ? messages[0].text
      : messages.map((m) => `${m.role}: ${m.text}`).join('\n\n');
  }

  /** idempotentHint means something only when readOnlyHint is false (MCP spec). */
  private idempotent(tool: string): boolean {
    const a = this.upstream.tools.find((t) => t.name === tool)?.annotations;
    return a?.idempotentHint === true && a.readOnlyHint !== true;
  }

  /** The same call again, before the model sees the first's result; its failure is recorded,
   * never the model's. */
  private async probe(
    call: number,
    tool: string,
    args: Record<string, Json>,
    signal: AbortSignal,
  ): Promise<void> {
    const started = performance.now();
    const index = this.probes.length;
    const probe: Probe = { call, durationMs: 0 };
    this.probes.push(probe);
    try {
      const out = await this.upstream.call(tool, args, signal, { kind: 'probe', index });
      Object.assign(probe, out.isError ? { error: out.text } : { result: out.text });
    } catch (err) {
      probe.error = errorMessage(err);
    }
    probe.durationMs = performance.now() - started;
  }

  /** The scenario's elicitation requests and their answers. */
  takeElicitations(): Elicitation[] {
    return this.user.take();
  }

  /** The scenario's idempotence probes. */
  takeProbes(): Probe[] {
    const probes = this.probes;
    this.probes = [];
    return probes;
  }

  /** Records a call the model asked for that was not run (e.g. past `max_steps`). */
  notRun(turn: number, tool: string, args: Record<string, Json>, reason: string): void {
    this.calls.push({
      turn,
      tool,
      args,
      error: `not run: ${reason}`,
      notRun: reason,
      stubbed: false,
      durationMs: 0,
    });
  }

  /** Records a call the model made that could not be run (bad arguments, unknown name). */
  malformed(turn: number, tool: string, reason: string, raw?: string): CallOutcome {
    const text = `Invalid tool call: ${reason}`;
    this.calls.push({
      turn,
      tool,
      args: {},
      error: text,
      malformed: reason,
      ...(raw !== undefined ? { raw } : {}),
      stubbed: false,
      durationMs: 0,
    });
    return { text, isError: true };
  }

  /** The scenario's calls; one still running (the scenario timed out) is marked unanswered. */
  takeCalls(): RecordedCall[] {
    const calls = this.calls.map((c) =>
      this.pending.has(c)
        ? { ...c, error: 'no answer before the scenario ended', unanswered: true as const }
        : c,
    );
    this.calls = [];
    this.pending.clear();
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
