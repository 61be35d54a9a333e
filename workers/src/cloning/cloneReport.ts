/** The kinds of record a clone makes. */
export const cloneKinds = ['offerings', 'termModes', 'sections', 'meetings'] as const;
export type CloneKind = (typeof cloneKinds)[number];

export interface SkipReason {
  kind: CloneKind;
  /** The source record's id. */
  id: string;
  /** How a person finds it: "HIST 101", "HIST 101 section 002". */
  label: string;
  reason: string;
}

/** What a clone job answers (its BullMQ result, and the report on the page). */
export interface CloneResult {
  created: Record<CloneKind, number>;
  skipped: Record<CloneKind, number> & {
    /** Why, per skipped record: the first `maxReasons`; `reasonsLeftOut` says how many more there were. */
    reasons: SkipReason[];
    reasonsLeftOut: number;
  };
  /** What a clone never copies, said once. */
  notes: string[];
}

/** Small enough that the result fits one socket notification (Postgres NOTIFY, 8000 bytes). */
export const maxReasons = 25;

const zero = (): Record<CloneKind, number> => ({ offerings: 0, termModes: 0, sections: 0, meetings: 0 });

/** Tallies a clone as it goes. A skipped record's children count as skipped with it, under its reason. */
export class CloneReport {
  private readonly created = zero();
  private readonly skipped = zero();
  private readonly reasons: SkipReason[] = [];
  private reasonsLeftOut = 0;
  private readonly notes = new Set<string>();

  countCreated(kind: CloneKind, count = 1): void {
    this.created[kind] += count;
  }

  /** One skipped record and why; `along`: its children skipped with it (counted, not listed). */
  skip(
    kind: CloneKind,
    source: { id: string; label: string },
    reason: string,
    along: Partial<Record<CloneKind, number>> = {},
  ): void {
    this.skipped[kind] += 1;
    for (const [child, count] of Object.entries(along)) this.skipped[child as CloneKind] += count;
    if (this.reasons.length < maxReasons) {
      this.reasons.push({
        kind,
        id: source.id,
        label: source.label.slice(0, 60),
        reason: reason.slice(0, 160),
      });
    } else this.reasonsLeftOut++;
  }

  note(text: string): void {
    this.notes.add(text);
  }

  result(): CloneResult {
    return {
      created: { ...this.created },
      skipped: { ...this.skipped, reasons: [...this.reasons], reasonsLeftOut: this.reasonsLeftOut },
      notes: [...this.notes],
    };
  }
}
