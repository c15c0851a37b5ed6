import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  toProviderError
} from "./chunk-JGUX4BFZ.js";

// src/providers/common.ts
function isPlainObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function toModelCall(id, apiName, rawArgs, names) {
  const tool = names.toMcp(apiName);
  const raw = typeof rawArgs === "string" ? rawArgs : JSON.stringify(rawArgs) ?? "";
  if (tool === void 0) {
    return { id, tool: apiName, args: {}, malformed: `unknown tool "${apiName}"`, raw };
  }
  let args = rawArgs;
  if (typeof rawArgs === "string") {
    if (rawArgs.trim() === "") return { id, tool, args: {} };
    try {
      args = JSON.parse(rawArgs);
    } catch {
      return {
        id,
        tool,
        args: {},
        malformed: `arguments are not valid JSON: ${clip(rawArgs)}`,
        raw
      };
    }
  }
  if (args === void 0 || args === null) return { id, tool, args: {} };
  if (!isPlainObject(args)) {
    return {
      id,
      tool,
      args: {},
      malformed: `arguments are not a JSON object: ${clip(JSON.stringify(args))}`,
      raw
    };
  }
  return { id, tool, args };
}
function clip(text, max = 200) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
function pairOutcomes(calls, outcomes) {
  const byId = new Map(outcomes.map((o) => [o.callId, o]));
  return calls.map(
    (call) => byId.get(call.id) ?? {
      callId: call.id,
      tool: call.tool,
      text: call.malformed ? `Error: malformed tool call (${call.malformed})` : "Error: the tool was not executed",
      isError: true
    }
  );
}
function errorText(outcome) {
  return outcome.isError && !outcome.text.startsWith("Error") ? `Error: ${outcome.text}` : outcome.text;
}
function historySession(opts, wire) {
  const history = [];
  let pending = [];
  const step = async (added, signal) => {
    let exchange;
    try {
      exchange = await wire.send([...history, ...added], signal);
    } catch (err) {
      throw toProviderError(opts.name, err, signal, void 0, opts.timeoutMs);
    }
    history.push(...added, ...exchange.reply);
    pending = exchange.step.calls;
    return exchange.step;
  };
  return {
    user: (turn, signal) => step(wire.userMessage(turn.user), signal),
    results: (outcomes, signal) => step(wire.resultMessages(pending, pairOutcomes(pending, outcomes)), signal)
  };
}

export {
  toModelCall,
  errorText,
  historySession
};
