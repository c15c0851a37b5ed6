import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/mcp/content.ts
function contentText(c) {
  switch (c.type) {
    case "text":
      return c.text;
    case "resource_link":
      return `[resource link: ${c.uri}${described(c.mimeType, c.name, c.description)}]`;
    case "resource": {
      const r = c.resource;
      const head = `[resource: ${r.uri}${described(r.mimeType)}`;
      if ("text" in r && typeof r.text === "string") return `${head}]
${r.text}`;
      const blob = "blob" in r && typeof r.blob === "string" ? r.blob : "";
      return `${head}, ${bytes(blob)} of binary content not shown]`;
    }
    case "image":
    case "audio":
      return `[${c.type}${described(c.mimeType)}, ${bytes(c.data)} not shown]`;
    default:
      return JSON.stringify(c);
  }
}
function described(mime, name, description) {
  const label = [name, description].filter(Boolean).join(": ");
  const parts = [mime, label].filter(Boolean);
  return parts.length ? ` (${parts.join("; ")})` : "";
}
var bytes = (base64) => `${Math.floor(base64.replace(/=+$/, "").length * 3 / 4)} bytes`;

export {
  contentText
};
