export interface PollerOptions {
  /** One round of work: everything due now, one after the other. */
  round: () => Promise<unknown>;
  /** How often a started poller runs a round. */
  pollMs: number;
  /** Where a round that failed as a whole is reported. */
  onError: (error: unknown) => void;
  /**
   * Whether a kick before `start` runs a round (the outbox sends just after a commit) or is
   * ignored until the poller is started (the job queue).
   */
  kicksBeforeStart: boolean;
}

/** The background worker of a table of due work (outbox messages, jobs). */
export interface Poller {
  /** Runs a round unless one runs already (that one then goes round once more). */
  kick(): void;
  /** Runs a round every `pollMs`, and one now. */
  start(): void;
  /** Stops the rounds and waits for the one in progress. */
  stop(): Promise<void>;
}

/**
 * The polling loop shared by the outbox (decision 006) and the job queue (decision 015): never
 * two rounds at once in a process, a kick during a round asks for one more, and a timer that does
 * not keep the process alive picks up retries and the work of other or stopped processes.
 */
export function createPoller(options: PollerOptions): Poller {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let active = options.kicksBeforeStart;

  function kick(): void {
    if (!active) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await options.round().catch(options.onError);
      } while (again && active);
    })().finally(() => {
      running = null;
    });
  }

  return {
    kick,
    start() {
      if (timer) return;
      active = true;
      timer = setInterval(kick, options.pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      active = false;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
