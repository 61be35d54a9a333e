/**
 * Reports a job's progress at most every 2 points or 250 ms, one report in flight at a time (a slow
 * backend never queues up reports), below 100 until `finish`: 100 means done. It never goes below
 * `from`, what an earlier attempt of the job had reached.
 */
export class ProgressReporter {
  private reported: number;
  private reportedAt: number;
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly update: (percent: number) => Promise<void>,
    private readonly now: () => number = Date.now,
    from = 0,
  ) {
    this.reported = Math.min(99, Math.floor(from));
    this.reportedAt = now();
  }

  report(percent: number): void {
    const value = Math.min(99, Math.floor(percent));
    if (value <= this.reported || this.inFlight) return;
    if (value - this.reported < 2 && this.now() - this.reportedAt < 250) return;
    this.reported = value;
    this.reportedAt = this.now();
    this.inFlight = this.update(value)
      .catch(() => {}) // a lost progress report is no reason to fail the job
      .finally(() => (this.inFlight = undefined));
  }

  async finish(): Promise<void> {
    await this.inFlight;
    this.reported = 100;
    await this.update(100);
  }
}
