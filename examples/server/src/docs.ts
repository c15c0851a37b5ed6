// The handful of runbook pages `search_docs` searches. In memory, read-only, no HTTP.

export interface Doc {
  title: string;
  text: string;
}

export const DOCS: readonly Doc[] = [
  {
    title: 'Clusters overview',
    text:
      'A cluster is a group of nodes in one region that runs your workloads. Every cluster has ' +
      'an id (such as c1), a name, a region and a node count. Use list_clusters to see them all ' +
      'and get_cluster for the details of one.',
  },
  {
    title: 'Cluster status',
    text:
      'cluster_status reports the state of a cluster: running, degraded, provisioning or ' +
      'restarting, with the number of healthy nodes. A degraded cluster has at least one ' +
      'unhealthy node and is usually fixed by a restart.',
  },
  {
    title: 'Restarting a cluster',
    text:
      'Restarts are rolling: nodes restart one at a time, so a healthy cluster stays available ' +
      'and there is no downtime. A restart takes about five minutes. restart_cluster first ' +
      'returns a preflight; call it again with confirm: true once the user has agreed.',
  },
  {
    title: 'Deletion policy',
    text:
      'Deleting a cluster is permanent: its nodes and volumes are destroyed and cannot be ' +
      'recovered. delete_cluster always returns a preflight first and only deletes when called ' +
      'again with confirm: true, after the user has explicitly confirmed. Production clusters ' +
      'should be backed up before deletion.',
  },
  {
    title: 'Regions',
    text:
      'Clusters can be created in eu-west-1 (Ireland), eu-central-1 (Frankfurt), us-east-1 ' +
      '(Virginia) and ap-south-1 (Mumbai). A cluster cannot move between regions; create a ' +
      'new one instead.',
  },
  {
    title: 'Creating clusters',
    text:
      'create_cluster needs a name and a region; nodes defaults to 3 and may be 1 to 50. Names ' +
      'are lowercase letters, digits and dashes. A new cluster starts in the provisioning ' +
      'state and is running within a few minutes.',
  },
];

export interface DocHit {
  title: string;
  snippet: string;
  score: number;
}

/** Case-insensitive term search; a term matches as a substring of the title or text. */
export function searchDocs(query: string, limit = 3): DocHit[] {
  const terms = query
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((t) => t.length >= 2);
  if (terms.length === 0) return [];
  const hits: DocHit[] = [];
  for (const doc of DOCS) {
    const title = doc.title.toLowerCase();
    const text = doc.text.toLowerCase();
    let score = 0;
    for (const term of terms) {
      if (title.includes(term)) score += 2;
      if (text.includes(term)) score += 1;
    }
    if (score > 0) hits.push({ title: doc.title, snippet: snippet(doc.text), score });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** The docs are short: the snippet is the page's opening, cut at `width` characters. */
function snippet(text: string, width = 400): string {
  return text.length <= width ? text : text.slice(0, width).trimEnd() + '…';
}
