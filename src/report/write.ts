// Builds the report and writes report.json, report.md and transcripts.jsonl, redacted.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown } from './markdown.js';
import type { Report } from '../model/report.js';
import { Redactor, secretValues } from './redact.js';

export interface Written {
  report: Report;
  markdown: string;
  files: { json: string; markdown: string; transcripts: string };
}

export async function writeReport(
  report: Report,
  out: string,
  env: NodeJS.ProcessEnv,
  /** More values to redact: those passed to the server through ${env:NAME}. */
  secrets: string[] = [],
): Promise<Written> {
  const redactor = new Redactor(secretValues(env, secrets));
  // Every file is made from the redacted report, so one pass covers them all.
  const clean = redactor.redactDeep(report);
  clean.redactions = redactor.count;
  const transcripts = clean.results.map((r) => JSON.stringify(r) + '\n').join('');
  const markdown = renderMarkdown(clean);
  await mkdir(out, { recursive: true });
  const files = {
    json: path.join(out, 'report.json'),
    markdown: path.join(out, 'report.md'),
    transcripts: path.join(out, 'transcripts.jsonl'),
  };
  await writeFile(files.json, JSON.stringify(clean, null, 2) + '\n');
  await writeFile(files.markdown, markdown);
  await writeFile(files.transcripts, transcripts);
  return { report: clean, markdown, files };
}
