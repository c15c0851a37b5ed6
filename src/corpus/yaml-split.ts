// Where a YAML text can be cut so that each item of its longest top-level block sequence (a
// corpus's `scenarios:`, a tiered file's root list) is parsed on its own: the whole file's
// syntax tree and document take some 60 times the text's size, a single item's next to nothing.
// Read from the lexer's tokens, which are the same whether an item is lexed alone or in the
// file: an item starts at a line whose first token is a `-` at the sequence's column, and
// nothing before it carries over (no flow collection is open, no alias may name an anchor of
// another item). Anything that might not cut cleanly (aliases, directives, several documents,
// tabs in indentation, odd indentation) leaves the text uncut: the caller parses it whole.
import { CST } from 'yaml';

export interface Split {
  /** The root key whose value the sequence is, and its offset; none for a root sequence. */
  key?: string;
  keyOffset: number;
  /** Offset of the first item's `-`. */
  dash: number;
  /** Offset of the line each item starts on. */
  items: number[];
  /** Where the last item ends. */
  end: number;
}

/** Plain keys that read as a string (not true, null, a number) and are safe as an own key. */
const KEY = /^[A-Za-z_][\w-]*$/;
const NOT_KEY = /^(?:true|false|null|__proto__)$/i;
/** What a cut could separate from what it refers to, or a second document. */
const UNCUT = new Set<string | null>([
  'alias',
  'directive-line',
  'doc-start',
  'doc-end',
  'byte-order-mark',
  'flow-error-end',
]);

interface Open extends Split {
  column: number;
}

/** Takes every token of `text`'s lexer, in order; `result` then says where to cut, if anywhere. */
export function splitter(text: string) {
  let offset = 0;
  let lineStart = 0;
  /** Only spaces so far on the current line. */
  let blank = true;
  let flow = 0;
  let scalarNext = false;
  let blockScalar = false;
  let uncut = false;
  let seenContent = false;
  let mode: 'root' | 'key' | 'colon' | 'value' | 'items' = 'root';
  let key = '';
  let keyOffset = 0;
  let open: Open | undefined;
  let best: Split | undefined;

  const close = (end: number) => {
    if (open && (!best || open.items.length > best.items.length)) {
      best = { key: open.key, keyOffset: open.keyOffset, dash: open.dash, items: open.items, end };
    }
    open = undefined;
    mode = 'root';
  };

  /** The first token of a line, outside flow collections: where items start and end. */
  const lineFirst = (type: string | null, token: string, at: number) => {
    const column = at - lineStart;
    if (mode === 'items' && open) {
      if (column > open.column) return;
      if (column === open.column && type === 'seq-item-ind') {
        open.items.push(lineStart);
        return;
      }
      // Only a root key may end the sequence; a root sequence has nothing after it.
      if (column > 0 || open.key === undefined) {
        uncut = true;
        return;
      }
      close(lineStart);
    }
    if (mode === 'value' && type === 'seq-item-ind') {
      open = { key, keyOffset, dash: at, items: [lineStart], end: 0, column };
      mode = 'items';
      return;
    }
    mode = 'root';
    if (!seenContent && type === 'seq-item-ind') {
      open = { keyOffset: at, dash: at, items: [lineStart], end: 0, column };
      mode = 'items';
    } else if (column === 0 && type === 'scalar' && KEY.test(token) && !NOT_KEY.test(token)) {
      key = token;
      keyOffset = at;
      mode = 'colon';
    }
    seenContent = true;
  };

  const token = (token: string) => {
    if (uncut) return;
    if (token === '\x1f') {
      scalarNext = true;
      return;
    }
    if (token === '\x02') return;
    const type = scalarNext ? 'scalar' : CST.tokenType(token);
    const at = offset;
    offset += token.length;
    if (UNCUT.has(type)) {
      uncut = true;
      return;
    }
    if (scalarNext && blockScalar) {
      // A block scalar's lines are its own, whatever their indentation.
      blockScalar = scalarNext = false;
    } else {
      scalarNext = false;
      const content = type !== 'space' && type !== 'newline' && type !== 'comment';
      if (content) blockScalar = type === 'block-scalar-header';
      if (blank && content && flow === 0) {
        if (text.slice(lineStart, at).includes('\t')) {
          uncut = true;
          return;
        }
        lineFirst(type, token, at);
      } else if (mode === 'colon' && type === 'map-value-ind') mode = 'key';
      else if (mode === 'key' && type === 'newline') mode = 'value';
      else if ((mode === 'colon' || mode === 'key') && type !== 'space' && type !== 'comment') {
        mode = 'root';
      }
      if (type === 'flow-map-start' || type === 'flow-seq-start') flow++;
      else if (type === 'flow-map-end' || type === 'flow-seq-end') flow = Math.max(0, flow - 1);
    }
    const newline = token.lastIndexOf('\n');
    if (newline >= 0) {
      lineStart = at + newline + 1;
      blank = /^ *$/.test(token.slice(newline + 1));
    } else if (!/^ *$/.test(token)) blank = false;
  };

  const result = (): Split | undefined => {
    if (uncut) return undefined;
    if (mode === 'items') close(text.length);
    return best;
  };
  return { token, result };
}
