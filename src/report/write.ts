// Builds the report and writes report.json, report.md and transcripts.jsonl, redacted.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown } from './markdown.js';
import type { Report } from './model.js';
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
): Promise<Written> {
  const redactor = new Redactor(secretValues(env));
  // Redact everything first, so the count the report carries covers every file.
  const transcripts = redactor.redact(
    report.results.map((r) => JSON.stringify(r)).join('\n') + (report.results.length ? '\n' : ''),
  );
  const clean = JSON.parse(redactor.redact(JSON.stringify(report))) as Report;
  clean.redactions = redactor.count;
  const markdown = redactor.redact(renderMarkdown(clean));
  clean.redactions = redactor.count;
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
