import type { SisLookups, SisRawRow, SisRowError } from './sisRows.js';
import type { ImportedStream } from './sisImportStreams.js';

/** What a file does: the counts a dry run shows, its row errors, and the streams to write, phase by phase. */
export interface SisPlan {
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  errors: SisRowError[];
  /** Written one phase after the other (offerings before their sections); a phase's streams in any order. */
  phases: ImportedStream[][];
}

/** A file read: its data rows and the columns its header has. */
export interface SisFileRows {
  rows: readonly SisRawRow[];
  present: ReadonlySet<string>;
}

/** What every plan needs besides the records it compares with. */
export interface SisPlanContext {
  lookups: SisLookups;
  /** The id of a new record, following from its natural key (a retried import finds what it created). */
  newId(resource: string, naturalKey: string): string;
}

export type RowOutcome = 'created' | 'changed' | 'unchanged';

/** Counts the rows' outcomes into a plan. */
export function planOf(
  fileRows: number,
  outcomes: readonly RowOutcome[],
  errors: SisRowError[],
  phases: ImportedStream[][],
): SisPlan {
  const count = (outcome: RowOutcome) => outcomes.filter((o) => o === outcome).length;
  const ordered = [...errors].sort((a, b) => a.line - b.line);
  return {
    rows: fileRows,
    created: count('created'),
    changed: count('changed'),
    unchanged: count('unchanged'),
    errors: ordered,
    phases,
  };
}

/**
 * The first line of each natural key; a later row with the same key is an error at `column` (a file says
 * one thing about each record).
 */
export class FileKeys {
  private readonly first = new Map<string, number>();

  constructor(
    private readonly column: string,
    private readonly what: string,
  ) {}

  /** True when the key is new in the file; otherwise pushes the error. */
  claim(key: string, line: number, errors: SisRowError[]): boolean {
    const first = this.first.get(key);
    if (first === undefined) {
      this.first.set(key, line);
      return true;
    }
    errors.push({
      line,
      column: this.column,
      reason: `The same ${this.what} as line ${first}: a file lists each once`,
    });
    return false;
  }
}
