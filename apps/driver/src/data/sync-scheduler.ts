import { retryDelayMs } from '@rahti/domain';
import type { SyncRunOutcome } from './sync-run';

export const SYNC_INTERVAL_MS = 60_000;

/** 'skipped': nothing could be tried (offline, signed out, waiting for a sign-in). */
export type SyncAttempt = SyncRunOutcome | 'skipped';

export interface SyncSchedulerDeps {
  attempt(refreshContext: boolean): Promise<SyncAttempt>;
  settled(outcome: SyncAttempt): void;
  random(): number;
}

/**
 * When syncs run (decision 0012): one at a time, a request during a run making it go once more;
 * every minute while started; after a failure again with back-off (the minute's tick waits for
 * it, a driver's action or a reconnect does not).
 */
export class SyncScheduler {
  private running: Promise<void> | null = null;
  private next: { refreshContext: boolean } | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private failures = 0;
  private isStarted = false;

  constructor(private readonly deps: SyncSchedulerDeps) {}

  get isFailing(): boolean {
    return this.failures > 0;
  }

  /** The sync running now, if any. */
  get current(): Promise<void> | null {
    return this.running;
  }

  start(): void {
    if (this.isStarted) return;
    this.isStarted = true;
    this.intervalTimer = setInterval(() => this.request({ isTimer: true }), SYNC_INTERVAL_MS);
  }

  stop(): void {
    this.isStarted = false;
    clearInterval(this.intervalTimer);
    this.clearRetry();
  }

  request(trigger: { refreshContext?: boolean; isTimer?: boolean } = {}): void {
    if (!this.isStarted || (trigger.isTimer && this.retryTimer !== undefined)) return;
    void this.run({ refreshContext: trigger.refreshContext ?? false });
  }

  /** Runs a sync now, or joins the running one and has it go once more (with the context, if asked). */
  run(trigger: { refreshContext: boolean }): Promise<void> {
    if (this.running) {
      this.next = { refreshContext: trigger.refreshContext || (this.next?.refreshContext ?? false) };
      return this.running;
    }
    this.running = (async () => {
      let next: { refreshContext: boolean } | null = trigger;
      while (next) {
        this.next = null;
        this.settle(await this.deps.attempt(next.refreshContext).catch((): SyncAttempt => 'failed'));
        next = this.next;
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private settle(outcome: SyncAttempt): void {
    if (outcome === 'failed') {
      this.failures++;
      this.clearRetry();
      if (this.isStarted) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.request();
        }, retryDelayMs(this.failures, this.deps.random));
      }
    } else if (outcome !== 'skipped') {
      this.failures = 0;
      this.clearRetry();
    }
    this.deps.settled(outcome);
  }

  private clearRetry(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}
