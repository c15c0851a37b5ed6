// A command line given as one string (--server-command, --base-server): split into words.

/** Splits a command line on spaces, keeping quoted parts together. */
export function splitCommand(line: string): string[] {
  const words = line.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  return words.map((w) => w.replace(/^(["'])(.*)\1$/, '$2'));
}
