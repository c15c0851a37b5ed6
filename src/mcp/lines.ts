// Splits a server's stdout into lines with bounded memory: a line longer than the cap keeps only
// its head (the first `cap` bytes) and its last bytes, however much the server writes.

const TAIL_BYTES = 4096;

/** A line that passed the cap: its size, its first `cap` bytes, its last few. */
export interface LongLine {
  bytes: number;
  head: Buffer;
  tail: Buffer;
}

export class LineSplitter {
  private chunks: Buffer[] = [];
  private size = 0;
  private tail = Buffer.alloc(0);

  constructor(
    private readonly cap: number,
    private readonly onLine: (line: string) => void,
    private readonly onLongLine: (line: LongLine) => void,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(0x0a, start);
      this.add(end === -1 ? chunk.subarray(start) : chunk.subarray(start, end));
      if (end === -1) return;
      this.finish();
      start = end + 1;
    }
  }

  private add(piece: Buffer): void {
    if (piece.length === 0) return;
    const room = Math.max(0, this.cap - this.size);
    if (room > 0) this.chunks.push(piece.subarray(0, room));
    if (piece.length > room) {
      const over = piece.subarray(room);
      // A copy: the tail must not keep a whole chunk of the stream alive.
      this.tail = Buffer.from(
        over.length >= TAIL_BYTES
          ? over.subarray(-TAIL_BYTES)
          : Buffer.concat([this.tail, over]).subarray(-TAIL_BYTES),
      );
    }
    this.size += piece.length;
  }

  private finish(): void {
    const head = Buffer.concat(this.chunks);
    const { size, tail } = this;
    this.chunks = [];
    this.size = 0;
    this.tail = Buffer.alloc(0);
    if (size > this.cap) this.onLongLine({ bytes: size, head, tail });
    else if (size > 0) this.onLine(head.toString('utf8').replace(/\r$/, ''));
  }
}
