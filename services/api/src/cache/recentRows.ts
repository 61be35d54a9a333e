type Row = Record<string, unknown>;

/**
 * The last rows this process's projections wrote, by resource and id. A command waits until its read
 * model has passed its append; if the row it wrote is here at (or past) the version it produced, that is
 * the row a read would return, and the answer saves the read.
 */
export class RecentRows {
  private readonly rows = new Map<string, Row>();

  constructor(private readonly capacity: number) {}

  remember(resource: string, rows: readonly Row[]): void {
    for (const row of rows) {
      const key = `${resource}:${row.id}`;
      this.rows.delete(key);
      this.rows.set(key, row);
      if (this.rows.size > this.capacity) this.rows.delete(this.rows.keys().next().value as string);
    }
  }

  /** A copy of the row when it is known at `minVersion` or later. */
  take(resource: string, id: string, minVersion: number): Row | undefined {
    const row = this.rows.get(`${resource}:${id}`);
    return row && Number(row.version) >= minVersion ? { ...row } : undefined;
  }
}
