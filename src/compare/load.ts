// Reading a report to compare with: a report.json, or a folder holding one. Checked against the
// report schema; fields this version does not know are kept (a newer report still compares).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { reportSchema, SCHEMA_VERSION, type Report } from '../model/report.js';
import { SetupError } from '../errors.js';
import type { Loaded } from '../model/api.js';

/** `where`: a report.json or a folder with one, resolved against `cwd` (default: the process's). */
export async function loadReport(
  where: string,
  cwd = process.cwd(),
  what = 'report',
): Promise<Loaded> {
  const resolved = path.resolve(cwd, where);
  const info = await stat(resolved).catch(() => undefined);
  if (!info) throw new SetupError(`The ${what} ${where} does not exist`);
  const file = info.isDirectory() ? path.join(resolved, 'report.json') : resolved;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new SetupError(
      info.isDirectory()
        ? `The ${what} folder ${where} holds no report.json`
        : `Cannot read the ${what} ${where}`,
    );
  }
  const shown = path.relative(cwd, file) || file;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new SetupError(`The ${what} ${shown} is not JSON: ${(err as Error).message}`);
  }
  const version = (data as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version !== SCHEMA_VERSION) {
    throw new SetupError(
      `The ${what} ${shown} is not an mcp-eval report of schemaVersion ${SCHEMA_VERSION} (schemaVersion: ${JSON.stringify(version ?? null)})`,
    );
  }
  const parsed = reportSchema.safeParse(data);
  if (!parsed.success) {
    throw new SetupError(
      `The ${what} ${shown} is not a valid mcp-eval report`,
      parsed.error.issues.slice(0, 10).map((i) => ({
        file: shown,
        field: i.path
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
          .join('')
          .replace(/^\./, ''),
        message: i.message,
      })),
    );
  }
  // The document as written, not the parsed copy: zod drops the fields it does not know.
  return { report: data as Report, file };
}
