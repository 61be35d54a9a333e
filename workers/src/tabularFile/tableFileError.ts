/** A problem that makes a file unreadable as a whole (line 0: the file itself, not a line of it). */
export interface TableFileProblem {
  line: number;
  column: string;
  message: string;
}

/** A CSV or XLSX file that cannot be read at all: wrong type, empty, no header, missing or duplicate columns. */
export class TableFileError extends Error {
  readonly errors: TableFileProblem[];

  constructor(message: string, errors: TableFileProblem[] = [{ line: 0, column: '', message }]) {
    super(message);
    this.name = 'TableFileError';
    this.errors = errors;
  }
}
