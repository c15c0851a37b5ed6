/** True for localhost, 127.0.0.0/8 and ::1 — the only places a run may reach by default. */
export declare function isLoopback(hostname: string): boolean;
