// Finished rows go to disk as they finish, redacted: a run killed outright (out of memory, the
// runner's time limit, SIGKILL) still leaves every finished row in <out>/rows.partial.jsonl.
// Written synchronously, a line a row, so nothing waits in a buffer when the process dies.
// The run keeps each row without its transcript and checks (score/stored-row.ts): the report
// reads those back from here, so memory does not grow with the rows' turns, calls, requests,
// hooks, checks and observations.
// Once the report is written (transcripts.jsonl holds them all), the file is removed; the open
// descriptor still reads it for the report's rows, and closes when no row refers to the log.
// Beside it, run.partial.json holds the run's frame (providers, thresholds, tools): with the rows,
// what `mcp-eval merge <out>/rows.partial.jsonl` rebuilds the report from (report/partial.ts).
// A row the disk refuses (full, closed) is kept whole in memory instead, and said once.
import {
  closeSync,
  mkdirSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { ResultRow } from '../model/report.js';
import type { Redactor } from '../redact/redact.js';
import { IS_HEAVY, redactCallSeams, storedRow, type RowSource } from '../score/stored-row.js';
import { PARTIAL_FRAME, PARTIAL_ROWS, type Frame } from '../model/partial-frame.js';

export { PARTIAL_ROWS };

// Descriptors of logs no longer reachable (nor any row read from them).
const descriptors = new FinalizationRegistry<number>((fd) => closeSync(fd));

export class RowLog implements RowSource {
  readonly file: string;
  readonly frameFile: string | undefined;
  private readonly fd: number;
  private writing = true;
  /** What the disk said when it refused a row; the rows after it are not in the file. */
  fault: unknown;
  private size = 0;
  /** The row read last: a row's four heavy fields are read one after the other. */
  private last: { offset: number; row: ResultRow } | undefined;

  constructor(
    out: string,
    private readonly redactor: Redactor,
    frame?: Frame,
    private readonly onFault?: (err: unknown) => void,
  ) {
    mkdirSync(out, { recursive: true });
    this.file = path.join(out, PARTIAL_ROWS);
    if (frame) {
      this.frameFile = path.join(out, PARTIAL_FRAME);
      writeFileSync(this.frameFile, JSON.stringify(redactor.redactDeep(frame)) + '\n');
    }
    this.fd = openSync(this.file, 'w+');
    descriptors.register(this, this.fd);
  }

  /** Writes the row; what the run keeps of it: the row with its transcript left here. */
  add(row: ResultRow): ResultRow {
    if (!this.writing) return row;
    // Redacted a field at a time: what the transcript's redaction replaced is counted apart, as
    // the report's writer searches only the fields kept in memory (stored-row.ts).
    const fields = row as unknown as Record<string, unknown>;
    const clean: Record<string, unknown> = {};
    let redactions = 0;
    for (const key of Object.keys(row)) {
      const before = this.redactor.count;
      const value = key === 'calls' ? redactCallSeams(this.redactor, row.calls) : fields[key];
      clean[key] = this.redactor.redactDeep(value);
      if (IS_HEAVY.has(key)) redactions += this.redactor.count - before;
    }
    const line = Buffer.from(JSON.stringify(clean) + '\n');
    const offset = this.size;
    try {
      for (let done = 0; done < line.length;) {
        done += writeSync(this.fd, line, done, line.length - done, offset + done);
      }
    } catch (err) {
      // The row stays whole in memory: the report can still be written if room comes back.
      this.fault = err;
      this.writing = false;
      this.onFault?.(err);
      return row;
    }
    this.size += line.length;
    return storedRow(row, { source: this, offset, length: line.length, redactions });
  }

  read(offset: number, length: number): ResultRow {
    if (this.last?.offset !== offset) {
      const bytes = Buffer.allocUnsafe(length);
      for (let done = 0; done < length;) {
        const n = readSync(this.fd, bytes, done, length - done, offset + done);
        if (n === 0) throw new Error(`${this.file}: a row ends early at byte ${offset + done}`);
        done += n;
      }
      this.last = { offset, row: JSON.parse(bytes.toString('utf8')) as ResultRow };
    }
    return this.last.row;
  }

  /** No more rows: the run is over, or failed. The rows kept still read theirs. */
  end(): void {
    this.writing = false;
  }

  /** The report that holds every row is written: the partial file has done its job. */
  remove(): void {
    this.end();
    rmSync(this.file, { force: true });
    if (this.frameFile) rmSync(this.frameFile, { force: true });
  }
}
