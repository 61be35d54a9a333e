/** A problem that makes a payroll file unreadable as a whole (line 0: the file itself, not a line of it). */
export interface EffortFileProblem {
  line: number;
  column: string;
  message: string;
}

/** A payroll file that cannot be read at all: wrong type, empty, no header, missing or duplicate columns. */
export class EffortFileError extends Error {
  readonly errors: EffortFileProblem[];

  constructor(message: string, errors: EffortFileProblem[] = [{ line: 0, column: '', message }]) {
    super(message);
    this.name = 'EffortFileError';
    this.errors = errors;
  }
}
