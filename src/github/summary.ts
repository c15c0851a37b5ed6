// The job summary: shown on every event, including fork PRs where commenting is not allowed.
import * as core from '@actions/core';
import { fitMarkdown, utf8Bytes } from './truncate.js';

/** GitHub drops a step's summary larger than 1 MiB (measured in bytes). */
export const SUMMARY_LIMIT = 1024 * 1024;

export interface SummaryOptions {
  markdown: string;
  artifactName: string;
  log: { info(message: string): void; warn(message: string): void };
}

/** Writes the report to the job summary; returns false when there is none (a local run). */
export async function writeJobSummary(options: SummaryOptions): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    options.log.info('No job summary here (GITHUB_STEP_SUMMARY is not set).');
    return false;
  }
  const note =
    `> [!NOTE]\n> This report was cut to fit the job summary (1 MiB). The full report is in the ` +
    `\`${options.artifactName}\` artifact (report.md, report.json).`;
  // A little headroom: the summary file is shared by the whole step and ends with a newline.
  const { text, truncated } = fitMarkdown(options.markdown, {
    limit: SUMMARY_LIMIT - 1024,
    note,
    measure: utf8Bytes,
  });
  if (truncated) options.log.warn('The report was cut to fit the job summary (1 MiB).');
  await core.summary.addRaw(text, true).write();
  return true;
}
