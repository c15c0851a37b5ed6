// The `ops-example` MCP server: tools over a small "clusters" ops API.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { OpsApi, seg, textResult } from './api.js';
import { searchDocs } from './docs.js';

export const SERVER_NAME = 'ops-example';
export const SERVER_VERSION = '0.1.0';

export interface ServerOptions {
  /** Base URL of the ops API, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** Register only the read-only tools. */
  readOnly?: boolean;
  /** Refuse arguments the schema does not name (by default they are dropped, as zod does). */
  strictArgs?: boolean;
}

const clusterId = z.string().min(1).describe('The cluster id, e.g. "c1" (see list_clusters).');

export function createServer(options: ServerOptions): McpServer {
  const api = new OpsApi(options.apiUrl);
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION });
  // A strict object where asked: the SDK then answers an unknown field with an input validation
  // error. Typed as the shape, which is what the handlers' arguments are inferred from.
  const input = <S extends z.ZodRawShape>(shape: S): S =>
    (options.strictArgs ? z.object(shape).strict() : shape) as S;

  server.registerTool(
    'list_clusters',
    {
      title: 'List clusters',
      description:
        'List every cluster with its id, name, region and node count. Use it to find the id ' +
        'of a cluster the user names (for example "prod" or "staging").',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () => {
      const res = await api.request('GET', '/clusters');
      return res.ok ? textResult(res.body) : res.error;
    },
  );

  server.registerTool(
    'get_cluster',
    {
      title: 'Get cluster',
      description:
        'Get the details of one cluster by id: name, region, node count, version and creation ' +
        'date.',
      inputSchema: input({ id: clusterId }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id }) => {
      const res = await api.request('GET', `/clusters/${seg(id)}`);
      return res.ok ? textResult(res.body) : res.error;
    },
  );

  server.registerTool(
    'cluster_status',
    {
      title: 'Cluster status',
      description:
        'Get the live health of one cluster by id: its state (running, degraded, provisioning, ' +
        'restarting) and how many nodes are healthy.',
      inputSchema: input({ id: clusterId }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id }) => {
      const res = await api.request('GET', `/clusters/${seg(id)}/status`);
      return res.ok ? textResult(res.body) : res.error;
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search docs',
      description:
        'Search the ops runbook (clusters, status, restarts, deletion policy, regions, creating ' +
        'clusters) and return the matching page titles with snippets. Use it for "how do I" and ' +
        'policy questions.',
      inputSchema: input({
        query: z.string().min(1).describe('Keywords to search for, e.g. "restart downtime".'),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query }) => {
      const hits = searchDocs(query);
      if (hits.length === 0) return textResult(`No docs matched "${query}".`);
      return textResult(hits.map(({ title, snippet }) => ({ title, snippet })));
    },
  );

  if (options.readOnly) return server;

  server.registerTool(
    'create_cluster',
    {
      title: 'Create cluster',
      description:
        'Create a new cluster. Needs a name and a region (eu-west-1, eu-central-1, us-east-1, ' +
        'ap-south-1); nodes defaults to 3. Ask the user for a missing name or region rather than ' +
        'inventing one.',
      inputSchema: input({
        name: z
          .string()
          .min(1)
          .describe('Cluster name: lowercase letters, digits and dashes, e.g. "analytics".'),
        region: z.string().min(1).describe('Region to create the cluster in, e.g. "eu-west-1".'),
        nodes: z
          .number()
          .int()
          .min(1)
          .max(50)
          .optional()
          .describe('Number of nodes, 1 to 50 (default 3).'),
        labels: z
          .array(z.object({ key: z.string().min(1), value: z.string() }))
          .optional()
          .describe('Labels to put on the cluster, e.g. [{"key": "team", "value": "data"}].'),
      }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    async ({ name, region, nodes, labels }) => {
      const body: Record<string, unknown> = { name, region };
      if (nodes !== undefined) body.nodes = nodes;
      if (labels !== undefined) body.labels = labels;
      const res = await api.request('POST', '/clusters', body);
      return res.ok ? textResult(res.body) : res.error;
    },
  );

  server.registerTool(
    'restart_cluster',
    {
      title: 'Restart cluster',
      description:
        'Rolling restart of a cluster by id. Without confirm it only returns a preflight ' +
        'describing the restart and changes nothing; call it again with confirm: true once the ' +
        'user has agreed.',
      inputSchema: input({
        id: clusterId,
        confirm: z
          .boolean()
          .optional()
          .describe('Set to true only after the user has confirmed the restart.'),
      }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    async ({ id, confirm }) => {
      if (confirm !== true) {
        const res = await api.request('GET', `/clusters/${seg(id)}`);
        if (!res.ok) return res.error;
        return textResult(
          `preflight: restarting ${describe(id, res.body)} would restart its nodes one at a ` +
            'time (rolling, about five minutes). Nothing has been restarted. Ask the user to ' +
            'confirm, then call restart_cluster again with confirm: true.',
        );
      }
      const res = await api.request('POST', `/clusters/${seg(id)}/restart`);
      return res.ok ? textResult(res.body) : res.error;
    },
  );

  server.registerTool(
    'delete_cluster',
    {
      title: 'Delete cluster',
      description:
        'Permanently delete a cluster by id, destroying its nodes and volumes. Without ' +
        'confirm: true it only returns a preflight of what would be deleted and deletes ' +
        'nothing. Only pass confirm: true after the user has explicitly confirmed the deletion.',
      inputSchema: input({
        id: clusterId,
        confirm: z
          .boolean()
          .optional()
          .describe('Set to true only after the user has explicitly confirmed the deletion.'),
      }),
      annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: false },
    },
    async ({ id, confirm }) => {
      if (confirm !== true) {
        const res = await api.request('GET', `/clusters/${seg(id)}`);
        if (!res.ok) return res.error;
        return textResult(
          `preflight: deleting ${describe(id, res.body)} would permanently destroy its nodes ` +
            'and volumes; this cannot be undone. Nothing has been deleted. Ask the user to ' +
            'confirm, then call delete_cluster again with confirm: true.',
        );
      }
      const res = await api.request('DELETE', `/clusters/${seg(id)}`);
      return res.ok ? textResult(res.body ?? { deleted: id }) : res.error;
    },
  );

  return server;
}

/** "cluster prod (id c1, region eu-west-1, 5 nodes)" from whatever GET /clusters/{id} returned. */
function describe(id: string, body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `cluster ${id}`;
  const c = body as Record<string, unknown>;
  const parts = [`id ${id}`];
  if (typeof c.region === 'string') parts.push(`region ${c.region}`);
  if (typeof c.nodes === 'number') parts.push(`${c.nodes} node${c.nodes === 1 ? '' : 's'}`);
  const name = typeof c.name === 'string' ? c.name : id;
  return `cluster ${name} (${parts.join(', ')})`;
}
