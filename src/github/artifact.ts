// The artifact: report.json, report.md and the transcripts, so the full run survives the job.
import { DefaultArtifactClient } from '@actions/artifact';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface ArtifactOptions {
  name: string;
  /** The eval's output folder; every file in it is uploaded, paths kept relative to it. */
  directory: string;
  log: { info(message: string): void; warn(message: string): void };
}

/** Uploads the output folder; returns the artifact id, or undefined (with a warning) on failure. */
export async function uploadReportArtifact(options: ArtifactOptions): Promise<number | undefined> {
  try {
    if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
      throw new Error('ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set (not on a runner?)');
    }
    const root = path.resolve(options.directory);
    // Everything the engine wrote (report.json, report.md, transcripts), whatever it names them.
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    const { id } = await new DefaultArtifactClient().uploadArtifact(options.name, files, root);
    options.log.info(`Uploaded artifact ${options.name} (id ${id}, ${files.length} files).`);
    return id;
  } catch (error) {
    // The report is still on disk and in the summary; a missing artifact must not fail the step.
    options.log.warn(
      `Could not upload the artifact ${options.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}
