// The pages a user reads and what the doc tests take from them: fenced blocks (with their
// info string and line) and links, read the way GitHub renders them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** README.md, CONTRIBUTING.md and every docs/*.md page, relative to the repository. */
export const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

export const readPage = (page: string) => readFileSync(path.join(ROOT, page), 'utf8');

export interface Block {
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The language (`yaml`, `bash`), then any further words of the info string. */
  lang: string;
  words: string[];
  text: string;
}

/** Every fenced code block of a page (``` or ~~~, indented or not). */
export function blocks(page: string): Block[] {
  const lines = readPage(page).split('\n');
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(\S*)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang, rest] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !lines[j]!.trim().startsWith(fence!); j++) {
      body.push(lines[j]!.slice(Math.min(indent!.length, /^\s*/.exec(lines[j]!)![0].length)));
    }
    out.push({
      page,
      line: i + 1,
      lang: lang!,
      words: rest!.trim().split(/\s+/).filter(Boolean),
      text: body.join('\n') + '\n',
    });
    i = j;
  }
  return out;
}

/** The page without its code blocks (and without inline code, unless `code`). */
function prose(page: string, code = false): string[] {
  let fence: string | undefined;
  return readPage(page)
    .split('\n')
    .map((line) => {
      const f = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (f && f[0] === fence[0] && f.length >= fence.length) fence = undefined;
        return '';
      }
      if (f) {
        fence = f;
        return '';
      }
      return code ? line : line.replace(/(`+)[\s\S]*?\1(?!`)/g, '');
    });
}

export interface Link {
  page: string;
  line: number;
  target: string;
}

/** Every Markdown link `[text](target)` of a page's prose. */
export function links(page: string): Link[] {
  return prose(page).flatMap((line, i) =>
    [...line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => ({
      page,
      line: i + 1,
      target: m[1]!,
    })),
  );
}

/** The anchors GitHub gives a page's headings (lower case, punctuation dropped, spaces → -). */
export function anchors(page: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of prose(page, true)) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const slug = h[1]!
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n ? `${slug}-${n}` : slug);
  }
  return out;
}
