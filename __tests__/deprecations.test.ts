// Each distinct deprecation message once, however many requests repeat it; other warnings as usual.
import { describe, expect, it } from 'vitest';
import { deprecationsOnce } from '../src/deprecations.js';

function fakes() {
  const printed: string[] = [];
  const emitted: unknown[][] = [];
  const con = { warn: (...args: unknown[]) => void printed.push(args.join(' ')) };
  const proc = {
    emitWarning: ((...args: unknown[]) => void emitted.push(args)) as NodeJS.Process['emitWarning'],
  };
  return { printed, emitted, con, proc };
}

describe('deprecationsOnce', () => {
  it('prints each console.warn deprecation once (the Anthropic SDK warns on every request)', () => {
    const { printed, con, proc } = fakes();
    deprecationsOnce(con, proc);
    const deprecated = (model: string) =>
      `The model '${model}' is deprecated and will reach end-of-life on 2026-01-05\nPlease migrate to a newer model.`;
    for (let i = 0; i < 5; i++) con.warn(deprecated('claude-3-5-sonnet'));
    con.warn(deprecated('claude-3-opus'));
    con.warn('rate limited, retrying');
    con.warn('rate limited, retrying');
    expect(printed).toEqual([
      deprecated('claude-3-5-sonnet'),
      deprecated('claude-3-opus'),
      'rate limited, retrying',
      'rate limited, retrying',
    ]);
  });

  it('emits each DeprecationWarning once, however it is given; other warnings every time', () => {
    const { emitted, con, proc } = fakes();
    deprecationsOnce(con, proc);
    proc.emitWarning('old API', 'DeprecationWarning');
    proc.emitWarning('old API', 'DeprecationWarning');
    proc.emitWarning('old API', { type: 'DeprecationWarning' });
    proc.emitWarning('old API', 'DeprecationWarning', 'DEP0001');
    proc.emitWarning('old API', { type: 'DeprecationWarning', code: 'DEP0001' });
    const error = Object.assign(new Error('older API'), { name: 'DeprecationWarning' });
    proc.emitWarning(error);
    proc.emitWarning(error);
    proc.emitWarning('too many listeners');
    proc.emitWarning('too many listeners');
    expect(emitted).toEqual([
      ['old API', 'DeprecationWarning'],
      ['old API', 'DeprecationWarning', 'DEP0001'],
      [error],
      ['too many listeners'],
      ['too many listeners'],
    ]);
  });

  it('patches once: installing again does not wrap twice', () => {
    const { printed, con, proc } = fakes();
    deprecationsOnce(con, proc);
    const warn = con.warn;
    const emit = proc.emitWarning;
    deprecationsOnce(con, proc);
    expect(con.warn).toBe(warn);
    expect(proc.emitWarning).toBe(emit);
    con.warn('x is deprecated');
    con.warn('x is deprecated');
    expect(printed).toEqual(['x is deprecated']);
  });
});
