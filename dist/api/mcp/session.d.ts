import { type Upstream } from './types.js';
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
export declare function keptSession(upstream: Upstream, name: string, session: Session): Upstream;
