// Loads @actions/workflow-parser under Node. The package imports its schema JSON without
// `with { type: 'json' }` (it is written for bundlers), which Node's ESM loader refuses; vitest
// hands node_modules to Node as they are. A module hook adds the attribute for those files only.
import { register } from 'node:module';

const hook = `export async function load(url, context, next) {
  if (url.includes('/@actions/workflow-parser/') && url.endsWith('.json')) {
    return next(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
  }
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

export const workflowParser: typeof import('@actions/workflow-parser') =
  await import('@actions/workflow-parser');
export const actionParser: typeof import('@actions/workflow-parser/actions/index') =
  await import('@actions/workflow-parser/actions/index');
