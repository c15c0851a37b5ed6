// The step's outputs, all set in one place so the set matches action.yml's outputs.
import * as core from '@actions/core';
import path from 'node:path';
import type { Report } from '../model/report.js';
import { counted } from '../model/comparison.js';

export const OUTPUT_NAMES = [
  'report-json',
  'report-markdown',
  'report-junit',
  'total',
  'passed',
  'accuracy',
  'thresholds-met',
  'regressions',
  'improvements',
  'comment-url',
  'artifact-id',
] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];

/** What the run wrote: the report and where its files are. */
export interface Outcome {
  report: Pick<Report, 'summary' | 'thresholds' | 'comparison'>;
  /** The files written, by format (json, md, ...). */
  files: { json: string } & Record<string, string>;
}

export interface Published {
  commentUrl?: string;
  artifactId?: number;
}

export function outputValues(outcome: Outcome, published: Published): Record<OutputName, string> {
  const overall = outcome.report.summary.overall;
  const comparison = outcome.report.comparison;
  return {
    // Absolute, so later steps find them whatever their working directory; empty when the
    // `formats` input left report.md out.
    'report-json': path.resolve(outcome.files.json),
    'report-markdown': outcome.files.md ? path.resolve(outcome.files.md) : '',
    // Only with `junit` in the `formats` input: for a test-report step.
    'report-junit': outcome.files.junit ? path.resolve(outcome.files.junit) : '',
    total: String(overall.total),
    passed: String(overall.counts.pass ?? 0),
    // A fraction in [0, 1]; empty when nothing was scored (everything skipped or errored).
    accuracy: overall.accuracy === null ? '' : String(overall.accuracy),
    'thresholds-met': String(outcome.report.thresholds.met),
    // Counts against the baseline, as the verdict counted them (judge-only pairs it ignored
    // left out); empty when there was none to compare with.
    regressions: comparison ? String(counted(comparison, 'regressed')) : '',
    improvements: comparison ? String(counted(comparison, 'fixed')) : '',
    'comment-url': published.commentUrl ?? '',
    'artifact-id': published.artifactId === undefined ? '' : String(published.artifactId),
  };
}

export function setOutputs(outcome: Outcome, published: Published): void {
  for (const [name, value] of Object.entries(outputValues(outcome, published))) {
    core.setOutput(name, value);
  }
}
