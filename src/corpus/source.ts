// Parses YAML or JSON text keeping positions, so every problem can name its line.
import { readFile } from 'node:fs/promises';
import {
  Composer,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  type CST,
  type Document,
  type Node,
} from 'yaml';
import type { Problem } from '../errors.js';
import { Lexemes } from './lexemes.js';
import { aliasFault, depthFault } from './yaml-guards.js';
import { splitter, type Split } from './yaml-split.js';

export type Path = readonly (string | number)[];

export interface Position {
  line: number;
  column: number;
}

/** lineOf and posOf from where a path's value starts in the text. */
function located(lines: LineCounter, offsetAt: (path: Path) => number) {
  const posOf = (path: Path): Position => {
    const { line, col } = lines.linePos(offsetAt(path));
    return { line, column: col };
  };
  return { posOf, lineOf: (path: Path) => posOf(path).line };
}

export interface Source {
  file: string;
  data: unknown;
  /** Line (1-based) of the value at `path`, or of its nearest ancestor. */
  lineOf(path: Path): number;
  /** Line and column (1-based) of the value at `path`, or of its nearest ancestor. */
  posOf(path: Path): Position;
  /** The text as read, for columns within a line. */
  text?: string;
}

export function formatPath(path: Path): string {
  return printable(
    path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join(''),
  );
}

// Controls, line and paragraph separators, bidi overrides, a BOM and lone surrogates.
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Text from a file made safe for a one-line message: a key or a YAML error may hold a line
 * break, a terminal escape or a right-to-left override, which would garble the output. */
export function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export async function readSource(file: string, shown = file): Promise<Source | Problem> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    return { file: shown, message: `cannot read: ${(err as Error).message}` };
  }
  return parseSource(text, shown);
}

/** `cut: false` parses the text whole, as when a part of the cut text has an error (for tests,
 * which compare the two). */
export function parseSource(text: string, file: string, cut = true): Source | Problem {
  const lines = new LineCounter();
  // The lexer's pass bounds the depth and finds where the text may be cut into items. The
  // syntax tree is built first only when the lexer cannot rule out deep block nesting: its depth
  // is checked before the composer, which recurses, sees it.
  const cuts = splitter(text);
  const lexemes = new Lexemes(text);
  let tree: CST.Token[] | undefined;
  const build = () => (tree = [...new Parser(lines.addNewLine).parse(text)]);
  const deep = depthFault(text, build, (token) => {
    cuts.token(token);
    lexemes.push(token);
  });
  if (!tree) countLines(text, lines);
  if (deep) return problemAt(file, lines)(deep.offset, deep.message);
  const split = cut && !tree ? cuts.result() : undefined;
  // When a part of the cut text does not parse cleanly, the whole text is parsed: the problem
  // is then named as it always was.
  return (
    (split && parseCut(text, file, lines, split, lexemes)) ?? parseWhole(text, file, lines, tree)
  );
}

const problemAt =
  (file: string, lines: LineCounter) =>
  (offset: number, message: string, path?: Path): Problem => {
    const pos = lines.linePos(offset);
    return {
      file,
      line: pos.line,
      column: pos.col,
      ...(path?.length ? { field: formatPath(path) } : {}),
      message: printable(message),
    };
  };

function countLines(text: string, lines: LineCounter): void {
  lines.addNewLine(0);
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines.addNewLine(i + 1);
}

/** The documents of `text`, from its syntax tree when that is already built. */
function compose(
  text: string,
  tree: Iterable<CST.Token> = new Parser().parse(text),
): Document.Parsed[] {
  return [...new Composer({ uniqueKeys: true }).compose(tree, true, text.length)];
}

// aliasFault has bounded what aliases expand to: the library's own count is not needed.
const toJS = (doc: Document) => doc.toJS({ maxAliasCount: -1 }) as unknown;

/** The one document, when it has no error. */
const clean = (docs: Document[]) =>
  docs.length === 1 && !docs[0].errors.length ? docs[0] : undefined;

function parseWhole(
  text: string,
  file: string,
  lines: LineCounter,
  tree: CST.Token[] | undefined,
): Source | Problem {
  const fault = problemAt(file, lines);
  const docs = compose(text, tree);
  const doc = docs[0];
  if (docs.length > 1) {
    return fault(docs[1].range[0], 'syntax error: a second document (one `---` too many)');
  }
  const error = doc.errors[0];
  if (error) return fault(error.pos[0], `syntax error: ${error.message}`);
  const alias = aliasFault(doc);
  if (alias) return fault(alias.offset, alias.message, alias.path);
  let data: unknown;
  try {
    data = toJS(doc);
  } catch (err) {
    return fault(0, `cannot read the data: ${(err as Error).message}`);
  }
  return { file, data, text, ...located(lines, (path) => offsetOf(doc, path)) };
}

/**
 * The skeleton (the text without the split sequence) and each item parsed on their own, or
 * undefined when a part has an error. The items' documents are not kept: a line inside an item
 * parses that item again (the last one is kept, as problems come by scenario).
 */
function parseCut(text: string, file: string, lines: LineCounter, split: Split, lexemes: Lexemes) {
  const { key, keyOffset, items: starts, end } = split;
  const skeleton = clean(compose(text.slice(0, starts[0]) + text.slice(end)));
  if (!skeleton || !holdsCutValue(skeleton, split)) return undefined;
  const read = readItems(text, split, lexemes);
  if (!read) return undefined;
  const { items, offsets } = read;
  let data: unknown;
  try {
    data = key === undefined ? items : { ...(toJS(skeleton) as object), [key]: items };
  } catch {
    return undefined;
  }
  // Where the sequence's own path leads when no item is named: its key, or a root sequence.
  const outside = key === undefined ? split.dash : keyOffset;
  const at = key === undefined ? 0 : 1;
  let last: { index: number; doc: Document } | undefined;
  const offsetAt = (path: Path): number => {
    const i = path[at];
    const inItem =
      (key === undefined || path[0] === key) &&
      typeof i === 'number' &&
      Number.isInteger(i) &&
      i >= 0 &&
      i < starts.length;
    if (!inItem) {
      if (key === undefined) return outside;
      const offset = offsetOf(skeleton, path);
      return offset < starts[0] ? offset : offset + end - starts[0];
    }
    if (path.length === at + 1) return offsets[i];
    if (last?.index !== i) last = { index: i, doc: itemDoc(text, split, i)! };
    return starts[i] + offsetOf(last.doc, [0, ...path.slice(at + 1)]);
  };
  return { file, data, text, ...located(lines, offsetAt) };
}

const itemText = (text: string, { items, end }: Split, i: number) =>
  text.slice(items[i], items[i + 1] ?? end);
const itemDoc = (text: string, split: Split, i: number) => clean(compose(itemText(text, split, i)));

/** Each item's data and the offset of its value, in order, each parsed on its own from the tokens
 * already lexed (or lexed again where they do not fit); undefined when one has an error. Apart
 * from parseCut, so that what its lineOf keeps does not hold the tokens. */
function readItems(text: string, split: Split, lexemes: Lexemes) {
  const { items: starts, end } = split;
  const read = lexemes.reader();
  const items: unknown[] = [];
  const offsets: number[] = [];
  try {
    for (let i = 0; i < starts.length; i++) {
      // Lexed again (compose's default) where the kept tokens do not fit the item.
      const doc = clean(compose(itemText(text, split, i), read(starts[i], starts[i + 1] ?? end)));
      const seq = doc?.contents;
      if (!doc || !isSeq(seq) || seq.items.length !== 1) return undefined;
      // Stryker disable next-line OptionalChaining: equivalent, a parsed node always has its range
      offsets.push(starts[i] + ((seq.items[0] as Node | null)?.range?.[0] ?? 0));
      items.push((toJS(doc) as unknown[])[0]);
    }
  } catch {
    return undefined;
  }
  return { items, offsets };
}

/** The skeleton holds nothing where the sequence was cut out: an empty root, or an empty value
 * of the root key the sequence belongs to. */
function holdsCutValue(skeleton: Document, split: Split): boolean {
  const empty = (node: unknown) =>
    node === null || (isScalar(node) && node.source === '' && node.value === null);
  if (split.key === undefined) return empty(skeleton.contents);
  const root = skeleton.contents;
  const pair = isMap(root)
    ? root.items.find((p) => (p.key as Node | null)?.range?.[0] === split.keyOffset)
    : undefined;
  return !!pair && isScalar(pair.key) && pair.key.value === split.key && empty(pair.value);
}

function offsetOf(doc: Document, path: Path): number {
  let node: unknown = doc.contents;
  // Stryker disable next-line OptionalChaining: equivalent, a parsed node always has its range
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown })?.value === key);
      if (!pair) break;
      // Stryker disable next-line OptionalChaining: equivalent, a parsed node always has its range
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key];
      // Stryker disable next-line OptionalChaining: equivalent, a parsed node always has its range
      offset = (node as Node | undefined)?.range?.[0] ?? offset;
    } else break;
  }
  return offset;
}

export function isProblem(x: Source | Problem): x is Problem {
  return 'message' in x;
}
