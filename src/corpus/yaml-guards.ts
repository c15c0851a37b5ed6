// Limits a YAML/JSON file must keep before its data is built: nesting depth and what its
// aliases expand to. Depth is checked first and without recursion: a deep enough document
// overflows the stack of the YAML composer, and V8 may then die outright (a fatal "RegExpCompiler
// Allocation failed") instead of throwing. Aliases are checked on the composed document.
import { CST, isAlias, isMap, isScalar, isSeq, Lexer, type Document } from 'yaml';
import { MARKERS } from './lexemes.js';

/** Keys and indexes from the root, as source.ts's Path. */
type Path = readonly (string | number)[];

/** Deeper than any corpus, config or tool schema needs; far from the composer's stack limit. */
export const MAX_DEPTH = 100;
/** Nodes that aliases may add to a document in all (a "billion laughs" adds billions). */
export const MAX_ALIAS_EXPANSION = 100_000;

export interface Fault {
  /** Offset in the text. */
  offset: number;
  path?: Path;
  message: string;
}

/**
 * The first collection nested deeper than MAX_DEPTH. The lexer finds deep flow collections
 * (`[[[…`) and compact sequences (`- - - …`) cheaply and stops there; the syntax tree, slow on
 * deep input, is walked only when the lexer could not rule out deep block nesting.
 */
export function depthFault(
  text: string,
  tokens: () => CST.Token[],
  /** Sees every token of the lexer's pass, so that the text is not lexed twice. */
  visit?: (token: string) => void,
): Fault | undefined {
  const lexed = lexDepth(text, visit);
  if (typeof lexed !== 'number') return lexed;
  return lexed > MAX_DEPTH ? treeDepth(tokens()) : undefined;
}

const tooDeep = (offset: number): Fault => ({
  offset,
  message: `nested deeper than ${MAX_DEPTH} levels`,
});

// The lexer's markers take no room in the text.
const NOT_IN_TEXT = new Set(MARKERS);

/** A fault, or an upper bound of the depth: a block collection at column c is at most 2c + 2
 * deep (a sequence may sit at its key's column), plus the flow collections around it. */
function lexDepth(text: string, visit?: (token: string) => void): Fault | number {
  let offset = 0;
  let column = 0;
  let flow = 0;
  let compact = 0;
  let bound = 0;
  for (const token of new Lexer().lex(text)) {
    visit?.(token);
    const type = CST.tokenType(token);
    if (type === 'flow-map-start' || type === 'flow-seq-start') {
      if (++flow > MAX_DEPTH) return tooDeep(offset);
      bound = Math.max(bound, 2 * column + 2 + flow);
    } else if (type === 'flow-map-end' || type === 'flow-seq-end') {
      flow = Math.max(0, flow - 1);
    } else if (type === 'seq-item-ind' || type === 'explicit-key-ind' || type === 'map-value-ind') {
      // `- - - x`: each indicator right after another opens one more level.
      if (type !== 'map-value-ind' && ++compact > MAX_DEPTH) return tooDeep(offset);
      bound = Math.max(bound, 2 * column + 2 + flow);
    } else if (type !== 'space') compact = 0;
    if (type === 'newline') {
      column = 0;
      compact = 0;
    } else if (!NOT_IN_TEXT.has(token)) column += token.length;
    if (!NOT_IN_TEXT.has(token)) offset += token.length;
  }
  return bound;
}

/** From the concrete syntax tree, without recursion. */
function treeDepth(tokens: CST.Token[]): Fault | undefined {
  const stack: [CST.Token | undefined, number][] = tokens.map((t) => [t, 0]);
  while (stack.length) {
    const [token, depth] = stack.pop()!;
    if (!token) continue;
    if (token.type === 'document') {
      stack.push([token.value, depth]);
      continue;
    }
    if (
      token.type !== 'block-map' &&
      token.type !== 'block-seq' &&
      token.type !== 'flow-collection'
    )
      continue;
    if (depth >= MAX_DEPTH) {
      return tooDeep(token.offset);
    }
    for (const item of token.items) {
      if ('key' in item) stack.push([item.key ?? undefined, depth + 1]);
      stack.push([item.value, depth + 1]);
    }
  }
  return undefined;
}

/**
 * An alias with no anchor before it, an alias inside the node it names (its data would be
 * circular) or aliases that expand past MAX_ALIAS_EXPANSION nodes. Walks the composed document,
 * whose depth depthFault has bounded; anchors resolve as YAML says, to the latest one before.
 */
export function aliasFault(doc: Document): Fault | undefined {
  const anchors = new Map<string, unknown>();
  const sizes = new Map<unknown, number>();
  const open = new Set<unknown>();
  let expanded = 0;
  let fault: Fault | undefined;
  const walk = (node: unknown, path: Path): number => {
    if (fault) return 0;
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      const fail = (message: string) => {
        fault = { offset: node.range?.[0] ?? 0, path, message: `alias *${node.source} ${message}` };
        return 0;
      };
      if (target === undefined) return fail('has no anchor before it');
      if (open.has(target)) return fail('is inside the node it names (circular data)');
      const size = sizes.get(target) ?? 1;
      expanded += size;
      if (expanded > MAX_ALIAS_EXPANSION) {
        return fail(
          `makes aliases expand to more than ${MAX_ALIAS_EXPANSION} nodes (an alias bomb?)`,
        );
      }
      return size;
    }
    const anchor = (node as { anchor?: string } | null)?.anchor;
    if (anchor) anchors.set(anchor, node);
    open.add(node);
    let size = 1;
    if (isMap(node)) {
      for (const pair of node.items) {
        size += walk(pair.key, path);
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        size += walk(pair.value, [...path, typeof key === 'number' ? key : String(key)]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => (size += walk(item, [...path, i])));
    }
    open.delete(node);
    sizes.set(node, size);
    return size;
  };
  walk(doc.contents, []);
  return fault;
}
