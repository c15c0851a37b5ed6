// Where the engine says what it does: the CLI prints to stderr, the action to the job log.
export interface Logger {
  info(message: string): void;
  notice(message: string): void;
  warn(message: string): void;
  /** Told the values that become secret once the config is read (`${env:NAME}` passed to the
   * server), so that what the logger prints can be redacted (report/redact.ts). */
  secrets?(values: string[]): void;
}
