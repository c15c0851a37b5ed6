import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  ElicitRequestSchema
} from "./chunk-HFEMLQCX.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";

// src/mcp/elicitation.ts
function elicitationCapability(setting) {
  if (!setting) return void 0;
  const { form, url } = setting === true ? { form: true, url: true } : setting;
  if (!form && !url) return void 0;
  return { ...form ? { form: {} } : {}, ...url ? { url: {} } : {} };
}
var DECLINED = { action: "decline" };
function answerElicitation(client, askers) {
  client.setRequestHandler(ElicitRequestSchema, (request) => {
    const asks = askers.current;
    return asks?.elicit ? asks.elicit(request.params) : DECLINED;
  });
}
export {
  answerElicitation,
  elicitationCapability
};
