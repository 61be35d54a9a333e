import type { FieldErrors } from '../shared/errors.js';
import { parseRecordInput } from '../shared/inputSchema.js';
import { cellValue } from './sisCells.js';
import {
  type SisColumn,
  type SisLookup,
  type SisTarget,
  sisColumnsOf,
  sisTargetDefinition,
} from './sisColumns.js';
import type { SisImportKind } from './sisImport.js';
import { refusalErrors } from './sisImportStreams.js';

/** A data row as read: its line and its non-empty cells by column header. */
export interface SisRawRow {
  line: number;
  values: Partial<Record<string, string>>;
}

/** A row's problem, where a person finds it in the file. */
export interface SisRowError {
  line: number;
  column: string;
  reason: string;
}

/** Finds a referenced record by what people call it: its id, undefined when none, null when several. */
export type SisLookups = (lookup: SisLookup, text: string) => string | null | undefined;

/** Trimmed, case-insensitive: how natural keys and names are compared (as unique keys are). */
export const naturalKey = (text: unknown) =>
  String(text ?? '')
    .trim()
    .toLowerCase();

/** A row's cells as each record's input (present columns only: an empty cell is an empty value). */
export interface RowInputs {
  inputs: Record<Exclude<SisTarget, 'key'>, Record<string, unknown>>;
  keys: Record<string, string>;
  errors: SisRowError[];
}

export function rowInputs(
  kind: SisImportKind,
  row: SisRawRow,
  present: ReadonlySet<string>,
  lookups: SisLookups,
): RowInputs {
  const result: RowInputs = {
    inputs: { course: {}, offering: {}, section: {}, meeting: {}, user: {}, profile: {} },
    keys: {},
    errors: [],
  };
  const refuse = (column: SisColumn, reason: string) =>
    result.errors.push({ line: row.line, column: column.header, reason });
  for (const column of sisColumnsOf(kind)) {
    if (!present.has(column.header)) continue;
    const text = row.values[column.header]?.trim() ?? '';
    if (column.target === 'key') {
      if (text === '' && column.required) refuse(column, 'Required');
      result.keys[column.field] = text;
      continue;
    }
    const input = result.inputs[column.target];
    const spec = sisTargetDefinition(column.target).fields[column.field]!;
    if (text === '') {
      // an empty required cell keeps the record's value (or its default): it cannot clear it
      if (!spec.required) input[column.field] = null;
      continue;
    }
    if (column.lookup) {
      const id = lookups(column.lookup, text);
      if (id === undefined) refuse(column, `No ${column.header.toLowerCase()} named "${text}"`);
      else if (id === null) refuse(column, `Several records are named "${text}": rename one of them`);
      else input[column.field] = id;
      continue;
    }
    const parsed = cellValue(spec, column.field, text);
    if ('error' in parsed) refuse(column, parsed.error);
    else input[column.field] = parsed.value;
  }
  return result;
}

/** Fields without a column of their own, and the column their problem is shown at. */
const fallbackHeaders: Record<string, string> = {
  CourseId: 'Course Number',
  CourseOfferingId: 'Course Number',
  AcademicTermId: 'Term',
  AcademicPeriodId: 'Term',
  SectionId: 'Section Number',
  UserId: 'Username',
};

/** Field errors of a record as row errors at the columns that set the fields. */
export function rowErrorsOf(
  kind: SisImportKind,
  target: Exclude<SisTarget, 'key'>,
  line: number,
  errors: FieldErrors,
): SisRowError[] {
  const columns = sisColumnsOf(kind);
  return Object.entries(errors).map(([field, reason]) => {
    const column =
      columns.find((c) => c.target === target && c.field === field)?.header ??
      columns.find((c) => c.field === field)?.header ??
      fallbackHeaders[field] ??
      (field === 'root' ? '' : field);
    return { line, column, reason: String(reason) };
  });
}

const noKeys: ReadonlySet<string> = new Set();

/**
 * A record's input checked as the app's create and update check a client's body: `create` complete
 * (defaults for what the file leaves out), `update` the file's columns only. Undefined with the errors
 * pushed when the values cannot be stored.
 */
export function checkedRecord(
  kind: SisImportKind,
  target: Exclude<SisTarget, 'key'>,
  line: number,
  input: Record<string, unknown>,
  errors: SisRowError[],
): { create: Record<string, unknown>; update: Record<string, unknown> } | undefined {
  const { fields } = sisTargetDefinition(target);
  try {
    const update = parseRecordInput(fields, input, 'update', { readOnlyKeys: noKeys });
    const create = parseRecordInput(fields, input, 'create', { readOnlyKeys: noKeys });
    return { create, update };
  } catch (error) {
    errors.push(...rowErrorsOf(kind, target, line, refusalErrors(error)));
    return undefined;
  }
}
