import { TableFileError, type TableFileProblem } from '../tabularFile/tableFileError.js';

/** A problem that makes a payroll file unreadable as a whole (line 0: the file itself, not a line of it). */
export type EffortFileProblem = TableFileProblem;

/** A payroll file that cannot be read at all (the reader of any table file: tabularFile/). */
export const EffortFileError = TableFileError;
export type EffortFileError = TableFileError;
