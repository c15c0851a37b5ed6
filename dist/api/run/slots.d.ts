interface Ticket {
    /** True once a slot is this ticket's; false when withdrawn first. */
    granted: Promise<boolean>;
    withdraw(): void;
}
export declare class Slots {
    private free;
    private readonly back;
    private readonly fresh;
    constructor(free: number);
    /** A slot for a job not yet started; false when `signal` aborts first. */
    start(signal?: AbortSignal): Promise<boolean>;
    /** A slot for a job back from a wait: before any job not yet started. */
    resume(): Ticket;
    give(): void;
    private take;
}
/** One started job's slot: `idle` lends it for a wait, `end` gives it back for good. A
 * conversation cut short may still wait after the end: it then holds no slot. */
export declare class Hold {
    private readonly slots;
    private held;
    private ended;
    private resuming?;
    constructor(slots: Slots);
    readonly idle: <T>(wait: () => Promise<T>) => Promise<T>;
    end(): void;
}
export {};
