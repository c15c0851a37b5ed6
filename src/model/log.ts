// Where the engine says what it does: the CLI prints to stderr, the action to the job log.
export interface Logger {
  info(message: string): void;
  notice(message: string): void;
  warn(message: string): void;
}
