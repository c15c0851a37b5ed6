// One report file written as a stream: its pieces encoded into one reused buffer, written when
// it fills. No whole-file string is built, and no large one: every string stays small and
// short-lived, so garbage collection stays cheap however many rows the report holds.
// Each piece is searched once more for the secrets' forms as written (a value escaped once more
// by a renderer is among them).
// Written beside the file, then renamed over it: a write the disk refuses half-way leaves no
// half file behind (nor a half report that reads as whole).
import { open, rename, rm } from 'node:fs/promises';

/** Bytes gathered before a write. */
const BUFFER = 1 << 20;

export interface PlainRedaction {
  /** The text with each form as written replaced. */
  redact(text: string): string;
  /** The longest form's length (0: nothing to search for). */
  longest: number;
}

/** For a text searched already. */
export const SEARCHED: PlainRedaction = { redact: (text) => text, longest: 0 };

/** A long text in slices, none ending in half of a surrogate pair. */
export function* slices(text: string, size = BUFFER / 4): Generator<string> {
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + size);
    if (to < text.length && /[\uD800-\uDBFF]/.test(text[to - 1])) to--;
    yield text.slice(from, to);
    from = to;
  }
}

export async function streamFile(
  file: string,
  pieces: Iterable<string>,
  plain: PlainRedaction,
): Promise<void> {
  const part = `${file}.tmp`;
  try {
    await write(part, pieces, plain);
    await rename(part, file);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
}

async function write(file: string, pieces: Iterable<string>, plain: PlainRedaction) {
  const handle = await open(file, 'w');
  const buffer = Buffer.allocUnsafe(BUFFER);
  let used = 0;
  // A write may take fewer bytes than it was given: the rest goes in the next.
  const writeAll = async (bytes: Buffer, length: number) => {
    for (let done = 0; done < length;) {
      done += (await handle.write(bytes, done, length - done)).bytesWritten;
    }
  };
  const flush = async () => {
    await writeAll(buffer, used);
    used = 0;
  };
  const append = async (text: string) => {
    // At most 3 bytes of UTF-8 for each UTF-16 unit.
    if (used + text.length * 3 > BUFFER) await flush();
    if (text.length * 3 <= BUFFER) used += buffer.write(text, used);
    else {
      const bytes = Buffer.from(text);
      await writeAll(bytes, bytes.length);
    }
  };
  try {
    // A form cut between two pieces is searched whole with the next: that many characters wait.
    const overlap = Math.max(0, plain.longest - 1);
    let held = '';
    for (const piece of pieces) {
      if (!overlap) {
        await append(piece);
        continue;
      }
      const text = plain.redact(held + piece);
      let cut = Math.max(0, text.length - overlap);
      // Never half of a surrogate pair in a write: it would be encoded as U+FFFD.
      if (cut && /[\uD800-\uDBFF]/.test(text[cut - 1])) cut--;
      held = text.slice(cut);
      await append(text.slice(0, cut));
    }
    await append(held);
    await flush();
  } finally {
    await handle.close();
  }
}
