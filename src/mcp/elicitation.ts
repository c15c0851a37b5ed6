// Elicitation on the client side: the capability as the config declares it, and requests routed
// to the scenario whose call is in flight. Nothing here opens a URL: URL mode is recorded only.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  ElicitRequestSchema,
  type ClientCapabilities,
  type ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { ClientConfig } from '../model/config.js';
import type { Askers } from './asks.js';

/** The declared capability: `true` both modes, `{ form, url }` those set; none when off. */
export function elicitationCapability(
  setting: ClientConfig['elicitation'],
): ClientCapabilities['elicitation'] | undefined {
  if (!setting) return undefined;
  const { form, url } = setting === true ? { form: true, url: true } : setting;
  if (!form && !url) return undefined;
  return { ...(form ? { form: {} } : {}), ...(url ? { url: {} } : {}) };
}

/** A request that comes between calls has no scenario to answer it: the user declines. */
const DECLINED: ElicitResult = { action: 'decline' };

export function answerElicitation(client: Client, askers: Askers): void {
  client.setRequestHandler(ElicitRequestSchema, (request) => {
    const asks = askers.current;
    return asks?.elicit ? asks.elicit(request.params) : DECLINED;
  });
}
