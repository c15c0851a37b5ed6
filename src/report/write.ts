// Writes the report files the run asked for (report.json always), all made from one redacted
// copy of the report, each as a stream.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown } from './markdown.js';
import type { Report } from '../model/report.js';
import type { Comparison } from '../model/comparison.js';
import { Redactor, secretValues } from '../redact/redact.js';
import { redactRow, storedRedactions } from '../score/stored-row.js';
import { chooseOutputs } from './outputs/index.js';
import { SEARCHED, slices, streamFile } from './stream-file.js';
import type { Written } from '../model/api.js';

export async function writeReport(
  report: Report,
  out: string,
  env: NodeJS.ProcessEnv,
  /** More values to redact: those passed to the server through ${env:NAME}. */
  secrets: string[] = [],
  /** Which files (`--format`); the defaults when absent. */
  formats?: string[],
): Promise<Written> {
  const outputs = chooseOutputs(formats);
  const redactor = new Redactor(secretValues(env, secrets));
  // Every file is made from the redacted report, so one pass covers them all. What holds no
  // secret is shared with `report`, not copied; the top is new, so `report` stays as it was.
  // The rows one by one: a stored row's transcript was redacted (and counted) as it was stored,
  // and is not read back here (stored-row.ts).
  const clean = { ...redactor.redactDeep<Report>({ ...report, results: [] }) };
  clean.results = report.results.map((r) => redactRow(redactor, r));
  if (clean.comparison) clean.comparison = redactBaseRows(redactor, clean.comparison);
  // A report read back (compare, merge) keeps the count its first writing found.
  clean.redactions = report.redactions + redactor.count + storedRedactions(report.results);
  await mkdir(out, { recursive: true });
  const files: Record<string, string> = {};
  // A second pass over each rendered text, for the forms as written (a value escaped once more
  // by a renderer is among them); it does not add to the count shown.
  const again = new Redactor(secretValues(env, secrets));
  const plain = { redact: (text: string) => again.redactPlain(text), longest: again.longestForm };
  const markdown = again.redactPlain(renderMarkdown(clean));
  for (const o of outputs) {
    files[o.format] = path.join(out, o.file);
    // report.md is the text returned, made (and searched) once; written a slice at a time, as
    // one buffer of it would be as large again.
    if (o.format === 'md') await streamFile(files[o.format], slices(markdown), SEARCHED);
    else await streamFile(files[o.format], o.chunks(clean), plain);
  }
  return { report: clean, markdown, files: files as Written['files'] };
}

/** The base rows a comparison carries, redacted as the report's own rows are (the seams between
 * one tool result and the next too): report.html shows them as it shows those. */
function redactBaseRows(redactor: Redactor, c: Comparison): Comparison {
  if (!c.scenarios.some((s) => s.baseRows)) return c;
  const scenarios = c.scenarios.map((s) =>
    s.baseRows ? { ...s, baseRows: s.baseRows.map((r) => redactRow(redactor, r)) } : s,
  );
  return { ...c, scenarios };
}
