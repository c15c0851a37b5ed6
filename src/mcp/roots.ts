// Roots on the client side: `roots/list` answered from the config's `client.roots`.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ClientConfig } from '../model/config.js';

/** Declared only when the config lists roots; no list changes are ever sent. */
export function answerRoots(client: Client, roots: NonNullable<ClientConfig['roots']>): void {
  client.setRequestHandler(ListRootsRequestSchema, () => ({
    roots: roots.map((r) => ({ uri: r.uri, ...(r.name !== undefined ? { name: r.name } : {}) })),
  }));
}
