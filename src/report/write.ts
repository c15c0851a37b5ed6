// Writes the report files the run asked for (report.json always), all made from one redacted
// copy of the report.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown } from './markdown.js';
import type { Report } from '../model/report.js';
import { Redactor, secretValues } from './redact.js';
import { chooseOutputs } from './outputs/index.js';

export interface Written {
  report: Report;
  /** report.md's text, for the job summary and the comment, written or not. */
  markdown: string;
  /** Each file written, by format (json, md, jsonl, ...). */
  files: { json: string } & Record<string, string>;
}

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
  // Every file is made from the redacted report, so one pass covers them all.
  const clean = redactor.redactDeep(report);
  // A report read back (compare, merge) keeps the count its first writing found.
  clean.redactions = report.redactions + redactor.count;
  await mkdir(out, { recursive: true });
  const files: Record<string, string> = {};
  // A second pass over each rendered text, for the forms as written (a value escaped once more
  // by a renderer is among them); it does not add to the count shown.
  const again = new Redactor(secretValues(env, secrets));
  for (const o of outputs) {
    files[o.format] = path.join(out, o.file);
    await writeFile(files[o.format], again.redactPlain(o.render(clean)));
  }
  return {
    report: clean,
    markdown: again.redactPlain(renderMarkdown(clean)),
    files: files as Written['files'],
  };
}
