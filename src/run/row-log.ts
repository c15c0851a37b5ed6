// Finished rows go to disk as they finish, redacted: a run killed outright (out of memory, the
// runner's time limit, SIGKILL) still leaves every finished row in <out>/rows.partial.jsonl.
// Written synchronously, a line a row, so nothing waits in a buffer when the process dies.
// Once the report is written (transcripts.jsonl holds them all), the file is removed.
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { ResultRow } from '../model/report.js';
import type { Redactor } from '../report/redact.js';

export const PARTIAL_ROWS = 'rows.partial.jsonl';

export class RowLog {
  readonly file: string;
  private fd: number | undefined;

  constructor(
    out: string,
    private readonly redactor: Redactor,
  ) {
    mkdirSync(out, { recursive: true });
    this.file = path.join(out, PARTIAL_ROWS);
    this.fd = openSync(this.file, 'w');
  }

  add(row: ResultRow): void {
    if (this.fd !== undefined)
      writeSync(this.fd, JSON.stringify(this.redactor.redactDeep(row)) + '\n');
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  /** The report that holds every row is written: the partial file has done its job. */
  remove(): void {
    this.close();
    rmSync(this.file, { force: true });
  }
}
