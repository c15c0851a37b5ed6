// Which tool a model would most likely take for another: the most words shared by name and
// description (Jaccard), the self-test's "nearest other tool".
import type { ToolSpec } from '../model/tool.js';

/** Lower-case words of a name or a text: `get_cluster`, `getCluster` → get, cluster. */
export function words(text: string): Set<string> {
  const split = text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return new Set(split.split(/[^a-z0-9]+/).filter((w) => w.length > 1));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((w) => b.has(w)).length;
  const all = new Set([...a, ...b]).size;
  return all ? shared / all : 0;
}

const wordsOf = (t: ToolSpec) => words(`${t.name} ${t.description ?? ''}`);

/** The tool most like `name` among the others; ties go to the first listed. */
export function nearestTool(name: string, tools: ToolSpec[]): ToolSpec | undefined {
  const self = tools.find((t) => t.name === name);
  const mine = self ? wordsOf(self) : words(name);
  return closest(
    mine,
    tools.filter((t) => t.name !== name),
  );
}

/** The tool whose words are most like `text`'s (a prompt), among `tools`. */
export function closest(mine: Set<string>, tools: ToolSpec[]): ToolSpec | undefined {
  let best: ToolSpec | undefined;
  let score = -1;
  for (const t of tools) {
    const s = jaccard(mine, wordsOf(t));
    if (s > score) [best, score] = [t, s];
  }
  return best;
}
