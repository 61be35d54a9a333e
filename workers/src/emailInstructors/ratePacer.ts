const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Spaces out messages to at most `perSecond` a second (EMAIL_RATE_PER_SECOND). */
export class RatePacer {
  private nextAt = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}

  /** Resolves when the next message may go. */
  async turn(): Promise<void> {
    const now = this.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + 1000 / this.perSecond;
    if (at > now) await this.wait(at - now);
  }
}
