// terminalSafe: what the CLI prints of a server's, a hook's or a model's text does nothing to the
// terminal: escape sequences removed whole, other control characters shown as U+FFFD.
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../src/report/terminal.js';

describe('terminalSafe', () => {
  it.each([
    ['a screen clear (CSI)', 'a\x1b[2Jb', 'ab'],
    ['a colour (SGR)', 'a\x1b[31mred\x1b[0m', 'ared'],
    ['an OSC 52 clipboard write ended by BEL', 'a\x1b]52;c;aGVsbG8=\x07b', 'ab'],
    ['an OSC ended by ST', 'a\x1b]0;title\x1b\\b', 'ab'],
    ['an OSC left open: up to the line end', 'a\x1b]0;title\nb', 'a\nb'],
    ['a DCS', 'a\x1bP+q\x1b\\b', 'ab'],
    ['a C1 CSI', 'a\x9b2Jb', 'ab'],
    ['a C1 OSC ended by C1 ST', 'a\x9d0;t\x9cb', 'ab'],
    ['a reset (ESC c)', 'a\x1bcb', 'ab'],
    ['BEL', 'a\x07b', 'a\ufffdb'],
    ['backspace', 'a\x08b', 'a\ufffdb'],
    ['a carriage return that would overwrite the line', 'ok\rFAKE', 'ok\ufffdFAKE'],
    ['DEL and a C1 control', 'a\x7fb\x85c', 'a\ufffdb\ufffdc'],
  ])('%s', (_, input, output) => {
    expect(terminalSafe(input)).toBe(output);
  });

  it('keeps newlines, tabs and any printable text; CRLF becomes LF', () => {
    expect(terminalSafe('a\tb\r\nc\nd — é 日本 ✓')).toBe('a\tb\nc\nd — é 日本 ✓');
    const clean = 'plain text, nothing to do';
    expect(terminalSafe(clean)).toBe(clean);
  });
});
