/** A sleep that ends early when woken. Used by processors: a wake-up is a hint, the timeout is the fallback. */
export class Wakeable {
  private wakeCurrent: (() => void) | undefined;
  private pending = false;

  wake(): void {
    if (this.wakeCurrent) this.wakeCurrent();
    else this.pending = true;
  }

  sleep(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeCurrent = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeCurrent = done;
    });
  }
}
