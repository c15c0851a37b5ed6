// What a server's tools/list promises badly, for `validate`: tools that read as destructive for
// want of annotations, names outside the spec's guidance, duplicates, and descriptions a model
// needs but does not get.
import type { ToolSpec } from '../model/tool.js';

export interface ToolLint {
  /** The tool's place in tools/list. */
  index: number;
  tool: string;
  message: string;
}

// MCP 2025-11-25, server/tools, "Tool Names": "Tool names SHOULD be between 1 and 128
// characters in length (inclusive)" and "The following SHOULD be the only allowed characters:
// uppercase and lowercase ASCII letters (A-Z, a-z), digits (0-9), underscore (_), hyphen (-),
// and dot (.)"; "Tool names SHOULD be unique within a server."
const NAME_MAX = 128;
const NAME_CHAR = /[A-Za-z0-9_.-]/;

export function lintTools(tools: ToolSpec[]): ToolLint[] {
  const out: ToolLint[] = [];
  const first = new Map<string, number>();
  tools.forEach((t, index) => {
    const say = (message: string) => out.push({ index, tool: t.name, message });
    const seen = first.get(t.name);
    if (seen !== undefined) {
      say(`is listed again (first as tools[${seen}]): tool names SHOULD be unique within a server`);
    } else first.set(t.name, index);
    const name = nameProblem(t.name);
    if (name) say(name);
    const hints = annotationProblem(t);
    if (hints) say(hints);
    if (!t.description?.trim()) {
      say('has no description: a model chooses tools by their name and description');
    }
    const bare = undescribedRequired(t);
    if (bare.length) {
      say(
        `has required argument(s) without a description: ${bare.join(', ')} (a model fills them from their name alone)`,
      );
    }
  });
  return out;
}

function nameProblem(name: string): string | undefined {
  const bad = [...new Set([...name].filter((c) => !NAME_CHAR.test(c)))];
  const length = name.length < 1 || name.length > NAME_MAX;
  if (!bad.length && !length) return undefined;
  const parts = [
    ...(length ? [`${name.length} characters long`] : []),
    ...(bad.length ? [`with ${bad.map((c) => JSON.stringify(c)).join(', ')}`] : []),
  ];
  return `has a name ${parts.join(' and ')}: the MCP spec's tool names SHOULD be 1 to ${NAME_MAX} characters of A-Z a-z 0-9 _ - .`;
}

/** The spec's defaults (ToolAnnotations): readOnlyHint false, destructiveHint true. A tool that
 * leaves them unset reads to a client as one that may destroy, whatever it does. */
function annotationProblem(t: ToolSpec): string | undefined {
  const a = t.annotations;
  if (!a) {
    return "declares no annotations: by the MCP spec's defaults a client reads it as a write tool that may destroy (readOnlyHint false, destructiveHint true); declare readOnlyHint: true if it only reads, else destructiveHint";
  }
  const odd = Object.entries(a).filter(
    ([k, v]) => k.endsWith('Hint') && v !== undefined && typeof v !== 'boolean',
  );
  if (odd.length) {
    return `has ${odd.map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')}: hints are true or false, and an MCP client may refuse the whole tool list over it`;
  }
  if (a.readOnlyHint === true) return undefined;
  const unsetRead = a.readOnlyHint === undefined;
  const unsetDestroy = a.destructiveHint === undefined;
  if (unsetRead && unsetDestroy) {
    return "declares neither readOnlyHint nor destructiveHint: by the MCP spec's defaults a client reads it as a write tool that may destroy (readOnlyHint false, destructiveHint true)";
  }
  if (unsetRead) {
    return "declares no readOnlyHint: by the MCP spec's default (false) a client reads it as a write tool; declare readOnlyHint: true if it only reads";
  }
  if (unsetDestroy) {
    return "is a write tool (readOnlyHint false) without destructiveHint: by the MCP spec's default (true) a client reads it as one that may destroy";
  }
  return undefined;
}

/** Top-level required arguments whose schema has no description. */
function undescribedRequired(t: ToolSpec): string[] {
  const required = Array.isArray(t.inputSchema.required) ? t.inputSchema.required : [];
  const properties = (t.inputSchema.properties ?? {}) as Record<string, unknown>;
  return required.filter((name): name is string => {
    if (typeof name !== 'string') return false;
    const p = properties[name] as { description?: unknown } | undefined;
    return !(typeof p?.description === 'string' && p.description.trim());
  });
}
