// Setup errors end a run with exit code 2 and a message meant for a person, never a stack.

export interface Problem {
  file: string;
  line?: number;
  column?: number;
  /** Dotted path of the offending field, e.g. scenarios[3].expect.calls[0].tool */
  field?: string;
  message: string;
}

/** What an error says, whatever was thrown. */
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function formatProblem(p: Problem): string {
  const where = [p.file, p.line, p.line && p.column ? p.column : undefined]
    .filter((x) => x !== undefined)
    .join(':');
  return `${where}: ${p.field ? `${p.field}: ` : ''}${p.message}`;
}

/** By file, then line and column: the order a person fixes them in. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}

export class SetupError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
    this.name = 'SetupError';
  }

  /** The whole message: the summary, then one line per problem. */
  describe(): string {
    return [this.message, ...this.problems.map((p) => `  ${formatProblem(p)}`)].join('\n');
  }
}

/** What the run's cancel cut short while it was only starting (a server's start-up, its tool
 * list): the run ends as cancelled, not with a setup error. */
export class CancelledError extends Error {
  constructor(signal: AbortSignal) {
    super(`cancelled by ${String(signal.reason ?? 'cancel')}`);
    this.name = 'CancelledError';
  }
}
