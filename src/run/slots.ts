// The run's scenario slots: `concurrency` jobs work at once. A job that only waits (a retry's
// Retry-After) lends its slot to another job and takes one back ahead of jobs not yet started,
// so started scenarios finish first.

interface Ticket {
  /** True once a slot is this ticket's; false when withdrawn first. */
  granted: Promise<boolean>;
  withdraw(): void;
}

type Waiter = (granted: boolean) => void;

export class Slots {
  private readonly back: Waiter[] = [];
  private readonly fresh: Waiter[] = [];

  constructor(private free: number) {}

  /** A slot for a job not yet started; false when `signal` aborts first. */
  async start(signal?: AbortSignal): Promise<boolean> {
    const ticket = this.take(this.fresh);
    const withdraw = () => ticket.withdraw();
    if (signal?.aborted) withdraw();
    else signal?.addEventListener('abort', withdraw, { once: true });
    try {
      return await ticket.granted;
    } finally {
      signal?.removeEventListener('abort', withdraw);
    }
  }

  /** A slot for a job back from a wait: before any job not yet started. */
  resume(): Ticket {
    return this.take(this.back);
  }

  give(): void {
    const next = this.back.shift() ?? this.fresh.shift();
    if (next) next(true);
    else this.free++;
  }

  private take(queue: Waiter[]): Ticket {
    if (this.free > 0) {
      this.free--;
      return { granted: Promise.resolve(true), withdraw: () => undefined };
    }
    let go!: Waiter;
    const granted = new Promise<boolean>((resolve) => (go = resolve));
    queue.push(go);
    return {
      granted,
      withdraw: () => {
        const i = queue.indexOf(go);
        if (i < 0) return;
        queue.splice(i, 1);
        go(false);
      },
    };
  }
}

/** One started job's slot: `idle` lends it for a wait, `end` gives it back for good. A
 * conversation cut short may still wait after the end: it then holds no slot. */
export class Hold {
  private held = true;
  private ended = false;
  private resuming?: Ticket;

  constructor(private readonly slots: Slots) {}

  readonly idle = async <T>(wait: () => Promise<T>): Promise<T> => {
    if (!this.held) return wait();
    this.held = false;
    this.slots.give();
    try {
      return await wait();
    } finally {
      if (!this.ended) {
        this.resuming = this.slots.resume();
        const granted = await this.resuming.granted;
        this.resuming = undefined;
        // Granted just as the job ended: not this job's any more.
        if (this.ended && granted) this.slots.give();
        else this.held = granted;
      }
    }
  };

  end(): void {
    this.ended = true;
    this.resuming?.withdraw();
    if (this.held) {
      this.held = false;
      this.slots.give();
    }
  }
}
