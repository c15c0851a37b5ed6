// Lists given as one string (a flag, an action input): commas or newlines separate items.

/** Splits on newlines and on commas outside braces/brackets, so a glob like `*.{yaml,json}` survives. */
export function splitList(raw: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of raw) {
    if (ch === '{' || ch === '[') depth++;
    else if ((ch === '}' || ch === ']') && depth > 0) depth--;
    if (ch === '\n' || (ch === ',' && depth === 0)) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}
