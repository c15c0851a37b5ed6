// Loads a scripted provider's behaviours file: YAML or JSON, each problem with its file, line
// and field, all of them at once.
import path from 'node:path';
import { SetupError } from '../errors.js';
import { scriptSchema, type Script } from '../model/scripted.js';
import { zodProblems } from './problems.js';
import { isProblem, readSource } from './source.js';

/** The file at `file` (relative to `dir`), checked; a SetupError naming every problem. */
export async function loadScript(file: string, dir: string, cwd: string): Promise<Script> {
  const full = path.resolve(dir, file);
  const shown = path.relative(cwd, full) || full;
  const source = await readSource(full, shown);
  if (isProblem(source))
    throw new SetupError(`Cannot load the scripted behaviours ${shown}`, [source]);
  const parsed = scriptSchema.safeParse(source.data);
  if (!parsed.success)
    throw new SetupError(
      `The scripted behaviours ${shown} are not valid`,
      zodProblems(parsed.error, source),
    );
  return parsed.data;
}
