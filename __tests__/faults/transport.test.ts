// What a faulty server's stdout can look like to the transport, byte by byte: messages split
// anywhere, CRLF, a message past the cap (cut in the middle of an escape or a character).
import { describe, expect, it } from 'vitest';
import { cutAnswer, cutMessageId, cutResult } from '../../src/mcp/cut.js';
import { LineSplitter, type LongLine } from '../../src/mcp/lines.js';
import { faultCounter } from './helpers.js';

const fault = faultCounter('transport');

function split(cap: number, ...chunks: string[]) {
  const lines: string[] = [];
  const long: LongLine[] = [];
  const s = new LineSplitter(
    cap,
    (l) => lines.push(l),
    (l) => long.push(l),
  );
  for (const c of chunks) s.push(Buffer.from(c));
  return { lines, long };
}

describe('the stdout line splitter', () => {
  it(
    'joins a message split across chunks, drops CR and blank lines',
    fault(async () => {
      const { lines } = split(100, '{"a":', '1}\r\n\n{"b"', ':2}\n{"c"');
      expect(lines).toEqual(['{"a":1}', '{"b":2}']);
    }),
  );

  it(
    'keeps only the head and the tail of a line past the cap, and goes on after it',
    fault(async () => {
      const body = 'x'.repeat(10_000);
      const { lines, long } = split(
        64,
        `{"head":"${body.slice(0, 5000)}`,
        `${body}","id":7}\n{"ok":1}\n`,
      );
      expect(long).toHaveLength(1);
      expect(long[0].bytes).toBe(9 + 5000 + 10_000 + 9);
      expect(long[0].head.toString()).toBe(`{"head":"${'x'.repeat(55)}`);
      expect(long[0].tail.toString().endsWith('x","id":7}')).toBe(true);
      expect(long[0].tail.length).toBeLessThanOrEqual(4096);
      expect(lines).toEqual(['{"ok":1}']);
    }),
  );
});

describe('an answer made from a cut message', () => {
  const waiting = new Map<string | number, string>([[3, 'tools/call']]);
  const cut = (head: string, tail = '"}]},"jsonrpc":"2.0","id":3}') => ({
    bytes: 123_456_789,
    head: Buffer.from(head),
    tail: Buffer.from(tail),
  });

  it(
    'decodes the text up to the cut, dropping an escape or a character cut in half',
    fault(async () => {
      const head = '{"result":{"content":[{"type":"text","text":"line\\none \\u00e9\\u00';
      const line = cut(head);
      const answer = cutAnswer(line, cutMessageId(line, waiting)!, 'tools/call');
      expect(answer).toMatchObject({
        id: 3,
        result: { content: [{ type: 'text', text: 'line\none é' }] },
      });
      const utf8 = Buffer.from('{"result":{"content":[{"type":"text","text":"ab€');
      const half = { ...line, head: utf8.subarray(0, utf8.length - 1) };
      expect(cutAnswer(half, 3, 'tools/call')).toMatchObject({
        result: { content: [{ text: 'ab' }] },
      });
    }),
  );

  it(
    'is no answer when the message is not a result (a notification past the cap)',
    fault(async () => {
      expect(
        cutMessageId(cut('{"method":"notifications/message","params":{"data":"'), waiting),
      ).toBe(undefined);
    }),
  );

  it(
    'notes the size the text had, or the whole message had, and the limit',
    fault(async () => {
      expect(cutResult('€€€', 4)).toBe('€\n[cut: 9 bytes; limit 4 (server.max_result_bytes)]');
      expect(cutResult('short', 100)).toBe('short');
      expect(cutResult('short', 100, 123_456_789)).toBe(
        'short\n[cut: 123,456,789 bytes (the whole message); limit 100 (server.max_result_bytes)]',
      );
    }),
  );
});
