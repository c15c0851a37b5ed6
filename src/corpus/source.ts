// Parses YAML or JSON text keeping positions, so every problem can name its line.
import { readFile } from 'node:fs/promises';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Problem } from '../errors.js';

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
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
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
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    // Stryker disable next-line OptionalChaining: equivalent, with prettyErrors the parser gives every error its linePos
    const pos = error.linePos?.[0];
    return {
      file,
      // Stryker disable next-line OptionalChaining: equivalent, as above
      line: pos?.line,
      // Stryker disable next-line OptionalChaining: equivalent, as above
      column: pos?.col,
      message: `syntax error: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
    };
  }
  return {
    file,
    data: doc.toJS({ maxAliasCount: 1000 }),
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
