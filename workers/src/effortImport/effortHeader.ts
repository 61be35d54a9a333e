import {
  type EffortColumn,
  effortColumnOf,
  effortColumns,
  missingEffortColumns,
  type RawEffortRow,
} from '@tams/domain';
import { EffortFileError, type EffortFileProblem } from './effortFileError.js';

/** A file's header row read: the canonical column of each cell position, and what was left out. */
export interface EffortHeader {
  line: number;
  /** [cell index, canonical column] for each recognised header, in file order. */
  cells: [number, EffortColumn][];
  columns: Record<string, EffortColumn>;
  ignoredColumns: string[];
}

/** A spreadsheet column's letters, as people find a column in Excel: 0 -> A, 27 -> AB. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const acceptedHeaders = (column: EffortColumn) => `${column}: ${effortColumns[column].join(', ')}`;

/**
 * The header row's cells matched to the canonical columns by their aliases. Refuses a header that names
 * one column twice or lacks a required one; headers it does not know are ignored and listed.
 */
export function effortHeaderOf(texts: readonly (string | undefined)[], line: number): EffortHeader {
  const header: EffortHeader = { line, cells: [], columns: {}, ignoredColumns: [] };
  const problems: EffortFileProblem[] = [];
  const firstAt = new Map<EffortColumn, number>();
  texts.forEach((raw, index) => {
    const text = (raw ?? '').replace(/^\uFEFF/, '').trim();
    if (text === '') return;
    const column = effortColumnOf(text);
    if (!column) {
      if (!header.ignoredColumns.includes(text)) header.ignoredColumns.push(text);
      return;
    }
    const first = firstAt.get(column);
    if (first !== undefined) {
      const firstText = texts[first]!.trim();
      problems.push({
        line,
        column: text,
        message: `Column ${column} appears twice: "${firstText}" (column ${columnLetters(first)}) and "${text}" (column ${columnLetters(index)}). Keep one of them.`,
      });
      return;
    }
    firstAt.set(column, index);
    header.cells.push([index, column]);
    header.columns[text] = column;
  });
  for (const missing of missingEffortColumns(new Set(firstAt.keys()))) {
    const named = (Object.keys(effortColumns) as EffortColumn[]).filter((column) =>
      new RegExp(`\\b${column}\\b`).test(missing),
    );
    problems.push({
      line,
      column: missing,
      message: `Missing column ${missing}. Accepted headers: ${named.map(acceptedHeaders).join('; ')}.`,
    });
  }
  if (problems.length > 0) throw new EffortFileError(headerMessage(problems, texts, line), problems);
  return header;
}

function headerMessage(problems: EffortFileProblem[], texts: readonly (string | undefined)[], line: number) {
  const found = texts.map((text) => (text ?? '').trim()).filter((text) => text !== '');
  return [
    `The header row (line ${line}) cannot be used.`,
    ...problems.map((problem) => problem.message),
    `Headers found: ${found.length > 0 ? found.join(', ') : 'none'}.`,
  ].join(' ');
}

/** A data row's cells by canonical column; empty cells are left out. */
export function effortRowOf(cells: readonly (string | undefined)[], line: number, header: EffortHeader) {
  const values: RawEffortRow['values'] = {};
  for (const [index, column] of header.cells) {
    const cell = cells[index];
    if (cell !== undefined && cell.trim() !== '') values[column] = cell;
  }
  return { line, values } satisfies RawEffortRow;
}
