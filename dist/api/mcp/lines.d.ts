/** A line that passed the cap: its size, its first `cap` bytes, its last few. */
export interface LongLine {
    bytes: number;
    head: Buffer;
    tail: Buffer;
}
export declare class LineSplitter {
    private readonly cap;
    private readonly onLine;
    private readonly onLongLine;
    private chunks;
    private size;
    private tail;
    constructor(cap: number, onLine: (line: string) => void, onLongLine: (line: LongLine) => void);
    push(chunk: Buffer): void;
    private add;
    private finish;
}
