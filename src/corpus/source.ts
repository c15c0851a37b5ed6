// Parses YAML or JSON text keeping positions, so every problem can name its line.
import { readFile } from 'node:fs/promises';
import {
  Composer,
  isMap,
  isSeq,
  LineCounter,
  Parser,
  type CST,
  type Document,
  type Node,
} from 'yaml';
import type { Problem } from '../errors.js';
import { aliasFault, depthFault } from './yaml-guards.js';

export type Path = readonly (string | number)[];

export interface Source {
  file: string;
  data: unknown;
  /** Line (1-based) of the value at `path`, or of its nearest ancestor. */
  lineOf(path: Path): number;
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

export function parseSource(text: string, file: string): Source | Problem {
  const lines = new LineCounter();
  const problemAt = (offset: number, message: string, path?: Path): Problem => {
    const pos = lines.linePos(offset);
    return {
      file,
      line: pos.line,
      column: pos.col,
      ...(path?.length ? { field: formatPath(path) } : {}),
      message: printable(message),
    };
  };
  // The syntax tree first: its depth is checked before the composer, which recurses, sees it.
  let tokens: CST.Token[] | undefined;
  const parse = () => (tokens ??= [...new Parser(lines.addNewLine).parse(text)]);
  const deep = depthFault(text, parse);
  if (deep) {
    // Found by the lexer, the tree unbuilt: the line starts are counted here.
    if (!tokens)
      [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)].forEach(lines.addNewLine);
    return problemAt(deep.offset, deep.message);
  }
  const docs = [...new Composer({ uniqueKeys: true }).compose(parse(), true, text.length)];
  const doc = docs[0];
  if (docs.length > 1) {
    return problemAt(docs[1].range[0], 'syntax error: a second document (one `---` too many)');
  }
  const error = doc.errors[0];
  if (error) return problemAt(error.pos[0], `syntax error: ${error.message}`);
  const alias = aliasFault(doc);
  if (alias) return problemAt(alias.offset, alias.message, alias.path);
  let data: unknown;
  try {
    // aliasFault has bounded what aliases expand to: the library's own count is not needed.
    data = doc.toJS({ maxAliasCount: -1 });
  } catch (err) {
    return problemAt(0, `cannot read the data: ${(err as Error).message}`);
  }
  return {
    file,
    data,
    text,
    lineOf: (path) => lines.linePos(offsetOf(doc, path)).line,
  };
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
