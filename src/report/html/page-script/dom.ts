// report.html's DOM helpers: elements made with createElement, textContent and attributes only
// (model output is hostile: nothing from the report is ever parsed as HTML).

/** What an element may hold: a node, text, or nothing (left out). */
export type Child = Node | string | null | undefined | false;
/** A table cell: a node, or text. */
export type Cell = Node | string | undefined;

/** An element; attrs' `text` is its text, `cls` its class, any other key an attribute. */
export function el(
  tag: string,
  attrs?: Record<string, string> | null,
  children?: Child[],
): HTMLElement {
  const node = document.createElement(tag);
  for (const k in attrs ?? {}) {
    const v = attrs![k];
    if (k === 'text') node.textContent = v;
    else if (k === 'cls') node.className = v;
    else node.setAttribute(k, v);
  }
  for (const c of children ?? []) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return node;
}

export function text(tag: string, s: unknown, cls?: string): HTMLElement {
  return el(tag, cls ? { text: String(s), cls } : { text: String(s) });
}

/** A value as the page shows it: a string as is, anything else as indented JSON. */
export function json(v: unknown): string {
  if (v === undefined) return '';
  try {
    return typeof v === 'string' ? v : (JSON.stringify(v, null, 2) as string);
  } catch {
    return String(v);
  }
}

export const pre = (v: unknown) => text('pre', json(v));

export const badge = (status: string) => text('span', status, 'status ' + status);

export function table(head: string[], body: Cell[][]): HTMLElement {
  return el('table', null, [
    el('thead', null, [
      el(
        'tr',
        null,
        head.map((h) => text('th', h)),
      ),
    ]),
    el(
      'tbody',
      null,
      body.map((cells) =>
        el(
          'tr',
          null,
          cells.map((c) =>
            c instanceof Node ? el('td', null, [c]) : text('td', c === undefined ? '' : c),
          ),
        ),
      ),
    ),
  ]);
}

/**
 * Rows of a table (class `cls`) that a click, Enter or Space opens and closes; a click inside a
 * row matching `skip` (an opened detail) does not.
 */
export function onOpen(
  body: HTMLElement,
  cls: string,
  open: (tr: HTMLElement) => void,
  skip?: string,
): void {
  body.addEventListener('click', (e) => {
    const target = e.target as Element;
    const tr = target.closest ? target.closest<HTMLElement>('tr.' + cls) : null;
    if (tr && !(skip && target.closest(skip))) open(tr);
  });
  body.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if ((e.key === 'Enter' || e.key === ' ') && target.classList.contains(cls)) {
      e.preventDefault();
      open(target);
    }
  });
}
