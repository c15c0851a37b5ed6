import { describe, expect, it } from 'vitest';
import { fitMarkdown, utf8Bytes } from '../../src/github/truncate.js';

const note = '> [!NOTE]\n> cut';

describe('fitMarkdown', () => {
  it('leaves text within the limit alone', () => {
    expect(fitMarkdown('short\n', { limit: 100, note })).toEqual({
      text: 'short\n',
      truncated: false,
    });
  });

  it('cuts at the end of a line, never inside one', () => {
    const text = 'line one\nline two\nline three is long enough\n';
    const { text: out, truncated } = fitMarkdown(text, { limit: 40, note });
    expect(truncated).toBe(true);
    expect(out).toBe('line one\nline two\n\n> [!NOTE]\n> cut\n');
    expect(out.length).toBeLessThanOrEqual(40);
  });

  it('never ends inside a code fence', () => {
    const text = 'intro\n```\ncode 1\ncode 2\ncode 3\n```\nafter\n' + 'x'.repeat(100);
    const { text: out } = fitMarkdown(text, { limit: 50, note });
    expect(out).toBe('intro\n\n> [!NOTE]\n> cut\n');
  });

  it('cuts after a closed fence', () => {
    const text = '~~~\ncode\n~~~\nmore\n' + 'y'.repeat(100) + '\n';
    const { text: out } = fitMarkdown(text, { limit: 45, note });
    expect(out).toBe('~~~\ncode\n~~~\nmore\n\n> [!NOTE]\n> cut\n');
  });

  it('closes an open <details> block it cut into', () => {
    const text =
      '<details><summary>Failures</summary>\n\n- one\n- two\n' +
      '- more\n'.repeat(50) +
      '</details>\n';
    const { text: out } = fitMarkdown(text, { limit: 120, note });
    expect(out.length).toBeLessThanOrEqual(120);
    expect(out).toMatch(/- one\n- two\n(- more\n)*<\/details>\n\n> \[!NOTE\]/);
  });

  it('measures in bytes when asked (the job summary limit is in bytes)', () => {
    const text = 'é'.repeat(30) + '\n' + 'é'.repeat(30) + '\n';
    const chars = fitMarkdown(text, { limit: 100, note });
    const bytes = fitMarkdown(text, { limit: 100, note, measure: utf8Bytes });
    expect(chars.truncated).toBe(false);
    expect(bytes.truncated).toBe(true);
    expect(utf8Bytes(bytes.text)).toBeLessThanOrEqual(100);
    expect(bytes.text.startsWith('é'.repeat(30) + '\n\n> [!NOTE]')).toBe(true);
  });

  it('keeps only the note when the first line alone is too long', () => {
    expect(fitMarkdown('z'.repeat(200), { limit: 50, note }).text).toBe('> [!NOTE]\n> cut\n');
  });
});
