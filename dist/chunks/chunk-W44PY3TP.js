import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/github/truncate.ts
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
var DETAILS_OPEN = /<details[\s>]/gi;
var DETAILS_CLOSE = /<\/details>/gi;
var CLOSE_DETAILS = "</details>\n";
var utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
function withoutCodeSpans(line) {
  return line.replace(/(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, " ");
}
function fitMarkdown(text, options) {
  const measure = options.measure ?? ((s) => s.length);
  if (measure(text) <= options.limit) return { text, truncated: false };
  const note = `

${options.note.trim()}
`;
  const lines = text.split(/(?<=\n)/);
  let size = 0;
  let fence;
  let details = 0;
  let best = { end: 0, details: 0 };
  let end = 0;
  for (const line of lines) {
    size += measure(line);
    end += line.length;
    const marker = FENCE.exec(line)?.[1];
    if (fence === void 0 && marker) fence = marker;
    else if (fence !== void 0 && marker?.[0] === fence[0] && marker.length >= fence.length) {
      if (line.trim() === marker) fence = void 0;
    } else if (fence === void 0) {
      const html = withoutCodeSpans(line);
      details += (html.match(DETAILS_OPEN)?.length ?? 0) - (html.match(DETAILS_CLOSE)?.length ?? 0);
      details = Math.max(details, 0);
    }
    const tail = measure(note) + measure(CLOSE_DETAILS) * details;
    if (size + tail > options.limit) break;
    if (fence === void 0 && line.endsWith("\n")) best = { end, details };
  }
  const head = text.slice(0, best.end);
  return {
    text: head + CLOSE_DETAILS.repeat(best.details) + note.replace(/^\n+/, head ? "\n" : ""),
    truncated: true
  };
}

export {
  utf8Bytes,
  fitMarkdown
};
