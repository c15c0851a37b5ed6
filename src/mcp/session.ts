// A streamable-HTTP server's session, kept: when the server answers 404 for the session a call
// carried, the MCP spec has the client start a new session (a fresh initialize); that is done
// once, and the call sent again on it. If that fails, the server is gone for the run's rows.
import { errorMessage } from '../errors.js';
import { TransportError, type Upstream } from './types.js';

export interface Session {
  /** The server no longer knows the session the failed request carried (HTTP 404). */
  lost(err: unknown): boolean;
  /** The request never got an answer: an HTTP error status, a connection that failed. */
  failed(err: unknown): boolean;
  /** A new session in place of the lost one: initialize again, without the old id. */
  renew(): Promise<void>;
  /** Told when a session was renewed (the server's state from before may be gone). */
  warn?: (message: string) => void;
}

export function keptSession(upstream: Upstream, name: string, session: Session): Upstream {
  let lostFor: string | undefined;
  // Bumped as a renewal starts: a call sent before it that meets the lost session waits for that
  // renewal rather than starting another.
  let generation = 0;
  let renewal: Promise<string | undefined> = Promise.resolve(undefined);
  const renewAfter = (sentIn: number) => {
    if (sentIn === generation) {
      generation++;
      renewal = session.renew().then(
        () => {
          session.warn?.(
            `${name} lost its HTTP session (404 for its Mcp-Session-Id); a new one was started`,
          );
          return undefined;
        },
        (err: unknown) => errorMessage(err),
      );
    }
    return renewal;
  };
  const lose = (why: string, err: unknown): never => {
    lostFor ??= `${name} lost its HTTP session and a new one failed: ${why}`;
    throw new TransportError(lostFor, { cause: err });
  };
  const unanswered = (err: unknown): never => {
    throw new TransportError(`${name} gave no answer to tools/call: ${errorMessage(err)}`, {
      cause: err,
    });
  };
  return {
    tools: upstream.tools,
    live: upstream.live,
    async call(tool, args, signal, ref, asks) {
      // Nothing is sent on a session being replaced.
      await renewal;
      if (lostFor) throw new TransportError(lostFor);
      const sentIn = generation;
      try {
        return await upstream.call(tool, args, signal, ref, asks);
      } catch (err) {
        if (signal.aborted) throw err;
        if (!session.lost(err)) {
          // Cut off by a renewal another call started: it may have run, so it is not sent again.
          if (sentIn !== generation)
            throw new TransportError(
              `${name} lost its HTTP session while this call was in flight: it may have run, so ` +
                `it was not sent again (${errorMessage(err)})`,
              { cause: err },
            );
          if (session.failed(err)) unanswered(err);
          throw err;
        }
        const why = await renewAfter(sentIn);
        if (why !== undefined) lose(why, err);
      }
      // A 404 for the session means the server did not run the call: sent once more, on the
      // new session, and never again.
      try {
        return await upstream.call(tool, args, signal, ref, asks);
      } catch (err) {
        if (signal.aborted) throw err;
        if (session.lost(err)) lose(`the new session was lost too (${errorMessage(err)})`, err);
        if (session.failed(err)) unanswered(err);
        throw err;
      }
    },
    // Not renewed on a lost session: asked once, as a scenario starts.
    ...(upstream.prompt ? { prompt: upstream.prompt.bind(upstream) } : {}),
    gone: () => upstream.gone() ?? lostFor,
    close: () => upstream.close(),
  };
}
