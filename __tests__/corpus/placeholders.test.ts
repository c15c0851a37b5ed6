// {NAME} placeholders: filled from vars (recursively), a shell's ${NAME} left alone, every
// unknown one reported at its path.
import { describe, expect, it } from 'vitest';
import {
  envVars,
  fill,
  fillFields,
  PLACEHOLDER,
  type Unresolved,
} from '../../src/corpus/placeholders.js';

describe('fill', () => {
  it('fills every string below a value, keeping its shape and other values', () => {
    const unresolved: Unresolved[] = [];
    const value = { a: 'in {DB}', list: ['{DB}', 3, true, null], deep: { b: '{DB}.{T}' } };
    expect(fill(value, { DB: 'shop', T: 'orders' }, ['root'], unresolved)).toEqual({
      a: 'in shop',
      list: ['shop', 3, true, null],
      deep: { b: 'shop.orders' },
    });
    expect(unresolved).toEqual([]);
    expect(fill(7, {})).toBe(7);
    expect(fill(undefined, {})).toBeUndefined();
  });

  it('reports each unknown placeholder with its path, and leaves it as written', () => {
    const unresolved: Unresolved[] = [];
    const out = fill({ q: ['ok', 'a {X} b {Y}'], r: { s: '{X}' } }, {}, ['cases', 2], unresolved);
    expect(out).toEqual({ q: ['ok', 'a {X} b {Y}'], r: { s: '{X}' } });
    expect(unresolved).toEqual([
      { path: ['cases', 2, 'q', 1], name: 'X' },
      { path: ['cases', 2, 'q', 1], name: 'Y' },
      { path: ['cases', 2, 'r', 's'], name: 'X' },
    ]);
  });

  it('a var may hold placeholders; a cycle stays as written; an unknown one inside is reported', () => {
    const unresolved: Unresolved[] = [];
    const vars = { DB: 'shop', SCHEMA: '{DB}_v2', A: '{B}', B: '{A}', SELF: '{SELF}', M: '{NOPE}' };
    expect(fill('{SCHEMA}.t {A} {SELF} {M}', vars, ['p'], unresolved)).toBe(
      'shop_v2.t {A} {SELF} {NOPE}',
    );
    expect(unresolved).toEqual([{ path: ['p'], name: 'NOPE' }]);
    // The same var twice in one text is filled twice (not taken for a cycle).
    expect(fill('{DB}/{DB} {SCHEMA}/{SCHEMA}', vars)).toBe('shop/shop shop_v2/shop_v2');
  });

  it("only upper-case names are placeholders; ${NAME} is the shell's", () => {
    const unresolved: Unresolved[] = [];
    expect(
      fill('{db} {Db} {1A} {A-B} {} ${HOME} {HOME} {A_1}', { HOME: 'h', A_1: 'x' }, [], unresolved),
    ).toBe('{db} {Db} {1A} {A-B} {} ${HOME} h x');
    expect(unresolved).toEqual([]);
    expect([...'{A} ${B} {C_2}'.matchAll(PLACEHOLDER)].map((m) => m[1])).toEqual(['A', 'C_2']);
  });
});

describe('fillFields', () => {
  it('fills every field but the kept ones', () => {
    const unresolved: Unresolved[] = [];
    expect(
      fillFields(
        { id: 'q-{DB}', vars: { X: '{DB}' }, input: '{DB}', tools: [{ p: '{DB}' }] },
        { DB: 'shop' },
        ['cases', 0],
        unresolved,
        ['id', 'vars'],
      ),
    ).toEqual({ id: 'q-{DB}', vars: { X: '{DB}' }, input: 'shop', tools: [{ p: 'shop' }] });
    expect(unresolved).toEqual([]);
  });

  it('reports the unknown placeholders of the filled fields at their paths', () => {
    const unresolved: Unresolved[] = [];
    fillFields({ id: '{NO}', input: '{NO}' }, {}, ['cases', 1], unresolved, ['id']);
    expect(unresolved).toEqual([{ path: ['cases', 1, 'input'], name: 'NO' }]);
  });

  it('anything but an object is returned as it is', () => {
    const unresolved: Unresolved[] = [];
    expect(fillFields('{X}', { X: 'x' }, [], unresolved, [])).toBe('{X}');
    expect(fillFields(['{X}'], { X: 'x' }, [], unresolved, [])).toEqual(['{X}']);
    expect(fillFields(null, { X: 'x' }, [], unresolved, [])).toBeNull();
    expect(unresolved).toEqual([]);
  });
});

describe('envVars', () => {
  it('keeps the variables that have a value', () => {
    expect(envVars({ A: 'a', B: undefined, C: '' })).toStrictEqual({ A: 'a', C: '' });
  });
});
