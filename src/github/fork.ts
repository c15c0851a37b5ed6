// Whether this job runs for a pull request from a fork, which GitHub gives no secrets.
import { readFileSync } from 'node:fs';

// The events a fork's pull request triggers without secrets (`pull_request_target` has them).
const WITHOUT_SECRETS = ['pull_request', 'pull_request_review', 'pull_request_review_comment'];

interface Repo {
  full_name?: string;
}

/** Why the run gets no secrets, or undefined when it may have them. Read from the event file
 * itself: @actions/github is loaded only where the API is used. */
export function noSecrets(env: NodeJS.ProcessEnv): string | undefined {
  if (!WITHOUT_SECRETS.includes(env.GITHUB_EVENT_NAME ?? '') || !env.GITHUB_EVENT_PATH) return;
  let pr: { head?: { repo?: Repo | null }; base?: { repo?: Repo } } | undefined;
  try {
    pr = (JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as { pull_request?: typeof pr })
      .pull_request;
  } catch {
    return;
  }
  const base = pr?.base?.repo?.full_name;
  // A deleted fork leaves `head.repo` null: still not the base repository.
  const head = pr?.head?.repo === null ? null : pr?.head?.repo?.full_name;
  if (!base || head === undefined || head === base) return;
  return 'a pull request from a fork gets no secrets';
}
